import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { Page } from "@shared/common/paging";
import type { ErrorReportDetail, ErrorReportSummary, IssueReportView, ReportStatus } from "@shared/reports/report-admin";
import { apiGet } from "@web/lib/api";

export type ReportFilter = { page: number; status?: ReportStatus };
export const REPORTS_PAGE_SIZE = 20;

const query = ({ page, status }: ReportFilter) => {
  const params = new URLSearchParams({ page: String(page), pageSize: String(REPORTS_PAGE_SIZE) });
  if (status) params.set("status", status);
  return params.toString();
};

/** GET /api/issue-reports (admin): newest first, paged on the server. */
export const issueReportsQuery = (filter: ReportFilter) =>
  queryOptions({
    queryKey: ["/api/issue-reports", filter],
    queryFn: () => apiGet<Page<IssueReportView>>(`/api/issue-reports?${query(filter)}`),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

/** GET /api/error-reports (admin). */
export const errorReportsQuery = (filter: ReportFilter) =>
  queryOptions({
    queryKey: ["/api/error-reports", filter],
    queryFn: () => apiGet<Page<ErrorReportSummary>>(`/api/error-reports?${query(filter)}`),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

/** GET /api/error-reports/:id: stacks, browser details and the screenshot link. */
export const errorReportQuery = (id: number) =>
  queryOptions({
    queryKey: ["/api/error-reports", "detail", id],
    queryFn: () => apiGet<ErrorReportDetail>(`/api/error-reports/${id}`),
  });

export const useIssueReports = (filter: ReportFilter) => useQuery(issueReportsQuery(filter));
export const useErrorReports = (filter: ReportFilter) => useQuery(errorReportsQuery(filter));
export const useErrorReport = (id: number | null) => useQuery({ ...errorReportQuery(id ?? 0), enabled: id !== null });
