import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { daysBefore, ukToday } from "@shared/common/uk-dates";
import { SIGN_IN_MESSAGES } from "@shared/site-sign-in/site-sign-in";
import { call, type TestApp } from "../../test/harness";
import { deny, lastLog, messages } from "../../test/records";
import { buildProject } from "../../seed/factories";
import { CORRECTION_MESSAGES } from "./attendance.service";
import { rollCallFixture, signIn } from "./site-attendance.test-support";

let t: TestApp;
let supervisor: string;
let qs: string;
let viewer: string;
let project: { id: number; slug: string; name: string };
let workerIds: number[];
const day = daysBefore(ukToday(), 3);

beforeAll(async () => {
  ({ t, supervisor, qs, viewer, project, workerIds } = await rollCallFixture());
  // The QS reads the record without Carbon Tracking: the travel carbon is left out for them.
  await deny(t.db, "QS", "Carbon Tracking");
});
afterAll(() => t.close());

const dayUrl = (query = "", slug = project.slug) => `/api/projects/by-slug/${slug}/site-sign-in/attendance${query}`;
const one = (cookie: string | undefined, id: number) => call(t.app, cookie, { method: "GET", url: `/api/site-attendance/${id}` });
const correct = (cookie: string | undefined, id: number, payload: object) =>
  call(t.app, cookie, { method: "PATCH", url: `/api/site-attendance/${id}`, payload });

describe("GET the day's record", () => {
  it("asks for a session, Workforce view, a contract and a real day", async () => {
    expect((await call(t.app, undefined, { method: "GET", url: dayUrl() })).statusCode).toBe(401);
    expect((await call(t.app, viewer, { method: "GET", url: dayUrl() })).statusCode).toBe(403);
    expect((await call(t.app, supervisor, { method: "GET", url: dayUrl("", "nowhere") })).statusCode).toBe(404);
    expect((await call(t.app, supervisor, { method: "GET", url: dayUrl("?date=2025-13-40") })).statusCode).toBe(400);
  });

  it("lists the day on site first, then by sign-in time, with hours; carbon only for a Carbon Tracking reader", async () => {
    await signIn(
      t.db,
      { projectId: project.id, workerId: workerIds[0] },
      { date: day, signInTime: "07:00", signOutTime: "15:30", signedOutAt: new Date(`${day}T15:30:00Z`), signOutMethod: "auto" },
    );
    await signIn(t.db, { projectId: project.id, workerId: workerIds[1] }, { date: day, signInTime: "08:00", workerName: "Dana Okafor" });
    const res = await call(t.app, supervisor, { method: "GET", url: dayUrl(`?date=${day}`) });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.items.map((i: { workerName: string }) => i.workerName)).toEqual(["Dana Okafor", "Callum Sutcliffe"]);
    expect(body).toMatchObject({ date: day, total: 2, onSiteCount: 1, travelCarbon: 13.6 });
    expect(body.hours).toBeGreaterThan(7);
    expect(body.byEmployer).toEqual([{ company: "Aire Valley Groundworks Ltd", workers: 2, onSite: 1, hours: body.hours }]);
    expect(body.items[1]).toMatchObject({ signOutMethod: "auto", travelCarbon: 6.8, corrections: [] });

    const plain = (await call(t.app, qs, { method: "GET", url: dayUrl(`?date=${day}`) })).json();
    expect(plain.travelCarbon).toBeUndefined();
    expect(plain.items[0].travelCarbon).toBeUndefined();
  });
});

describe("GET and PATCH /api/site-attendance/:id", () => {
  it("reads one sign-in, or 401/403/404", async () => {
    const row = await signIn(t.db, { projectId: project.id, workerId: workerIds[0] }, { date: daysBefore(ukToday(), 5) });
    expect((await one(undefined, row.id)).statusCode).toBe(401);
    expect((await one(viewer, row.id)).statusCode).toBe(403);
    expect((await one(qs, 999999)).statusCode).toBe(404);
    const res = await one(qs, row.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: row.id, signOutTime: null, minutes: null });
  });

  it("corrects an automatic sign-out with a note: hours follow, the method says corrected, the history is kept and logged", async () => {
    const row = await signIn(
      t.db,
      { projectId: project.id, workerId: workerIds[0] },
      { date: daysBefore(ukToday(), 6), signInTime: "07:30", signOutTime: "19:00", signedOutAt: new Date(), signOutMethod: "auto" },
    );
    expect((await correct(undefined, row.id, { signOutTime: "16:00", note: "Left at 4" })).statusCode).toBe(401);
    expect((await correct(qs, row.id, { signOutTime: "16:00", note: "Left at 4" })).statusCode).toBe(403);
    expect((await correct(supervisor, 999999, { signOutTime: "16:00", note: "Left at 4" })).statusCode).toBe(404);
    expect(messages((await correct(supervisor, row.id, { signOutTime: "16:00", note: "" })).json())).toEqual([SIGN_IN_MESSAGES.correctionNote]);
    expect(messages((await correct(supervisor, row.id, { signOutTime: "25:00", note: "Left at 4" })).json())).toEqual([
      "Sign-out time must be a time like 17:00",
    ]);
    const backwards = await correct(supervisor, row.id, { signOutTime: "07:00", note: "Left early" });
    expect(backwards.statusCode).toBe(400);
    expect(messages(backwards.json())).toEqual([SIGN_IN_MESSAGES.signOutBeforeSignIn]);
    expect(messages((await correct(supervisor, row.id, { note: "Nothing given" })).json())).toEqual([CORRECTION_MESSAGES.nothing]);

    const res = await correct(supervisor, row.id, { signOutTime: "16:00", note: "Gate team saw him leave at 4" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      signOutTime: "16:00",
      signOutMethod: "corrected",
      minutes: 510,
      corrections: [{ field: "signOutTime", before: "19:00", after: "16:00", note: "Gate team saw him leave at 4", by: "Sam Supervisor" }],
    });
    expect(await lastLog(t.db)).toMatchObject({ action: "site_attendance_corrected", entityType: "site_attendance", entityId: String(row.id) });

    const second = await correct(supervisor, row.id, { signInTime: "07:00", note: "Signed in late at the gate" });
    expect(second.json().minutes).toBe(540);
    expect(second.json().corrections.map((c: { field: string }) => c.field)).toEqual(["signOutTime", "signInTime"]);
    expect((await correct(supervisor, row.id, { signInTime: "07:00", note: "Again" })).statusCode).toBe(400);
  });

  it("correcting an open sign-in's sign-out signs them out: they leave the roll-call", async () => {
    const other = await buildProject(t.db, { name: "Headingley Mills" });
    const row = await signIn(
      t.db,
      { projectId: other.id, workerId: workerIds[1] },
      { date: daysBefore(ukToday(), 1), signInTime: "07:45", workerName: "Dana Okafor" },
    );
    const roll = () => call(t.app, qs, { method: "GET", url: `/api/projects/by-slug/${other.slug}/site-sign-in/roll-call` });
    expect((await roll()).json().people.map((p: { attendanceId: number }) => p.attendanceId)).toContain(row.id);
    const res = await correct(supervisor, row.id, { signOutTime: "17:00", note: "Forgot to sign out yesterday" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ signOutTime: "17:00", signOutMethod: "corrected", corrections: [{ before: null, after: "17:00" }] });
    expect((await roll()).json().people.map((p: { attendanceId: number }) => p.attendanceId)).not.toContain(row.id);
  });
});
