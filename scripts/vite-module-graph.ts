import fs from "node:fs";
import path from "node:path";
import { iconFileNames, iconFilesImportedBy } from "./vite-icon-chunks";

/**
 * The module graph as the client build's chunking reads it (Rolldown's getModuleInfo): what a module
 * loads, through the two libraries imported by an index of everything (lucide-react, radix-ui).
 */
export type ModuleInfo = { importedIds: readonly string[]; dynamicImporters: readonly string[]; dynamicallyImportedIds?: readonly string[] };
export type GetModuleInfo = (id: string) => ModuleInfo | null;
export type ChunkingContext = { getModuleInfo: GetModuleInfo };

export const LUCIDE_INDEX = /[\\/]node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/;
export const RADIX_INDEX = /[\\/]node_modules[\\/]radix-ui[\\/]dist[\\/]index\.mjs$/;

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
 * Through lucide-react's and radix-ui's indexes only what our modules name counts (importsKept); the
 * index itself is in the set. The root comes first in the set.
 */
export function staticClosure(root: string, getModuleInfo: GetModuleInfo): Set<string> {
  const seen = new Set<string>();
  const stack = [root];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    for (const dep of getModuleInfo(id)?.importedIds ?? []) if (LUCIDE_INDEX.test(dep) || RADIX_INDEX.test(dep)) seen.add(dep);
    stack.push(...importsKept(id, getModuleInfo));
  }
  return seen;
}

const NODE_MODULES = /[\\/]node_modules[\\/]/;
/**
 * Our modules a root loads, transitively, stopping at libraries; with `lazyTargets`, lazy imports are
 * followed too and their targets collected there.
 */
function ourClosure(root: string, getModuleInfo: GetModuleInfo, lazyTargets?: Set<string>): Set<string> {
  const seen = new Set<string>();
  const stack = [root];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id) || NODE_MODULES.test(id)) continue;
    seen.add(id);
    const info = getModuleInfo(id);
    stack.push(...(info?.importedIds ?? []));
    if (lazyTargets)
      for (const target of info?.dynamicallyImportedIds ?? []) {
        lazyTargets.add(target);
        stack.push(target);
      }
  }
  return seen;
}

/** How many of the app's lazy chunks load each of our modules, counting every lazy import reachable from the entry. */
export function lazyChunkUsers(entry: string, getModuleInfo: GetModuleInfo): Map<string, number> {
  const lazy = new Set<string>();
  ourClosure(entry, getModuleInfo, lazy);
  const users = new Map<string, number>();
  for (const root of lazy) for (const id of ourClosure(root, getModuleInfo)) users.set(id, (users.get(id) ?? 0) + 1);
  return users;
}

const iconNames = new Map<string, Map<string, string>>();

/**
 * A module's imports as tree-shaking keeps them: through lucide-react's and radix-ui's indexes, only
 * the icons and Radix packages the module names. A group that captures the module takes those along
 * (Rolldown), not the index.
 */
export function importsKept(id: string, getModuleInfo: GetModuleInfo): string[] {
  const kept: string[] = [];
  for (const dep of getModuleInfo(id)?.importedIds ?? []) {
    if (LUCIDE_INDEX.test(dep)) {
      const iconDir = path.join(path.dirname(dep), "icons");
      if (!iconNames.has(iconDir)) iconNames.set(iconDir, iconFileNames(path.join(iconDir, "x.mjs")));
      for (const file of iconFilesImportedBy([id], iconNames.get(iconDir)!)) kept.push(path.join(iconDir, file));
    } else if (RADIX_INDEX.test(dep)) {
      const modules = radixModules(dep, getModuleInfo(dep)?.importedIds ?? []);
      for (const name of namesImportedFrom([id], "radix-ui")) if (modules.has(name)) kept.push(modules.get(name)!);
    } else kept.push(dep);
  }
  return kept;
}
