import { queryOptions, useMutation, useQueryClient, type QueryClient, type UseQueryOptions } from "@tanstack/react-query";
import { urlOf, type CallInput, type Change, type Changes, type EndpointDef, type ResponseOf } from "@shared/common/contract";
import { apiGetOrNull, apiRequest } from "./api";

/**
 * The one way the browser calls the API: an endpoint from its area's table (src/shared/<area>/
 * <area>.endpoints.ts) and its params, query and body, typed by the same schemas the server checks.
 * `callApi(energyEndpoints.get, { params: { id } })`. Writes carry an Idempotency-Key and retry once
 * (lib/api.ts); a file answer arrives as a Blob.
 */
export function callApi<E extends EndpointDef>(
  e: E,
  input: CallInput<E>,
  options: { retry?: boolean; keepalive?: boolean; idempotencyKey?: string } = {},
): Promise<ResponseOf<E>> {
  const fileAnswer = "kind" in e.response && e.response.kind === "file";
  return apiRequest<ResponseOf<E>>(e.method, urlOf(e, input), input.body, { ...options, blob: fileAnswer });
}

/** A read where 401 means "nobody signed in" rather than an error (the current-user call). */
export function callApiOrNull<E extends EndpointDef>(e: E, input: CallInput<E>): Promise<ResponseOf<E> | null> {
  return apiGetOrNull<ResponseOf<E>>(urlOf(e, input));
}

/** The address of a GET endpoint, for what the browser loads itself: an <img src>, a download link, an upload with progress. */
export const hrefOf = <E extends EndpointDef>(e: E, input: Pick<CallInput<E>, "params" | "query">): string => urlOf(e, input);

// ── Cache keys and what a write changes (decision 0062) ─────────────────────────────────────────

/** A read's params as far as the caller knows them: `{ slug }` for every read of one contract. */
export type KnownParams = Readonly<Record<string, unknown>>;

/** A call's params by name (the typed input's params are an object of the endpoint's own shape). */
const paramsOf = (params: unknown): ReadonlyMap<string, unknown> => new Map(typeof params === "object" && params !== null ? Object.entries(params) : []);

/**
 * A read's cache key, derived from its endpoint: the path's segments with the params in their
 * places, then the query. `/api/projects/by-slug/:slug/diary-entries` for "oak" is
 * ["api", "projects", "by-slug", "oak", "diary-entries"], so a contract's key is a prefix of its
 * diary's, and invalidating the contract refreshes everything read under it.
 */
export const keyOf = <E extends EndpointDef>(e: E, input: Pick<CallInput<E>, "params" | "query">): readonly unknown[] => keyAt(e, input.params, input.query);

/** keyOf for code that holds an endpoint of no particular type (lib/record-writes.ts). */
export function keyAt(e: EndpointDef, params: unknown, query?: unknown): readonly unknown[] {
  const byName = paramsOf(params);
  const segments = e.path
    .split("/")
    .slice(1)
    .map((part) => (part.startsWith(":") ? byName.get(part.slice(1)) : part));
  return query === undefined ? segments : [...segments, query];
}

/**
 * Whether a cached read is one a change names: its key follows the endpoint's path (known params
 * equal, the others any value), then ends, or ends with a query, or (for `under`) goes on.
 */
export function isChanged(key: readonly unknown[], change: Change, known: KnownParams = {}): boolean {
  const e = "under" in change ? change.under : change;
  const parts = e.path.split("/").slice(1);
  const samePath = parts.every((part, i) => {
    if (i >= key.length) return false;
    if (!part.startsWith(":")) return key[i] === part;
    const value = known[part.slice(1)];
    return value === undefined ? typeof key[i] === "string" || typeof key[i] === "number" : key[i] === value;
  });
  if (!samePath) return false;
  if ("under" in change || key.length === parts.length) return true;
  return key.length === parts.length + 1 && typeof key[parts.length] === "object" && key[parts.length] !== null;
}

type ReadOptions<E extends EndpointDef, T> = Omit<UseQueryOptions<ResponseOf<E>, Error, T, readonly unknown[]>, "queryKey" | "queryFn">;

/** A read's query: its key from keyOf and its fetch through callApi. `useQuery(queryOf(energyEndpoints.get, { params: { id } }))`. */
export function queryOf<E extends EndpointDef, T = ResponseOf<E>>(e: E, input: CallInput<E>, options?: ReadOptions<E, T>) {
  return queryOptions<ResponseOf<E>, Error, T, readonly unknown[]>({
    ...options,
    queryKey: keyAt(e, input.params, input.query),
    queryFn: () => callApi(e, input),
  });
}

/** Refreshes what a write changed: every read its changes name, narrowed by the params the caller knows. */
export function refreshChanged(client: QueryClient, changes: Changes, known: KnownParams = {}, options: { refetchType?: "active" | "all" } = {}) {
  return client.invalidateQueries({ predicate: (q) => changes.some((c) => isChanged(q.queryKey, c, known)), refetchType: options.refetchType });
}

export type WriteOptions<V, R> = {
  /** "all": refetch the named reads even where no screen shows them now (a register's other pages). */
  refetchType?: "active" | "all";
  /** Let the reads catch up behind the answer rather than wait for them (the order on screen already is the answer). */
  background?: boolean;
  /** What the answer itself gives, before the refresh: the saved record put in its cache, a deleted one dropped. */
  onSuccess?: (result: R, variables: V, client: QueryClient) => unknown;
};

/**
 * The one mutation helper (decision 0062): calls a write and, when it succeeds, refreshes what its
 * area's table says it changes, narrowed by the params the caller knows (or reads from the answer:
 * a risk assessment's contract), before the caller's own onSuccess runs (a form then closes on
 * fresh lists).
 */
export function useWrite<V, R>(
  write: (variables: V) => Promise<R>,
  changes: Changes,
  known: KnownParams | ((result: R, variables: V) => KnownParams) = {},
  options: WriteOptions<V, R> = {},
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: async (result, variables) => {
      await options.onSuccess?.(result, variables, client);
      const refreshed = refreshChanged(client, changes, typeof known === "function" ? known(result, variables) : known, options);
      if (!options.background) await refreshed;
    },
  });
}
