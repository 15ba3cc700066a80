import { urlOf } from "./contract";
import { openingContractsList, openingDiary } from "./screen-routes";
import { companyReadEndpoints } from "../company/company-read.endpoints";
import { DIARY_DAYS_PER_PAGE } from "../diary/diary-entry";
import { diaryEndpoints } from "../diary/diary.endpoints";
import { JOURNAL_PANEL_PAGE, PLANT_PANEL_PAGE } from "../diary/side-column";
import { journalEndpoints } from "../diary/journal.endpoints";
import { permissionsEndpoints } from "../identity/permissions.endpoints";
import { plantEndpoints } from "../plant/plant.endpoints";
import { PROJECT_LIST_PAGE_SIZE } from "../projects/project-list-page";
import { projectsEndpoints } from "../projects/projects.endpoints";
import { weatherEndpoints } from "../weather/weather.endpoints";

/**
 * The reads a signed-in first visit waits for before it can show its main content, by address
 * (decisions 0045, 0046). The server names them in the page's Link header (`rel=preload; as=fetch`), so
 * they start with the HTML instead of after the scripts have arrived and run. Each is the very URL the
 * client's query builds (opening-reads.test.ts checks), or the browser would not hand the answer over.
 * Server-side only: the client builds its own URLs (this module's endpoint tables would otherwise
 * join its first download), from the same openingDiary (screen-routes.ts).
 */
export function openingReads(pathname: string, search: URLSearchParams): string[] {
  // Every signed-in screen asks what the user's role may do before it shows its actions, and its
  // shell shows the company's name and logo.
  const reads = [urlOf(permissionsEndpoints.get, {}), urlOf(companyReadEndpoints.get, {})];
  if (openingContractsList(pathname, search)) reads.push(urlOf(projectsEndpoints.list, { query: { page: 1, pageSize: PROJECT_LIST_PAGE_SIZE } }));
  const diary = openingDiary(pathname, search);
  if (diary) {
    const params = { slug: diary.slug };
    // The contract and its weather card head every tab.
    reads.push(urlOf(projectsEndpoints.getBySlug, { params }), urlOf(weatherEndpoints.get, { params }));
    if (diary.newestWeek) reads.push(urlOf(diaryEndpoints.projectDiary, { params, query: { days: DIARY_DAYS_PER_PAGE } }));
    // The diary tab's side column: budget, journal, plant.
    if (diary.diaryTab)
      reads.push(
        urlOf(projectsEndpoints.summary, { params }),
        urlOf(journalEndpoints.list, { params, query: { page: 1, pageSize: JOURNAL_PANEL_PAGE } }),
        urlOf(plantEndpoints.listForProject, { params, query: { page: 1, pageSize: PLANT_PANEL_PAGE } }),
      );
  }
  return reads;
}
