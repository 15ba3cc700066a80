import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { carbonFootprintEndpoints } from "@shared/carbon-footprint/carbon-footprint.endpoints";
import { callApi } from "@web/lib/api-client";

export type Range = { from?: string; to?: string };

/**
 * GET /api/projects/by-slug/{slug}/carbon-footprint. Under the project's key, so a saved plant entry,
 * delivery, waste, energy reading or visitor (which invalidates ["/api/projects/by-slug", slug]) refreshes it.
 */
export const footprintQuery = (slug: string, range: Range = {}) =>
  queryOptions({
    queryKey: ["/api/projects/by-slug", slug, "carbon-footprint", { from: range.from ?? null, to: range.to ?? null }],
    queryFn: () => callApi(carbonFootprintEndpoints.projectFootprint, { params: { slug }, query: range }),
    placeholderData: keepPreviousData,
  });

export function useFootprint(slug: string, range: Range = {}, enabled = true) {
  return useQuery({ ...footprintQuery(slug, range), enabled });
}
