import { useEffect, useState } from "react";
import { useSearchParams } from "@web/lib/router";
import { useDebounced } from "@web/lib/use-debounced";

/** Reads one address-bar parameter into a typed filter; anything it does not recognise is no filter. */
export type ParamReader<T> = (raw: string | null) => T | undefined;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The readers the registers use: a value from a list, a record id, an ISO day, free text. */
export const param: {
  oneOf: <T extends string>(values: readonly T[]) => ParamReader<T>;
  option: <T extends string>(options: readonly { value: T }[]) => ParamReader<T>;
  id: ParamReader<number>;
  day: ParamReader<string>;
  text: ParamReader<string>;
} = {
  oneOf:
    <T extends string>(values: readonly T[]): ParamReader<T> =>
    (raw) =>
      raw !== null && (values as readonly string[]).includes(raw) ? (raw as T) : undefined,
  id: ((raw) => {
    const n = Number(raw);
    return Number.isSafeInteger(n) && n > 0 ? n : undefined;
  }) as ParamReader<number>,
  /** One of a select's options (`{ value, label }[]`). */
  option: <T extends string>(options: readonly { value: T }[]): ParamReader<T> => param.oneOf(options.map((o) => o.value)),
  day: ((raw) => (raw !== null && ISO_DAY.test(raw) ? raw : undefined)) as ParamReader<string>,
  text: ((raw) => raw?.trim() || undefined) as ParamReader<string>,
};

/** What a `Select` or a search box needs to show a filter and change it. */
export type FieldBinding = { value: string; onChange: (e: { target: { value: string } }) => void };

/** A select bound to one filter kept anywhere: its value ("" is none), and a change that sets it or, when blank, removes it. */
export function bindSelect(value: string | number | undefined, onValue: (v: string | undefined) => void): FieldBinding {
  return { value: value === undefined ? "" : String(value), onChange: (e) => onValue(e.target.value || undefined) };
}

type Readers = Record<string, ParamReader<unknown>>;
type Values<R extends Readers> = { [K in keyof R]: ReturnType<R[K]> };
export type ParamChanges = Record<string, string | number | null | undefined>;

/** The address after a change: an empty value removes its parameter; any filter change starts again at page 1. */
export function withChanges(prev: URLSearchParams, changes: ParamChanges, keepPage = false): URLSearchParams {
  const next = new URLSearchParams(prev);
  for (const [k, v] of Object.entries(changes)) {
    if (v) next.set(k, String(v));
    else next.delete(k);
  }
  if (!keepPage) next.delete("page");
  return next;
}

type Options<R extends Readers> = {
  /** The parameter a search box types into (filtering once the typing pauses), e.g. `{ key: "q", delay: 300 }`. */
  search?: { key: string; delay: number };
  /** Parameters that order the list rather than narrow it (sort): they do not make it "filtered". */
  notFilters?: (keyof R)[];
};

/**
 * A register's filters kept in the address bar, so a filtered list can be bookmarked, shared and
 * returned to: typed values read from the query string, a setter that starts again at page 1 whenever
 * a filter changes (and replaces the history entry rather than adding one per keystroke), the page,
 * and a search box whose text reaches the address once the typing pauses.
 */
export function useUrlFilters<R extends Readers>(readers: R, options: Options<R> = {}) {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(Object.entries(readers).map(([k, read]) => [k, read(params.get(k))])) as Values<R>;
  const page = Math.max(1, Number(params.get("page")) || 1);

  // Replacing the history entry: Back leaves the list rather than stepping through each filter.
  const write = (changes: ParamChanges, keepPage: boolean) => setParams((prev) => withChanges(prev, changes, keepPage), { replace: true });
  /** Changes filters (an empty value removes one) and goes back to page 1. */
  const set = (changes: ParamChanges) => write(changes, false);
  /** Page 1 is the address without a page. */
  const setPage = (p: number) => write({ page: p === 1 ? null : p }, true);

  const searchKey = options.search?.key ?? "";
  const inAddress = searchKey ? (params.get(searchKey) ?? "") : "";
  const [text, setText] = useState(inAddress);
  const typed = useDebounced(text.trim(), options.search?.delay ?? 0);
  useEffect(() => {
    if (searchKey && inAddress !== typed) set({ [searchKey]: typed });
    // Only the paused text writes the address (the address itself moves when it does).
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  }, [typed]);
  useEffect(() => {
    // The address changed from elsewhere (Clear, a link, Back): the box shows what is now searched.
    if (inAddress !== typed) setText(inAddress);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  }, [inAddress]);

  const search = searchKey ? params.get(searchKey)?.trim() || undefined : undefined;
  const filtered = Boolean(search) || Object.keys(readers).some((k) => !options.notFilters?.includes(k) && values[k] !== undefined);
  /** Every filter, the search and the page removed; other parameters (an open record) stay. */
  const clear = () => {
    setText("");
    set(Object.fromEntries([...Object.keys(readers), searchKey].filter(Boolean).map((k) => [k, null])));
  };

  /** A select bound to one filter: its value, and a change that sets it (or removes it when blank). */
  const select = (key: keyof R & string): FieldBinding => {
    const value = values[key];
    return bindSelect(value === undefined ? undefined : String(value), (v) => set({ [key]: v }));
  };

  /** The search box bound to the typed text (it reaches the address once the typing pauses). */
  const searchBox: FieldBinding = { value: text, onChange: (e) => setText(e.target.value) };

  return { params, values, page, set, setPage, select, search, searchText: text, setSearchText: setText, searchBox, filtered, clear };
}
