import type { BoundaryReportInput, PreloadReportInput } from "@shared/reports/error-report";
import { errorReportSubmitEndpoints } from "@shared/reports/error-report-submit.endpoints";
import { ApiError } from "@web/lib/api";
import { callApi } from "@web/lib/api-client";
import { shouldSendReport } from "@web/lib/error-dedupe";

/**
 * Automatic reports (product.md §7): the error boundary's and failed screen loads. Silent: a
 * failure is only logged. De-duplicated so a crash loop sends one report per 30 minutes.
 */
async function post(body: BoundaryReportInput | PreloadReportInput) {
  if (!shouldSendReport(body.message, body.stack)) return;
  try {
    // Sent once, even as the page goes away: a report must never become a loop of its own.
    await callApi(errorReportSubmitEndpoints.submitErrorReport, { body }, { retry: false, keepalive: true });
  } catch (error) {
    if (error instanceof ApiError) console.warn(`Error report not accepted: ${error.status}`);
    else console.warn("Error report could not be sent", error);
  }
}

const base = (error: unknown) => {
  const e = error instanceof Error ? error : new Error(String(error));
  return {
    message: e.message || e.name || "Unknown error",
    stack: e.stack ?? "",
    url: window.location.href,
    userAgent: navigator.userAgent,
    timestamp: new Date().toISOString(),
  };
};

export function reportBoundaryError(error: unknown, componentStack?: string | null) {
  return post({ ...base(error), componentStack: componentStack ?? "", severity: "high", source: "UI error boundary" });
}

export function reportPreloadFailure(componentName: string, error: unknown) {
  return post({ ...base(error), componentName, severity: "medium", source: "component-preloader", errorType: "preload-failure" });
}
