import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import type { reportIssueSchema } from "@shared/identity/auth";
import { apiRequest } from "@web/lib/api";

export type ReportIssueBody = z.output<typeof reportIssueSchema>;
export type ReportIssueAnswer = { message: string; id: number };

/** POST /api/report-issue: the header's Report Issue dialog. */
export async function reportIssue(body: ReportIssueBody): Promise<ReportIssueAnswer> {
  try {
    return await apiRequest<ReportIssueAnswer>("POST", "/api/report-issue", body);
  } catch (error) {
    console.error(error);
    // product.md §8: the thrown message of this call.
    throw new Error("Failed to send issue report");
  }
}

export function useReportIssue() {
  return useMutation({ mutationFn: reportIssue });
}
