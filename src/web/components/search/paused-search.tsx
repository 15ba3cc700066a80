import { useEffect, useState, type ComponentProps } from "react";
import { SearchInput } from "@web/components/ui/search-input";
import { useDebounced } from "@web/lib/use-debounced";

type Props = Omit<ComponentProps<typeof SearchInput>, "value" | "onChange"> & {
  /** What the list is searching for now. */
  value: string;
  /** The box's text, trimmed, once the typing has paused: a list asks the server once per pause, not per key. */
  onSearch: (term: string) => void;
  delay?: number;
};

/**
 * A list's search box: it keeps what is being typed and hands the list the text once the typing
 * pauses; when the search changes elsewhere (a Clear filters button, the address) the box shows it.
 * The same rule as useUrlFilters' search, for a list whose filters are not in the address.
 */
export function PausedSearch({ value, onSearch, delay = 300, ...input }: Props) {
  const [text, setText] = useState(value);
  const typed = useDebounced(text.trim(), delay);
  useEffect(() => {
    if (typed !== value) onSearch(typed);
    // Only the paused text searches (the search itself moves when it does).
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  }, [typed]);
  useEffect(() => {
    if (value !== typed) setText(value);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  }, [value]);
  return <SearchInput {...input} value={text} onChange={(e) => setText(e.target.value)} />;
}
