import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { TimelineGroup } from "@shared/timeline/timeline";
import { timelineEndpoints } from "@shared/timeline/timeline.endpoints";
import { callApi, keyOf } from "@web/lib/api-client";

export const TIMELINE_PAGE_SIZE = 30;

/** GET /api/projects/by-slug/{slug}/timeline, page after page by cursor; `kinds` empty means every kind. */
export function timelineQuery(slug: string, kinds: TimelineGroup[]) {
  const kind = [...kinds].sort().join(",");
  const first = { params: { slug }, query: { limit: TIMELINE_PAGE_SIZE, kind: kind || undefined } };
  return infiniteQueryOptions({
    // One key for all its pages: the first page's request, each next one `before` the last.
    queryKey: keyOf(timelineEndpoints.list, first),
    queryFn: ({ pageParam }) => callApi(timelineEndpoints.list, { ...first, query: { ...first.query, before: pageParam ?? undefined } }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useTimeline(slug: string, kinds: TimelineGroup[]) {
  return useInfiniteQuery(timelineQuery(slug, kinds));
}
