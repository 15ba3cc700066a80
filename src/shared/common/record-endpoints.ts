import type { z } from "zod";
import type { Action, Resource } from "../identity/permissions";
import { noContent, type EndpointDef, type Method } from "./contract";
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
  const contract = contractEndpoints(page, slugParams);
  return {
    /** GET /api/<segment>: the register's list, searched and paged by `query`. */
    list: <Q extends z.ZodType, L extends z.ZodType>(summary: string, query: Q, response: L) =>
      ({ method: "GET", path, access: [page, "view"], summary, query, response }) as const,
    /** GET /api/projects/by-slug/:slug/<segment>: one contract's records. */
    forProject: <Q extends z.ZodType, L extends z.ZodType>(summary: string, query: Q, response: L) => contract.read(segment, summary, { query, response }),
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

/** What a contract-scoped route reads or writes besides its path params: a query, a body, the answer. */
type Schemas = Pick<EndpointDef, "query" | "body" | "response">;

/**
 * The entries of a route scoped to one contract: `/api/projects/by-slug/:slug/<tail>`, its slug the
 * only path param, under one page permission (the diary's journal, files, weather, timeline, a
 * contract's carbon). The kit fixes the prefix, the params and the page; each entry says its tail,
 * summary and schemas, and a write its method and action. `params` is the area's slug schema (most
 * use `slugParams`; a few areas validate the slug with their own messages).
 *
 *   const onContract = contractEndpoints("Contracts", slugParams);
 *   export const timelineEndpoints = { list: onContract.read("timeline", "Everything …", { query, response }) };
 */
export function contractEndpoints<const R extends Resource, Params extends z.ZodType>(page: R, params: Params) {
  // "journal" → "/api/projects/by-slug/:slug/journal": a contract's routes sit under its slug.
  const at = <const T extends string>(tail: T) => `/api/projects/by-slug/:slug/${tail}` as const;
  return {
    /** GET a contract's `<tail>` under the page's view right. */
    read: <const T extends string, const S extends Omit<Schemas, "body">>(tail: T, summary: string, schemas: S) =>
      ({ method: "GET", path: at(tail), access: [page, "view"], summary, params, ...schemas }) as const,
    /** POST a new record to a contract's `<tail>` under the page's create right, 201 with it. */
    create: <const T extends string, B extends NonNullable<Schemas["body"]>, V extends z.ZodType>(tail: T, summary: string, body: B, response: V) =>
      ({ method: "POST", path: at(tail), access: [page, "create"], summary, params, body, response, status: 201 }) as const,
    /** Any other write to a contract's `<tail>`: the method and the page's right as the area's spec says. */
    write: <const M extends Method, const T extends string, const A extends Action, const S extends Schemas>(
      method: M,
      tail: T,
      action: A,
      summary: string,
      schemas: S,
    ) => ({ method, path: at(tail), access: [page, action], summary, params, ...schemas }) as const,
  };
}
