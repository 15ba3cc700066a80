import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";

/** Typed errors a service throws; the error handler turns each into its status and message. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}
export const badRequest = (message: string, field?: string) => new HttpError(400, message, field ? { errors: [{ field, message }] } : {});
export const unauthorized = (message = "Not signed in") => new HttpError(401, message);
export const forbidden = (message = "You do not have permission to do this") => new HttpError(403, message);
export const notFound = (message = "Not found") => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const tooMany = (message: string, retryAfterSeconds: number) => new HttpError(429, message, { retryAfterSeconds });
export const serviceUnavailable = (message: string, retryAfterSeconds: number) => new HttpError(503, message, { retryAfterSeconds });

type FieldError = { field: string; message: string };

/**
 * Every error leaves as JSON `{ message, errors? }`: 400 names each field's message (the spec's text),
 * anything unexpected is logged and answered with a plain 500, never a stack trace.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: FieldError[] = error.validation.map((v) => ({
        field: v.instancePath.replace(/^\//, "").replaceAll("/", "."),
        message: v.message ?? "Invalid value",
      }));
      return reply.status(400).send({ message: errors[0]?.message ?? "Invalid request", errors });
    }
    if (error instanceof HttpError) {
      // 429 (this caller, too often) and 503 (everyone, the server is busy) say when to come back.
      if ((error.statusCode === 429 || error.statusCode === 503) && typeof error.extra.retryAfterSeconds === "number") {
        reply.header("retry-after", String(Math.ceil(error.extra.retryAfterSeconds)));
      }
      return reply.status(error.statusCode).send({ message: error.message, ...error.extra });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: bad JSON, body too large, unsupported media type.
      const message =
        error.code === "FST_ERR_CTP_BODY_TOO_LARGE"
          ? "The request is too large"
          : error.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE"
            ? "Unsupported content type"
            : error.code?.startsWith("FST_ERR_CTP")
              ? "The request body is not valid JSON"
              : error.message;
      return reply.status(status).send({ message });
    }
    if (isRefusedValue(error)) {
      // A schema let through a value the database cannot hold: the caller's input, so a 400, logged to be fixed at the schema.
      request.log.error({ err: error }, "database refused a value from the request");
      return reply.status(400).send({ message: REFUSED_VALUE_MESSAGE });
    }
    request.log.error({ err: error }, "unhandled error");
    return reply.status(500).send({ message: "Something went wrong on our side. Please try again." });
  });
}

export const REFUSED_VALUE_MESSAGE = "The request contains a value that cannot be stored";

/**
 * SQLSTATEs for a value PostgreSQL cannot read, compare or store: invalid text representation,
 * numeric out of range, string too long, bad or overflowing date/time, a character the encoding
 * lacks (NUL), an untranslatable character (a lone surrogate in jsonb), a program limit (an index
 * row too large). The shared schemas refuse such input first; this is the last net.
 */
const REFUSED_VALUE_CODES = new Set(["22P02", "22003", "22001", "22007", "22008", "22021", "22P05", "54000"]);

/** Whether the database refused with one of `codes` (SQLSTATE). Drizzle wraps the driver's error (pg or PGlite) in `cause`. */
function hasSqlState(error: unknown, codes: ReadonlySet<string>): boolean {
  for (let e = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && codes.has(code)) return true;
  }
  return false;
}

const isRefusedValue = (error: unknown) => hasSqlState(error, REFUSED_VALUE_CODES);

const UNIQUE_VIOLATION = new Set(["23505"]);
/** A unique index refused the row (SQLSTATE 23505): an answer of its own (a taken code, already on site), not a crash. */
export const isUniqueViolation = (error: unknown) => hasSqlState(error, UNIQUE_VIOLATION);

export function noSuchEndpoint(method: string, url: string) {
  return { message: `No such endpoint: ${method} ${url.split("?")[0]}` };
}
