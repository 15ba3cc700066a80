import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { ukToday } from "@shared/common/uk-dates";
import { rowsOf } from "../db/client";
import { createTestApp, type TestApp } from "../test/harness";
import { seedLargeDiary } from "./large";
import { seedLargeSignIns } from "./large-sign-ins";
import { seedLargeWorkers } from "./large-workers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("seedLargeSignIns", () => {
  it("signs the perf workers in on the perf contracts' past weekdays, signed out the same day, with the first contract's gang on site today (whatever day today is)", async () => {
    await seedLargeDiary(t.db, { projectCount: 3, years: 0.05, crews: [1, 1] });
    await seedLargeWorkers(t.db, { total: 300 });
    const seeded = await seedLargeSignIns(t.db, { total: 1200, onSiteToday: 40 });
    expect(seeded).toEqual({ created: true, signIns: 1240 });
    expect((await seedLargeSignIns(t.db)).created).toBe(false);
    const [facts] = rowsOf<Record<string, string | number | null>>(
      await t.db.execute(sql`select count(*)::int as "all",
        count(*) filter (where sign_out_time is null)::int as "open",
        count(*) filter (where sign_out_time is null and date = ${ukToday()})::int as "openToday",
        count(*) filter (where sign_out_time is not null and sign_out_time <= sign_in_time)::int as "outBeforeIn",
        count(*) filter (where extract(isodow from date::date) > 5 and sign_out_time is not null)::int as "weekend",
        count(distinct project_id)::int as "contracts",
        count(*) filter (where company is null or worker_name = '')::int as "unnamed"
        from site_attendance`),
    );
    expect(facts).toEqual({ all: 1240, open: 40, openToday: 40, outBeforeIn: 0, weekend: 0, contracts: 3, unnamed: 0 });
  });
});
