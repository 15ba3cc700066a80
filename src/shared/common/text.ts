import { z } from "zod";

export const TEXT_NOT_ALLOWED_MESSAGE = "Text contains characters that are not allowed";

/**
 * Control characters other than tab, line feed and carriage return (NUL ends a string in C and is
 * refused by PostgreSQL text), and UTF-16 halves without their partner (PostgreSQL's jsonb refuses
 * them, and no font draws them). Nothing a person types or pastes contains either.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const hasForbiddenCharacters = (value: string) => FORBIDDEN.test(value);

/** A string a person could have typed: every text field of every form and route is one. */
export const text = (params?: Parameters<typeof z.string>[0]) => z.string(params).refine((v) => !hasForbiddenCharacters(v), TEXT_NOT_ALLOWED_MESSAGE);

export type ForbiddenFound = { path: string } | null;

/**
 * The first string (value or key) with forbidden characters anywhere in a parsed JSON value, query or
 * params object, with its path; null when there is none. Walks at most `maxNodes` values, `maxDepth`
 * deep: deeper or larger input is answered as not allowed rather than walked for ever.
 */
export function findForbiddenText(value: unknown, { maxDepth = 64, maxNodes = 100_000 } = {}): ForbiddenFound {
  let nodes = 0;
  const walk = (v: unknown, path: string, depth: number): ForbiddenFound => {
    nodes += 1;
    if (nodes > maxNodes || depth > maxDepth) return { path };
    if (typeof v === "string") return hasForbiddenCharacters(v) ? { path } : null;
    if (v === null || typeof v !== "object") return null;
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) {
        const found = walk(v[i], path ? `${path}.${i}` : String(i), depth + 1);
        if (found) return found;
      }
      return null;
    }
    for (const key of Object.keys(v)) {
      const at = path ? `${path}.${key}` : key;
      if (hasForbiddenCharacters(key)) return { path: at };
      const found = walk((v as Record<string, unknown>)[key], at, depth + 1);
      if (found) return found;
    }
    return null;
  };
  return walk(value, "", 0);
}
