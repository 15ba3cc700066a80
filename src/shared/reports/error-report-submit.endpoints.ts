import { z } from "zod";
import { endpoint } from "../common/contract";
import { errorReportSchema } from "./error-report";

/** A report with a screenshot: a 5 MB image as base64 plus the fields. */
export const ERROR_REPORT_BODY_LIMIT = 8 * 1024 * 1024;

/**
 * The one reports call every page may make (error boundary, failed screen load), apart from the
 * admin's report views so that the first download does not carry their schemas. In reportsEndpoints.
 */
export const errorReportSubmitEndpoints = {
  submitErrorReport: endpoint({
    method: "POST",
    path: "/api/error-reports",
    access: "public",
    summary:
      "An error report (error boundary, failed screen load, or a person's report with an optional screenshot); open before sign-in with a smaller body, rate-limited",
    body: errorReportSchema,
    response: z.object({ message: z.string(), id: z.number().int(), duplicate: z.boolean().describe("The same fault was reported in the last 30 minutes") }),
    status: 201,
    bodyLimit: ERROR_REPORT_BODY_LIMIT,
  }),
};
