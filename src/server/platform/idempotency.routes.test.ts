import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyRequest } from "fastify";
import { and, eq } from "drizzle-orm";
import { call, createTestApp, login, TEST_ADMIN, type TestApp } from "../test/harness";
import { signedIn } from "../test/sessions";
import { files, idempotencyKeys, projects } from "../db/schema/index";
import { buildProject } from "../seed/factories";
import { multipart, pngBytes } from "../modules/files/files.test-support";
import { validProject } from "../modules/projects/projects.test-support";
import { IDEMPOTENCY_MESSAGES, STALE_CLAIM_MS } from "./idempotency";
import { audit } from "./audit";

/**
 * Issue 10 §9: a write whose answer was lost and is sent again must not be done twice. Contracts are
 * the example: two creates with one name make two contracts, so a duplicate would show.
 */
let t: TestApp;
let manager: { user: { id: number }; cookie: string };
let other: { user: { id: number }; cookie: string };

beforeAll(async () => {
  t = await createTestApp();
  manager = await signedIn(t, { role: "Site Manager" });
  other = await signedIn(t, { role: "Site Manager" });
});
afterAll(() => t.close());

const create = (cookie: string | undefined, key: string | undefined, body: object) =>
  call(t.app, cookie, { method: "POST", url: "/api/projects", payload: body, headers: key === undefined ? {} : { "idempotency-key": key } });

const contractsNamed = async (name: string) => (await t.db.select().from(projects).where(eq(projects.name, name))).length;

const keyRow = async (userId: number, key: string) =>
  (
    await t.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)))
  )[0];

describe("the same write sent twice with one Idempotency-Key", () => {
  it("is done once; the second answer is the first, marked Idempotent-Replayed", async () => {
    const body = validProject({ name: "Replayed Wharf" });
    const first = await create(manager.cookie, "retry-1", body);
    expect(first.statusCode).toBe(201);
    expect(first.headers["idempotent-replayed"]).toBeUndefined();

    const second = await create(manager.cookie, "retry-1", body);
    expect(second.statusCode).toBe(201);
    expect(second.headers["idempotent-replayed"]).toBe("true");
    expect(second.headers["content-type"]).toBe(first.headers["content-type"]);
    expect(second.json()).toEqual(first.json());
    expect(await contractsNamed("Replayed Wharf")).toBe(1);
  });

  it("without a key, the same body twice is two writes (the header is what makes a retry safe)", async () => {
    const body = validProject({ name: "Keyless Quay" });
    expect((await create(manager.cookie, undefined, body)).statusCode).toBe(201);
    expect((await create(manager.cookie, undefined, body)).statusCode).toBe(201);
    expect(await contractsNamed("Keyless Quay")).toBe(2);
  });

  it("a different request under a used key is 422 and changes nothing", async () => {
    expect((await create(manager.cookie, "retry-2", validProject({ name: "First Use" }))).statusCode).toBe(201);
    const res = await create(manager.cookie, "retry-2", validProject({ name: "Second Use" }));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(IDEMPOTENCY_MESSAGES.differentRequest);
    expect(await contractsNamed("Second Use")).toBe(0);
  });

  it("sent twice at once: one write, the other answer is 409 or the replay", async () => {
    const body = validProject({ name: "Concurrent Court" });
    const answers = await Promise.all([create(manager.cookie, "retry-3", body), create(manager.cookie, "retry-3", body)]);
    const fresh = answers.filter((a) => a.statusCode === 201 && !a.headers["idempotent-replayed"]);
    expect(fresh).toHaveLength(1);
    for (const a of answers.filter((x) => x !== fresh[0])) {
      if (a.statusCode === 409) expect(a.json().message).toBe(IDEMPOTENCY_MESSAGES.inProgress);
      else expect(a.headers["idempotent-replayed"]).toBe("true");
    }
    expect(await contractsNamed("Concurrent Court")).toBe(1);
  });

  it("is scoped to the signed-in user: another user's same key is their own write", async () => {
    const a = await create(manager.cookie, "shared-key", validProject({ name: "Scoped Street" }));
    const b = await create(other.cookie, "shared-key", validProject({ name: "Scoped Street" }));
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(b.headers["idempotent-replayed"]).toBeUndefined();
    expect(await contractsNamed("Scoped Street")).toBe(2);
  });

  it("a 400 is not remembered: the corrected request under the same key is carried out", async () => {
    const bad = await create(manager.cookie, "retry-4", validProject({ name: "  " }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Project name is required");
    expect(await keyRow(manager.user.id, "retry-4")).toBeUndefined();
    const fixed = await create(manager.cookie, "retry-4", validProject({ name: "Corrected Close" }));
    expect(fixed.statusCode).toBe(201);
    expect(fixed.headers["idempotent-replayed"]).toBeUndefined();
    expect(await contractsNamed("Corrected Close")).toBe(1);
  });
});

describe("a write whose process stopped before it answered", () => {
  it("committed but never answered: the retry is 409, not a second write", async () => {
    const body = validProject({ name: "Crash Window House" });
    expect((await create(manager.cookie, "crash-1", body)).statusCode).toBe(201);
    // As a crash between the write's commit and its answer leaves the row.
    await t.db
      .update(idempotencyKeys)
      .set({ status: "committed", responseStatus: null, responseBody: null, responseHeaders: null })
      .where(and(eq(idempotencyKeys.userId, manager.user.id), eq(idempotencyKeys.key, "crash-1")));

    const retry = await create(manager.cookie, "crash-1", body);
    expect(retry.statusCode).toBe(409);
    expect(retry.json().message).toBe(IDEMPOTENCY_MESSAGES.inProgress);

    await t.db
      .update(idempotencyKeys)
      .set({ createdAt: new Date(Date.now() - STALE_CLAIM_MS - 1000) })
      .where(and(eq(idempotencyKeys.userId, manager.user.id), eq(idempotencyKeys.key, "crash-1")));
    const later = await create(manager.cookie, "crash-1", body);
    expect(later.statusCode).toBe(409);
    expect(later.json().message).toBe(IDEMPOTENCY_MESSAGES.answerLost);
    expect(await contractsNamed("Crash Window House")).toBe(1);
  });

  it("still running (nothing committed): 409; a claim left by a dead process long ago is taken over", async () => {
    const body = validProject({ name: "Abandoned Yard" });
    expect((await create(manager.cookie, "crash-2", body)).statusCode).toBe(201);
    await t.db.delete(projects).where(eq(projects.name, "Abandoned Yard"));
    const claimOf = and(eq(idempotencyKeys.userId, manager.user.id), eq(idempotencyKeys.key, "crash-2"));
    await t.db.update(idempotencyKeys).set({ status: "in_flight", responseStatus: null, responseBody: null }).where(claimOf);

    const running = await create(manager.cookie, "crash-2", body);
    expect(running.statusCode).toBe(409);
    expect(running.json().message).toBe(IDEMPOTENCY_MESSAGES.inProgress);

    await t.db
      .update(idempotencyKeys)
      .set({ createdAt: new Date(Date.now() - STALE_CLAIM_MS - 1000) })
      .where(claimOf);
    const takenOver = await create(manager.cookie, "crash-2", body);
    expect(takenOver.statusCode).toBe(201);
    expect(takenOver.headers["idempotent-replayed"]).toBeUndefined();
    expect(await contractsNamed("Abandoned Yard")).toBe(1);
    expect((await keyRow(manager.user.id, "crash-2"))?.status).toBe("done");
  });
});

describe("the header itself", () => {
  it("401 signed out, whatever the key", async () => {
    expect((await create(undefined, "k-1", validProject())).statusCode).toBe(401);
  });

  it("400 for a key that is empty, too long or not visible ASCII; nothing is written", async () => {
    for (const key of ["", "has space", "x".repeat(256), "naïve"]) {
      const res = await call(t.app, manager.cookie, {
        method: "POST",
        url: "/api/projects",
        payload: validProject({ name: "Bad Key Buildings" }),
        headers: { "idempotency-key": key },
      });
      expect(res.statusCode, JSON.stringify(key)).toBe(400);
      expect(res.json().message).toBe(IDEMPOTENCY_MESSAGES.invalidKey);
    }
    expect(await contractsNamed("Bad Key Buildings")).toBe(0);
    expect((await create(manager.cookie, "x".repeat(255), validProject({ name: "Long Key Lane" }))).statusCode).toBe(201);
  });

  it("a request refused as cross-site never claims its key", async () => {
    const res = await call(t.app, manager.cookie, {
      method: "POST",
      url: "/api/projects",
      payload: validProject({ name: "Cross Site Row" }),
      headers: { "idempotency-key": "csrf-1", origin: "http://evil.example" },
    });
    expect(res.statusCode).toBe(403);
    expect(await keyRow(manager.user.id, "csrf-1")).toBeUndefined();
  });

  it("sign-in ignores it: its answer sets a cookie that must never be replayed", async () => {
    const headers = { "idempotency-key": "not a valid key" };
    const res = await t.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { username: TEST_ADMIN.email, password: TEST_ADMIN.password, recaptchaToken: "test" },
      headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.cookies.some((c) => c.name === "sitebook_session")).toBe(true);
    expect(await login(t.app, TEST_ADMIN.email, TEST_ADMIN.password)).toMatch(/^sitebook_session=/);
  });

  it("a file upload sent again is stored once (its fingerprint is its method and path)", async () => {
    const project = await buildProject(t.db);
    const upload = () => {
      const form = multipart(pngBytes(), "site-photo.png", "image/png");
      return call(t.app, manager.cookie, {
        method: "POST",
        url: `/api/projects/by-slug/${project.slug}/files`,
        ...form,
        headers: { ...form.headers, "idempotency-key": "upload-1" },
      });
    };
    const first = await upload();
    expect(first.statusCode).toBe(201);
    const again = await upload();
    expect(again.statusCode).toBe(201);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.json()).toEqual(first.json());
    expect(await t.db.select().from(files).where(eq(files.projectId, project.id))).toHaveLength(1);
  });

  it("a repeated delete is answered as the first was", async () => {
    const created = await create(manager.cookie, undefined, validProject({ name: "Deleted Twice" }));
    const director = await signedIn(t, { role: "Director" });
    const del = () => call(t.app, director.cookie, { method: "DELETE", url: `/api/projects/${created.json().id}`, headers: { "idempotency-key": "del-1" } });
    const first = await del();
    expect(first.statusCode).toBeLessThan(300);
    const again = await del();
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.body).toBe(first.body);
  });
});

describe("the write's own transaction marks its key committed", () => {
  it("committed with the write, and not at all when the write rolls back", async () => {
    const [claimed] = await t.db
      .insert(idempotencyKeys)
      .values({ userId: manager.user.id, key: "tx-1", method: "POST", path: "/api/x", fingerprint: "f" })
      .returning();
    const request = { idempotencyClaim: { id: claimed!.id }, user: manager.user, sessionId: null, ip: "127.0.0.1", headers: {} } as unknown as FastifyRequest;
    const entry = { action: "test_write", description: "A write that fails after auditing" };

    await expect(
      t.db.transaction(async (tx) => {
        await audit(tx, request, entry);
        throw new Error("the write fails after its audit");
      }),
    ).rejects.toThrow();
    expect((await keyRow(manager.user.id, "tx-1"))?.status).toBe("in_flight");

    await t.db.transaction((tx) => audit(tx, request, entry));
    expect((await keyRow(manager.user.id, "tx-1"))?.status).toBe("committed");
  });
});
