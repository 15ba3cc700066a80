import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from "fastify";
import type { z } from "zod";
import { isZod, type EndpointDef, type EndpointTable, type HandlerResult, type RequestOf } from "@shared/common/contract";

/**
 * Routes are registered from their area's endpoint table (shared/common/contract.ts), never by hand:
 * the table's method, path, access and schemas are what the server enforces, what the browser's
 * typed client calls and what the OpenAPI document says.
 */

export type EndpointRequest<E extends EndpointDef> = Omit<FastifyRequest, "params" | "query" | "body"> & RequestOf<E>;
export type EndpointHandler<E extends EndpointDef> = (request: EndpointRequest<E>, reply: FastifyReply) => HandlerResult<E> | Promise<HandlerResult<E>>;

// Any Fastify instance with a type provider: the modules receive one with zod's.
type AnyApp = Pick<FastifyInstance, "route">;

export function route<E extends EndpointDef>(app: AnyApp, e: E, handler: EndpointHandler<E>): void {
  const schema: FastifySchema = {};
  if (e.params) schema.params = e.params;
  if (e.query) schema.querystring = e.query;
  if (isZod(e.body)) schema.body = e.body;
  if (isZod(e.response)) schema.response = { [e.status ?? 200]: e.response };
  app.route({
    method: e.method,
    url: e.path,
    config: { access: e.access, beforePasswordChange: e.beforePasswordChange, endpoint: e },
    schema,
    ...(e.bodyLimit ? { bodyLimit: e.bodyLimit } : {}),
    handler: async (request, reply) => {
      if (e.status) reply.status(e.status);
      const result = await handler(request as unknown as EndpointRequest<E>, reply);
      if (e.response && "kind" in e.response && e.response.kind === "none" && !reply.sent) return reply.status(204).send();
      return result;
    },
  });
}

/** Registers several endpoints of one table: `routes(app, energyEndpoints, { create: …, get: … })`, every entry required. */
export function routes<T extends EndpointTable>(app: AnyApp, table: T, handlers: { [K in keyof T]: EndpointHandler<T[K]> }): void {
  for (const name of Object.keys(table) as (keyof T & string)[]) route(app, table[name], handlers[name]);
}

/**
 * Answers are serialised with JSON.stringify. With `validate` (the tests, or VALIDATE_RESPONSES=on),
 * each JSON answer is also checked against its endpoint's response schema as the browser will read
 * it, and any field the schema does not declare is an error too: the contract says everything that
 * goes out. A mismatch is a 500 naming the route and the field, so a test over the route fails.
 */
export function responseSerializer(validate: boolean) {
  return ({ schema, url, method }: { schema: unknown; url: string; method: string }) => {
    if (!validate || !isZod(schema)) return (data: unknown) => JSON.stringify(data);
    return (data: unknown) => {
      const json = JSON.stringify(data);
      const wire: unknown = json === undefined ? undefined : JSON.parse(json);
      const parsed = (schema as z.ZodType).safeParse(wire);
      const problems = parsed.success ? undeclared(wire, parsed.data) : parsed.error.issues.map((i) => `${i.path.join(".") || "(answer)"}: ${i.message}`);
      if (problems.length > 0) {
        const message = `Response of ${method} ${url} does not match its endpoint's schema: ${problems.slice(0, 5).join("; ")}`;
        console.error(message);
        throw new Error(message);
      }
      return json;
    };
  };
}

/** Paths present in what was sent but dropped by the schema's parse: fields the contract does not declare. */
function undeclared(sent: unknown, kept: unknown, path = ""): string[] {
  if (sent === null || typeof sent !== "object" || kept === null || typeof kept !== "object") return [];
  if (Array.isArray(sent)) return Array.isArray(kept) ? sent.flatMap((v, i) => undeclared(v, kept[i], `${path}${i}.`)) : [];
  const out: string[] = [];
  for (const [key, value] of Object.entries(sent)) {
    if (!(key in kept)) out.push(`${path}${key}: not declared in the response schema`);
    else out.push(...undeclared(value, (kept as Record<string, unknown>)[key], `${path}${key}.`));
  }
  return out;
}
