import { z } from "zod";
import { pageQuery } from "../common/paging";
import { idSchema } from "../common/ids";
import { timestamp } from "../common/wire";
import { ERROR_REPORT_KINDS } from "./error-report";

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

/** Who sent a report, when they were signed in. */
const reportAuthorSchema = z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable();
export type ReportAuthor = z.output<typeof reportAuthorSchema>;

/** GET /api/issue-reports items (the header's Report Issue dialog). */
export const issueReportViewSchema = z
  .object({
    id: z.number().int(),
    subject: z.string(),
    description: z.string(),
    name: z.string().nullable(),
    email: z.string(),
    status: z.enum(REPORT_STATUSES),
    createdAt: timestamp,
    user: reportAuthorSchema,
  })
  .meta({ id: "IssueReport" });
export type IssueReportView = z.output<typeof issueReportViewSchema>;

/** GET /api/error-reports items: no stacks, no screenshot bytes. */
export const errorReportSummarySchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(ERROR_REPORT_KINDS),
    message: z.string(),
    severity: z.string(),
    source: z.string().nullable(),
    url: z.string().nullable(),
    status: z.enum(REPORT_STATUSES),
    createdAt: timestamp,
    user: reportAuthorSchema,
    hasScreenshot: z.boolean(),
    /** The sidebar's issue type, when a person reported it. */
    issueType: z.string().nullable(),
  })
  .meta({ id: "ErrorReportSummary" });
export type ErrorReportSummary = z.output<typeof errorReportSummarySchema>;

const details = z.record(z.string(), z.string().optional()).nullable();

/** GET /api/error-reports/:id: everything, with the screenshot as a link. */
export const errorReportDetailSchema = errorReportSummarySchema
  .extend({
    stack: z.string().nullable(),
    componentStack: z.string().nullable(),
    userAgent: z.string().nullable(),
    fingerprint: z.string(),
    stepsToReproduce: z.string().nullable(),
    componentName: z.string().nullable(),
    browserInfo: details,
    pluginInfo: details,
    /** The screenshot route's address, when the report has one. */
    screenshotUrl: z.string().nullable(),
  })
  .meta({ id: "ErrorReportDetail" });
export type ErrorReportDetail = z.output<typeof errorReportDetailSchema>;
