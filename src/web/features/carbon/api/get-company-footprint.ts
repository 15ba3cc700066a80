import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { companyFootprintUrl, type CompanyFootprint } from "@shared/carbon-footprint/carbon-footprint";
import { apiGet } from "@web/lib/api";

/** GET /api/carbon-footprint: every live contract's totals by scope, largest first. */
export const companyFootprintQuery = (q: { from?: string; to?: string; page: number }) =>
  queryOptions({
    queryKey: ["/api/carbon-footprint", { from: q.from ?? null, to: q.to ?? null, page: q.page }],
    queryFn: () => apiGet<CompanyFootprint>(companyFootprintUrl({ ...q, pageSize: 25 })),
    placeholderData: keepPreviousData,
  });

export function useCompanyFootprint(q: { from?: string; to?: string; page: number }, enabled = true) {
  return useQuery({ ...companyFootprintQuery(q), enabled });
}
