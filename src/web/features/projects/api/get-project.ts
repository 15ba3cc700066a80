import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ProjectView } from "@shared/projects/project-view";
import { apiGet } from "@web/lib/api";

/** GET /api/projects/by-slug/{slug}: the key the diary, the prefetcher and card hover share (product.md §7). */
export const projectBySlugQuery = (slug: string) =>
  queryOptions({
    queryKey: ["/api/projects/by-slug", slug],
    queryFn: () => apiGet<ProjectView>(`/api/projects/by-slug/${encodeURIComponent(slug)}`),
    // No project chosen yet (/risk-assessment before the picker): "/by-slug/" alone is only ever a 400.
    enabled: slug !== "",
  });

export function useProjectBySlug(slug: string) {
  return useQuery(projectBySlugQuery(slug));
}
