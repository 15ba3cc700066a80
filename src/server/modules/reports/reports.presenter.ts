import { urlOf } from "@shared/common/contract";
import type { ErrorReportKind } from "@shared/reports/error-report";
import { reportsEndpoints } from "@shared/reports/reports.endpoints";
import type { ErrorReportDetail, ErrorReportSummary, IssueReportView, ReportAuthor, ReportStatus } from "@shared/reports/report-admin";
import type { issueReports } from "../../db/schema/index";
import type { ErrorReportRow } from "./reports.repository";

type Author = { authorId: number | null; authorName: string | null; authorEmail: string | null };

const authorOf = (a: Author): ReportAuthor => (a.authorId ? { id: a.authorId, name: a.authorName ?? "", email: a.authorEmail ?? "" } : null);

export function presentIssueReport(row: { report: typeof issueReports.$inferSelect } & Author): IssueReportView {
  const r = row.report;
  return {
    id: r.id,
    subject: r.subject,
    description: r.description,
    name: r.name,
    email: r.email,
    status: r.status as ReportStatus,
    createdAt: r.createdAt.toISOString(),
    user: authorOf(row),
  };
}

type Payload = Record<string, unknown>;
const str = (v: unknown) => (typeof v === "string" && v ? v : null);
const record = (v: unknown) => (v && typeof v === "object" ? (v as Record<string, string | undefined>) : null);

/** The list row: what an admin scans; stacks and the screenshot bytes stay on the server. */
export function presentErrorSummary(row: ErrorReportRow): ErrorReportSummary {
  const payload = (row.payload ?? {}) as Payload;
  return {
    id: row.id,
    kind: row.kind as ErrorReportKind,
    message: row.message,
    severity: row.severity,
    source: row.source,
    url: row.url,
    status: row.status as ReportStatus,
    createdAt: row.createdAt.toISOString(),
    user: authorOf(row),
    hasScreenshot: Boolean(row.hasScreenshot),
    issueType: str(payload.issueType),
  };
}

export function presentErrorDetail(row: ErrorReportRow): ErrorReportDetail {
  const payload = (row.payload ?? {}) as Payload;
  const summary = presentErrorSummary(row);
  return {
    ...summary,
    stack: row.stack,
    componentStack: str(payload.componentStack),
    userAgent: row.userAgent,
    fingerprint: row.fingerprint,
    stepsToReproduce: str(payload.stepsToReproduce),
    componentName: str(payload.componentName) ?? str(payload.component),
    browserInfo: record(payload.browserInfo),
    pluginInfo: record(payload.pluginInfo),
    screenshotUrl: summary.hasScreenshot ? urlOf(reportsEndpoints.errorReportScreenshot, { params: { id: row.id } }) : null,
  };
}
