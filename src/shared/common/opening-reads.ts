import { urlOf } from "./contract";
import { routeParams, SIGNED_IN_ROUTES } from "./screen-routes";
import { DIARY_DAYS_PER_PAGE } from "../diary/diary-entry";
import { diaryEndpoints } from "../diary/diary.endpoints";
import { permissionsEndpoints } from "../identity/permissions.endpoints";
import { projectsEndpoints } from "../projects/projects.endpoints";

/**
 * The reads a signed-in first visit waits for before it can show its main content, by address
 * (decision 0045). The server names them in the page (`<link rel="preload" as="fetch">`), so they
 * start with the HTML instead of after the scripts have arrived and run. Each is the very URL the
 * client's query builds (opening-reads.test.ts checks), or the browser would not hand the answer over.
 * Server-side only: the client builds its own URLs, and this module's endpoint tables would
 * otherwise join its first download.
 */
export function openingReads(pathname: string, search: URLSearchParams): string[] {
  // Every signed-in screen asks what the user's role may do before it shows its actions.
  const reads = [urlOf(permissionsEndpoints.get, {})];
  const diary = SIGNED_IN_ROUTES.find((r) => r.screen === "ProjectDiaryPage")!;
  const params = diary.paths.map((p) => routeParams(p, pathname)).find(Boolean);
  if (params?.slug) {
    let slug: string;
    try {
      slug = decodeURIComponent(params.slug);
    } catch {
      return reads;
    }
    reads.push(urlOf(projectsEndpoints.getBySlug, { params: { slug } }));
    // The diary tab opened on its newest week (no other tab, no date) reads that week at once.
    if ((search.get("tab") ?? "diary") === "diary" && !search.get("date")) {
      reads.push(urlOf(diaryEndpoints.projectDiary, { params: { slug }, query: { days: DIARY_DAYS_PER_PAGE } }));
    }
  }
  return reads;
}
