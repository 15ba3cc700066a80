import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, type TestApp } from "../test/harness";
import { signedIn } from "../test/sessions";
import { buildProject } from "../seed/factories";
import { carbonEntries, diaryEntries } from "../db/schema/index";

// Lists across every contract count no further than the cap (issue 13); a cap of 3 stands in for 10,000.
let t: TestApp;
let viewer: string;
let big: Awaited<ReturnType<typeof buildProject>>;
let small: Awaited<ReturnType<typeof buildProject>>;

beforeAll(async () => {
  t = await createTestApp({ countCap: 3 });
  viewer = (await signedIn(t, { role: "Viewer" })).cookie;
  big = await buildProject(t.db, { name: "Leeds Dock" });
  small = await buildProject(t.db, { name: "Otley Road" });
  const entry = (projectId: number, date: string) => ({ projectId, date, author: "Sam Site", workSummary: "Blockwork", labor: "{}" });
  await t.db
    .insert(diaryEntries)
    .values([
      entry(big.id, "2025-01-06"),
      entry(big.id, "2025-01-07"),
      entry(big.id, "2025-01-08"),
      entry(big.id, "2025-01-09"),
      entry(small.id, "2025-01-03"),
    ]);
  const plant = (projectId: number, date: string) => ({ projectId, date, kind: "plant", plantItem: "Dumper", fuelType: "diesel", fuelLitres: "10.000" });
  await t.db
    .insert(carbonEntries)
    .values([plant(big.id, "2025-02-03"), plant(big.id, "2025-02-04"), plant(big.id, "2025-02-05"), plant(small.id, "2025-02-06")]);
});
afterAll(() => t.close());

const get = async (url: string) => {
  const res = await call(t.app, viewer, { method: "GET", url });
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe("a capped total", () => {
  it("All Entries says it stopped counting, and paging goes on past the cap", async () => {
    expect(await get("/api/diary-entries?pageSize=2")).toMatchObject({ total: 3, totalCapped: true, pageCount: 2 });
    // The last counted page is full, so there is a next one; the total is what the pages reached.
    expect(await get("/api/diary-entries?pageSize=2&page=2")).toMatchObject({ total: 4, totalCapped: true, pageCount: 3 });
    const last = await get("/api/diary-entries?pageSize=2&page=3");
    // A short page ends the list: its total is exact again.
    expect(last).toMatchObject({ total: 5, totalCapped: false, pageCount: 3 });
    expect(last.items.map((e: { date: string }) => e.date)).toEqual(["2025-01-03"]);
  });

  it("counts exactly under the cap", async () => {
    expect(await get(`/api/diary-entries?projectId=${small.id}`)).toMatchObject({ total: 1, totalCapped: false, pageCount: 1 });
    expect(await get(`/api/diary-entries?from=2025-01-08`)).toMatchObject({ total: 2, totalCapped: false });
    expect(await get(`/api/diary-entries?from=2025-01-07`)).toMatchObject({ total: 3, totalCapped: false });
  });

  it("carbon entries across contracts are capped; a contract's own list counts exactly", async () => {
    expect(await get("/api/carbon-entries?pageSize=10")).toMatchObject({ total: 4, totalCapped: false, pageCount: 1 });
    expect(await get("/api/carbon-entries?pageSize=2")).toMatchObject({ total: 3, totalCapped: true, pageCount: 2 });
    expect(await get(`/api/projects/by-slug/${big.slug}/carbon-entries?pageSize=2`)).toMatchObject({ total: 3, totalCapped: false, pageCount: 2 });
  });
});
