import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ReportStatus } from "@shared/reports/report-admin";
import { apiRequest } from "@web/lib/api";

export type ReportCollection = "issue-reports" | "error-reports";

/** PATCH /api/{issue,error}-reports/:id { status }: new → resolved, or back. */
export function useUpdateReportStatus(collection: ReportCollection) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: ReportStatus }) => apiRequest("PATCH", `/api/${collection}/${id}`, { status }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [`/api/${collection}`] }),
  });
}
