import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { carbonFootprintEndpoints } from "@shared/carbon-footprint/carbon-footprint.endpoints";
import { queryOf } from "@web/lib/api-client";

export type Range = { from?: string; to?: string };

/**
 * GET /api/projects/by-slug/{slug}/carbon-footprint. Its key lies under the project's, so a saved plant
 * entry, delivery, waste, energy reading or visitor (which refreshes everything under the contract) refreshes it.
 */
export const footprintQuery = (slug: string, range: Range = {}) =>
  queryOf(carbonFootprintEndpoints.projectFootprint, { params: { slug }, query: range }, { placeholderData: keepPreviousData });

export function useFootprint(slug: string, range: Range = {}, enabled = true) {
  return useQuery({ ...footprintQuery(slug, range), enabled });
}
