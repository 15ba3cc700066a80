import { useEffect } from "react";
import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { companyProfileQuery } from "@web/features/company/api/get-company-profile";
import { rolePermissionsQuery, usePermission } from "@web/features/permissions/api/get-role-permissions";
import { WEB_AREAS } from "../areas";
import { preloadScreen } from "./lazy-screen";

/** The areas' own warm-ups (app/web-area.ts `prefetch`), each in its slot of the staggered list. */
const AREA_PREFETCHES = WEB_AREAS.flatMap((area) => area.prefetch ?? []);

/**
 * The reads' modules load when their timers fire, not with the shell: each carries its area's
 * endpoint table and schemas, which belong to the screens' chunks rather than the first download.
 */
const contractReads = () =>
  Promise.all([
    import("@web/features/projects/api/list-projects"),
    import("@web/features/projects/api/get-project"),
    import("@web/features/diary/api/diary-entries"),
    import("@web/features/diary/api/list-project-diary-entries"),
  ]).then(([list, project, entries, diary]) => ({ ...list, ...project, ...entries, ...diary }));
const carbonReads = () =>
  Promise.all([import("@web/features/carbon/api/get-footprint"), import("@web/features/carbon/api/get-figures")]).then(([footprint, figures]) => ({
    ...footprint,
    ...figures,
  }));

// A prefetch that fails (a read refused, a chunk not loaded) is only a missed warm-up: the screen loads it itself.
const missed = () => undefined;

const START_AFTER_MS = 1000;
/** However busy the page stays, the warm-up starts at the latest this long after the shell appears. */
const LOAD_WAIT_LIMIT_MS = 8000;
const LOAD_POLL_MS = 250;

/**
 * product.md §7's "load" for a single-page app: the document's load event and the opened page's own
 * reads answered (nothing fetching). On a slow phone the warm-up's downloads and the work of its
 * modules otherwise compete with the page the user is waiting for (issue 13).
 */
function whenPageLoaded(isFetching: () => number, run: () => void): () => void {
  const started = Date.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const check = () => {
    const settled = document.readyState === "complete" && isFetching() === 0;
    if (settled || Date.now() - started >= LOAD_WAIT_LIMIT_MS) run();
    else timer = setTimeout(check, LOAD_POLL_MS);
  };
  check();
  return () => clearTimeout(timer);
}
/** List reads start 500 ms after the start, one every 200 ms (product.md §7). */
const LIST_FROM_MS = 500;
const LIST_STEP_MS = 200;
/** Then the first three projects, one a second from 2 s. */
const PROJECTS_FROM_MS = 2000;
const PROJECTS_STEP_MS = 1000;
const PROJECTS_TO_WARM = 3;

/**
 * Background prefetching (product.md §7): one second after the shell appears (never on /auth, which
 * has no shell), warm the reads and screens a user is likely to need next, with the same query keys
 * the screens use so their first paint comes from the cache.
 *
 * Only what exists is fetched: each area's list in its step of the list (materials third and
 * suppliers fourth, as the spec orders them), named in the area's own descriptor. The spec's carbon-entries reads are served here by what the carbon tab actually shows (the
 * project's footprint and the first page of its ledger), under the keys the tab uses. Never call an
 * endpoint that does not exist, and never one the user may not read (it would only earn a 403).
 */
export function useBackgroundPrefetch(enabled: boolean) {
  const queryClient = useQueryClient();
  const can = usePermission();
  const contracts = can("Contracts", "view");
  const carbon = can("Carbon Tracking", "view");
  // Which areas' warm-ups this user may run, as a key the effect can depend on.
  const permitted = AREA_PREFETCHES.map((p) => (can(p.resource, "view") ? "1" : "0")).join("");
  useEffect(() => {
    if (!enabled) return;
    const timers: ReturnType<typeof setTimeout>[] = [];
    const scheduled: [number, () => void][] = [];
    const at = (ms: number, run: () => void) => scheduled.push([ms, run]);
    at(START_AFTER_MS, () => {
      // The contract reads' modules start loading now, so the diary entries' read goes out in its own
      // step and not behind the later steps' smaller imports (on a busy phone, four modules were slower).
      if (contracts) void contractReads().catch(missed);
      void queryClient.prefetchQuery(companyProfileQuery);
      void queryClient.prefetchQuery(rolePermissionsQuery);
      if (contracts) {
        preloadScreen("ProjectDiaryPage");
        preloadScreen("ProjectListPage");
      }
      preloadScreen("SettingsPage");
      if (contracts) preloadScreen("EditProjectPage");
      if (carbon) preloadScreen("CarbonFootprintPage");
    });
    AREA_PREFETCHES.forEach((p, i) => {
      if (permitted[i] === "1") at(START_AFTER_MS + LIST_FROM_MS + p.slot * LIST_STEP_MS, () => void p.warm(queryClient).catch(missed));
    });
    if (contracts) warmContracts(queryClient, at, carbon);
    // The schedule above runs from the page's load (its offsets count from there).
    const cancelWait = whenPageLoaded(
      () => queryClient.isFetching(),
      () => scheduled.forEach(([ms, run]) => timers.push(setTimeout(run, ms))),
    );
    return () => {
      cancelWait();
      timers.forEach(clearTimeout);
    };
  }, [enabled, contracts, carbon, permitted, queryClient]);
}

/** The contracts list, the All Entries page, then the first three contracts' diaries (and carbon). */
function warmContracts(queryClient: QueryClient, at: (ms: number, run: () => void) => void, carbon: boolean) {
  const firstPage = new Promise<{ slug: string }[]>((resolve) => {
    at(START_AFTER_MS + LIST_FROM_MS, () => {
      contractReads()
        .then((r) => queryClient.fetchQuery(r.projectsQuery({ page: 1, pageSize: r.PROJECT_LIST_PAGE_SIZE })))
        .then(
          (page) => resolve(page.items),
          () => resolve([]),
        );
    });
    at(START_AFTER_MS + LIST_FROM_MS + LIST_STEP_MS, () => {
      contractReads()
        .then((r) => queryClient.prefetchQuery(r.diaryEntriesQuery({ page: 1, pageSize: r.ENTRIES_PAGE_SIZE })))
        .catch(missed);
    });
  });
  for (let n = 0; n < PROJECTS_TO_WARM; n++) {
    at(START_AFTER_MS + PROJECTS_FROM_MS + n * PROJECTS_STEP_MS, () => {
      firstPage
        .then(async (items) => {
          const slug = items[n]?.slug;
          if (!slug) return;
          const r = await contractReads();
          void queryClient.prefetchQuery(r.projectBySlugQuery(slug));
          void queryClient.prefetchQuery(r.projectDiaryEntriesQuery(slug));
          if (carbon) {
            const c = await carbonReads();
            void queryClient.prefetchQuery(c.footprintQuery(slug));
            void queryClient.prefetchQuery(c.figuresQuery(slug, { page: 1 }));
          }
        })
        .catch(missed);
    });
  }
}
