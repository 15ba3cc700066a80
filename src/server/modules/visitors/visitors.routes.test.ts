import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { and, eq, sql } from "drizzle-orm";
import { call, createTestApp, type TestApp } from "../../test/harness";
import { signedIn } from "../../test/sessions";
import { carbonFigures, recycleBin, visitorAttendance } from "../../db/schema/index";
import { buildProject, denyContracts, lastLog, messages } from "../diary/diary.test-support";
import { startFakeWeatherService, type FakeWeatherService } from "../weather/weather.test-support";
import { ukToday, ukTime } from "@shared/common/uk-dates";
import { ownedBy } from "../carbon/carbon-figures.service";

let t: TestApp; // postcode lookup configured (a local stand-in for postcodes.io)
let plain: TestApp; // default install, no postcode service: distances estimated from the shipped district centres
let fake: FakeWeatherService;
let manager: { user: { id: number; name: string }; cookie: string };
let director: string;
let viewer: string;
let outsider: string;
let project: { id: number; slug: string; name: string };

beforeAll(async () => {
  fake = await startFakeWeatherService(0);
  t = await createTestApp({ weatherPostcodeUrl: fake.postcodeUrl, weatherApiUrl: fake.forecastUrl, weatherRefreshMinutes: 0 });
  plain = await createTestApp();
  manager = await signedIn(t, { role: "Site Manager", name: "Sam Site" });
  director = (await signedIn(t, { role: "Director" })).cookie;
  viewer = (await signedIn(t, { role: "Viewer" })).cookie;
  await denyContracts(t.db, "Other");
  outsider = (await signedIn(t, { role: "Other" })).cookie;
  project = await buildProject(t.db, { name: "Kirkstall Road Apartments", postcode: "LS1 4AP" });
});
afterAll(async () => {
  await t.close();
  await plain.close();
  await fake.close();
});

const visitorBody = (projectId: number, over: Record<string, unknown> = {}) => ({
  projectId,
  firstName: "Priya",
  lastName: "Shah",
  company: "Arup",
  reasonForVisit: "Structural inspection of level 3 slab",
  date: "2025-03-14",
  signInTime: "09:15",
  signOutTime: "",
  travelMethod: "car_diesel",
  travelDistance: 25,
  travelOriginPostcode: "",
  ...over,
});
const post = (cookie: string | undefined, payload: object, app = t) => call(app.app, cookie, { method: "POST", url: "/api/visitors", payload });
const create = async (over: Record<string, unknown> = {}, p = project) => {
  const res = await post(manager.cookie, visitorBody(p.id, over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};
const get = (cookie: string | undefined, id: number) => call(t.app, cookie, { method: "GET", url: `/api/visitors/${id}` });

describe("POST /api/visitors", () => {
  it("401 signed out, 403 for a viewer, 404 for an unknown project", async () => {
    expect((await post(undefined, visitorBody(project.id))).statusCode).toBe(401);
    expect((await post(viewer, visitorBody(project.id))).statusCode).toBe(403);
    expect((await post(manager.cookie, visitorBody(999999))).json()).toMatchObject({ message: "Project not found" });
  });

  it("400: the four required fields, times, travel and postcode, each with its message", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ firstName: " " }, "First name is required"],
      [{ lastName: undefined }, "Last name is required"],
      [{ company: "" }, "Company is required"],
      [{ reasonForVisit: "" }, "Reason for visit is required"],
      [{ signInTime: "9am" }, "Sign-in time must be a time like 08:30"],
      [{ signOutTime: "25:00" }, "Sign-out time must be a time like 17:00"],
      [{ signOutTime: "09:00" }, "Sign-out time must be after the sign-in time"],
      [{ travelMethod: "jetpack" }, "Choose how the visitor travelled"],
      [{ travelDistance: -1 }, "Distance must be between 0 and 2000 km"],
      [{ travelDistance: 2001 }, "Distance must be between 0 and 2000 km"],
      [{ travelOriginPostcode: "not a postcode" }, "Enter a valid UK postcode, e.g. LS1 4AP"],
      [{ travelDistance: "" }, "Enter the distance travelled (one way) or the postcode they travelled from"],
      [{ travelDistance: "", travelOriginPostcode: "ZZ9 9ZZ" }, "The postcode ZZ9 9ZZ could not be found: enter the distance travelled instead"],
      [{ date: "14/03/2025" }, "Date must be a valid date (yyyy-mm-dd)"],
    ];
    for (const [over, message] of cases) {
      const res = await post(manager.cookie, visitorBody(project.id, over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(messages(res.json())).toContain(message);
    }
  });

  it("a visitor signed out in the same minute as signed in is saved; an earlier sign-out is refused", async () => {
    expect(await create({ signInTime: "09:15", signOutTime: "09:15" })).toMatchObject({ signInTime: "09:15", signOutTime: "09:15", onSite: false });
    const res = await post(manager.cookie, visitorBody(project.id, { signInTime: "09:15", signOutTime: "09:14" }));
    expect(res.statusCode).toBe(400);
    expect(messages(res.json())).toContain("Sign-out time must be after the sign-in time");
  });

  it("the return journey's carbon: 2 × 25 km by diesel car at the DESNZ 2025 factor is 8.652 kg CO2e", async () => {
    const body = await create();
    expect(body).toMatchObject({
      firstName: "Priya",
      lastName: "Shah",
      signInTime: "09:15",
      signOutTime: null,
      onSite: true,
      travelMethod: "car_diesel",
      travelDistance: 25,
      distanceEstimated: false,
      travelCarbon: 8.652,
      createdBy: { id: manager.user.id, name: "Sam Site" },
    });
    expect(body.figures).toEqual([
      expect.objectContaining({
        scope: 3,
        category: "travel",
        ghgCategory: 6,
        activityAmount: 50,
        activityUnit: "km",
        kgCo2e: 8.652,
        factor: expect.objectContaining({ factorId: "25_301_3069_4_1", year: 2025, value: 0.17304 }),
      }),
    ]);
    expect(await lastLog(t.db)).toMatchObject({ action: "visitor_signed_in", entityId: String(body.id) });
  });

  it("a configured postcode service refines the estimate (straight line × 1.3): Manchester M1 1AE to Leeds LS1 4AP is 75.3 km", async () => {
    const body = await create({ travelDistance: "", travelOriginPostcode: "m11ae" });
    expect(body).toMatchObject({ travelOriginPostcode: "M1 1AE", travelDistance: 75.3, distanceEstimated: true, travelCarbon: 26.06 });
    const [row] = await t.db.select().from(visitorAttendance).where(eq(visitorAttendance.id, body.id));
    expect(row.travelDistance).toBe("75.30");
  });

  it("a default install estimates offline from district centres: Car from LS2 8BH to a site at M1 1AE, distance blank, is 75.4 km each way", async () => {
    // LS2 (53.80123, -1.54597) to M1 (53.47734, -2.23508): 57.972 km great circle × 1.3 = 75.4 km; 2 × 75.4 km × 0.17304 = 26.094 kg.
    const p = await buildProject(plain.db, { postcode: "M1 1AE" });
    const m = await signedIn(plain, { role: "Site Manager" });
    const res = await post(m.cookie, visitorBody(p.id, { travelMethod: "car_diesel", travelDistance: "", travelOriginPostcode: "LS2 8BH" }), plain);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ travelOriginPostcode: "LS2 8BH", travelDistance: 75.4, distanceEstimated: true, travelCarbon: 26.094 });
    expect(body.figures).toEqual([
      expect.objectContaining({
        activityAmount: 150.8,
        kgCo2e: 26.094,
        description: expect.stringContaining("2 × 75.40 km (estimated from postcodes LS2 8BH to the site)"),
      }),
    ]);
    const [row] = await plain.db.select().from(visitorAttendance).where(eq(visitorAttendance.id, body.id));
    expect(row).toMatchObject({ travelDistance: "75.40", travelCarbon: "26.094" });
    const [stored] = await plain.db
      .select()
      .from(carbonFigures)
      .where(ownedBy({ kind: "visitor", id: body.id }));
    expect(stored.description).toContain("estimated from postcodes");
  });

  it("keeps whether the distance was estimated: read back, listed, kept by an edit that resends it, cleared when a distance is typed (issue 11 item 1)", async () => {
    const p = await buildProject(plain.db, { postcode: "M1 1AE" });
    const m = await signedIn(plain, { role: "Site Manager" });
    const v = await signedIn(plain, { role: "Viewer" });
    const made = await post(m.cookie, visitorBody(p.id, { travelDistance: "", travelOriginPostcode: "LS2 8BH" }), plain);
    expect(made.statusCode, made.body).toBe(201);
    const { id } = made.json();
    const typed = (await post(m.cookie, visitorBody(p.id, { firstName: "Typed", travelDistance: 40, travelOriginPostcode: "LS2 8BH" }), plain)).json();
    expect(typed.distanceEstimated).toBe(false);
    const read = await call(plain.app, v.cookie, { method: "GET", url: `/api/visitors/${id}` });
    expect(read.json()).toMatchObject({ travelDistance: 75.4, distanceEstimated: true });
    const list = (await call(plain.app, v.cookie, { method: "GET", url: `/api/projects/by-slug/${p.slug}/visitors` })).json();
    expect(list.items.map((i: { firstName: string; distanceEstimated: boolean }) => [i.firstName, i.distanceEstimated])).toEqual(
      expect.arrayContaining([
        ["Priya", true],
        ["Typed", false],
      ]),
    );
    const [row] = await plain.db.select().from(visitorAttendance).where(eq(visitorAttendance.id, id));
    expect(row.travelDistanceEstimated).toBe(true);
    // The edit form sends the stored estimate back with the same postcode: still an estimate, figure unchanged.
    const patch = (over: Record<string, unknown>) =>
      call(plain.app, m.cookie, { method: "PATCH", url: `/api/visitors/${id}`, payload: visitorBody(p.id, over) });
    const kept = await patch({ travelDistance: 75.4, travelOriginPostcode: "LS2 8BH", reasonForVisit: "Snagging walk" });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({ distanceEstimated: true, travelCarbon: 26.094 });
    expect(kept.json().figures[0].description).toContain("estimated from postcodes");
    const changed = await patch({ travelDistance: 60, travelOriginPostcode: "LS2 8BH" });
    expect(changed.json()).toMatchObject({ travelDistance: 60, distanceEstimated: false });
    expect(changed.json().figures[0].description).not.toContain("estimated");
  });

  it("migration 0008 marks the visits saved before it whose travel figure says the distance was estimated", async () => {
    const p = await buildProject(plain.db, { postcode: "M1 1AE" });
    const m = await signedIn(plain, { role: "Site Manager" });
    const estimated = (await post(m.cookie, visitorBody(p.id, { travelDistance: "", travelOriginPostcode: "LS2 8BH" }), plain)).json();
    const typed = (await post(m.cookie, visitorBody(p.id, { travelDistance: 40 }), plain)).json();
    await plain.db.update(visitorAttendance).set({ travelDistanceEstimated: false }).where(eq(visitorAttendance.projectId, p.id));
    const migration = readFileSync(new URL("../../db/migrations/0008_waste_material_confirmed_and_estimated_distance.sql", import.meta.url), "utf8");
    // Read on today's schema: migration 0020 moved a figure's owner from visitor_id to (source_kind, source_id).
    const backfill = migration
      .split("--> statement-breakpoint")
      .find((statement) => statement.includes("UPDATE"))!
      .replace('f."visitor_id" =', `f."source_kind" = 'visitor' AND f."source_id" =`);
    await plain.db.execute(sql.raw(backfill));
    const rows = await plain.db.select().from(visitorAttendance).where(eq(visitorAttendance.projectId, p.id));
    expect(Object.fromEntries(rows.map((r) => [r.id, r.travelDistanceEstimated]))).toEqual({ [estimated.id]: true, [typed.id]: false });
  });

  it("a default install: 400 naming a postcode whose district is unknown, or the project's", async () => {
    const p = await buildProject(plain.db, { postcode: "M1 1AE" });
    const m = await signedIn(plain, { role: "Site Manager" });
    const unknown = await post(m.cookie, visitorBody(p.id, { travelDistance: "", travelOriginPostcode: "XX1 1AA" }), plain);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([
      { field: "travelOriginPostcode", message: "The postcode XX1 1AA could not be found: enter the distance travelled instead" },
    ]);
    const odd = await buildProject(plain.db, { postcode: "XX9 9XX" });
    const res = await post(m.cookie, visitorBody(odd.id, { travelDistance: "", travelOriginPostcode: "LS2 8BH" }), plain);
    expect(res.json().errors).toEqual([
      { field: "travelDistance", message: "Enter the distance travelled: the project's postcode XX9 9XX could not be found" },
    ]);
  });

  it("walked or cycled, or no travel given: no figure, 0 kg; sign-in defaults to now", async () => {
    const walked = await create({ travelMethod: "walk_cycle", travelDistance: 2, signInTime: undefined });
    expect(walked).toMatchObject({ travelCarbon: 0, figures: [], travelDistance: 2 });
    expect(walked.signInTime).toMatch(/^\d{2}:\d{2}$/);
    expect(await create({ travelMethod: "", travelDistance: "" })).toMatchObject({ travelMethod: null, travelCarbon: 0, figures: [] });
  });
});

describe("GET /api/visitors/:id", () => {
  it("401, 403 without Contracts view, 404 unknown, 200 with figures", async () => {
    const v = await create();
    expect((await get(undefined, v.id)).statusCode).toBe(401);
    expect((await get(outsider, v.id)).statusCode).toBe(403);
    expect((await get(viewer, 999999)).json()).toMatchObject({ message: "Visitor not found" });
    expect((await get(viewer, v.id)).json()).toMatchObject({ id: v.id, travelCarbon: 8.652, figures: [{ kgCo2e: 8.652 }] });
  });
});

describe("PATCH /api/visitors/:id", () => {
  const patch = (cookie: string | undefined, id: number, payload: object) => call(t.app, cookie, { method: "PATCH", url: `/api/visitors/${id}`, payload });

  it("401, 403 for a viewer, 400 messages and moving projects, 404 unknown; recomputes by train", async () => {
    const v = await create();
    expect((await patch(undefined, v.id, visitorBody(project.id))).statusCode).toBe(401);
    expect((await patch(viewer, v.id, visitorBody(project.id))).statusCode).toBe(403);
    expect(messages((await patch(manager.cookie, v.id, visitorBody(project.id, { firstName: "" }))).json())).toContain("First name is required");
    const other = await buildProject(t.db);
    expect((await patch(manager.cookie, v.id, visitorBody(other.id))).json().message).toBe("A visitor cannot be moved to another project");
    expect((await patch(manager.cookie, 999999, visitorBody(project.id))).statusCode).toBe(404);
    const res = await patch(manager.cookie, v.id, visitorBody(project.id, { travelMethod: "rail", travelDistance: 300, signOutTime: "16:30" }));
    expect(res.statusCode).toBe(200);
    // 600 passenger.km × 0.03546
    expect(res.json()).toMatchObject({
      travelMethod: "rail",
      travelCarbon: 21.276,
      signOutTime: "16:30",
      onSite: false,
      figures: [{ activityUnit: "passenger.km", factor: { factorId: "25_315_3147_11_1" } }],
    });
    expect(
      await t.db
        .select()
        .from(carbonFigures)
        .where(ownedBy({ kind: "visitor", id: v.id })),
    ).toHaveLength(1);
    expect(await lastLog(t.db)).toMatchObject({ action: "visitor_updated" });
  });
});

describe("POST /api/visitors/:id/sign-out", () => {
  const signOut = (cookie: string | undefined, id: number) => call(t.app, cookie, { method: "POST", url: `/api/visitors/${id}/sign-out` });

  it("401, 403 for a viewer, 404 unknown; signs out now, then 409 when already signed out", async () => {
    const v = await create({ date: ukToday(), signInTime: "00:00" });
    expect((await signOut(undefined, v.id)).statusCode).toBe(401);
    expect((await signOut(viewer, v.id)).statusCode).toBe(403);
    expect((await signOut(manager.cookie, 999999)).statusCode).toBe(404);
    const res = await signOut(manager.cookie, v.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ onSite: false, signOutTime: expect.stringMatching(/^\d{2}:\d{2}$/) });
    const again = await signOut(manager.cookie, v.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("This visitor has already signed out");
    expect(await lastLog(t.db)).toMatchObject({ action: "visitor_signed_out" });
  });

  it("signs out a visitor who signed in this same minute", async () => {
    const v = await create({ date: ukToday(), signInTime: ukTime() });
    const res = await signOut(manager.cookie, v.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ onSite: false });
  });

  it("409 for a visit on an earlier day", async () => {
    const v = await create({ date: "2025-03-14" });
    const res = await signOut(manager.cookie, v.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("This visit is not today: edit the visit to set its sign-out time");
  });
});

describe("DELETE /api/visitors/:id", () => {
  it("401, 403 for a site manager, 204 for a director, into the recycle bin with its figure gone", async () => {
    const v = await create();
    const del = (cookie: string | undefined) => call(t.app, cookie, { method: "DELETE", url: `/api/visitors/${v.id}` });
    expect((await del(undefined)).statusCode).toBe(401);
    expect((await del((await signedIn(t, { role: "Site Manager" })).cookie)).statusCode).toBe(403); // someone else's record with Edit only (decision 0014)
    expect((await del(director)).statusCode).toBe(204);
    expect((await get(viewer, v.id)).statusCode).toBe(404);
    expect(
      await t.db
        .select()
        .from(carbonFigures)
        .where(ownedBy({ kind: "visitor", id: v.id })),
    ).toEqual([]);
    const [bin] = await t.db
      .select()
      .from(recycleBin)
      .where(and(eq(recycleBin.tableName, "visitor_attendance"), eq(recycleBin.recordId, String(v.id))));
    expect(bin).toMatchObject({ recordType: "visitor", recordName: `${project.name}: Priya Shah (2025-03-14)` });
    expect(await lastLog(t.db)).toMatchObject({ action: "visitor_deleted", severity: "warning" });
  });
});

describe("GET /api/projects/by-slug/:slug/visitors", () => {
  it("401, 403 without Contracts view, 404 unknown; a day's visitors with those on site first, and every day newest first", async () => {
    const p = await buildProject(t.db);
    const url = (q = "") => `/api/projects/by-slug/${p.slug}/visitors${q}`;
    expect((await call(t.app, undefined, { method: "GET", url: url() })).statusCode).toBe(401);
    expect((await call(t.app, outsider, { method: "GET", url: url() })).statusCode).toBe(403);
    expect((await call(t.app, viewer, { method: "GET", url: "/api/projects/by-slug/nope/visitors" })).statusCode).toBe(404);
    expect((await call(t.app, viewer, { method: "GET", url: url("?date=yesterday") })).statusCode).toBe(400);
    await create({ firstName: "Early", signInTime: "08:00", signOutTime: "10:00" }, p);
    await create({ firstName: "Onsite", signInTime: "07:30" }, p);
    await create({ firstName: "Late", signInTime: "11:00", signOutTime: "12:00" }, p);
    await create({ firstName: "Before", date: "2025-03-13" }, p);
    const day = (await call(t.app, viewer, { method: "GET", url: url("?date=2025-03-14") })).json();
    expect(day).toMatchObject({ total: 3, date: "2025-03-14", onSiteCount: 1, travelCarbon: 25.956 });
    expect(day.items.map((v: { firstName: string }) => v.firstName)).toEqual(["Onsite", "Late", "Early"]);
    const all = (await call(t.app, viewer, { method: "GET", url: url("?pageSize=3") })).json();
    expect(all).toMatchObject({ total: 4, pageCount: 2, date: null });
    const page2 = (await call(t.app, viewer, { method: "GET", url: url("?pageSize=3&page=2") })).json();
    expect(page2.items.map((v: { firstName: string }) => v.firstName)).toEqual(["Before"]);
  });
});
