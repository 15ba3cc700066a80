import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { carbonFootprintEndpoints } from "@shared/carbon-footprint/carbon-footprint.endpoints";
import { queryOf } from "@web/lib/api-client";

/** GET /api/carbon-footprint: every live contract's totals by scope, largest first. */
export const companyFootprintQuery = (q: { from?: string; to?: string; page: number }) =>
  queryOf(carbonFootprintEndpoints.companyFootprint, { query: { ...q, pageSize: 25 } }, { placeholderData: keepPreviousData });

export function useCompanyFootprint(q: { from?: string; to?: string; page: number }, enabled = true) {
  return useQuery({ ...companyFootprintQuery(q), enabled });
}
