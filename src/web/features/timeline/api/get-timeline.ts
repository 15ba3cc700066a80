import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { TimelineGroup, TimelinePage } from "@shared/timeline/timeline";
import { apiGet } from "@web/lib/api";

export const TIMELINE_PAGE_SIZE = 30;

/** GET /api/projects/by-slug/{slug}/timeline, page after page by cursor; `kinds` empty means every kind. */
export function timelineQuery(slug: string, kinds: TimelineGroup[]) {
  const kind = [...kinds].sort().join(",");
  return infiniteQueryOptions({
    queryKey: ["/api/projects/by-slug", slug, "timeline", kind],
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams({ limit: String(TIMELINE_PAGE_SIZE) });
      if (kind) params.set("kind", kind);
      if (pageParam) params.set("before", pageParam);
      return apiGet<TimelinePage>(`/api/projects/by-slug/${encodeURIComponent(slug)}/timeline?${params}`);
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useTimeline(slug: string, kinds: TimelineGroup[]) {
  return useInfiniteQuery(timelineQuery(slug, kinds));
}
