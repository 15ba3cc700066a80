import type { BoundaryReportInput, PreloadReportInput } from "@shared/reports/error-report";
import { shouldSendReport } from "@web/lib/error-dedupe";

/**
 * Automatic reports (product.md §7): the error boundary's and failed screen loads. Silent: a
 * failure is only logged. De-duplicated so a crash loop sends one report per 30 minutes.
 */
async function post(body: BoundaryReportInput | PreloadReportInput) {
  if (!shouldSendReport(body.message, body.stack)) return;
  try {
    const res = await fetch("/api/error-reports", {
      method: "POST",
      credentials: "include",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
      keepalive: true,
    });
    if (!res.ok) console.warn(`Error report not accepted: ${res.status}`);
  } catch (error) {
    console.warn("Error report could not be sent", error);
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
