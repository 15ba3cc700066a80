import { useMutation } from "@tanstack/react-query";
import type { ReportProblemForm, SidebarReportInput } from "@shared/reports/error-report";
import { reportsEndpoints } from "@shared/reports/reports.endpoints";
import { callApi } from "@web/lib/api-client";

export type SubmitErrorReportInput = ReportProblemForm & { screenshot?: string | null };

/** The sidebar's "Report a problem": a person's report, with the browser's details (product.md §3). */
export function buildSidebarReport(input: SubmitErrorReportInput): SidebarReportInput {
  return {
    message: input.description.trim(),
    component: window.location.pathname,
    location: window.location.href,
    timestamp: new Date().toISOString(),
    browserInfo: {
      userAgent: navigator.userAgent,
      platform: (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData?.platform || navigator.platform,
      screenSize: `${window.screen.width}x${window.screen.height}`,
      language: navigator.language,
    },
    issueType: input.issueType,
    stepsToReproduce: input.stepsToReproduce?.trim() || undefined,
    screenshot: input.screenshot || undefined,
  };
}

/** POST /api/error-reports with a person's report; not de-duplicated, they asked to send it. */
export function useSubmitErrorReport() {
  return useMutation({
    mutationFn: (input: SubmitErrorReportInput) => callApi(reportsEndpoints.submitErrorReport, { body: buildSidebarReport(input) }),
  });
}
