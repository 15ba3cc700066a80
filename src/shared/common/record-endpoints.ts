import type { z } from "zod";
import type { Action, Resource } from "../identity/permissions";
import { noContent } from "./contract";
import { slugParams } from "./slug";

/**
 * The standard entries of a record's endpoint table (the register kit, issue 29): the list and the
 * create at `/api/<segment>`, the get, update and remove at `/api/<segment>/:id`, and a contract's
 * list of them at `/api/projects/by-slug/:slug/<segment>`, all under one page permission. Each entry still
 * says its own summary and schemas, so the table reads as before; what the kit fixes is the method,
 * the path, the access action and the status, which every register wrote the same way.
 *
 *   const visitor = recordEndpoints("visitors", "Contracts", visitorIdParams);
 *   export const visitorsEndpoints = { get: visitor.get("One visitor", visitorViewSchema), … };
 *
 * The entries keep their literal types (`as const`), so the server's handlers and the browser's
 * calls are typed exactly as with `endpoint({ … })`. An entry that differs (another path, another
 * access) is still written with `endpoint`.
 */
export function recordEndpoints<const S extends string, const R extends Resource, Params extends z.ZodType>(segment: S, page: R, params: Params) {
  const path = `/api/${segment}` as const;
  const item = `/api/${segment}/:id` as const;
  // A contract's records sit under its slug: "visitors" → "/api/projects/by-slug/:slug/visitors".
  const forProject = `/api/projects/by-slug/:slug/${segment}` as const;
  return {
    /** GET /api/<segment>: the register's list, searched and paged by `query`. */
    list: <Q extends z.ZodType, L extends z.ZodType>(summary: string, query: Q, response: L) =>
      ({ method: "GET", path, access: [page, "view"], summary, query, response }) as const,
    /** GET /api/projects/by-slug/:slug/<segment>: one contract's records. */
    forProject: <Q extends z.ZodType, L extends z.ZodType>(summary: string, query: Q, response: L) =>
      ({ method: "GET", path: forProject, access: [page, "view"], summary, params: slugParams, query, response }) as const,
    /** POST /api/<segment>, 201 with the new record. */
    create: <B extends z.ZodType, V extends z.ZodType>(summary: string, body: B, response: V) =>
      ({ method: "POST", path, access: [page, "create"], summary, body, response, status: 201 }) as const,
    /** GET /api/<segment>/:id. */
    get: <V extends z.ZodType>(summary: string, response: V) => ({ method: "GET", path: item, access: [page, "view"], summary, params, response }) as const,
    /** PATCH /api/<segment>/:id with the changed record back. */
    update: <B extends z.ZodType, V extends z.ZodType>(summary: string, body: B, response: V) =>
      ({ method: "PATCH", path: item, access: [page, "edit"], summary, params, body, response }) as const,
    /** DELETE /api/<segment>/:id, 204; `action` is the page's edit or delete right, as the area's spec says. */
    remove: <const A extends Action>(summary: string, action: A) =>
      ({ method: "DELETE", path: item, access: [page, action], summary, params, response: noContent, status: 204 }) as const,
  };
}
