import type { z } from "zod";
import type { Action, Resource } from "../identity/permissions";

/**
 * The API contract (docs/architecture.md "The API contract"): every route is declared once, in its
 * area's endpoint table in src/shared/<area>/<area>.endpoints.ts, with its method, path, who may call
 * it and the schemas of what goes in and comes out. The server registers its routes from these
 * tables (platform/endpoints.ts), the browser calls them through one typed client
 * (web/lib/api-client.ts), and the OpenAPI document is generated from them (common/openapi.ts).
 */

/**
 * Who may call a route:
 *   public              anyone (sign-in calls)
 *   user                any signed-in user
 *   admin               the Admin role
 *   [resource, action]  a page permission, e.g. ["Suppliers", "view"]
 */
export type Access = "public" | "user" | "admin" | readonly [Resource, Action];

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** A body that is not JSON: an upload as multipart/form-data, with the schema of its text fields. */
export type MultipartBody = { readonly kind: "multipart"; readonly fields?: z.ZodType; readonly maxFiles: number };
/** An answer that is not JSON: a PDF, a CSV, an image or another stored file. */
export type FileResponse = { readonly kind: "file"; readonly contentType: string };
/** An answer with no body (204). */
export type NoContent = { readonly kind: "none" };

export const multipart = (maxFiles: number, fields?: z.ZodType): MultipartBody => ({ kind: "multipart", maxFiles, fields });
export const fileResponse = (contentType: string): FileResponse => ({ kind: "file", contentType });
export const noContent: NoContent = { kind: "none" };

export type EndpointDef = {
  readonly method: Method;
  /** Fastify's form: `/api/energy-entries/:id`. */
  readonly path: `/api/${string}`;
  readonly access: Access;
  /** One line for the OpenAPI document: what the route does. */
  readonly summary: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType | MultipartBody;
  /** The JSON answer's schema (as it is on the wire), a file, or nothing. */
  readonly response: z.ZodType | FileResponse | NoContent;
  /** The success status when it is not 200 (201 for a create, 204 with noContent; 501 for an area not built yet). */
  readonly status?: 200 | 201 | 202 | 204 | 501;
  /** Allowed while the user still has to change a temporary password. */
  readonly beforePasswordChange?: boolean;
  /** The largest body accepted, in bytes, when it is not the server's 1 MiB. */
  readonly bodyLimit?: number;
};

/** Declares one endpoint, keeping its literal types for the server's handler and the typed client. */
export const endpoint = <const E extends EndpointDef>(e: E): E => e;

/** An area's table: its endpoints by name. */
export type EndpointTable = Record<string, EndpointDef>;

/** A zod schema (every zod 4 schema carries `_zod`), told apart from the multipart, file and empty markers without zod's classes: the browser's copy of this module then does not need zod itself. */
export const isZod = (v: unknown): v is z.ZodType => typeof v === "object" && v !== null && "_zod" in v;

type Out<S> = S extends z.ZodType ? z.output<S> : never;
type In<S> = S extends z.ZodType ? z.input<S> : never;

/** What the route answers, as the browser receives it. */
export type ResponseOf<E extends EndpointDef> = E["response"] extends z.ZodType ? z.output<E["response"]> : E["response"] extends FileResponse ? Blob : void;

/** What a caller sends: the path's params, the query and the body, each only where the endpoint has one. */
export type CallInput<E extends EndpointDef> = (E["params"] extends z.ZodType ? { params: In<E["params"]> } : { params?: undefined }) &
  (E["query"] extends z.ZodType ? { query?: In<E["query"]> } : { query?: undefined }) &
  (E["body"] extends z.ZodType ? { body: In<E["body"]> } : E["body"] extends MultipartBody ? { body: FormData } : { body?: undefined });

/** The parsed request as the server's handler receives it. */
export type RequestOf<E extends EndpointDef> = {
  params: E["params"] extends z.ZodType ? Out<E["params"]> : Record<string, never>;
  query: E["query"] extends z.ZodType ? Out<E["query"]> : Record<string, never>;
  body: E["body"] extends z.ZodType ? Out<E["body"]> : undefined;
};

/** A value as a handler may return it before JSON: a Date where the wire has its ISO string. */
export type Wire<T> = T extends string ? T | Date : T extends readonly (infer U)[] ? readonly Wire<U>[] : T extends object ? { [K in keyof T]: Wire<T[K]> } : T;

/** What a handler returns for the endpoint. */
export type HandlerResult<E extends EndpointDef> = E["response"] extends z.ZodType ? Wire<z.input<E["response"]>> : unknown;

/** Fills a path's `:name` segments: `pathOf("/api/x/:id", { id: 3 })` → "/api/x/3". */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === "") throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** A query string from an object: undefined and null left out, arrays repeated. */
export function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return "";
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const v of value) search.append(key, String(v));
    else search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}

/** The URL of a call: the endpoint's path with its params, and the query. */
export const urlOf = (e: EndpointDef, input: { params?: unknown; query?: unknown }): string =>
  fillPath(e.path, input.params as Record<string, unknown> | undefined) + queryString(input.query as Record<string, unknown> | undefined);

/**
 * What a write changes (decision 0062), named beside its area's table (`plantChanges`): the reads
 * the browser refreshes after it. An endpoint names its own reads, whatever their query; `under(e)`
 * names e's reads and every read whose path lies below e's (a contract's diary, timeline, carbon tab
 * all sit under `/api/projects/by-slug/:slug`). The caller's known params (a contract's slug) pick
 * which; a param it does not know matches every value.
 */
export type Change = EndpointDef | { readonly under: EndpointDef };
export type Changes = readonly Change[];
export const under = (e: EndpointDef): Change => ({ under: e });
