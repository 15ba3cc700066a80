import { z } from "zod";
import { pageQuery } from "../common/paging";
import { idSchema } from "../common/ids";
import type { ErrorReportKind } from "./error-report";

/** The admin's view of issue and error reports: lists, detail and the new → resolved status. */

export const REPORT_STATUSES = ["new", "resolved"] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const reportListQuery = pageQuery.extend({
  status: z.enum(REPORT_STATUSES, { message: "Status must be new or resolved" }).optional(),
});
export type ReportListQuery = z.input<typeof reportListQuery>;

export const reportIdParams = z.object({
  id: idSchema("Report not found"),
});

export const reportStatusSchema = z.object({
  status: z.enum(REPORT_STATUSES, { message: "Status must be new or resolved" }),
});

export type ReportAuthor = { id: number; name: string; email: string } | null;

/** GET /api/issue-reports items (the header's Report Issue dialog). */
export type IssueReportView = {
  id: number;
  subject: string;
  description: string;
  name: string | null;
  email: string;
  status: ReportStatus;
  createdAt: string;
  user: ReportAuthor;
};

/** GET /api/error-reports items: no stacks, no screenshot bytes. */
export type ErrorReportSummary = {
  id: number;
  kind: ErrorReportKind;
  message: string;
  severity: string;
  source: string | null;
  url: string | null;
  status: ReportStatus;
  createdAt: string;
  user: ReportAuthor;
  hasScreenshot: boolean;
  /** The sidebar's issue type, when a person reported it. */
  issueType: string | null;
};

/** GET /api/error-reports/:id: everything, with the screenshot as a link. */
export type ErrorReportDetail = ErrorReportSummary & {
  stack: string | null;
  componentStack: string | null;
  userAgent: string | null;
  fingerprint: string;
  stepsToReproduce: string | null;
  componentName: string | null;
  browserInfo: Record<string, string | undefined> | null;
  pluginInfo: Record<string, string | undefined> | null;
  screenshotUrl: string | null;
};
