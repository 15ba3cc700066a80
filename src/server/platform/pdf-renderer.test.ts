import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance, FastifyRequest, LightMyRequestResponse } from "fastify";
import { call, createTestApp, type TestApp } from "../test/harness";
import { signedIn } from "../test/sessions";
import { buildProject } from "../seed/factories";
import { generateDiary, insertDiary } from "../seed/diary-generator";
import { buildApp } from "../app";
import type { Config } from "../config";
import { PDF_WORKER_FILE } from "../modules/pdf-documents";
import { createPdfRenderer, PDF_MESSAGES, PREVIEW_LANE, PREVIEW_MESSAGES, poolOptions } from "./pdf-renderer";
import { DEFAULT_PURCHASE_ORDER_TEMPLATE } from "@shared/pdf-templates/default-purchase-order-template";
import { SAMPLE_PURCHASE_ORDER } from "@shared/pdf-templates/sample-purchase-order";

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
  const app = await buildApp({ db: t.db, config, logger: false });
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

describe("template previews and the workers' memory (issue 28, item 10)", () => {
  /** The most a template may carry (20,000 characters): a preview that keeps its worker busy for a while. */
  const heavyTemplate = {
    name: "Heavy",
    templateType: "purchase_order",
    layout: { pageSize: "A4", orientation: "portrait", margins: { top: 40, right: 40, bottom: 40, left: 40 } },
    templateElements: Array.from({ length: 10 }, (_, i) => ({
      id: `t${i}`,
      type: "text",
      position: { x: 20, y: 20 + i * 80, width: 120, height: 800 },
      properties: { text: "terms ".repeat(333), fontSize: 4 },
    })),
  };
  const preview = (app: FastifyInstance, cookie: string) => call(app, cookie, { method: "POST", url: "/api/pdf-templates/preview", payload: heavyTemplate });

  it("a real document is drawn while the previews' queue is full", async () => {
    // One worker for documents with room for three waiting: before previews had a lane of their own,
    // four previews took every place and the diary was refused (503) until they were done.
    const tight = await appWith({ pdfWorkers: 1, pdfQueueLimit: 3, pdfUserLimit: 1 });
    try {
      const designers: string[] = [];
      for (let i = 0; i < 5; i++) designers.push((await signedIn(t, { role: "Director" })).cookie);
      const lane = PREVIEW_LANE.workers + PREVIEW_LANE.queue;
      const previews = designers.slice(0, lane).map((c) => preview(tight, c));
      await new Promise((r) => setTimeout(r, 200));
      const busy = await preview(tight, designers[lane]);
      expect(busy.statusCode).toBe(503);
      expect(busy.json().message).toBe(PREVIEW_MESSAGES.serverBusy);
      const diary = await pdf(tight, users[0]);
      expect(diary.statusCode).toBe(200);
      expect(diary.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
      expect(statuses(await Promise.all(previews))).toEqual(Array.from({ length: lane }, () => 200));
    } finally {
      await tight.close();
    }
  }, 120_000);

  it("each worker's heap is bounded; a PDF that outgrows it is refused with 503, and the worker is replaced", async () => {
    expect(poolOptions({ workers: 1, memoryMb: 256 }, PDF_WORKER_FILE).resourceLimits).toEqual({ maxOldGenerationSizeMb: 256 });
    expect(t.config.pdfWorkerMemoryMb).toBe(256);
    // 40 MB of heap starts a worker and draws an order, not one of 20,000 lines (pdfkit keeps its pages).
    const pdfs = createPdfRenderer({ ...t.config, pdfWorkers: 1, pdfWorkerMemoryMb: 40 }, PDF_WORKER_FILE);
    const order = (lines: number) => ({
      template: DEFAULT_PURCHASE_ORDER_TEMPLATE,
      document: { ...SAMPLE_PURCHASE_ORDER, lines: Array.from({ length: lines }, () => SAMPLE_PURCHASE_ORDER.lines[0]) },
    });
    const someone = { ip: "192.0.2.1" } as FastifyRequest;
    try {
      const refused = await pdfs.run(someone, (draw) => draw("pdf-template", order(20_000))).catch((e: unknown) => e);
      expect(refused).toMatchObject({ statusCode: 503, message: PDF_MESSAGES.tooBig });
      const pdf = await pdfs.run(someone, (draw) => draw("pdf-template", order(1)));
      expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    } finally {
      await pdfs.close();
    }
  }, 120_000);
});
