import { z } from "zod";
/**
 * A project's slug (its address: /project/{slug}). Made once from the name when the project is
 * created and never changed after, so links, bookmarks and shared diary emails keep working when a
 * contract is renamed. Unique across every project ever created, deleted ones included, so restoring
 * a project from the recycle bin can never collide with a newer one.
 */
export const SLUG_MAX_LENGTH = 60;
const FALLBACK = "project";

/** Letters NFKD does not decompose into ASCII. */
const FOLDS: Record<string, string> = { ß: "ss", æ: "ae", œ: "oe", ø: "o", ł: "l", đ: "d", ð: "d", þ: "th", ı: "i" };

/** Trims to `max` characters, at a word boundary when there is one in the last third. */
function cut(slug: string, max: number): string {
  if (slug.length <= max) return slug;
  const head = slug.slice(0, max);
  const lastDash = head.lastIndexOf("-");
  const trimmed = slug[max] === "-" ? head : lastDash >= Math.floor((max * 2) / 3) ? head.slice(0, lastDash) : head;
  return trimmed.replace(/-+$/, "");
}

/** "Café Royal — Phase 2 (Block A)" → "cafe-royal-phase-2-block-a". */
export function slugify(name: string): string {
  const ascii = name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[ßæœøłđðþı]/g, (c) => FOLDS[c] ?? c)
    .replace(/&/g, " and ")
    .replace(/['’‘`]/g, "");
  const slug = ascii.replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "");
  return cut(slug, SLUG_MAX_LENGTH) || FALLBACK;
}

/**
 * The slug for `name` that `isTaken` does not know: the plain slug, else -2, -3 … The base is
 * shortened so the suffix fits within the maximum length.
 */
export function uniqueSlug(name: string, isTaken: (slug: string) => boolean): string {
  const base = slugify(name);
  if (!isTaken(base)) return base;
  for (let n = 2; ; n += 1) {
    const suffix = `-${n}`;
    const candidate = `${cut(base, SLUG_MAX_LENGTH - suffix.length) || FALLBACK}${suffix}`;
    if (!isTaken(candidate)) return candidate;
  }
}

/** `/:slug` params: a project's slug as it appears in its address. */
export const slugParams = z.object({ slug: z.string().trim().min(1).max(200) });
