import fs from "node:fs";
import path from "node:path";
import type { Rolldown } from "vite";

export const LUCIDE_ICON = /[\\/]node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;
/** Icons shared by screens in subgroups under this many bytes go in with their nearest subgroup. */
const MERGE_BELOW_BYTES = 12000;

/**
 * Every lucide icon is its own module of ~250 bytes gzipped, and Rolldown's automatic chunking gives
 * each set of screens sharing one a chunk of its own: a diary's first visit fetched 62 files, 48 of
 * them under 1 kB and 30 of those single icons. Over HTTP/1.1 (six connections to an origin) each
 * is a round trip, and Lighthouse's mobile simulation (150 ms a round trip) put the diary's LCP at
 * 5 s (decision 0044). This group gathers the icons by the screens that use them (`entriesAware`)
 * and merges the small subgroups, so a screen fetches a few icon files with a few icons it does not
 * show rather than thirty files.
 *
 * The icons a first visit draws (the entry's, the sign-in page's, the shell's, and the landing
 * screens', decision 0048) are taken first, by the opening groups (scripts/vite-opening-chunks.ts,
 * decision 0046): the sign-in page's 150 kB budget has no room for other screens' icons.
 */
export function iconChunksGroup(): Rolldown.CodeSplittingGroup {
  return {
    name: (id: string) => (LUCIDE_ICON.test(id) ? "icons" : null),
    entriesAware: true,
    entriesAwareMergeThreshold: MERGE_BELOW_BYTES,
  };
}

/** lucide's exported names (LogIn, Loader2, LoaderCircleIcon…) → their icon files (log-in.mjs, loader-circle.mjs), from its index. */
export function iconFileNames(anIconId: string): Map<string, string> {
  const index = fs.readFileSync(path.join(path.dirname(anIconId), "..", "lucide-react.mjs"), "utf8");
  const files = new Map<string, string>();
  for (const [, names, file] of index.matchAll(/export \{([^}]*)\} from '\.\/icons\/([^']+)'/g))
    for (const [, name] of names.matchAll(/default as (\w+)/g)) files.set(name, file);
  return files;
}

/** The icon files the given source files import from lucide-react by name. */
export function iconFilesImportedBy(sourceFiles: string[], fileOf: Map<string, string>): Set<string> {
  const icons = new Set<string>();
  for (const file of sourceFiles) {
    if (!/\.[jt]sx?$/.test(file) || !fs.existsSync(file)) continue;
    for (const [, names] of fs.readFileSync(file, "utf8").matchAll(/import\s*\{([^}]*)\}\s*from\s*["']lucide-react["']/g))
      for (const name of names.split(",").map((n) =>
        n
          .trim()
          .split(/\s+as\s+/)[0]
          .replace(/^type\s+/, ""),
      )) {
        const icon = fileOf.get(name);
        if (icon) icons.add(icon);
      }
  }
  return icons;
}

/** The chunk file of an icon subgroup: Rolldown names it after every screen sharing it (hundreds of characters). */
export const chunkFileName = (chunk: { name: string }) => (chunk.name.startsWith("icons~") ? "assets/icons-[hash].js" : "assets/[name]-[hash].js");
