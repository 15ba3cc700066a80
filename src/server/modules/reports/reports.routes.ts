import { Transform, type Readable } from "node:stream";
import type { FastifyReply, FastifyRequest } from "fastify";
import { reportIssueSchema } from "@shared/identity/auth";
import { errorReportSchema } from "@shared/reports/error-report";
import { reportIdParams, reportListQuery, reportStatusSchema } from "@shared/reports/report-admin";
import type { Module } from "../../platform/module";
import { HttpError } from "../../platform/errors";
import * as service from "./reports.service";

/** A report with a screenshot: a 5 MB image as base64 plus the fields. */
const ERROR_REPORT_BODY_LIMIT = 8 * 1024 * 1024;
/** Before sign-in only small automatic reports are expected (no screenshot dialog on /auth). */
const ANONYMOUS_BODY_LIMIT = 64 * 1024;
const tooLarge = () => new HttpError(413, "The request is too large");

/**
 * Counts the bytes actually read, whatever Content-Length or chunking claims, once the session is
 * known (onRequest resolved it): a bogus cookie is no session, so it gets the anonymous limit too.
 */
async function limitAnonymousBody(request: FastifyRequest, _reply: FastifyReply, payload: Readable) {
  if (request.user) return payload;
  const declared = Number(request.headers["content-length"] ?? 0);
  if (declared > ANONYMOUS_BODY_LIMIT) throw tooLarge();
  let read = 0;
  return payload.pipe(
    new Transform({
      transform(chunk: Buffer, _encoding, next) {
        read += chunk.length;
        if (read > ANONYMOUS_BODY_LIMIT) next(tooLarge());
        else next(null, chunk);
      },
    }),
  );
}

/**
 * Problem reporting (product.md §2.4, §3, §7): the header's Report Issue, the error reports sent by
 * the error boundary, the sidebar dialog and failed screen loads, and the admin's view of both.
 */
export const reportsRoutes: Module = async (app, deps) => {
  app.post("/api/report-issue", { config: { access: "user", beforePasswordChange: true }, schema: { body: reportIssueSchema } }, (request) =>
    service.reportIssue(deps, request, request.body),
  );

  // Public: the sign-in page can fail too. The user is recorded when signed in; rate-limited either way.
  app.post(
    "/api/error-reports",
    {
      config: { access: "public" },
      bodyLimit: ERROR_REPORT_BODY_LIMIT,
      preParsing: limitAnonymousBody,
      schema: { body: errorReportSchema },
    },
    async (request, reply) => reply.status(201).send(await service.submitErrorReport(deps, request, request.body)),
  );

  const admin = { config: { access: "admin" as const } };

  app.get("/api/issue-reports", { ...admin, schema: { querystring: reportListQuery } }, (request) => service.listIssueReports(deps, request.query));
  app.patch("/api/issue-reports/:id", { ...admin, schema: { params: reportIdParams, body: reportStatusSchema } }, (request) =>
    service.setIssueStatus(deps, request, request.params.id, request.body.status),
  );

  app.get("/api/error-reports", { ...admin, schema: { querystring: reportListQuery } }, (request) => service.listErrorReports(deps, request.query));
  app.get("/api/error-reports/:id", { ...admin, schema: { params: reportIdParams } }, (request) => service.getErrorReport(deps, request.params.id));
  app.get("/api/error-reports/:id/screenshot", { ...admin, schema: { params: reportIdParams } }, async (request, reply) => {
    const shot = await service.getScreenshot(deps, request.params.id);
    return reply
      .type(shot.type)
      .header("cache-control", "private, max-age=300")
      .header("x-content-type-options", "nosniff")
      .header("content-security-policy", "default-src 'none'")
      .send(shot.data);
  });
  app.patch("/api/error-reports/:id", { ...admin, schema: { params: reportIdParams, body: reportStatusSchema } }, (request) =>
    service.setErrorStatus(deps, request, request.params.id, request.body.status),
  );
};
