import type { QueryClient } from "@tanstack/react-query";
import { AUTH_ROUTE, matchesRoute, openingContractsList, openingDiary } from "@shared/common/screen-routes";
import { PROJECT_LIST_PAGE_SIZE } from "@shared/projects/project-list-page";
import { JOURNAL_PANEL_PAGE, PLANT_PANEL_PAGE } from "@shared/diary/side-column";
import { userQuery } from "@web/features/auth/api/get-user";

/** The first render waits this long at most for the opening answers; a slow server gets the loading states. */
export const OPENING_DATA_WAIT_MS = 1500;

/**
 * Puts the answers a first visit's screen opens with in the query cache before the first render: who
 * is signed in, their role's permissions and company, on the contracts list its first page of cards,
 * and on a diary its contract, weather, newest week and side column (the reads the server named in the
 * page, shared/common/opening-reads.ts, so these calls take answers already on their way).
 *
 * Why before: answers arriving after the first render each re-render what reads them at once and in
 * one piece (React renders a store's update synchronously), a task of 50–100 ms on a throttled phone
 * for each answer. Rendered with its answers in, the first render is one transition, built in slices
 * that give the main thread back every few milliseconds (decision 0046). Never fails: a read that
 * fails is read again by its screen, which shows its own error.
 */
export async function loadOpeningData(queryClient: QueryClient, { pathname, search }: { pathname: string; search: string }): Promise<void> {
  const user = await queryClient.fetchQuery(userQuery).catch(() => null);
  if (!user || user.mustChangePassword || AUTH_ROUTE.paths.some((p) => matchesRoute(p, pathname))) return;
  // These queries' modules are in the shell's and the screen's files, already on their way (decision
  // 0045): imported here, they would join the sign-in page's download.
  const reads: Promise<unknown>[] = [
    import("@web/features/permissions/api/get-role-permissions").then((m) => queryClient.prefetchQuery(m.rolePermissionsQuery)),
    import("@web/features/company/api/get-company-profile").then((m) => queryClient.prefetchQuery(m.companyProfileQuery)),
  ];
  const params = new URLSearchParams(search);
  if (openingContractsList(pathname, params))
    reads.push(
      import("@web/features/projects/api/list-projects").then((m) => queryClient.prefetchQuery(m.projectsQuery({ page: 1, pageSize: PROJECT_LIST_PAGE_SIZE }))),
    );
  const diary = openingDiary(pathname, params);
  if (diary) {
    const { slug } = diary;
    reads.push(
      import("@web/features/projects/api/get-project").then((m) => queryClient.prefetchQuery(m.projectBySlugQuery(slug))),
      import("@web/features/weather/api/get-weather").then((m) => queryClient.prefetchQuery(m.projectWeatherQuery(slug))),
    );
    if (diary.newestWeek)
      reads.push(import("@web/features/diary/api/list-project-diary-entries").then((m) => queryClient.prefetchQuery(m.projectDiaryEntriesQuery(slug))));
    if (diary.diaryTab)
      reads.push(
        import("@web/features/projects/api/get-project-summary").then((m) => queryClient.prefetchQuery(m.projectSummaryQuery(slug))),
        import("@web/features/diary/api/journal").then((m) => queryClient.prefetchQuery(m.journalQuery(slug, JOURNAL_PANEL_PAGE))),
        import("@web/features/plant/api/plant-entries").then((m) => queryClient.prefetchQuery(m.plantEntriesQuery(slug, PLANT_PANEL_PAGE))),
      );
  }
  await Promise.allSettled(reads);
}

/** Resolves when the promise settles or after `ms`, whichever is first; never rejects. */
export function settledWithin(promise: Promise<unknown>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    promise.then(done, done);
  });
}
