import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { cvrPeriodsChanges, cvrPeriodsEndpoints, type CVR_REPORT_FORMATS } from "@shared/cost-analysis/cost-analysis.endpoints";
import type { valuationSchema } from "@shared/cost-analysis/cvr-periods";
import { callApi, hrefOf, queryOf, useWrite } from "@web/lib/api-client";

/** The contract's months with a valuation or closed, newest first. */
export const useCvrMonths = (slug: string) => useQuery(queryOf(cvrPeriodsEndpoints.list, { params: { slug } }));

/** One month with its snapshot and movements, read when it is opened. */
export const useCvrMonth = (slug: string, month: string | null) =>
  useQuery(queryOf(cvrPeriodsEndpoints.get, { params: { slug, month: month ?? "" } }, { enabled: month !== null, retry: false }));

export function useSaveValuation(slug: string) {
  return useWrite(
    ({ month, body }: { month: string; body: z.input<typeof valuationSchema> }) => callApi(cvrPeriodsEndpoints.put, { params: { slug, month }, body }),
    cvrPeriodsChanges,
    { slug },
  );
}

export function useCloseMonth(slug: string) {
  return useWrite((month: string) => callApi(cvrPeriodsEndpoints.close, { params: { slug, month } }), cvrPeriodsChanges, { slug });
}

export type CvrReportFormat = (typeof CVR_REPORT_FORMATS)[number];

/**
 * The month's CVR report, `…/cvr-periods/:month/report?format=pdf|xlsx`. Built on the month's own
 * address until `cvrPeriodsEndpoints.report` lands (branch cvr-close); then it is
 * `hrefOf(cvrPeriodsEndpoints.report, { params, query: { format } })`.
 */
export const cvrReportHref = (slug: string, month: string, format: CvrReportFormat) =>
  `${hrefOf(cvrPeriodsEndpoints.get, { params: { slug, month } })}/report?format=${format}`;
