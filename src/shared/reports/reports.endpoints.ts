import { z } from "zod";
import { endpoint, fileResponse } from "../common/contract";
import { pageOf } from "../common/paging";
import { reportIssueSchema } from "../identity/auth";
import { errorReportSubmitEndpoints } from "./error-report-submit.endpoints";
import { errorReportDetailSchema, errorReportSummarySchema, issueReportViewSchema, reportIdParams, reportListQuery, reportStatusSchema } from "./report-admin";

/**
 * Problem reporting (product.md §2.4, §3, §7): the header's Report Issue, the error reports sent by
 * the error boundary, the sidebar dialog and failed screen loads, and the admin's view of both.
 */
export const reportsEndpoints = {
  reportIssue: endpoint({
    method: "POST",
    path: "/api/report-issue",
    access: "user",
    summary: "The header's Report Issue: stored and emailed to the administrators",
    body: reportIssueSchema,
    response: z.object({ message: z.string(), id: z.number().int() }),
    beforePasswordChange: true,
  }),
  submitErrorReport: errorReportSubmitEndpoints.submitErrorReport,
  listIssueReports: endpoint({
    method: "GET",
    path: "/api/issue-reports",
    access: "admin",
    summary: "Issue reports, newest first, paged, by status",
    query: reportListQuery,
    response: pageOf(issueReportViewSchema),
  }),
  setIssueStatus: endpoint({
    method: "PATCH",
    path: "/api/issue-reports/:id",
    access: "admin",
    summary: "Mark an issue report resolved, or new again",
    params: reportIdParams,
    body: reportStatusSchema,
    response: issueReportViewSchema,
  }),
  listErrorReports: endpoint({
    method: "GET",
    path: "/api/error-reports",
    access: "admin",
    summary: "Error reports, newest first, paged, by status",
    query: reportListQuery,
    response: pageOf(errorReportSummarySchema),
  }),
  getErrorReport: endpoint({
    method: "GET",
    path: "/api/error-reports/:id",
    access: "admin",
    summary: "One error report with its stacks, browser details and screenshot link",
    params: reportIdParams,
    response: errorReportDetailSchema,
  }),
  errorReportScreenshot: endpoint({
    method: "GET",
    path: "/api/error-reports/:id/screenshot",
    access: "admin",
    summary: "An error report's screenshot (PNG, JPEG or WebP)",
    params: reportIdParams,
    response: fileResponse("image/*"),
  }),
  setErrorStatus: endpoint({
    method: "PATCH",
    path: "/api/error-reports/:id",
    access: "admin",
    summary: "Mark an error report resolved, or new again",
    params: reportIdParams,
    body: reportStatusSchema,
    response: errorReportDetailSchema,
  }),
};
