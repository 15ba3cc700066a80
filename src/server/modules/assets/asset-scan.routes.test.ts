import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ASSET_LABEL_NOT_VALID } from "@shared/assets/asset-scan";
import { daysAfter, daysBefore, ukDay, ukToday } from "@shared/common/uk-dates";
import { hit } from "../../platform/rate-limit";
import { call, createTestApp, type TestApp } from "../../test/harness";
import { deny } from "../../test/records";
import { signedIn } from "../../test/sessions";
import { insertAsset, insertInspection } from "./asset-labels.test-support";
import { SCAN_LIMIT, scanKey } from "./asset-scan.service";

let t: TestApp;
let supervisor: string; // Assets view only
let viewer: string; // no Assets at all

beforeAll(async () => {
  t = await createTestApp();
  supervisor = (await signedIn(t, { role: "Site Supervisor" })).cookie;
  await deny(t.db, "Viewer", "Assets");
  viewer = (await signedIn(t, { role: "Viewer" })).cookie;
});
afterAll(() => t.close());

const today = ukToday();
const scan = (token: string, remoteAddress = "10.20.0.1", cookie?: string) =>
  t.app.inject({ method: "GET", url: `/api/public/assets/${token}`, remoteAddress, headers: cookie ? { cookie } : {} });
const ANSWER_KEYS = ["colour", "inspections", "outOfUse", "outOfUseSince", "reasons", "words"];
const INSPECTION_KEYS = ["kind", "lastDay", "name", "nextDay", "state"];

describe("the public scan", () => {
  it("green: no session needed; exactly the allowed keys, and nothing else about the item", async () => {
    const last = daysBefore(today, 10);
    const a = await insertAsset(t.db, {
      name: "Excavator Kubota KX080",
      serialNumber: "KBX080-77812",
      location: "Bay 3",
      notes: "Keys in the site office",
      lastInspectionDate: last,
      inspectionInterval: 180,
    });
    const res = await scan(a.qrToken);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(ANSWER_KEYS);
    expect(body).toEqual({
      colour: "green",
      words: "Safe to use",
      reasons: [],
      inspections: [{ kind: "puwer_inspection", name: "Inspection (PUWER)", lastDay: last, nextDay: daysAfter(last, 180), state: "ok" }],
      outOfUse: false,
      outOfUseSince: null,
    });
    for (const inspection of body.inspections) expect(Object.keys(inspection).sort()).toEqual(INSPECTION_KEYS);
    for (const secret of ["Excavator", "KBX080", "Bay 3", "Keys", a.qrToken]) expect(res.body).not.toContain(secret);
    // Signed in, the public answer is the same: the page asks for the asset's id separately.
    expect((await scan(a.qrToken, "10.20.0.1", supervisor)).json()).toEqual(body);
  });

  it("amber: an inspection due within its warning window, said in words", async () => {
    const a = await insertAsset(t.db, { liftingUse: "accessory" });
    const due = daysAfter(today, 10);
    // The examiner's report states an earlier next examination than LOLER's 6 months.
    await insertInspection(t.db, a.id, "thorough_examination", daysBefore(today, 30), { nextDueDay: due });
    const body = (await scan(a.qrToken)).json();
    expect(body).toMatchObject({ colour: "amber", words: "Safe to use: an inspection is due soon", outOfUse: false });
    expect(body.reasons).toEqual([`Thorough examination (LOLER) due ${ukDay(due)}`]);
    expect(body.inspections).toEqual([
      { kind: "thorough_examination", name: "Thorough examination (LOLER)", lastDay: daysBefore(today, 30), nextDay: due, state: "due_soon" },
    ]);
  });

  it("red: out of use since when, not in service, an overdue inspection and ones never done, worst first", async () => {
    const since = new Date("2026-01-12T08:30:00Z");
    const last = daysBefore(today, 200);
    const a = await insertAsset(t.db, {
      status: "maintenance",
      outOfUse: true,
      outOfUseSince: since,
      outOfUseReason: "Hydraulic leak reported by Dave Holt",
      portableElectrical: true,
      lastInspectionDate: last,
      inspectionInterval: 180,
    });
    const res = await scan(a.qrToken);
    const body = res.json();
    expect(body).toMatchObject({ colour: "red", words: "Do not use", outOfUse: true, outOfUseSince: since.toISOString() });
    expect(body.reasons).toEqual([
      "Taken out of use: it must be cleared by an authorised person before it is used",
      "Not in service: in maintenance",
      "User check: none recorded, needed before use",
      "Formal visual inspection: none recorded, needed before use",
      "Combined inspection and test: none recorded, needed before use",
      `Inspection (PUWER) overdue: was due ${ukDay(daysAfter(last, 180))}`,
    ]);
    expect(body.inspections.map((i: { kind: string; state: string; nextDay: string | null }) => [i.kind, i.state, i.nextDay])).toEqual([
      ["user_check", "never", null],
      ["formal_visual", "never", null],
      ["inspection_and_test", "never", null],
      ["puwer_inspection", "overdue", daysAfter(last, 180)],
    ]);
    // Why it was taken out of use may name people: not for a stranger's phone.
    expect(res.body).not.toContain("Hydraulic");
  });

  it("400 for what is no token; 404 with a clear message for an unknown token or a deleted asset's", async () => {
    for (const bad of ["not*a*token", "has.a.dot"]) {
      const res = await scan(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message).toBe(ASSET_LABEL_NOT_VALID);
    }
    const unknown = await scan("A".repeat(32));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(ASSET_LABEL_NOT_VALID);
    const gone = await insertAsset(t.db, { deletedAt: new Date() });
    expect((await scan(gone.qrToken)).statusCode).toBe(404);
  });

  it("is limited per address, counted before the token is checked (429 with when to try again)", async () => {
    const a = await insertAsset(t.db);
    await hit(t.db, scanKey("10.20.9.1"), SCAN_LIMIT.windowMs, SCAN_LIMIT.max - 1);
    expect((await scan("B".repeat(32), "10.20.9.1")).statusCode).toBe(404);
    const refused = await scan(a.qrToken, "10.20.9.1");
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many scans from this connection: try again in \d+ minutes?$/);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    // Another address is not held up.
    expect((await scan(a.qrToken, "10.20.9.2")).statusCode).toBe(200);
  });
});

describe("signed in: the asset of a scanned label", () => {
  const byToken = (cookie: string | undefined, token: string) =>
    call(t.app, cookie, { method: "GET", url: `/api/assets/by-token?token=${encodeURIComponent(token)}` });

  it("401, 403 without Assets view, 400, 404 for an unknown or replaced label; the asset's id", async () => {
    const a = await insertAsset(t.db);
    expect((await byToken(undefined, a.qrToken)).statusCode).toBe(401);
    expect((await byToken(viewer, a.qrToken)).statusCode).toBe(403);
    const bad = await byToken(supervisor, "no.such");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(ASSET_LABEL_NOT_VALID);
    expect((await call(t.app, supervisor, { method: "GET", url: "/api/assets/by-token" })).statusCode).toBe(400);
    const unknown = await byToken(supervisor, "C".repeat(32));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(ASSET_LABEL_NOT_VALID);
    const res = await byToken(supervisor, a.qrToken);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id: a.id });

    const manager = (await signedIn(t, { role: "Site Manager" })).cookie;
    expect((await call(t.app, manager, { method: "POST", url: `/api/assets/${a.id}/label` })).statusCode).toBe(200);
    expect((await byToken(supervisor, a.qrToken)).statusCode).toBe(404);
  });
});
