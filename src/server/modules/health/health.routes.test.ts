import { afterAll, beforeAll, describe, expect, it } from "vitest";
import Fastify from "fastify";
import type { Db } from "../../db/client";
import { registerErrorHandler } from "../../platform/errors";
import { responseSerializer } from "../../platform/endpoints";
import { createTestApp, type TestApp } from "../../test/harness";
import { createDatabaseProbe, healthRoutes } from "./health.routes";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("GET /api/health", () => {
  it("answers ok when the database answers", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok" });
  });

  it("answers unknown API paths with a JSON 404", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/nope" });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toContain("/api/nope");
  });
});

describe("the database probe behind /api/health", () => {
  // A database whose answers the test releases by hand: a busy queue or a dead server.
  function fakeDb() {
    const pending: Array<{ resolve: () => void; reject: (e: Error) => void }> = [];
    const db = { execute: () => new Promise<void>((resolve, reject) => pending.push({ resolve, reject })) } as unknown as Db;
    return { db, pending };
  }

  it("answers busy at once, not after the queue, when the database answered a moment ago", async () => {
    const { db, pending } = fakeDb();
    const check = createDatabaseProbe(db);
    const first = check();
    pending.shift()!.resolve();
    expect(await first).toBe("ok");

    const started = Date.now();
    expect(await check()).toBe("busy"); // its probe is still queued
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(pending).toHaveLength(1);
    expect(check()).toBeInstanceOf(Promise);
    expect(pending).toHaveLength(1); // one probe at a time, however many checks
  });

  it("waits for the database when it has not answered recently, and reports it down when it fails", async () => {
    const { db, pending } = fakeDb();
    let clock = 0;
    const check = createDatabaseProbe(db, () => clock);
    const waiting = check();
    await new Promise((r) => setTimeout(r, 300));
    pending.shift()!.resolve();
    expect(await waiting).toBe("ok");

    clock = 60_000; // the last answer is a minute old
    const failing = check();
    pending.shift()!.reject(new Error("connection refused"));
    expect(await failing).toBe("down");
  });

  it("answers 503 with Retry-After when the database is down", async () => {
    const { db, pending } = fakeDb();
    const app = Fastify();
    // As app.ts does: routes come from endpoint tables, whose response schemas are zod.
    app.setSerializerCompiler(responseSerializer(false));
    registerErrorHandler(app);
    await app.register(healthRoutes, { db } as never);
    const res = app.inject({ method: "GET", url: "/api/health" });
    await new Promise((r) => setTimeout(r, 50));
    pending.shift()!.reject(new Error("connection refused"));
    const answer = await res;
    expect(answer.statusCode).toBe(503);
    expect(answer.headers["retry-after"]).toBe("5");
    expect(answer.json().message).toBe("The database is not answering");
    await app.close();
  });
});
