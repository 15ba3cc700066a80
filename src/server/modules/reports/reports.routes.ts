import { Transform, type Readable } from "node:stream";
import type { FastifyReply, FastifyRequest } from "fastify";
import { reportsEndpoints } from "@shared/reports/reports.endpoints";
import type { Module } from "../../platform/module";
import { routes } from "../../platform/endpoints";
import { HttpError } from "../../platform/errors";
import * as service from "./reports.service";

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
  // Public: the sign-in page can fail too. The table's body limit is a signed-in user's (a screenshot); before sign-in it is far smaller.
  app.addHook("preParsing", async (request, reply, payload) =>
    request.routeOptions.config.endpoint === reportsEndpoints.submitErrorReport ? limitAnonymousBody(request, reply, payload) : payload,
  );

  routes(app, reportsEndpoints, {
    reportIssue: (request) => service.reportIssue(deps, request, request.body),
    // The user is recorded when signed in; rate-limited either way.
    submitErrorReport: (request) => service.submitErrorReport(deps, request, request.body),
    listIssueReports: (request) => service.listIssueReports(deps, request.query),
    setIssueStatus: (request) => service.setIssueStatus(deps, request, request.params.id, request.body.status),
    listErrorReports: (request) => service.listErrorReports(deps, request.query),
    getErrorReport: (request) => service.getErrorReport(deps, request.params.id),
    errorReportScreenshot: async (request, reply) => {
      const shot = await service.getScreenshot(deps, request.params.id);
      return reply
        .type(shot.type)
        .header("cache-control", "private, max-age=300")
        .header("x-content-type-options", "nosniff")
        .header("content-security-policy", "default-src 'none'")
        .send(shot.data);
    },
    setErrorStatus: (request) => service.setErrorStatus(deps, request, request.params.id, request.body.status),
  });
};
