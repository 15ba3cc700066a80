import { z } from "zod";
import { isZod, type Access, type EndpointDef, type EndpointTable } from "@shared/common/contract";

/**
 * The OpenAPI 3.1 document, generated from the endpoint tables (shared/api-endpoints.ts): the same
 * schemas the server validates with and the browser calls through. Committed as docs/openapi.json
 * (`npm run openapi`), served to admins at /api/docs, and a test fails when the two drift apart.
 */

/** The API's version in the document: raised when a route changes incompatibly. */
export const API_VERSION = "1.0.0";

type JsonSchema = Record<string, unknown>;

const STATUS_TEXT: Record<number, string> = { 200: "OK", 201: "Created", 202: "Accepted", 204: "No content", 501: "Not available yet" };

/**
 * Schemas given an id (`.meta({ id: "EnergyEntry" })`) become components the operations refer to,
 * so a shape used by many routes is written once. Request and response forms of one schema can
 * differ (defaults, transforms): a request's component carries "Input" after its id.
 */
let components: Record<string, JsonSchema> = {};

const toSchema = (schema: z.ZodType, io: "input" | "output"): JsonSchema => {
  const suffix = io === "input" ? "Input" : "";
  const json = z.toJSONSchema(schema, { io, unrepresentable: "any" }) as JsonSchema;
  const text = JSON.stringify(json).replace(/"#\/\$defs\/([^"]+)"/g, (_, id: string) => `"#/components/schemas/${id}${suffix}"`);
  const { $schema: _ignored, $defs, ...rest } = JSON.parse(text) as JsonSchema & { $defs?: Record<string, JsonSchema> };
  for (const [id, def] of Object.entries($defs ?? {})) components[`${id}${suffix}`] = def;
  return rest;
};

const accessText = (access: Access): string =>
  access === "public" ? "Anyone" : access === "user" ? "Any signed-in user" : access === "admin" ? "The Admin role" : `${access[0]} › ${access[1]}`;

const errorSchema: JsonSchema = {
  type: "object",
  properties: {
    message: { type: "string" },
    errors: {
      type: "array",
      items: { type: "object", properties: { field: { type: "string" }, message: { type: "string" } }, required: ["field", "message"] },
    },
  },
  required: ["message"],
};
const errorResponse = (description: string) => ({ description, content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } } });

/** Path and query parameters from an object schema's properties. */
function parameters(schema: z.ZodType | undefined, where: "path" | "query") {
  if (!schema) return [];
  const json = toSchema(schema, "input");
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, s]) => ({ name, in: where, required: where === "path" || required.has(name), schema: s }));
}

function operation(area: string, name: string, e: EndpointDef) {
  const status = e.status ?? 200;
  const responses: Record<string, unknown> = {};
  const described = STATUS_TEXT[status] ?? "OK";
  if (isZod(e.response)) responses[status] = { description: described, content: { "application/json": { schema: toSchema(e.response, "output") } } };
  else if (e.response.kind === "file")
    responses[status] = { description: "A file", content: { [e.response.contentType]: { schema: { type: "string", format: "binary" } } } };
  else responses[status] = { description: "No content" };
  if (e.params || e.query || e.body) responses[400] = errorResponse("The request is not valid: the message names the field");
  if (e.access !== "public") responses[401] = errorResponse("Not signed in");
  if (e.access !== "public" && e.access !== "user") responses[403] = errorResponse("The caller's role may not do this");
  if (e.params) responses[404] = errorResponse("No such record");

  const op: Record<string, unknown> = {
    operationId: `${area}.${name}`,
    tags: [area],
    summary: e.summary,
    description: `Access: ${accessText(e.access)}.`,
    parameters: [...parameters(e.params, "path"), ...parameters(e.query, "query")],
    responses,
  };
  // A public route says so (an empty list), rather than leaving a reader to guess.
  op.security = e.access === "public" ? [] : [{ session: [] }];
  if (isZod(e.body)) op.requestBody = { required: true, content: { "application/json": { schema: toSchema(e.body, "input") } } };
  else if (e.body) {
    const fields = e.body.fields ? toSchema(e.body.fields, "input") : { type: "object", properties: {} };
    // Every upload names its file part "file", repeated for several files (files.upload.ts reads them all).
    const file = { type: "string", format: "binary" };
    const filePart = e.body.maxFiles === 1 ? file : { type: "array", maxItems: e.body.maxFiles, items: file };
    const properties = { ...((fields.properties as object | undefined) ?? {}), file: filePart };
    op.requestBody = { required: true, content: { "multipart/form-data": { schema: { ...fields, type: "object", properties } } } };
  }
  return op;
}

export function buildOpenApi(tables: Record<string, EndpointTable>, version: string) {
  components = {};
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [area, table] of Object.entries(tables)) {
    for (const [name, e] of Object.entries(table)) {
      const path = e.path.replace(/:([A-Za-z0-9_]+)/g, "{$1}");
      paths[path] ??= {};
      paths[path][e.method.toLowerCase()] = operation(area, name, e);
    }
  }
  const sorted = Object.fromEntries(
    Object.keys(paths)
      .sort()
      .map((p) => [p, paths[p]]),
  );
  return {
    openapi: "3.1.0" as const,
    info: {
      title: "Sitebook API",
      version,
      description:
        "Every route of the Sitebook server, generated from the endpoint tables in src/shared/<area>/<area>.endpoints.ts. " +
        "Writes from a browser must come from the app's own origin and may carry an Idempotency-Key header.",
    },
    // Relative: the document describes whichever server serves it (/api/docs), at that server's origin.
    servers: [{ url: "/", description: "The Sitebook server this document is served from" }],
    components: {
      securitySchemes: { session: { type: "apiKey", in: "cookie", name: "sitebook_session" } },
      schemas: {
        Error: errorSchema,
        ...Object.fromEntries(
          Object.keys(components)
            .sort()
            .map((id) => [id, components[id]]),
        ),
      },
    },
    paths: sorted,
  };
}

/** The committed form: two-space JSON with a final newline. */
export const openApiText = (document: ReturnType<typeof buildOpenApi>) => `${JSON.stringify(document, null, 2)}\n`;
