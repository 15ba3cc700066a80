import type { FastifyInstance } from "fastify";
import { TEXT_NOT_ALLOWED_MESSAGE, findForbiddenText } from "@shared/common/text";
import { badRequest } from "./errors";

/**
 * The net under the shared schemas: a NUL or other control character (tab, CR and LF aside) or a lone
 * UTF-16 half anywhere in a route's params, query or parsed JSON body is a 400 with one clear message,
 * before validation. PostgreSQL refuses NUL in text and lone surrogates in jsonb, so without this a
 * field no schema checks (free-form jsonb, a key, a slug) became a 500. Runs after access control, so a
 * caller who may not use the route still learns nothing about its input. Multipart fields are checked
 * where they are read (files.upload.ts).
 */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook("preValidation", async (request) => {
    const parts = { params: request.params, query: request.query, body: request.body } as const;
    for (const [where, value] of Object.entries(parts)) {
      const found = findForbiddenText(value);
      if (found) throw badRequest(TEXT_NOT_ALLOWED_MESSAGE, found.path || where);
    }
  });
}
