import { queryOptions, useQuery } from "@tanstack/react-query";
import { projectsEndpoints } from "@shared/projects/projects.endpoints";
import { callApi } from "@web/lib/api-client";

/** GET /api/projects/by-slug/{slug}: the key the diary, the prefetcher and card hover share (product.md §7). */
export const projectBySlugQuery = (slug: string) =>
  queryOptions({
    queryKey: ["/api/projects/by-slug", slug],
    queryFn: () => callApi(projectsEndpoints.getBySlug, { params: { slug } }),
    // No project chosen yet (/risk-assessment before the picker): "/by-slug/" alone is only ever a 400.
    enabled: slug !== "",
  });

export function useProjectBySlug(slug: string) {
  return useQuery(projectBySlugQuery(slug));
}
