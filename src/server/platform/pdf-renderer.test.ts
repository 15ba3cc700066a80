import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { call, createTestApp, type TestApp } from "../test/harness";
import { signedIn } from "../test/sessions";
import { buildProject } from "../seed/factories";
import { generateDiary, insertDiary } from "../seed/diary-generator";
import { buildApp } from "../app";
import type { Config } from "../config";
import { createMailer } from "./mail";

/**
 * Finding 5 of issue 10: 200 concurrent diary PDFs stalled the server for 136 s. PDFs are drawn on a
 * worker pool, each user may have a few in progress, the queue is bounded, and the API keeps answering.
 */
let t: TestApp;
let slug: string;
let users: string[];

beforeAll(async () => {
  t = await createTestApp();
  const project = await buildProject(t.db, { name: "Harbour Quay Offices" });
  slug = project.slug;
  // Three months of daily diary: a document that takes a while to draw.
  await insertDiary(
    t.db,
    generateDiary({
      projectId: project.id,
      from: new Date("2024-01-01T00:00:00Z"),
      to: new Date("2024-03-31T00:00:00Z"),
      authors: [{ id: null, name: "Sam Foreman" }],
      seed: 51,
    }),
  );
  users = [];
  for (let i = 0; i < 5; i++) users.push((await signedIn(t, { role: "Viewer" })).cookie);
});
afterAll(() => t.close());

const diaryUrl = () => `/api/projects/by-slug/${slug}/diary-export.pdf?from=2024-01-01&to=2024-03-31`;
const pdf = (app: FastifyInstance, cookie: string) => call(app, cookie, { method: "GET", url: diaryUrl() });
const statuses = (responses: LightMyRequestResponse[]) => responses.map((r) => r.statusCode).sort();

/** A second app on the same database with its own PDF limits. */
async function appWith(limits: Partial<Config>) {
  const config = { ...t.config, ...limits };
  const app = await buildApp({ db: t.db, config, mailer: createMailer(t.db, config), logger: false });
  await app.ready();
  return app as unknown as FastifyInstance;
}

describe("PDF rendering limits", () => {
  let tight: FastifyInstance;
  beforeAll(async () => {
    tight = await appWith({ pdfWorkers: 1, pdfQueueLimit: 1, pdfUserLimit: 1 });
  });
  afterAll(() => tight.close());

  it("a user with a PDF already being prepared gets 429 with Retry-After; the first PDF is whole", async () => {
    const answers = await Promise.all([pdf(tight, users[0]), pdf(tight, users[0])]);
    expect(statuses(answers)).toEqual([200, 429]);
    const refused = answers.find((r) => r.statusCode === 429)!;
    expect(refused.json().message).toBe("You already have PDFs being prepared. Try again in a few seconds.");
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    const done = answers.find((r) => r.statusCode === 200)!;
    expect(done.headers["content-type"]).toBe("application/pdf");
    expect(done.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    expect(done.rawPayload.subarray(-6).toString()).toMatch(/%%EOF/);
  });

  it("when the queue is full, others get 503 with Retry-After", async () => {
    // One worker and one queued: of four users at once, two are served and two are told to come back.
    const answers = await Promise.all(users.slice(0, 4).map((cookie) => pdf(tight, cookie)));
    expect(statuses(answers)).toEqual([200, 200, 503, 503]);
    for (const busy of answers.filter((r) => r.statusCode === 503)) {
      expect(busy.json().message).toBe("The server is busy preparing PDFs. Try again in a few seconds.");
      expect(Number(busy.headers["retry-after"])).toBeGreaterThan(0);
    }
    // The limits count PDFs in progress, not PDFs ever asked for: once they are done, the next is served.
    expect((await pdf(tight, users[4])).statusCode).toBe(200);
  });

  it("a PDF that takes too long is abandoned with 503 and Retry-After; the app still closes promptly", async () => {
    const slow = await appWith({ pdfTimeoutMs: 1 });
    const res = await pdf(slow, users[0]);
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe("The PDF took too long to prepare. Try again, or choose a shorter date range.");
    expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
    const started = Date.now();
    await slow.close();
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it("the API keeps answering while PDFs are drawn", async () => {
    let pdfsDone = 0;
    const pdfs = users.slice(0, 3).map((cookie) =>
      pdf(t.app, cookie).then((r) => {
        pdfsDone += 1;
        return r;
      }),
    );
    // Health checks every 25 ms until the PDFs are done: each answers promptly, most before the PDFs finish.
    const health: { ms: number; status: number; beforePdfs: boolean }[] = [];
    let running = true;
    const all = Promise.all(pdfs).finally(() => (running = false));
    while (running) {
      const started = performance.now();
      const res = await t.app.inject({ method: "GET", url: "/api/health" });
      health.push({ ms: performance.now() - started, status: res.statusCode, beforePdfs: pdfsDone < 3 });
      await new Promise((r) => setTimeout(r, 25));
    }
    expect(statuses(await all)).toEqual([200, 200, 200]);
    expect(health.every((h) => h.status === 200)).toBe(true);
    expect(health.filter((h) => h.beforePdfs).length).toBeGreaterThanOrEqual(3);
    // Generous for a shared test machine; before the pool, one health check waited for the whole drawing.
    expect(Math.max(...health.map((h) => h.ms))).toBeLessThan(2_000);
  });
});
