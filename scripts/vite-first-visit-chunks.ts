import path from "node:path";
import { NOT_AVAILABLE_SCREEN, NOT_FOUND_SCREEN, OUTSIDE_SHELL_ROUTES, SIGNED_IN_ROUTES } from "../src/shared/common/screen-routes";
import type { Rolldown } from "vite";
import { openingChunkResolver, openingChunksGroups, type OnArrival, type OpeningRoots } from "./vite-opening-chunks";
import { importsKept, lazyChunkUsers, staticClosure, type ChunkingContext, type GetModuleInfo } from "./vite-module-graph";

/**
 * A screen's first visit: the screen's module and the parts it imports as soon as it renders, and
 * whether it is a landing screen (screen-routes.ts).
 */
export type FirstVisit = { roots: string[]; landing?: boolean };

/** Every screen a first visit can open on, by module, from the route table and the lazyScreen names (scripts/vite-screen-chunks.ts). */
export function firstVisits(lazyScreens: ReadonlyMap<string, string>): FirstVisit[] {
  const routes = [...OUTSIDE_SHELL_ROUTES, ...SIGNED_IN_ROUTES, { screen: NOT_FOUND_SCREEN }, { screen: NOT_AVAILABLE_SCREEN }];
  return routes
    .map((r) => ({
      roots: [r.screen, ...("parts" in r ? (r.parts ?? []) : [])].map((name) => lazyScreens.get(name)).filter((id): id is string => !!id),
      ...("landing" in r && r.landing ? { landing: true } : {}),
    }))
    .filter((v) => v.roots.length > 0);
}

const NODE_MODULES = /[\\/]node_modules[\\/]/;
const LUCIDE = /[\\/]node_modules[\\/]lucide-react[\\/]/;

/** Which screens' first visits load each module of ours (the screens' and parts' own modules aside). */
function firstVisitOwners(visits: FirstVisit[], getModuleInfo: GetModuleInfo, taken: (id: string) => boolean = () => false): Map<string, Set<string>> {
  const owners = new Map<string, Set<string>>();
  const roots = new Set(visits.flatMap((v) => v.roots));
  for (const visit of visits) {
    const name = `${path.basename(visit.roots[0]).replace(/\.[jt]sx?$/, "")}-first`;
    for (const root of visit.roots)
      for (const id of staticClosure(root, getModuleInfo)) {
        if (NODE_MODULES.test(id) || taken(id) || roots.has(id)) continue;
        if (!owners.has(id)) owners.set(id, new Set());
        owners.get(id)!.add(name);
      }
  }
  return owners;
}

/** Our modules two or more screens open with: candidates for "common" (scripts/vite-opening-chunks.ts), one file rather than a file each. */
export function sharedFirstVisitModules(visits: FirstVisit[], getModuleInfo: GetModuleInfo): Set<string> {
  return new Set([...firstVisitOwners(visits, getModuleInfo)].filter(([, names]) => names.size >= 2).map(([id]) => id));
}

/** Every module some first visit loads, libraries included: the entry's, the sign-in page's, the shell's and each screen's with its parts. */
export function firstVisitModules(roots: OpeningRoots, visits: FirstVisit[], getModuleInfo: GetModuleInfo): Set<string> {
  const all = [roots.entry, roots.signIn, roots.shell, ...visits.flatMap((v) => v.roots)];
  return new Set(all.flatMap((root) => [...staticClosure(root, getModuleInfo)]));
}

/** Every module a landing screen's first visit loads, libraries included. */
export function landingModules(visits: FirstVisit[], getModuleInfo: GetModuleInfo): Set<string> {
  return new Set(visits.filter((v) => v.landing).flatMap((v) => v.roots.flatMap((root) => [...staticClosure(root, getModuleInfo)])));
}

/**
 * A screen's own first-visit files, as one (decision 0047). Rolldown gives each set of lazy chunks
 * sharing a module a chunk of its own, and a screen's modules are shared with its dialogs, forms and
 * other tabs: a diary's first visit fetched some twenty files of 1–3 kB beside its page. Over HTTP/1.1
 * each is a round trip on one of six connections, and Lighthouse's phone counted ~0.4 s of them before
 * the contract's name showed.
 *
 * The modules of ours that exactly one screen's first visit loads (what its module and its parts
 * import, not already in an opening file: `taken`) and some other lazy chunk too (a dialog, a form, a
 * part: else Rolldown has them in the screen's own chunk already) go in one chunk, "<screen>-first"; a module also
 * imported on demand elsewhere (a query warmed at idle) then loads that chunk. The screen's and its
 * parts' own modules keep their chunks (the screen map and the manifest name them). A module two
 * screens open with stays in Rolldown's chunks, so no screen fetches another's code on arrival; a
 * dialog or form opened later may load the screen's chunk with it. Libraries stay where they were.
 */
export function firstVisitChunks(
  visits: FirstVisit[],
  getModuleInfo: GetModuleInfo,
  taken: (id: string) => boolean,
  lazyUsers: ReadonlyMap<string, number>,
): Map<string, string> {
  const owners = firstVisitOwners(visits, getModuleInfo, taken);
  const chunkOf = new Map<string, string>();
  // A module only one lazy chunk loads is in that chunk already (the screen's or a part's).
  for (const [id, names] of owners) if (names.size === 1 && (lazyUsers.get(id) ?? 0) >= 2) chunkOf.set(id, [...names][0]);
  // A captured module takes its imports along (Rolldown): only modules whose imports are in the same
  // chunk or already in an opening file (or icons, which have their own groups) qualify. Through
  // radix-ui's index that means the Radix parts the module names: a screen's file once took a
  // menu's focus and portal code along, and the diary's Add menu then loaded two other screens' files.
  const allowed = (dep: string, name: string) => chunkOf.get(dep) === name || taken(dep) || LUCIDE.test(dep);
  for (let changed = true; changed;) {
    changed = false;
    for (const [id, name] of chunkOf)
      if (!importsKept(id, getModuleInfo).every((dep) => allowed(dep, name))) {
        chunkOf.delete(id);
        changed = true;
      }
  }
  return chunkOf;
}

/**
 * The opening groups (vite-opening-chunks.ts), whose common files also take the modules two screens
 * open with, split by whether a landing screen does; a group for each screen's own first-visit
 * modules, which goes after the icon groups (a screen's modules would otherwise take their icons
 * along); and which modules some first visit loads (the compile hints, vite-compile-hints.ts).
 */
export function firstVisitChunkGroups(
  roots: OpeningRoots,
  visits: () => FirstVisit[],
): { opening: Rolldown.CodeSplittingGroup[]; screens: Rolldown.CodeSplittingGroup; onFirstVisit: (moduleId: string) => boolean } {
  const onArrival = (getModuleInfo: GetModuleInfo): OnArrival => ({
    shared: sharedFirstVisitModules(visits(), getModuleInfo),
    landing: landingModules(visits(), getModuleInfo),
  });
  const chunkOf = openingChunkResolver(roots, onArrival);
  let screenChunks: Map<string, string> | undefined;
  let firstVisited: Set<string> | undefined;
  const screens = {
    name: (id: string, ctx: ChunkingContext) => {
      if (!screenChunks) {
        // Called as a method: Rolldown's context needs its `this`.
        const getModuleInfo = (m: string) => ctx.getModuleInfo(m);
        const taken = (m: string) => m !== roots.entry && chunkOf(m, ctx) !== null;
        screenChunks = firstVisitChunks(visits(), getModuleInfo, taken, lazyChunkUsers(roots.entry, getModuleInfo));
        firstVisited = firstVisitModules(roots, visits(), getModuleInfo);
      }
      return screenChunks.get(id) ?? null;
    },
  };
  // Known once the groups have been asked (chunking), before any file is written.
  return { opening: openingChunksGroups(roots, chunkOf), screens, onFirstVisit: (id) => firstVisited?.has(id) ?? false };
}
