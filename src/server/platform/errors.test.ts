import { describe, expect, it } from "vitest";
import Fastify from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { REFUSED_VALUE_MESSAGE, registerErrorHandler } from "./errors";

/** The error handler: validation is a 400 with each field's message; a value the database refuses is never a 500. */
async function appThrowing(error: unknown) {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app as never);
  app.post("/check", { schema: { body: z.object({ name: z.string({ error: "Name is required" }) }) } }, async () => ({ ok: true }));
  app.get("/throw", async () => {
    throw error;
  });
  await app.ready();
  return app;
}

/** As Drizzle throws it: its own error with the driver's (pg or PGlite) in `cause`. */
const dbError = (code: string) => Object.assign(new Error("Failed query"), { cause: Object.assign(new Error("refused"), { code }) });

describe("error handler", () => {
  it("answers a schema's refusal with 400, the field and its message", async () => {
    const app = await appThrowing(null);
    const res = await app.inject({ method: "POST", url: "/check", payload: { name: 1 } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: "Name is required", errors: [{ field: "name", message: "Name is required" }] });
  });

  it.each([
    ["22P02", "invalid text representation"],
    ["22003", "numeric value out of range"],
    ["22021", "character not in repertoire (NUL)"],
    ["22P05", "untranslatable character (lone surrogate in jsonb)"],
    ["54000", "program limit exceeded"],
  ])("answers PostgreSQL %s (%s) with 400, not 500", async (code) => {
    const app = await appThrowing(dbError(code));
    const res = await app.inject({ method: "GET", url: "/throw" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: REFUSED_VALUE_MESSAGE });
  });

  it("still answers other database failures with a plain 500", async () => {
    const app = await appThrowing(dbError("23505"));
    const res = await app.inject({ method: "GET", url: "/throw" });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: "Something went wrong on our side. Please try again." });
  });
});
