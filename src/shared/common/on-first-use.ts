/**
 * A value made the first time it is asked for, then kept. Intl formatters cost a few milliseconds
 * each to build on a phone; built at module load they ran while the first screen was still being
 * put together, for dates that screen might never show (issue 13, Lighthouse's blocking time).
 */
export function onFirstUse<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}
