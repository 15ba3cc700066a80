import { useEffect, useState } from "react";

/** `value`, once it has stopped changing for `ms`: a search box asks the server once per pause, not per key. */
export function useDebounced<T>(value: T, ms: number) {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}
