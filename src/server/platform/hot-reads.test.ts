import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { PgDialect } from "drizzle-orm/pg-core";
import { call, createTestApp, type TestApp } from "../test/harness";
import { signedIn } from "../test/sessions";
import { buildProject } from "../seed/factories";
import { diaryEntries } from "../db/schema/index";

/**
 * The reads behind issue 13's comparison with a bare server send only prepared statements (prepared.ts):
 * nothing is built by the query builder per request. A statement built per request cost the contracts
 * list 0.1–0.3 ms of its ~1.2 ms (its page's committed spend, until it was prepared), which was the
 * difference between 0.82 and 0.89 of the bare server's throughput.
 */

let t: TestApp;
let reader: string;
let slug: string;

beforeAll(async () => {
  t = await createTestApp();
  reader = (await signedIn(t, { role: "Contracts Manager" })).cookie;
  const project = await buildProject(t.db, { name: "Hot Read House" });
  slug = project.slug;
  await t.db.insert(diaryEntries).values({ projectId: project.id, date: "2026-11-20", author: "Sam Site", workSummary: "Groundworks", labor: "{}" });
});
afterAll(() => t.close());

describe("reads on every visit build no SQL per request", () => {
  it.each([
    ["the contracts list", () => "/api/projects?page=1&pageSize=24", "Hot Read House"],
    ["the contracts list, searched", () => "/api/projects?page=1&pageSize=24&q=hot", "Hot Read House"],
    ["a diary week", () => `/api/projects/by-slug/${slug}/diary-entries?days=7`, "Groundworks"],
  ])("%s", async (_name, url, shows) => {
    // The first request prepares what it uses and may touch the session: measure the second.
    expect((await call(t.app, reader, { method: "GET", url: url() })).statusCode).toBe(200);
    const built = vi.spyOn(PgDialect.prototype, "sqlToQuery");
    try {
      const res = await call(t.app, reader, { method: "GET", url: url() });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(shows);
      expect(built).not.toHaveBeenCalled();
    } finally {
      built.mockRestore();
    }
  });
});
