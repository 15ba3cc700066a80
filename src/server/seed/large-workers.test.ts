import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, type TestApp } from "../test/harness";
import { signedIn } from "../test/sessions";
import { LARGE_WORKER_COUNT, largeCscsNumber, seedLargeWorkers } from "./large-workers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("seedLargeWorkers", () => {
  it("bulk inserts 5,000 workers with 1–3 cards each once, and the register still searches, filters and pages them", async () => {
    const seeded = await seedLargeWorkers(t.db);
    expect(seeded).toMatchObject({ created: true, workers: LARGE_WORKER_COUNT });
    expect(seeded.cards).toBeGreaterThan(LARGE_WORKER_COUNT);
    expect(seeded.cards).toBeLessThanOrEqual(3 * LARGE_WORKER_COUNT);
    expect((await seedLargeWorkers(t.db)).created).toBe(false);
    const cookie = (await signedIn(t, { role: "QS" })).cookie;
    const get = async (url: string) => {
      const res = await call(t.app, cookie, { method: "GET", url });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const deep = await get("/api/workers?pageSize=25&page=150");
    expect(deep.total).toBe(LARGE_WORKER_COUNT);
    expect(deep.items).toHaveLength(25);
    const employers = new Set((await get("/api/workers?pageSize=100&page=3")).items.map((w: { employer: string }) => w.employer));
    expect(employers.size).toBeGreaterThan(10);
    const expired = await get("/api/workers?cardStatus=expired&pageSize=25");
    expect(expired.total).toBeGreaterThan(300);
    expect(expired.items.every((w: { cardStatus: string }) => w.cardStatus === "expired")).toBe(true);
    expect((await get("/api/workers?cardStatus=expiring&pageSize=25")).total).toBeGreaterThan(200);
    const byCard = await get(`/api/workers?q=${largeCscsNumber(2500)}`);
    expect(byCard.items.map((w: { workerId: string }) => w.workerId)).toEqual(["PERF-W02500"]);
    expect((await get("/api/workers?q=illingworth&pageSize=25")).total).toBeGreaterThan(50);
  });
});
