import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ReportStatus } from "@shared/reports/report-admin";
import { reportsEndpoints } from "@shared/reports/reports.endpoints";
import { callApi } from "@web/lib/api-client";

export type ReportCollection = "issue-reports" | "error-reports";

const SET_STATUS = { "issue-reports": reportsEndpoints.setIssueStatus, "error-reports": reportsEndpoints.setErrorStatus } as const;

/** PATCH /api/{issue,error}-reports/:id { status }: new → resolved, or back. */
export function useUpdateReportStatus(collection: ReportCollection) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: ReportStatus }) => callApi(SET_STATUS[collection], { params: { id }, body: { status } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [`/api/${collection}`] }),
  });
}
