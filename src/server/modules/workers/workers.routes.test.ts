import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, inArray } from "drizzle-orm";
import { ukToday } from "@shared/common/uk-dates";
import { call, createTestApp, type TestApp } from "../../test/harness";
import { signedIn } from "../../test/sessions";
import { recycleBin, workers } from "../../db/schema/index";
import { expectNoPersonalData, lastLog, messages, workerBody } from "./workers.test-support";

let t: TestApp;
let supervisor: string; // Workforce view, create, edit
let director: string; // Workforce everything
let qs: string; // Workforce view only
let viewer: string; // no Workforce at all

beforeAll(async () => {
  t = await createTestApp();
  supervisor = (await signedIn(t, { role: "Site Supervisor" })).cookie;
  director = (await signedIn(t, { role: "Managing Director" })).cookie;
  qs = (await signedIn(t, { role: "QS" })).cookie;
  viewer = (await signedIn(t, { role: "Viewer" })).cookie;
});
afterAll(() => t.close());

const post = (cookie: string | undefined, payload: object) => call(t.app, cookie, { method: "POST", url: "/api/workers", payload });
const create = async (over: Record<string, unknown> = {}) => {
  const res = await post(supervisor, workerBody(over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};
const get = (cookie: string | undefined, url: string) => call(t.app, cookie, { method: "GET", url });
const patch = (cookie: string | undefined, id: number, payload: object) => call(t.app, cookie, { method: "PATCH", url: `/api/workers/${id}`, payload });
const del = (cookie: string | undefined, id: number) => call(t.app, cookie, { method: "DELETE", url: `/api/workers/${id}` });

describe("POST /api/workers", () => {
  it("401 signed out, 403 without Workforce create", async () => {
    expect((await post(undefined, workerBody())).statusCode).toBe(401);
    expect((await post(viewer, workerBody())).statusCode).toBe(403);
    expect((await post(qs, workerBody())).statusCode).toBe(403);
  });

  it("400 with the spec's messages", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ workerId: " " }, "Worker ID is required"],
      [{ firstName: "" }, "First name is required"],
      [{ lastName: undefined }, "Last name is required"],
      [{ nationalInsurance: "QQ 12 34 56 C" }, "Please enter a valid UK National Insurance number (e.g. AB 12 34 56 C)"],
      [{ nationalInsurance: "AB123456E" }, "Please enter a valid UK National Insurance number (e.g. AB 12 34 56 C)"],
      [{ nextOfKinPhone: "0113 496 0000" }, "Please enter a valid UK mobile number (07xxx xxxxxx)"],
      [{ dayRate: "12.345" }, "Day rate can have at most 2 decimal places"],
      [{ postcode: "XX" }, "Please enter a valid UK postcode, e.g. SW1A 1AA"],
      [{ employmentStatus: "fired" }, "Employment status must be one of active, on_leave, suspended, left"],
    ];
    for (const [over, message] of cases) {
      const res = await post(supervisor, workerBody(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(messages(res.json())).toContain(message);
    }
  });

  it("creates with canonical values and logs it; a worker ID in use (any case) is 409", async () => {
    const w = await create({ workerId: "W-CREATE-1" });
    expect(w).toMatchObject({
      workerId: "W-CREATE-1",
      nationalInsurance: "JK 12 34 56 C",
      utr: "1234567890",
      postcode: "HX1 2LN",
      dayRate: "185.00",
      country: "United Kingdom",
      employmentStatus: "active",
      timekeepingScore: "0.00",
      hoursWorked: "0.00",
      cards: [],
      cardStatus: "none",
    });
    expect(await lastLog(t.db)).toMatchObject({ action: "worker_created", entityId: String(w.id), category: "workers" });
    const again = await post(supervisor, workerBody({ workerId: "w-create-1" }));
    expect(again.statusCode).toBe(409);
    expect(messages(again.json())).toEqual(["Another worker already has this worker ID"]);
  });
});

describe("GET /api/workers", () => {
  it("401, 403 without Workforce view, 400 on a bad filter", async () => {
    expect((await get(undefined, "/api/workers")).statusCode).toBe(401);
    expect((await get(viewer, "/api/workers")).statusCode).toBe(403);
    const bad = await get(qs, "/api/workers?cardStatus=green&induction=maybe");
    expect(bad.statusCode).toBe(400);
    expect(messages(bad.json())).toEqual(expect.arrayContaining(["Card status must be valid, expiring, expired or none", "Induction must be yes or no"]));
  });

  it("searches name, worker ID, trade, employer and card number; filters; sorts by last name; pages", async () => {
    const tag = Math.random().toString(36).slice(2, 7);
    const employer = `Tag ${tag} Ltd`;
    const a = await create({ lastName: `Zeal${tag}`, employer, trade: "Bricklayer" });
    const b = await create({ lastName: `Abbot${tag}`, employer, trade: "Electrician" });
    const c = await create({ lastName: `Moss${tag}`, employer, trade: "Electrician" });
    const d = await create({ lastName: `Noble${tag}`, employer, trade: "Scaffolder" });
    const card = (id: number, expiryDate: string | null, schemeIdentifier = "CSCS", cardNumber = `${tag}-${id}`) =>
      call(t.app, supervisor, { method: "POST", url: `/api/workers/${id}/cards`, payload: { schemeIdentifier, cardNumber, expiryDate } });
    // Each worker's second card is of another scheme: a later card of the same scheme would renew the first.
    expect((await card(a.id, "2000-01-01")).statusCode).toBe(201); // expired
    await card(a.id, "2099-01-01", "CPCS");
    await card(b.id, "2099-01-01"); // valid
    const soon = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    await card(c.id, soon); // expiring
    await card(c.id, null, "CPCS");
    const lastNames = async (query: string) => (await get(qs, `/api/workers?${query}`)).json().items.map((w: { lastName: string }) => w.lastName);
    expect(await lastNames(`q=${tag}`)).toEqual([b.lastName, c.lastName, d.lastName, a.lastName]);
    expect(await lastNames(`employer=${encodeURIComponent(employer.toUpperCase())}`)).toEqual([b.lastName, c.lastName, d.lastName, a.lastName]);
    expect(await lastNames(`q=${tag}&trade=electrician`)).toEqual([b.lastName, c.lastName]);
    expect(await lastNames(`q=${a.workerId}`)).toEqual([a.lastName]);
    expect(await lastNames(`q=${tag}-${c.id}`)).toEqual([c.lastName]);
    expect(await lastNames(`q=${tag}&cardStatus=expired`)).toEqual([a.lastName]);
    expect(await lastNames(`q=${tag}&cardStatus=expiring`)).toEqual([c.lastName]);
    expect(await lastNames(`q=${tag}&cardStatus=valid`)).toEqual([b.lastName]);
    expect(await lastNames(`q=${tag}&cardStatus=none`)).toEqual([d.lastName]);
    // Inducted: the induction date (written from the worker's results, decision 0068) within the 365 days; a's ran out.
    const today = ukToday();
    await t.db
      .update(workers)
      .set({ inductionDate: today })
      .where(inArray(workers.id, [b.id, c.id, d.id]));
    await t.db.update(workers).set({ inductionDate: "2020-01-01" }).where(eq(workers.id, a.id));
    expect(await lastNames(`q=${tag}&induction=no`)).toEqual([a.lastName]);
    expect(await lastNames(`q=${tag}&induction=yes`)).toEqual([b.lastName, c.lastName, d.lastName]);
    const page = (await get(qs, `/api/workers?q=${tag}&pageSize=1&page=2`)).json();
    expect(page).toMatchObject({ total: 4, pageCount: 4, page: 2 });
    expect(page.items[0]).toMatchObject({ lastName: c.lastName, cardStatus: "expiring", cardCount: 2, nextCardExpiry: soon });
    // Lists never carry personal data, even for Workforce edit.
    expectNoPersonalData((await get(director, `/api/workers?q=${tag}`)).body, expect);
  });
});

describe("GET, PATCH and DELETE /api/workers/:id", () => {
  it("401, 403, 404, 400 for a malformed id; cards come with their expiry state", async () => {
    const w = await create();
    expect((await get(undefined, `/api/workers/${w.id}`)).statusCode).toBe(401);
    expect((await get(viewer, `/api/workers/${w.id}`)).statusCode).toBe(403);
    expect((await get(qs, "/api/workers/999999")).statusCode).toBe(404);
    expect((await get(qs, "/api/workers/abc")).statusCode).toBe(400);
    await call(t.app, supervisor, {
      method: "POST",
      url: `/api/workers/${w.id}/cards`,
      payload: { schemeIdentifier: "CPCS", cardNumber: "CP-1", expiryDate: "2001-02-03" },
    });
    const res = (await get(qs, `/api/workers/${w.id}`)).json();
    expect(res).toMatchObject({
      id: w.id,
      cardStatus: "expired",
      cards: [{ schemeIdentifier: "CPCS", expiryState: "expired", validated: false, checkedBy: null }],
    });
  });

  it("changes fields, checks the merged record, logs the changed fields; a taken worker ID is 409", async () => {
    const w = await create();
    const other = await create();
    expect((await patch(undefined, w.id, { city: "York" })).statusCode).toBe(401);
    expect((await patch(qs, w.id, { city: "York" })).statusCode).toBe(403);
    expect((await patch(supervisor, 999999, { city: "York" })).statusCode).toBe(404);
    expect(messages((await patch(supervisor, w.id, { nextOfKinPhone: "01132 000000" })).json())).toEqual([
      "Please enter a valid UK mobile number (07xxx xxxxxx)",
    ]);
    expect(messages((await patch(supervisor, w.id, { firstName: "" })).json())).toEqual(["First name is required"]);
    const taken = await patch(supervisor, w.id, { workerId: other.workerId.toUpperCase() });
    expect(taken.statusCode).toBe(409);
    expect(messages(taken.json())).toEqual(["Another worker already has this worker ID"]);
    const ok = await patch(supervisor, w.id, { city: "York", postcode: "yo1 7hh", hoursWorked: "999" });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ city: "York", postcode: "YO1 7HH", hoursWorked: "0.00", nationalInsurance: "JK 12 34 56 C" });
    expect(await lastLog(t.db)).toMatchObject({ action: "worker_updated", description: `Updated worker Callum Sutcliffe (${w.workerId}) (city, postcode)` });
  });

  it("deletes to the recycle bin (Workforce delete) without personal data in the bin; restore refuses a taken worker ID with 409", async () => {
    const w = await create();
    const card = await call(t.app, director, { method: "POST", url: `/api/workers/${w.id}/cards`, payload: { schemeIdentifier: "CSCS", cardNumber: "BIN-1" } });
    expect(card.statusCode, card.body).toBe(201);
    expect((await del(undefined, w.id)).statusCode).toBe(401);
    expect((await del(supervisor, w.id)).statusCode).toBe(403);
    expect((await del(director, 999999)).statusCode).toBe(404);
    expect((await del(director, w.id)).statusCode).toBe(204);
    expect((await get(qs, `/api/workers/${w.id}`)).statusCode).toBe(404);
    expect((await get(qs, `/api/workers?q=${w.workerId}`)).json().total).toBe(0);
    expect(await lastLog(t.db)).toMatchObject({ action: "worker_deleted", severity: "warning", category: "workers" });
    const [bin] = await t.db
      .select()
      .from(recycleBin)
      .where(eq(recycleBin.recordId, String(w.id)));
    expect(bin).toMatchObject({ recordType: "worker", tableName: "workers" });
    expectNoPersonalData(JSON.stringify(bin.recordData), expect);
    // Delete Records offers it back with its card: a company record, no contract to restore first.
    const listed = (await call(t.app, director, { method: "GET", url: `/api/recycle-bin?search=${encodeURIComponent(w.workerId)}` })).json();
    expect(listed.items).toEqual([expect.objectContaining({ recordType: "worker", contract: null, blockedReason: null, comesBack: ["1 card"] })]);

    const newcomer = await create({ workerId: w.workerId, firstName: "Nina", lastName: "Newcomer" });
    const refused = await call(t.app, director, { method: "POST", url: `/api/recycle-bin/${bin.id}/restore` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(`Its worker ID ${w.workerId} is now used by Nina Newcomer: change that worker's worker ID first`);
    await patch(supervisor, newcomer.id, { workerId: `${w.workerId}-B` });
    const restored = await call(t.app, director, { method: "POST", url: `/api/recycle-bin/${bin.id}/restore` });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({ recordType: "worker", link: `/workforce/edit/${w.id}` });
    const back = (await get(director, `/api/workers/${w.id}`)).json();
    expect(back).toMatchObject({ workerId: w.workerId, nationalInsurance: "JK 12 34 56 C" });
    const [row] = await t.db.select().from(workers).where(eq(workers.id, w.id));
    expect(row.deletedAt).toBeNull();
  });
});

describe("personal data (decision 0065)", () => {
  it("a role with Workforce edit reads it; one with view but not edit never receives it from a read or a write's answer", async () => {
    const w = await create();
    const full = (await get(supervisor, `/api/workers/${w.id}`)).json();
    expect(full).toMatchObject({ nationalInsurance: "JK 12 34 56 C", utr: "1234567890", taxCode: "1257L", allergies: "Penicillin" });
    const res = await get(qs, `/api/workers/${w.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ firstName: "Callum", nextOfKinPhone: "07700 900456" });
    expectNoPersonalData(res.body, expect);
    expectNoPersonalData((await get(qs, `/api/workers?q=${w.workerId}`)).body, expect);
  });
});
