import { useQueries } from "@tanstack/react-query";
import { diaryEndpoints } from "@shared/diary/diary.endpoints";
import { DIARY_DAYS_PER_PAGE } from "@shared/diary/diary-entry";
import { queryOf } from "@web/lib/api-client";

/** Days per page of the diary: a working week and the weekend. */
export { DIARY_DAYS_PER_PAGE };

/**
 * GET /api/projects/by-slug/{slug}/diary-entries: the newest days (no `before`) is exactly what the
 * diary first shows, and what the project list's hover and the background prefetch load (product.md §7).
 * Older pages pass the previous page's `nextBefore`.
 */
export const projectDiaryEntriesQuery = (slug: string, before?: string) =>
  queryOf(diaryEndpoints.projectDiary, { params: { slug }, query: { days: DIARY_DAYS_PER_PAGE, before: before || undefined } });

/**
 * The pages loaded so far: the first (the newest days, or those before `start` when the diary is
 * opened at a date), then one per `before` cursor the user asked for.
 */
export function useProjectDiaryPages(slug: string, cursors: string[], start?: string) {
  return useQueries({ queries: [start, ...cursors].map((before) => projectDiaryEntriesQuery(slug, before)) });
}
