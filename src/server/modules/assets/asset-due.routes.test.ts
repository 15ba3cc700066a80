import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { daysAfter, daysBefore, ukToday } from "@shared/common/uk-dates";
import { DEFAULT_CHECKLISTS } from "@shared/assets/asset-checks";
import { call, createTestApp, TEST_ADMIN, type TestApp } from "../../test/harness";
import { sessionForEmail } from "../../test/sessions";
import { rowsOf, migrationsFolder } from "../../db/client";
import { buildProject } from "../../seed/factories";
import { computedDueDays, refreshAllDueDays } from "./asset-due.service";

/**
 * The due days kept in asset_due_days (decision 0079) against what they are kept for: after every kind
 * of write that moves one, through the API in a seeded random sequence, the stored rows equal the ones
 * worked out afresh from the live tables, and each touched item's stored days equal what its own page
 * shows (GET /api/assets/:id/safety and /api/assets/:id, asset-safety.ts's rules in JS), wherever the
 * page has no forecast by hours or miles to add. The migration's backfill gives the same rows.
 */

let t: TestApp;
let admin: string;
const today = ukToday();

beforeAll(async () => {
  t = await createTestApp();
  admin = await sessionForEmail(t.db, TEST_ADMIN.email);
});
afterAll(() => t.close());

const send = (method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE", url: string, payload?: object) => call(t.app, admin, { method, url, payload });

type Stored = { asset_id: number; kind: string; due_day: string | null };
const stored = async () =>
  rowsOf<Stored>(await t.db.execute(sql`select asset_id, kind, to_char(due_day, 'YYYY-MM-DD') as due_day from asset_due_days order by asset_id, kind`));

/** A small seeded generator, so a failing sequence can be run again (the seed is in the test's name). */
function random(seed: number) {
  let s = seed >>> 0;
  const next = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let x = Math.imul(s ^ (s >>> 15), 1 | s);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  return { int, pick: <T>(xs: readonly T[]) => xs[int(xs.length)], chance: (p: number) => next() < p };
}

/** The item's stored days against its page: the inspections' standings and the maintenance due. */
async function expectPageAgrees(id: number) {
  const detail = (await send("GET", `/api/assets/${id}`)).json();
  const mine = (await stored()).filter((r) => r.asset_id === id);
  const day = (kind: string) => mine.find((r) => r.kind === kind);
  if (detail.status !== "active") return expect(mine).toEqual([]);
  const safety = (await send("GET", `/api/assets/${id}/safety`)).json();
  const metered = (work: "inspection" | "maintenance") => detail[`${work}IntervalHours`] !== null || detail[`${work}IntervalMiles`] !== null;
  for (const s of safety.standings as { kind: string; dueDay: string | null }[]) {
    if (s.kind === "puwer_inspection" && metered("inspection")) continue;
    expect(day(s.kind), `${s.kind} of asset ${id}`).toEqual({ asset_id: id, kind: s.kind, due_day: s.dueDay });
  }
  expect(mine.filter((r) => r.kind !== "maintenance").length).toBe(safety.standings.length);
  if (!metered("maintenance")) {
    const due = detail.maintenanceDue.dueDay as string | null;
    expect(day("maintenance")?.due_day ?? null, `maintenance of asset ${id}`).toBe(due);
  }
}

const LIFTING = [null, "accessory", "other", "lifts_people"] as const;
const someDay = (r: ReturnType<typeof random>, back = 400, ahead = 60) => daysAfter(today, r.int(back + ahead) - back);

describe("asset_due_days", () => {
  it("equals the due days worked out afresh, and each item's page, after every kind of write (seed 33)", { timeout: 240_000 }, async () => {
    const r = random(33);
    const project = await buildProject(t.db, { name: "Due days site" });
    const other = await buildProject(t.db, { name: "Due days second site" });
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await send("POST", "/api/assets", {
        name: `Due item ${i}`,
        type: i % 2 ? "tools" : "plant",
        liftingUse: LIFTING[i % 4],
        portableElectrical: i % 2 === 1,
        inspectionInterval: i % 3 === 0 ? 90 : null,
        lastInspectionDate: i % 3 === 0 ? daysBefore(today, 60 + i) : null,
        maintenanceInterval: i === 4 ? null : 30 * (i + 1),
        lastMaintenanceDate: daysBefore(today, 20 * i),
        operatingHours: i === 2 ? "100.0" : null,
      });
      expect(res.statusCode).toBe(201);
      ids.push(res.json().id);
    }
    const binned = new Map<number, number>();
    let hours = 100;
    const done: string[] = [];
    const made = new Set<string>();

    const writes: Record<string, (id: number) => Promise<{ statusCode: number }>> = {
      edit: (id) => {
        const change: Record<string, unknown> = {};
        if (r.chance(0.4)) change.liftingUse = r.pick(LIFTING);
        if (r.chance(0.3)) change.examinationSchemeMonths = r.pick([null, 3, 12]);
        if (r.chance(0.3)) change.dependsOnInstallation = r.chance(0.5);
        if (r.chance(0.3)) change.portableElectrical = r.chance(0.5);
        if (r.chance(0.2)) change.status = r.pick(["active", "active", "maintenance"]);
        if (r.chance(0.3)) change.inspectionInterval = r.pick([null, 30, 180]);
        if (r.chance(0.3)) change.lastInspectionDate = r.pick([null, someDay(r, 300, 0)]);
        if (r.chance(0.3)) change.nextInspectionDate = r.pick([null, someDay(r)]);
        if (r.chance(0.2)) change.inspectionIntervalHours = r.pick([null, 250]);
        if (r.chance(0.3)) change.maintenanceInterval = r.pick([null, 60, 365]);
        if (r.chance(0.3)) change.lastMaintenanceDate = r.pick([null, someDay(r, 400, 0)]);
        if (r.chance(0.3)) change.nextMaintenanceDate = r.pick([null, someDay(r)]);
        if (r.chance(0.2)) change.maintenanceIntervalHours = r.pick([null, 50]);
        if (r.chance(0.3)) change.operatingHours = (hours += r.int(80)).toFixed(1);
        return send("PATCH", `/api/assets/${id}`, change);
      },
      inspect: async (id) => {
        const detail = (await send("GET", `/api/assets/${id}`)).json();
        const day = someDay(r, 200, 0);
        const kinds = [
          "puwer_inspection",
          ...(detail.liftingUse ? ["thorough_examination"] : []),
          ...(detail.portableElectrical ? ["user_check", "formal_visual", "inspection_and_test"] : []),
        ];
        const kind = r.pick(kinds);
        const result = r.chance(0.2) ? "fail" : "pass";
        const body =
          kind === "thorough_examination"
            ? {
                kind,
                day,
                examinerName: "Dale Whitaker",
                examinerCompany: "Allianz",
                safeWorkingLoad: "2,000 kg",
                mayStayInUse: result === "pass",
                nextDueDay: daysAfter(day, 30 + r.int(300)),
              }
            : {
                kind,
                day,
                examinerName: "Dale Whitaker",
                result,
                ...(kind === "puwer_inspection" && r.chance(0.3) ? { nextDueDay: daysAfter(day, 20 + r.int(100)) } : {}),
              };
        return send("POST", `/api/assets/${id}/inspections`, body);
      },
      reading: (id) => send("POST", `/api/assets/${id}/readings`, { meter: "hours", day: today, value: (hours += r.int(120)).toFixed(1) }),
      check: async (id) => {
        const { type } = (await send("GET", `/api/assets/${id}`)).json();
        const answers = DEFAULT_CHECKLISTS[type as keyof typeof DEFAULT_CHECKLISTS].map((item) => ({ item, ok: true }));
        return send("POST", `/api/assets/${id}/pre-use-checks`, { answers, hoursReading: (hours += r.int(120)).toFixed(1) });
      },
      move: (id) => send("POST", `/api/assets/${id}/move`, { projectId: r.pick([project.id, other.id, null]), location: "Compound" }),
      bin: async (id) => {
        const res = await send("DELETE", `/api/assets/${id}`);
        const [row] = rowsOf<{ id: number }>(
          await t.db.execute(sql`select id from recycle_bin where record_type = 'asset' and record_id = ${String(id)} and not is_restored`),
        );
        if (row) binned.set(id, row.id);
        return res;
      },
      restore: async (id) => {
        const res = await send("POST", `/api/recycle-bin/${binned.get(id)}/restore`);
        binned.delete(id);
        return res;
      },
      settings: () =>
        send("PUT", "/api/assets/settings", {
          idleHireDays: 3,
          electrical: {
            user_check: { every: r.pick([1, 2]), unit: "week", warnDays: 1 },
            formal_visual: { every: r.pick([1, 6]), unit: r.pick(["month", "week"]), warnDays: 7 },
            inspection_and_test: { every: r.pick([3, 90]), unit: r.pick(["month", "day"]), warnDays: 14 },
          },
        }),
    };

    for (let step = 0; step < 60; step++) {
      const id = r.pick(ids);
      const what = binned.has(id)
        ? r.chance(0.7)
          ? "restore"
          : "settings"
        : r.pick(["edit", "edit", "inspect", "inspect", "reading", "check", "move", "bin", "settings"]);
      const { statusCode } = await writes[what](id);
      done.push(`${what} ${id}${statusCode < 300 ? "" : ` (${statusCode})`}`);
      if (statusCode < 300) made.add(what);
      // A refused write (a move of an item not in service, a reading lower than the last) changes nothing either.
      expect(await stored(), done.join(", ")).toEqual(await computedDueDays(t.db));
      if (!binned.has(id)) await expectPageAgrees(id);
    }
    // Every kind of write was made at least once.
    expect(made, done.join(", ")).toEqual(new Set(Object.keys(writes)));
  });

  it("is filled by the migration's backfill as by asset-due.service.ts", async () => {
    const file = fs.readdirSync(migrationsFolder).find((f) => f.endsWith("_asset_inspection_due.sql"))!;
    const backfill = fs
      .readFileSync(`${migrationsFolder}/${file}`, "utf8")
      .split("--> statement-breakpoint")
      .find((s) => s.includes('INSERT INTO "asset_due_days"'))!;
    await t.db.execute(sql`delete from asset_due_days`);
    await t.db.execute(sql.raw(backfill));
    const fromMigration = await stored();
    expect(fromMigration.length).toBeGreaterThan(5);
    await refreshAllDueDays(t.db);
    expect(await stored()).toEqual(fromMigration);
  });
});
