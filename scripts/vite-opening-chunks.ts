import fs from "node:fs";
import path from "node:path";
import type { Rolldown } from "vite";
import { iconFileNames, iconFilesImportedBy, LUCIDE_ICON } from "./vite-icon-chunks";

type ModuleInfo = { importedIds: readonly string[]; dynamicImporters: readonly string[] };
type GetModuleInfo = (id: string) => ModuleInfo | null;
type ChunkingContext = { getModuleInfo: GetModuleInfo };

const LUCIDE_INDEX = /[\\/]node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/;
const RADIX_INDEX = /[\\/]node_modules[\\/]radix-ui[\\/]dist[\\/]index\.mjs$/;

/** The entry, the sign-in screen and the signed-in shell: every first visit loads the entry and one of the other two. */
export type OpeningRoots = { entry: string; signIn: string; shell: string };

/** The names our source files import from a package (`import { A, B as C } from "pkg"` gives A and B). */
export function namesImportedFrom(sourceFiles: Iterable<string>, pkg: string): Set<string> {
  const names = new Set<string>();
  const statement = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*["']${pkg}["']`, "g");
  for (const file of sourceFiles) {
    if (!/[\\/]src[\\/].*\.[jt]sx?$/.test(file) || !fs.existsSync(file)) continue;
    for (const [, list] of fs.readFileSync(file, "utf8").matchAll(statement))
      for (const name of list.split(",")) {
        const imported = name
          .trim()
          .replace(/^type\s+/, "")
          .split(/\s+as\s+/)[0];
        if (imported) names.add(imported);
      }
  }
  return names;
}

/** radix-ui's namespaces (Dialog, Slot…) → the module of each package, among the index's imports. */
function radixModules(index: string, importedIds: readonly string[]): Map<string, string> {
  const modules = new Map<string, string>();
  for (const [, name, pkg] of fs.readFileSync(index, "utf8").matchAll(/import \* as (\w+) from "(@radix-ui\/[\w-]+)"/g)) {
    const id = importedIds.find((m) => m.includes(`${path.sep}${pkg.replace("/", path.sep)}${path.sep}`));
    if (id) modules.set(name, id);
  }
  return modules;
}

/**
 * Everything a root loads before it renders: its static imports, transitively, libraries included.
 * Two libraries are imported through an index that imports all of them (lucide-react, radix-ui);
 * from those, only what our modules name by import counts, as tree-shaking keeps only that.
 * The root comes first in the set.
 */
export function staticClosure(root: string, getModuleInfo: GetModuleInfo): Set<string> {
  const seen = new Set<string>();
  const barrels = new Set<string>();
  const stack = [root];
  for (;;) {
    while (stack.length > 0) {
      const id = stack.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      if (LUCIDE_INDEX.test(id) || RADIX_INDEX.test(id)) barrels.add(id);
      else for (const next of getModuleInfo(id)?.importedIds ?? []) stack.push(next);
    }
    for (const barrel of barrels) {
      const importedIds = getModuleInfo(barrel)?.importedIds ?? [];
      if (LUCIDE_INDEX.test(barrel)) {
        const iconDir = path.join(path.dirname(barrel), "icons");
        for (const file of iconFilesImportedBy([...seen], iconFileNames(path.join(iconDir, "x.mjs")))) stack.push(path.join(iconDir, file));
      } else {
        const modules = radixModules(barrel, importedIds);
        for (const name of namesImportedFrom(seen, "radix-ui")) if (modules.has(name)) stack.push(modules.get(name)!);
      }
    }
    if (stack.every((id) => seen.has(id))) return seen;
  }
}

/** The chunk each module of a first visit goes in, or null for Rolldown's own choice. */
export type OpeningChunk = "opening" | "shell" | "sign-in-icons" | null;

/**
 * A first visit fetched 31 files for the sign-in page and 38–87 for a signed-in screen, most under
 * 1 kB: Rolldown gives each set of screens sharing a module a chunk of its own. Over HTTP/1.1 each
 * file is a round trip on one of six connections (decision 0046). What every first visit loads goes
 * in one file:
 * - "opening": the entry's modules and those both the sign-in screen and the shell use;
 * - "shell": the rest of the shell's, which every signed-in screen loads with it (a screen sharing
 *   one of its modules costs nothing more);
 * - "sign-in-icons": the sign-in screen's icons not already in one of those (a screen drawing one
 *   of them fetches the other few hundred bytes too; the sign-in page's own modules otherwise stay
 *   in Rolldown's chunks, as the screens sharing them would each fetch the whole sign-in page).
 * The screens' own entry modules (lazy imports) keep their chunks.
 */
export function openingChunkOf(id: string, info: ModuleInfo | null, closures: { entry: Set<string>; signIn: Set<string>; shell: Set<string> }): OpeningChunk {
  if (!info || info.dynamicImporters.length > 0 || id === [...closures.entry][0]) return null;
  const { entry, signIn, shell } = closures;
  if (entry.has(id) || (signIn.has(id) && shell.has(id))) return "opening";
  if (shell.has(id)) return "shell";
  if (signIn.has(id) && LUCIDE_ICON.test(id)) return "sign-in-icons";
  return null;
}

/**
 * Code-splitting groups for a first visit's files (see openingChunkOf). Captured modules take their
 * dependencies along, which is exact here: what a root's closure holds, its modules' imports are in.
 */
export function openingChunksGroups(roots: OpeningRoots): Rolldown.CodeSplittingGroup[] {
  let closures: { entry: Set<string>; signIn: Set<string>; shell: Set<string> } | undefined;
  const chunkOf = (id: string, ctx: ChunkingContext) => {
    // Called as a method: Rolldown's context needs its `this`.
    const getModuleInfo = (m: string) => ctx.getModuleInfo(m);
    closures ??= {
      entry: staticClosure(roots.entry, getModuleInfo),
      signIn: staticClosure(roots.signIn, getModuleInfo),
      shell: staticClosure(roots.shell, getModuleInfo),
    };
    return openingChunkOf(id, ctx.getModuleInfo(id), closures);
  };
  return (["opening", "shell", "sign-in-icons"] as const).map((name) => ({
    name: (id: string, ctx: ChunkingContext) => (chunkOf(id, ctx) === name ? name : null),
  }));
}
