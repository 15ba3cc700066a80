/**
 * A record's optional texts as a form's boxes hold them: null (not recorded), or no record yet, is
 * an empty box. The schema turns an empty box back into null on save, so a round trip changes nothing.
 */
export function textsOf<K extends string>(record: Partial<Record<K, string | null>> | null, keys: readonly K[]): Record<K, string> {
  return Object.fromEntries(keys.map((key) => [key, record?.[key] ?? ""])) as Record<K, string>;
}
