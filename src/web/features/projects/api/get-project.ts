import { useQuery } from "@tanstack/react-query";
import { projectsEndpoints } from "@shared/projects/projects.endpoints";
import { queryOf } from "@web/lib/api-client";

/** GET /api/projects/by-slug/{slug}: the key the diary, the prefetcher and card hover share (product.md §7). */
export const projectBySlugQuery = (slug: string) =>
  // No project chosen yet (/risk-assessment before the picker): "/by-slug/" alone is only ever a 400.
  queryOf(projectsEndpoints.getBySlug, { params: { slug } }, { enabled: slug !== "" });

export function useProjectBySlug(slug: string) {
  return useQuery(projectBySlugQuery(slug));
}
