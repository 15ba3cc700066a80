import type { Rolldown } from "vite";
import { LUCIDE_ICON } from "./vite-icon-chunks";
import {
  importsKept,
  lazyChunkUsers,
  LUCIDE_INDEX,
  RADIX_INDEX,
  staticClosure,
  type ChunkingContext,
  type GetModuleInfo,
  type ModuleInfo,
} from "./vite-module-graph";

/** The entry, the sign-in screen and the signed-in shell: every first visit loads the entry and one of the other two. */
export type OpeningRoots = { entry: string; signIn: string; shell: string };

/** The chunk each module of a first visit goes in, or null for Rolldown's own choice. */
export type OpeningChunk = "opening" | "shell" | "common" | "common-more" | "sign-in-icons" | "landing-icons" | null;
export type Closures = {
  entry: Set<string>;
  signIn: Set<string>;
  shell: Set<string>;
  common?: Set<string>;
  commonMore?: Set<string>;
  widelyUsed?: Set<string>;
  landingIcons?: Set<string>;
};

/** A module of ours that this many lazy chunks (screens, their parts, dialogs, forms) load goes in "common". */
export const COMMON_MIN_USERS = 8;

/**
 * Whether a module is in the "opening" or "shell" file (openingChunkOf): the entry's, the shell's,
 * and the sign-in page's that most screens use too (`widelyUsed`: its fields, which a select and a
 * text area import).
 */
export function inOpeningFiles(closures: Closures): (id: string) => boolean {
  return (id) => closures.entry.has(id) || closures.shell.has(id) || (closures.signIn.has(id) && !!closures.widelyUsed?.has(id));
}

/**
 * Our small modules most screens share (form fields, badges, id and day rules, the loading and
 * empty states), none of them on a first visit's own list: one file rather than a file each. Only
 * modules whose imports are in it or in the opening files qualify, so it takes no library along
 * (a Radix select, say) that the screens loading it would not otherwise fetch.
 */
export function commonModules(
  users: Map<string, number>,
  closures: Closures,
  getModuleInfo: GetModuleInfo,
  minUsers = COMMON_MIN_USERS,
  sharedOnArrival: ReadonlySet<string> = new Set(),
): Set<string> {
  const { entry, signIn, shell } = closures;
  const candidates = [
    ...[...users].filter(([id, count]) => count >= minUsers && !getModuleInfo(id)?.dynamicImporters.length).map(([id]) => id),
    ...sharedOnArrival,
  ];
  const common = new Set(candidates.filter((id) => !entry.has(id) && !signIn.has(id) && !shell.has(id)));
  const earlier = inOpeningFiles(closures);
  const allowed = (dep: string) => common.has(dep) || LUCIDE_INDEX.test(dep) || LUCIDE_ICON.test(dep) || (!RADIX_INDEX.test(dep) && earlier(dep));
  for (let changed = true; changed;) {
    changed = false;
    for (const id of common)
      if (!(getModuleInfo(id)?.importedIds ?? []).every(allowed)) {
        common.delete(id);
        changed = true;
      }
  }
  return common;
}

/**
 * The common modules split by whether a landing screen (the contracts list, a diary: where people
 * arrive, decision 0048) opens with them. Every module in a file runs when the file loads: a diary
 * built the contract form's and the materials' schemas, and set up the labour form's rules, for
 * screens it never showed (a third of the zod schemas it built, ~15 ms of a phone's first task).
 * What only other screens share goes in "common-more", which those screens load as well. A landing
 * module's imports are landing modules too (the set is a static closure), so "common" stays whole.
 * A captured module takes its imports along (Rolldown): a module that would take a landing one into
 * "common-more" with it (an icon a diary draws too) stays out, in Rolldown's chunks.
 */
export function splitCommon(
  common: ReadonlySet<string>,
  landing: ReadonlySet<string>,
  inEarlierFile: (id: string) => boolean,
  getModuleInfo: GetModuleInfo,
): { common: Set<string>; commonMore: Set<string> } {
  const landingCommon = new Set([...common].filter((id) => landing.has(id)));
  const more = new Set([...common].filter((id) => !landing.has(id)));
  const takesLandingAlong = (id: string): boolean => {
    const seen = new Set<string>();
    const stack = importsKept(id, getModuleInfo);
    while (stack.length > 0) {
      const dep = stack.pop()!;
      if (seen.has(dep) || more.has(dep) || landingCommon.has(dep) || inEarlierFile(dep)) continue;
      if (landing.has(dep)) return true;
      seen.add(dep);
      stack.push(...importsKept(dep, getModuleInfo));
    }
    return false;
  };
  for (let changed = true; changed;) {
    changed = false;
    for (const id of more)
      if (takesLandingAlong(id)) {
        more.delete(id);
        changed = true;
      }
  }
  return { common: landingCommon, commonMore: more };
}

const SHARED_MODULE = /[\\/]src[\\/]shared[\\/]/;

/**
 * The sign-in screen's modules most screens use too: its fields, cards and tabs. Not its schemas
 * (src/shared): every page would build the sign-in forms' schemas, and load zod, before its first
 * render; the screens that use them fetch them with their own files.
 */
export function widelyUsedSignInModules(signIn: Set<string>, users: Map<string, number>, minUsers = COMMON_MIN_USERS): Set<string> {
  return new Set([...signIn].filter((id) => !SHARED_MODULE.test(id) && (users.get(id) ?? 0) >= minUsers));
}

/**
 * A first visit fetched 31 files for the sign-in page and 38–87 for a signed-in screen, most under
 * 1 kB: Rolldown gives each set of screens sharing a module a chunk of its own. Over HTTP/1.1 each
 * file is a round trip on one of six connections (decision 0046). What every first visit loads goes
 * in one file:
 * - "opening": the entry's modules, those both the sign-in screen and the shell use, and the sign-in
 *   screen's that most screens use too (fields, cards, tabs: `widelyUsed`);
 * - "shell": the rest of the shell's, which every signed-in screen loads with it (a screen sharing
 *   one of its modules costs nothing more);
 * - "sign-in-icons": the sign-in screen's icons not already in one of those (a screen drawing one
 *   of them fetches the other few hundred bytes too; the sign-in page's own modules otherwise stay
 *   in Rolldown's chunks, as the screens sharing them would each fetch the whole sign-in page);
 * - "common", "common-more": see commonModules and splitCommon;
 * - "landing-icons": the other icons a landing screen draws (decision 0048). Grouped by the screens
 *   sharing them (scripts/vite-icon-chunks.ts), a diary's were five files, most holding icons of
 *   other screens; a screen drawing one of these fetches the file's other 9 kB.
 * The screens' own entry modules (lazy imports) keep their chunks.
 */
export function openingChunkOf(id: string, info: ModuleInfo | null, closures: Closures): OpeningChunk {
  if (!info || id === [...closures.entry][0]) return null;
  // A common module may be imported on demand too (a query warmed at idle): that import loads the
  // common file. Taken by name, it is not left for whichever group imports it first to take along.
  if (closures.common?.has(id)) return "common";
  if (closures.commonMore?.has(id)) return "common-more";
  if (info.dynamicImporters.length > 0) return null;
  const { entry, signIn, shell } = closures;
  if (entry.has(id) || (signIn.has(id) && (shell.has(id) || closures.widelyUsed?.has(id)))) return "opening";
  if (shell.has(id)) return "shell";
  if (signIn.has(id) && LUCIDE_ICON.test(id)) return "sign-in-icons";
  if (closures.landingIcons?.has(id)) return "landing-icons";
  return null;
}

/** What first visits open with (vite-first-visit-chunks.ts): the modules two screens share, and every module a landing screen loads. */
export type OnArrival = { shared: Set<string>; landing: Set<string> };

/**
 * Which opening file each module goes in (openingChunkOf), its closures worked out on the first call.
 * `onArrival` names more candidates for the common files (the modules two screens open with) and
 * which of them landing screens load (splitCommon); without it every common module is a landing one.
 */
export function openingChunkResolver(roots: OpeningRoots, onArrival?: (getModuleInfo: GetModuleInfo) => OnArrival) {
  let closures: Closures | undefined;
  return (id: string, ctx: ChunkingContext): OpeningChunk => {
    // Called as a method: Rolldown's context needs its `this`.
    const getModuleInfo = (m: string) => ctx.getModuleInfo(m);
    if (!closures) {
      closures = {
        entry: staticClosure(roots.entry, getModuleInfo),
        signIn: staticClosure(roots.signIn, getModuleInfo),
        shell: staticClosure(roots.shell, getModuleInfo),
      };
      const users = lazyChunkUsers(roots.entry, getModuleInfo);
      closures.widelyUsed = widelyUsedSignInModules(closures.signIn, users);
      const arrival = onArrival?.(getModuleInfo);
      const common = commonModules(users, closures, getModuleInfo, COMMON_MIN_USERS, arrival?.shared);
      Object.assign(closures, arrival ? splitCommon(common, arrival.landing, inOpeningFiles(closures), getModuleInfo) : { common });
      if (arrival) closures.landingIcons = new Set([...arrival.landing].filter((m) => LUCIDE_ICON.test(m)));
    }
    return openingChunkOf(id, ctx.getModuleInfo(id), closures);
  };
}

/**
 * Code-splitting groups for a first visit's files (see openingChunkOf). Captured modules take their
 * dependencies along, which is exact here: what a root's closure holds, its modules' imports are in.
 */
export function openingChunksGroups(roots: OpeningRoots, chunkOf = openingChunkResolver(roots)): Rolldown.CodeSplittingGroup[] {
  return (["opening", "shell", "common", "common-more", "sign-in-icons", "landing-icons"] as const).map((name) => ({
    name: (id: string, ctx: ChunkingContext) => (chunkOf(id, ctx) === name ? name : null),
  }));
}
