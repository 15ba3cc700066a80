import type { ReportStatus } from "@shared/reports/report-admin";
import { under } from "@shared/common/contract";
import { reportsEndpoints } from "@shared/reports/reports.endpoints";
import { callApi, useWrite } from "@web/lib/api-client";

export type ReportCollection = "issue-reports" | "error-reports";

/** Each collection's status change, and what it changes: the collection's lists and reports. */
const SET_STATUS = {
  "issue-reports": { write: reportsEndpoints.setIssueStatus, changes: [under(reportsEndpoints.listIssueReports)] },
  "error-reports": { write: reportsEndpoints.setErrorStatus, changes: [under(reportsEndpoints.listErrorReports)] },
} as const;

/** PATCH /api/{issue,error}-reports/:id { status }: new → resolved, or back. */
export function useUpdateReportStatus(collection: ReportCollection) {
  const { write, changes } = SET_STATUS[collection];
  return useWrite(({ id, status }: { id: number; status: ReportStatus }) => callApi(write, { params: { id }, body: { status } }), changes);
}
