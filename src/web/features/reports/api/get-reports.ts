import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { ReportStatus } from "@shared/reports/report-admin";
import { reportsEndpoints } from "@shared/reports/reports.endpoints";
import { queryOf } from "@web/lib/api-client";

export type ReportFilter = { page: number; status?: ReportStatus };
export const REPORTS_PAGE_SIZE = 20;

const query = ({ page, status }: ReportFilter) => ({ page, pageSize: REPORTS_PAGE_SIZE, status: status || undefined });

/** GET /api/issue-reports (admin): newest first, paged on the server. */
export const issueReportsQuery = (filter: ReportFilter) =>
  queryOf(reportsEndpoints.listIssueReports, { query: query(filter) }, { placeholderData: keepPreviousData, staleTime: 30_000 });

/** GET /api/error-reports (admin). */
export const errorReportsQuery = (filter: ReportFilter) =>
  queryOf(reportsEndpoints.listErrorReports, { query: query(filter) }, { placeholderData: keepPreviousData, staleTime: 30_000 });

/** GET /api/error-reports/:id: stacks, browser details and the screenshot link. */
export const errorReportQuery = (id: number) => queryOf(reportsEndpoints.getErrorReport, { params: { id } });

export const useIssueReports = (filter: ReportFilter) => useQuery(issueReportsQuery(filter));
export const useErrorReports = (filter: ReportFilter) => useQuery(errorReportsQuery(filter));
export const useErrorReport = (id: number | null) => useQuery({ ...errorReportQuery(id ?? 0), enabled: id !== null });
