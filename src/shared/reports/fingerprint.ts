// No zod here: the browser loads this with the shell, before any form.

/**
 * The de-duplication key (product.md §4): the message and the first three lines of the stack.
 * A small, fast non-cryptographic hash (cyrb53) so the browser and the server compute the same key.
 */
export function errorFingerprint(message: string, stack?: string | null): string {
  const lines = (stack ?? "")
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean)
    .slice(0, 3);
  const source = [message.trim(), ...lines].join("\n");
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < source.length; i++) {
    const c = source.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/** product.md §4, §9: a fingerprint is not reported again within 30 minutes; 50 are remembered. */
export const DEDUPE_WINDOW_MS = 30 * 60 * 1000;
export const DEDUPE_MAX_FINGERPRINTS = 50;
