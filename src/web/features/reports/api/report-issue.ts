import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import type { ResponseOf } from "@shared/common/contract";
import type { reportIssueSchema } from "@shared/identity/auth";
import { reportsEndpoints } from "@shared/reports/reports.endpoints";
import { callApi } from "@web/lib/api-client";

export type ReportIssueBody = z.output<typeof reportIssueSchema>;
export type ReportIssueAnswer = ResponseOf<typeof reportsEndpoints.reportIssue>;

/** POST /api/report-issue: the header's Report Issue dialog. */
export async function reportIssue(body: ReportIssueBody): Promise<ReportIssueAnswer> {
  try {
    return await callApi(reportsEndpoints.reportIssue, { body });
  } catch (error) {
    console.error(error);
    // product.md §8: the thrown message of this call.
    throw new Error("Failed to send issue report", { cause: error });
  }
}

export function useReportIssue() {
  return useMutation({ mutationFn: reportIssue });
}
