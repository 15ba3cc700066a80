import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { carbonFootprintEndpoints } from "@shared/carbon-footprint/carbon-footprint.endpoints";
import { callApi } from "@web/lib/api-client";

/** GET /api/carbon-footprint: every live contract's totals by scope, largest first. */
export const companyFootprintQuery = (q: { from?: string; to?: string; page: number }) =>
  queryOptions({
    queryKey: ["/api/carbon-footprint", { from: q.from ?? null, to: q.to ?? null, page: q.page }],
    queryFn: () => callApi(carbonFootprintEndpoints.companyFootprint, { query: { ...q, pageSize: 25 } }),
    placeholderData: keepPreviousData,
  });

export function useCompanyFootprint(q: { from?: string; to?: string; page: number }, enabled = true) {
  return useQuery({ ...companyFootprintQuery(q), enabled });
}
