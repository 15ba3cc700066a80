import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { daysAfter, ukToday } from "@shared/common/uk-dates";
import { call, createTestApp, type TestApp } from "../../test/harness";
import { pngBytes } from "../../test/png";
import { notifications } from "../../db/schema/index";
import { PDF, multipartMany } from "../files/files.test-support";
import { buildDriver, fleetSessions, lastLog, messages, vehicleBody } from "./fleet.test-support";

let t: TestApp;
let s: Awaited<ReturnType<typeof fleetSessions>>;
let id: number;

beforeAll(async () => {
  t = await createTestApp();
  s = await fleetSessions(t);
  const res = await call(t.app, s.manager, {
    method: "POST",
    url: "/api/fleet",
    payload: vehicleBody({ currentMileage: 40000, serviceIntervalMonths: 12, serviceIntervalMiles: 20000 }),
  });
  id = res.json().id;
});
afterAll(() => t.close());

const at = (tail = "") => `/api/fleet/${id}${tail}`;
const send = (cookie: string | undefined, method: "POST" | "PUT" | "PATCH" | "DELETE" | "GET", url: string, payload?: object) =>
  call(t.app, cookie, { method, url, ...(payload ? { payload } : {}) });

describe("mileage readings", () => {
  it("401, 403, 404, 400; never lower than the last; the newest is the vehicle's mileage", async () => {
    const today = ukToday();
    expect((await send(undefined, "POST", at("/mileage"), { day: today, mileage: 41000 })).statusCode).toBe(401);
    expect((await send(s.viewer, "POST", at("/mileage"), { day: today, mileage: 41000 })).statusCode).toBe(403);
    expect((await send(s.none, "GET", at("/mileage"))).statusCode).toBe(403);
    expect((await send(s.manager, "POST", "/api/fleet/999999/mileage", { day: today, mileage: 41000 })).statusCode).toBe(404);
    expect(messages((await send(s.manager, "POST", at("/mileage"), { day: today, mileage: "" })).json())).toEqual(["Mileage is required"]);
    expect(messages((await send(s.manager, "POST", at("/mileage"), { day: today, mileage: -3 })).json())).toEqual(["Mileage cannot be negative"]);
    expect(messages((await send(s.manager, "POST", at("/mileage"), { day: "12/03/2026", mileage: 3 })).json())).toEqual([
      "Day must be a valid date (yyyy-mm-dd)",
    ]);
    const lower = await send(s.manager, "POST", at("/mileage"), { day: today, mileage: 39999 });
    expect(lower.statusCode).toBe(400);
    const [y, m, d] = today.split("-");
    expect(lower.json()).toMatchObject({ message: `Mileage cannot be lower than the last reading (40,000 miles on ${d}/${m}/${y})` });
    const ok = await send(s.manager, "POST", at("/mileage"), { day: today, mileage: "41,250" });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json()).toMatchObject({ mileage: 41250, source: "typed", recordedBy: { name: "Mia Manager" } });
    expect((await send(s.viewer, "GET", at())).json()).toMatchObject({ currentMileage: 41250 });
    expect((await send(s.viewer, "GET", at("/mileage"))).json().map((r: { mileage: number }) => r.mileage)).toEqual([41250, 40000]);
    expect(await lastLog(t.db)).toMatchObject({ action: "vehicle_mileage_recorded", category: "fleet" });
  });
});

describe("services", () => {
  it("401, 403, 404, 400; a service moves the last and next service and is a reading; deleted", async () => {
    const body = { kind: "service", day: ukToday(), mileage: 42000, garage: "Kirkstall Road Ford", cost: "£245.00", description: "Annual service" };
    expect((await send(undefined, "POST", at("/services"), body)).statusCode).toBe(401);
    expect((await send(s.viewer, "POST", at("/services"), body)).statusCode).toBe(403);
    expect((await send(s.manager, "POST", "/api/fleet/999999/services", body)).statusCode).toBe(404);
    expect(messages((await send(s.manager, "POST", at("/services"), { ...body, kind: "wash" })).json())).toEqual(["Choose what was done"]);
    expect(messages((await send(s.manager, "POST", at("/services"), { ...body, cost: "-2" })).json())).toEqual(["Cost cannot be negative"]);
    expect((await send(s.manager, "POST", at("/services"), { ...body, mileage: 100 })).json().message).toMatch(
      /^Mileage cannot be lower than the last reading/,
    );
    const res = await send(s.manager, "POST", at("/services"), body);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ kind: "service", mileage: 42000, cost: "245.00" });
    const v = (await send(s.viewer, "GET", at())).json();
    expect(v).toMatchObject({ lastServiceDate: ukToday(), lastServiceMileage: 42000, currentMileage: 42000, garageName: "Kirkstall Road Ford" });
    expect(v.nextServiceDate).toBe(`${Number(ukToday().slice(0, 4)) + 1}${ukToday().slice(4)}`.replace(/-02-29$/, "-02-28"));
    expect((await send(s.viewer, "GET", at("/services"))).json()).toHaveLength(1);
    const serviceId = res.json().id;
    expect((await send(s.viewer, "DELETE", at(`/services/${serviceId}`))).statusCode).toBe(403);
    expect((await send(s.manager, "DELETE", at("/services/999999"))).statusCode).toBe(404);
    expect((await send(s.manager, "DELETE", at(`/services/${serviceId}`))).statusCode).toBe(200);
    expect(await lastLog(t.db)).toMatchObject({ action: "vehicle_service_deleted" });
  });
});

describe("drivers", () => {
  it("401, 403, 404, 400; the driver and secondary drivers replaced whole, the driver's change in the history", async () => {
    const a = await buildDriver(t.db, "Ackroyd");
    const b = await buildDriver(t.db, "Booth");
    const body = { driver: { workerId: a.id }, secondary: [{ workerId: b.id }, { userId: s.managerId }, { workerId: a.id }] };
    expect((await send(undefined, "PUT", at("/drivers"), body)).statusCode).toBe(401);
    expect((await send(s.viewer, "PUT", at("/drivers"), body)).statusCode).toBe(403);
    expect((await send(s.manager, "PUT", "/api/fleet/999999/drivers", body)).statusCode).toBe(404);
    expect(messages((await send(s.manager, "PUT", at("/drivers"), { driver: {}, secondary: [] })).json())).toEqual(["Choose a worker or a user"]);
    expect((await send(s.manager, "PUT", at("/drivers"), { driver: { workerId: 999999 }, secondary: [] })).json()).toMatchObject({
      message: "Driver not found",
    });
    const res = await send(s.manager, "PUT", at("/drivers"), body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      driver: { kind: "worker", id: a.id, name: "Dan Ackroyd" },
      // The driver is not also a secondary driver.
      secondaryDrivers: [
        { kind: "worker", id: b.id, name: "Dan Booth" },
        { kind: "user", id: s.managerId, name: "Mia Manager" },
      ],
    });
    expect(await lastLog(t.db)).toMatchObject({ action: "vehicle_drivers_changed" });
    const history = (await send(s.viewer, "GET", at("/history"))).json().items;
    expect(history[0]).toMatchObject({ field: "driver", from: null, to: "Dan Ackroyd" });
    const cleared = await send(s.manager, "PUT", at("/drivers"), { driver: null, secondary: [{ workerId: b.id }] });
    expect(cleared.json()).toMatchObject({ driver: null, secondaryDrivers: [{ id: b.id }] });
  });
});

describe("off the road", () => {
  it("401, 403, 404, 400; off the road with its reason, status and history, a notice to the fleet's editors; back again", async () => {
    expect((await send(undefined, "POST", at("/off-road"), { offRoad: true, reason: "Brakes" })).statusCode).toBe(401);
    expect((await send(s.viewer, "POST", at("/off-road"), { offRoad: true, reason: "Brakes" })).statusCode).toBe(403);
    expect((await send(s.manager, "POST", "/api/fleet/999999/off-road", { offRoad: true, reason: "Brakes" })).statusCode).toBe(404);
    expect((await send(s.manager, "POST", at("/off-road"), { offRoad: true })).json()).toMatchObject({ message: "Say why it is off the road" });
    const off = await send(s.manager, "POST", at("/off-road"), { offRoad: true, reason: "Brake warning light on" });
    expect(off.json()).toMatchObject({ offRoad: true, offRoadReason: "Brake warning light on", status: "off_road" });
    const list = (await send(s.viewer, "GET", "/api/fleet?attention=yes")).json().items.map((v: { id: number }) => v.id);
    expect(list).toContain(id);
    const notices = await t.db.select().from(notifications).where(eq(notifications.type, "vehicle_off_road"));
    expect(notices.length).toBeGreaterThan(0);
    expect(notices.every((n) => n.userId !== s.managerId)).toBe(true);
    const on = await send(s.manager, "POST", at("/off-road"), { offRoad: false, note: "New pads fitted" });
    expect(on.json()).toMatchObject({ offRoad: false, offRoadReason: null, status: "active" });
    const history = (await send(s.viewer, "GET", at("/history?pageSize=4"))).json().items;
    expect(history.map((h: { field: string }) => h.field)).toEqual(["status", "off_road", "status", "off_road"]);
  });
});

describe("pictures and documents", () => {
  const png = (name = "front.png") => ({ name, type: "image/png", data: pngBytes() });
  const fields = (over: Record<string, string> = {}) =>
    Object.entries({ category: "mot", title: "MOT certificate", expiryDate: daysAfter(ukToday(), 10), ...over }).map(([field, value]) => ({ field, value }));
  const upload = (cookie: string | undefined, url: string, parts: Parameters<typeof multipartMany>[0]) =>
    call(t.app, cookie, { method: "POST", url, ...multipartMany(parts) });

  it("pictures: 401, 403, 404, 400; the first is the register's; removed", async () => {
    expect((await upload(undefined, at("/images"), [png()])).statusCode).toBe(401);
    expect((await upload(s.viewer, at("/images"), [png()])).statusCode).toBe(403);
    expect((await upload(s.manager, "/api/fleet/999999/images", [png()])).statusCode).toBe(404);
    expect((await upload(s.manager, at("/images"), [{ name: "v5c.pdf", type: "application/pdf", data: PDF }])).statusCode).toBe(400);
    const res = await upload(s.manager, at("/images"), [png()]);
    expect(res.statusCode, res.body).toBe(201);
    const [image] = res.json().images;
    expect(res.json().imageUrl).toBe(image.url);
    expect((await call(t.app, s.viewer, { method: "GET", url: image.url })).statusCode).toBe(200);
    expect((await send(s.manager, "DELETE", at("/images/999999"))).json()).toMatchObject({ message: "Picture not found on this vehicle" });
    expect((await send(s.manager, "DELETE", at(`/images/${image.fileId}`))).json()).toMatchObject({ imageUrl: null, images: [] });
  });

  it("documents: 400 with the messages; added with its expiry state; edited in place; deleted", async () => {
    const pdf = { name: "mot.pdf", type: "application/pdf", data: PDF };
    expect((await upload(s.viewer, at("/documents"), [...fields(), pdf])).statusCode).toBe(403);
    expect(messages((await upload(s.manager, at("/documents"), [...fields({ category: "logbook" }), pdf])).json())).toEqual(["Choose a document category"]);
    expect(messages((await upload(s.manager, at("/documents"), fields())).json())).toEqual(["Choose a file to upload"]);
    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]);
    expect(messages((await upload(s.manager, at("/documents"), [...fields(), { ...pdf, data: big }])).json())).toEqual(["File size cannot exceed 10MB"]);
    const res = await upload(s.manager, at("/documents"), [...fields(), pdf]);
    expect(res.statusCode, res.body).toBe(201);
    const [doc] = res.json().documents;
    expect(doc).toMatchObject({ category: "mot", title: "MOT certificate", state: "expiring", fileSize: PDF.length });
    const body = { category: "mot", title: "MOT certificate 2026", expiryDate: "2020-01-01", notes: "Advisory: tyres" };
    expect((await send(s.manager, "PATCH", at("/documents/999999"), body)).json()).toMatchObject({ message: "Document not found on this vehicle" });
    expect((await send(s.manager, "PATCH", at(`/documents/${doc.id}`), body)).json().documents[0]).toMatchObject({
      state: "expired",
      notes: "Advisory: tyres",
    });
    expect((await send(s.manager, "DELETE", at(`/documents/${doc.id}`))).json().documents).toEqual([]);
    expect((await call(t.app, s.viewer, { method: "GET", url: doc.url })).statusCode).toBe(404);
    expect(await lastLog(t.db)).toMatchObject({ action: "vehicle_document_deleted", category: "fleet" });
  });
});
