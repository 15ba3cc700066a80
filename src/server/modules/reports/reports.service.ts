import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import type { reportIssueSchema } from "@shared/identity/auth";
import { DEDUPE_WINDOW_MS, errorFingerprint, issueTypeLabel, type ErrorReport } from "@shared/reports/error-report";
import type { ReportStatus } from "@shared/reports/report-admin";
import { toPage, type PageQuery } from "@shared/common/paging";
import type { ModuleDeps } from "../../platform/module";
import { audit } from "../../platform/audit";
import { notFound } from "../../platform/errors";
import { callerKey, spend, type RateLimit } from "../../platform/rate-limit";
import { requireUser } from "../../platform/access";
import * as repo from "./reports.repository";
import { presentErrorDetail, presentErrorSummary, presentIssueReport } from "./reports.presenter";
import { decodeScreenshot } from "./reports.screenshot";
import { clip, notifyAdmins } from "./reports.notify";

type Deps = Pick<ModuleDeps, "db" | "mailer">;
type ListQuery = PageQuery & { status?: ReportStatus };

const TEN_MINUTES = 10 * 60 * 1000;
const TOO_MANY = "Too many reports have been sent. Please try again in a few minutes.";
/** Per signed-in user, and per address for reports sent before sign-in (the sign-in page can crash too). */
const limit = (max: number): RateLimit => ({ max, windowMs: TEN_MINUTES, message: TOO_MANY, retryAfterSeconds: TEN_MINUTES / 1000 });
export const LIMITS = { issue: limit(10), errorUser: limit(30), errorAnonymous: limit(10) };

// Header "Report Issue" ------------------------------------------------------------------------

export async function reportIssue({ db, mailer }: Deps, request: FastifyRequest, input: z.output<typeof reportIssueSchema>) {
  const user = requireUser(request);
  await spend(db, `report-issue:user:${user.id}`, LIMITS.issue);
  const row = await db.transaction(async (tx) => {
    const created = await repo.insertIssueReport(tx, { ...input, email: input.email.toLowerCase(), name: input.name || null, userId: user.id });
    await audit(tx, request, {
      action: "issue_reported",
      description: `Reported an issue: ${clip(input.subject, 120)}`,
      entityType: "issue_report",
      entityId: created.id,
      entityName: clip(input.subject, 120),
      category: "reports",
    });
    return created;
  });
  await notifyAdmins(db, mailer, request.log, {
    by: user.id,
    subject: `Issue reported: ${input.subject}`,
    kind: "issue-report",
    lines: [
      `${input.name || user.name} (${input.email}) reported an issue in Sitebook.`,
      "",
      `Subject: ${input.subject}`,
      "",
      input.description,
      "",
      `Signed in as: ${user.name} <${user.email}>, ${user.role}`,
      `Report #${row.id}. Open Activity Logs → Problem reports to follow it up.`,
    ],
  });
  return { message: "Issue reported", id: row.id };
}

// Error reports ---------------------------------------------------------------------------------

function columnsOf(report: ErrorReport, request: FastifyRequest) {
  const agent = (request.headers["user-agent"] ?? "").slice(0, 500) || null;
  switch (report.kind) {
    case "sidebar":
      return { severity: "medium", source: "Report a problem", url: report.location ?? null, userAgent: report.browserInfo.userAgent ?? agent };
    case "boundary":
    case "preload":
      return { severity: report.severity, source: report.source, url: report.url ?? null, userAgent: report.userAgent ?? agent };
  }
}

const KIND_TITLES = { boundary: "Screen error", sidebar: "Problem reported", preload: "Screen failed to load" } as const;

export async function submitErrorReport({ db, mailer }: Deps, request: FastifyRequest, report: ErrorReport) {
  const user = request.user;
  await spend(db, `error-report:${callerKey(request)}`, user ? LIMITS.errorUser : LIMITS.errorAnonymous);

  const screenshot = report.kind === "sidebar" && report.screenshot ? decodeScreenshot(report.screenshot) : null;
  const fingerprint = errorFingerprint(report.message, report.stack);
  const duplicate = await repo.fingerprintSeenSince(db, fingerprint, new Date(Date.now() - DEDUPE_WINDOW_MS));
  const columns = columnsOf(report, request);
  const { screenshot: _dropped, ...payload } = report as ErrorReport & { screenshot?: string };

  const row = await db.transaction(async (tx) => {
    const created = await repo.insertErrorReport(tx, {
      kind: report.kind,
      message: report.message,
      stack: report.stack ?? null,
      payload,
      fingerprint,
      screenshotData: screenshot?.data ?? null,
      screenshotType: screenshot?.type ?? null,
      userId: user?.id ?? null,
      ...columns,
    });
    await audit(tx, request, {
      action: "error_reported",
      description: `${KIND_TITLES[report.kind]}: ${clip(report.message, 120)}`,
      entityType: "error_report",
      entityId: created.id,
      entityName: clip(report.message, 120),
      category: "reports",
      severity: columns.severity === "high" || columns.severity === "critical" ? "warning" : "info",
      metadata: { kind: report.kind, fingerprint, duplicate },
    });
    return created;
  });

  // The same fault is emailed once per 30 minutes; every occurrence is still stored and listed.
  if (!duplicate) {
    await notifyAdmins(db, mailer, request.log, {
      by: user?.id ?? "system",
      subject: `${KIND_TITLES[report.kind]}: ${clip(report.message, 120)}`,
      kind: "error-report",
      lines: [
        `${KIND_TITLES[report.kind]} in Sitebook (severity ${columns.severity}).`,
        "",
        report.kind === "sidebar" && `Issue type: ${issueTypeLabel(report.issueType)}`,
        `Message: ${report.message}`,
        report.kind === "sidebar" && report.stepsToReproduce && `Steps to reproduce:\n${report.stepsToReproduce}`,
        report.kind === "preload" && `Screen: ${report.componentName}`,
        columns.url && `Page: ${columns.url}`,
        `Reported by: ${user ? `${user.name} <${user.email}>` : "someone not signed in"}`,
        screenshot && "A screenshot is attached to the report in Sitebook.",
        report.stack && `\nStack (first lines):\n${report.stack.split("\n").slice(0, 8).join("\n")}`,
        "",
        `Report #${row.id}. Open Activity Logs → Problem reports for the full details.`,
      ],
    });
  }
  return { message: "Error report received", id: row.id, duplicate };
}

// Admin --------------------------------------------------------------------------------------------

export async function listIssueReports({ db }: Deps, q: ListQuery) {
  const { rows, total } = await repo.listIssueReports(db, q);
  return toPage(rows.map(presentIssueReport), total, q);
}

export async function listErrorReports({ db }: Deps, q: ListQuery) {
  const { rows, total } = await repo.listErrorReports(db, q);
  return toPage(rows.map(presentErrorSummary), total, q);
}

export async function getErrorReport({ db }: Deps, id: number) {
  const row = await repo.getErrorReport(db, id);
  if (!row) throw notFound("Report not found");
  return presentErrorDetail(row);
}

export async function getScreenshot({ db }: Deps, id: number) {
  const row = await repo.getScreenshot(db, id);
  if (!row?.data || !row.type) throw notFound("Screenshot not found");
  return { data: row.data, type: row.type };
}

const STATUS_ACTIONS = { resolved: "report_resolved", new: "report_reopened" } as const;

export async function setIssueStatus({ db }: Deps, request: FastifyRequest, id: number, status: ReportStatus) {
  return db.transaction(async (tx) => {
    if (!(await repo.setIssueStatus(tx, id, status))) throw notFound("Report not found");
    const row = (await repo.getIssueReport(tx, id))!;
    await audit(tx, request, {
      action: STATUS_ACTIONS[status],
      description: `Marked issue report #${id} as ${status}`,
      entityType: "issue_report",
      entityId: id,
      entityName: clip(row.report.subject, 120),
      category: "reports",
    });
    return presentIssueReport(row);
  });
}

export async function setErrorStatus({ db }: Deps, request: FastifyRequest, id: number, status: ReportStatus) {
  return db.transaction(async (tx) => {
    if (!(await repo.setErrorStatus(tx, id, status))) throw notFound("Report not found");
    const row = (await repo.getErrorReport(tx, id))!;
    await audit(tx, request, {
      action: STATUS_ACTIONS[status],
      description: `Marked error report #${id} as ${status}`,
      entityType: "error_report",
      entityId: id,
      entityName: clip(row.message, 120),
      category: "reports",
    });
    return presentErrorDetail(row);
  });
}
