import ExcelJS from "exceljs";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { daysAfter, ukInstant, ukToday } from "@shared/common/uk-dates";
import { carbonFigures, siteAttendance, siteGateAnswers, visitorAttendance } from "../../db/schema/index";
import { purgeExpired } from "../../platform/housekeeping";
import { areas } from "../index";
import { monthsBefore, runAutoSignOut } from "./site-sign-in-jobs.service";
import { gateApi, gateFixture, lastLog, messages, newWorker, settingsBody, type GateFixture } from "./site-sign-in.test-support";

let f: GateFixture;
let api: ReturnType<typeof gateApi>;

beforeAll(async () => {
  f = await gateFixture();
  api = gateApi(f);
});
afterAll(() => f.t.close());

const today = ukToday();
const yesterday = daysAfter(today, -1);

async function openRow(workerId: number, date: string, signIn: string) {
  const [row] = await f.t.db
    .insert(siteAttendance)
    .values({
      projectId: f.projectId,
      workerId,
      workerName: "Callum Sutcliffe",
      company: "Aire Valley Groundworks Ltd",
      date,
      signInTime: signIn,
      signedInAt: ukInstant(date, signIn),
    })
    .returning();
  return row;
}

describe("automatic sign-out", () => {
  it("signs out every open worker and visitor once the contract's time has passed, flagged auto, one log line", async () => {
    await api.settings(settingsBody({ autoSignOutTime: "19:00" }));
    const late = await newWorker(f, { lastName: "Yesterday" });
    const worked = await openRow(late, yesterday, "08:00");
    const stillHere = await openRow(f.workerId, today, "07:00");
    const [visitor] = await f.t.db
      .insert(visitorAttendance)
      .values({
        projectId: f.projectId,
        firstName: "Vera",
        lastName: "Visitor",
        company: "Harbour Homes",
        reasonForVisit: "Meeting",
        date: today,
        signInTime: "10:00",
        signInMethod: "poster",
      })
      .returning();
    // Before the time today: only yesterday's sign-in is closed.
    expect(await runAutoSignOut(f.t.db, ukInstant(today, "18:59"))).toBe(1);
    expect(await runAutoSignOut(f.t.db, ukInstant(today, "19:00"))).toBe(2);
    expect(await runAutoSignOut(f.t.db, ukInstant(today, "19:01"))).toBe(0);
    const rows = await f.t.db.select().from(siteAttendance).where(eq(siteAttendance.projectId, f.projectId));
    expect(rows.find((r) => r.id === worked.id)).toMatchObject({ signOutTime: "19:00", signOutMethod: "auto", signedOutAt: ukInstant(yesterday, "19:00") });
    expect(rows.find((r) => r.id === stillHere.id)).toMatchObject({ signOutTime: "19:00", signOutMethod: "auto" });
    const [v] = await f.t.db.select().from(visitorAttendance).where(eq(visitorAttendance.id, visitor.id));
    expect(v).toMatchObject({ signOutTime: "19:00", signOutMethod: "auto" });
    expect(await lastLog(f.t.db)).toMatchObject({
      action: "site_auto_signed_out",
      userId: null,
      description: "Signed out 1 worker(s) and 1 visitor(s) automatically at 19:00 at Gate Street",
    });
    const roster = (await api.get(f.qs, api.url("roster"))).json();
    expect(roster.workers.filter((w: { onSite: unknown }) => w.onSite)).toEqual([]);

    // A sign-out queued on a device before the automatic one keeps its real, earlier time.
    const queued = await api.signOut(f.gatekeeper, { workerId: late, at: ukInstant(yesterday, "16:45").toISOString(), offline: true });
    expect(queued.statusCode).toBe(200);
    expect(queued.json()).toMatchObject({ id: worked.id, signOutTime: "16:45", signOutMethod: "gate", minutes: 525 });
    expect(await lastLog(f.t.db)).toMatchObject({ description: expect.stringContaining("replacing the automatic sign-out at 19:00") });
    await api.settings(settingsBody());
  });
});

describe("retention purge", () => {
  it("removes sign-ins older than the months (with their figures) and gate answers older than the days", async () => {
    await api.put(f.admin, "/api/site-sign-in/retention", { attendanceMonths: 2, gateAnswerDays: 3 });
    const old = await openRow(f.workerId, monthsBefore(today, 3), "08:00");
    await f.t.db.update(siteAttendance).set({ signOutTime: "17:00" }).where(eq(siteAttendance.id, old.id));
    await f.t.db.insert(carbonFigures).values({
      projectId: f.projectId,
      date: old.date,
      sourceKind: "site_attendance",
      sourceId: old.id,
      scope: 3,
      category: "commuting",
      ghgCategory: 7,
      description: "old journey",
      activityAmount: "10",
      activityUnit: "km",
      factorId: "x",
      factorUnit: "km",
      factorValue: "0.1",
      factorSource: "test",
      factorName: "test",
      kgCo2e: "1",
    });
    const answer = { projectId: f.projectId, workerId: f.workerId, answers: [], fit: true, answeredAt: new Date() };
    await f.t.db.insert(siteGateAnswers).values([
      { ...answer, date: daysAfter(today, -5) },
      { ...answer, date: daysAfter(today, -1) },
    ]);
    await purgeExpired(f.t.db, f.t.config, Date.now(), areas.housekeeping);
    expect(await f.t.db.select().from(siteAttendance).where(eq(siteAttendance.id, old.id))).toEqual([]);
    expect(await f.t.db.select().from(carbonFigures).where(eq(carbonFigures.sourceId, old.id))).toEqual([]);
    const left = await f.t.db.select().from(siteGateAnswers).where(eq(siteGateAnswers.workerId, f.workerId));
    expect(left.map((a) => a.date)).toEqual([daysAfter(today, -1)]);
    expect((await f.t.db.select().from(siteAttendance).where(eq(siteAttendance.projectId, f.projectId))).length).toBeGreaterThan(0);
    expect(monthsBefore("2026-03-31", 1)).toBe("2026-02-28");
    expect(monthsBefore("2026-01-15", 72)).toBe("2020-01-15");
  });
});

describe("attendance export", () => {
  const url = (q: string) => `/api/site-attendance/export?from=${yesterday}&to=${today}&projectId=${f.projectId}${q}`;

  it("400 for a range over a year or the wrong way round", async () => {
    expect(messages((await api.get(f.qs, `/api/site-attendance/export?from=2024-01-01&to=2025-06-01`)).json())).toEqual([
      "Choose a date range of at most 366 days",
    ]);
    expect(messages((await api.get(f.qs, `/api/site-attendance/export?from=2026-02-01&to=2026-01-01`)).json())).toEqual(["To must be on or after From"]);
  });

  it("CSV with the columns, hours to 2 dp, how signed out and whether corrected", async () => {
    const res = await api.get(f.qs, url("&format=csv&company=aire valley groundworks ltd"));
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    const lines = res.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe("Date,Contract,Worker,Employee ID,Employer,Trade,Sign in,Sign out,Hours,How signed out,Override reason,Corrected");
    expect(lines).toContain(`${yesterday},Gate Street,Callum Sutcliffe,,Aire Valley Groundworks Ltd,,08:00,16:45,8.75,At the gate,,no`);
    expect((await api.get(f.qs, url("&company=Nobody Ltd"))).body.trim().split(/\r?\n/)).toHaveLength(1);
  });

  it("XLSX read back with exceljs", async () => {
    const res = await api.get(f.qs, url("&format=xlsx"));
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet("Attendance")!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      "Date",
      "Contract",
      "Worker",
      "Employee ID",
      "Employer",
      "Trade",
      "Sign in",
      "Sign out",
      "Hours",
      "How signed out",
      "Override reason",
      "Corrected",
    ]);
    const rows = sheet.getSheetValues().slice(2) as unknown[][];
    expect(rows).toContainEqual([
      undefined,
      yesterday,
      "Gate Street",
      "Callum Sutcliffe",
      undefined,
      "Aire Valley Groundworks Ltd",
      undefined,
      "08:00",
      "16:45",
      8.75,
      "At the gate",
      undefined,
      "no",
    ]);
    expect(rows.some((r) => r[10] === "Signed out automatically")).toBe(true);
  });
});
