import { urlOf } from "./contract";
import { openingDiary } from "./screen-routes";
import { DIARY_DAYS_PER_PAGE } from "../diary/diary-entry";
import { diaryEndpoints } from "../diary/diary.endpoints";
import { permissionsEndpoints } from "../identity/permissions.endpoints";
import { projectsEndpoints } from "../projects/projects.endpoints";

/**
 * The reads a signed-in first visit waits for before it can show its main content, by address
 * (decision 0045). The server names them in the page (`<link rel="preload" as="fetch">`), so they
 * start with the HTML instead of after the scripts have arrived and run. Each is the very URL the
 * client's query builds (opening-reads.test.ts checks), or the browser would not hand the answer over.
 * Server-side only: the client builds its own URLs (this module's endpoint tables would otherwise
 * join its first download), from the same openingDiary (screen-routes.ts).
 */
export function openingReads(pathname: string, search: URLSearchParams): string[] {
  // Every signed-in screen asks what the user's role may do before it shows its actions.
  const reads = [urlOf(permissionsEndpoints.get, {})];
  const diary = openingDiary(pathname, search);
  if (diary) {
    reads.push(urlOf(projectsEndpoints.getBySlug, { params: { slug: diary.slug } }));
    if (diary.newestWeek) reads.push(urlOf(diaryEndpoints.projectDiary, { params: { slug: diary.slug }, query: { days: DIARY_DAYS_PER_PAGE } }));
  }
  return reads;
}
