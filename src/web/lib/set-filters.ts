type Unset = "" | 0 | null | false;

/**
 * A read's optional filters with the unset ones left out: a blank text, a 0 id or a null is no
 * filter, so it stays out of the query string and the cache key, as if it had never been set.
 */
export function setFilters<T extends Record<string, unknown>>(filters: T): { [K in keyof T]: Exclude<T[K], Unset> | undefined } {
  const entries = Object.entries(filters).map(([key, value]) => [key, value || undefined]);
  return Object.fromEntries(entries) as { [K in keyof T]: Exclude<T[K], Unset> | undefined };
}
