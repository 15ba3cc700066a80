import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { daysAfter, ukTime, ukToday } from "@shared/common/uk-dates";
import { inductionResults, inductions, siteAttendance, tradeCardRules } from "../../db/schema/index";
import { call } from "../../test/harness";
import { validProject } from "../projects/projects.test-support";
import { workerBody } from "../workers/workers.test-support";
import { gateApi, gateFixture, lastLog, messages, minutesAgo, newWorker, type GateFixture } from "./site-sign-in.test-support";

let f: GateFixture;
let api: ReturnType<typeof gateApi>;

beforeAll(async () => {
  f = await gateFixture();
  api = gateApi(f);
});
afterAll(() => f.t.close());

const reasons = (res: { json: () => { refusals?: { code: string }[] } }) => (res.json().refusals ?? []).map((r) => r.code);
const override = { reason: "Checked by phone with the agency" };

async function expectRefusedThenOverridden(workerId: number, code: string, slug?: string) {
  const refused = await api.signIn(f.supervisor, { workerId }, undefined, slug);
  expect(refused.statusCode).toBe(409);
  expect(refused.json().message).toBe("Sign-in refused");
  expect(reasons(refused)).toEqual([code]);
  // A gatekeeper (Workforce create, not edit) may not override.
  const notAllowed = await api.signIn(f.gatekeeper, { workerId, override }, undefined, slug);
  expect(notAllowed.statusCode).toBe(403);
  expect(notAllowed.json().message).toBe("Only a site manager (Workforce edit) can override a refusal");
  const ok = await api.signIn(f.supervisor, { workerId, override }, undefined, slug);
  expect(ok.statusCode).toBe(200);
  expect(ok.json().attendance.override).toMatchObject({ refusals: [{ code }], reason: override.reason, by: "Sam Supervisor" });
  expect(await lastLog(f.t.db)).toMatchObject({ action: "site_sign_in_overridden", severity: "warning" });
}

describe("signing in", () => {
  it("400 without a worker or QR, or with a too short override reason", async () => {
    expect(messages((await api.signIn(f.gatekeeper, {})).json())).toEqual(["Choose a worker or scan their QR code"]);
    expect(messages((await api.signIn(f.supervisor, { workerId: f.workerId, override: { reason: "x" } })).json())).toEqual(["Give a reason for the override"]);
  });

  it("signs in at the gate, logged; a second tap is 409; sign-out, and again 409", async () => {
    const res = await api.signIn(f.gatekeeper, { workerId: f.workerId, travelMethod: "walk_cycle" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      attendance: {
        workerId: f.workerId,
        workerName: "Callum Sutcliffe",
        company: "Aire Valley Groundworks Ltd",
        signInMethod: "gate",
        signOutTime: null,
        date: ukToday(),
      },
      onSiteCount: 1,
      headcountWarning: null,
      flaggedRefusals: [],
    });
    expect(await lastLog(f.t.db)).toMatchObject({ action: "site_signed_in", entityType: "site_attendance" });
    const again = await api.signIn(f.gatekeeper, { workerId: f.workerId });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("Already signed in on this site");
    const out = await api.signOut(f.gatekeeper, { workerId: f.workerId });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toMatchObject({ signOutMethod: "gate", minutes: expect.any(Number) });
    expect(await lastLog(f.t.db)).toMatchObject({ action: "site_signed_out" });
    const twice = await api.signOut(f.gatekeeper, { workerId: f.workerId });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe("Not signed in on this site");
  });

  it("finds the worker by the QR's token, its /w/ path or a whole address; an unknown one is 404", async () => {
    const token = (await call(f.t.app, f.supervisor, { method: "POST", url: `/api/workers/${f.workerId}/qr` })).json().path.split("/").pop();
    for (const qrToken of [token, `/w/${token}`, `https://sitebook.example/w/${token}`]) {
      expect((await api.signIn(f.gatekeeper, { qrToken })).json().attendance.workerId).toBe(f.workerId);
      expect((await api.signOut(f.gatekeeper, { qrToken })).statusCode).toBe(200);
    }
    const unknown = await api.signIn(f.gatekeeper, { qrToken: "https://sitebook.example/w/not-a-token" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("This QR code is not valid");
  });
});

describe("refusals and overrides", () => {
  it("no right to work check recorded", async () => {
    const res = await call(f.t.app, f.supervisor, { method: "POST", url: "/api/workers", payload: workerBody() });
    await expectRefusedThenOverridden(res.json().id, "right_to_work");
  });

  it("a card that has expired", async () => {
    const id = await newWorker(f, { lastName: "Expired" });
    await call(f.t.app, f.supervisor, {
      method: "POST",
      url: `/api/workers/${id}/cards`,
      payload: { schemeIdentifier: "CSCS", cardNumber: "1234", expiryDate: "2024-01-31" },
    });
    await expectRefusedThenOverridden(id, "card_expired");
  });

  it("cards that do not meet the trade's rule", async () => {
    await f.t.db.insert(tradeCardRules).values({ trade: "Steel erector", requirements: [[{ scheme: "CSCS" }]] });
    const id = await newWorker(f, { lastName: "Ruleless", trade: "Steel erector" });
    await expectRefusedThenOverridden(id, "trade_rule");
  });

  it("the contract's induction missing, then expired", async () => {
    const other = (
      await call(f.t.app, f.admin, { method: "POST", url: "/api/projects", payload: validProject({ name: "Induction Yard", code: "IY-1" }) })
    ).json();
    const [induction] = await f.t.db
      .insert(inductions)
      .values({ projectId: other.id, title: "Site induction", sections: [], questions: [], passMark: 80, maxAttempts: 3, signOffStatement: "I understand" })
      .returning();
    const id = await newWorker(f, { lastName: "Newcomer" });
    await expectRefusedThenOverridden(id, "induction_missing", other.slug);
    const late = await newWorker(f, { lastName: "Lapsed" });
    await f.t.db.insert(inductionResults).values({
      inductionId: induction.id,
      workerId: late,
      projectId: other.id,
      inductionVersion: 1,
      source: "recorded",
      passed: true,
      passedOn: daysAfter(ukToday(), -800),
      reviewStatus: "approved",
    });
    await expectRefusedThenOverridden(late, "induction_expired", other.slug);
    // Another contract without an induction of its own, and no company induction: none needed there.
    expect((await api.signIn(f.gatekeeper, { workerId: id })).statusCode).toBe(200);
  });
});

describe("offline and the moment of the tap", () => {
  it("at in the future or older than 7 days is 400", async () => {
    const id = await newWorker(f, { lastName: "Clock" });
    const future = await api.signIn(f.gatekeeper, { workerId: id, at: new Date(Date.now() + 10 * 60_000).toISOString() });
    expect(messages(future.json())).toEqual(["The time of a sign-in cannot be in the future"]);
    const old = await api.signIn(f.gatekeeper, { workerId: id, at: new Date(Date.now() - 8 * 24 * 3_600_000).toISOString() });
    expect(messages(old.json())).toEqual(["A queued sign-in older than 7 days cannot be sent: record it by hand with a correction"]);
  });

  it("a queued sign-in keeps its moment; refused, it is kept and flagged, not 409", async () => {
    const res = await call(f.t.app, f.supervisor, { method: "POST", url: "/api/workers", payload: workerBody({ lastName: "Queued" }) });
    const at = minutesAgo(30);
    const kept = await api.signIn(f.gatekeeper, { workerId: res.json().id, at, offline: true });
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({
      flaggedRefusals: [{ code: "right_to_work" }],
      attendance: { recordedOffline: true, signInTime: ukTime(new Date(at)), override: null },
    });
    expect(await lastLog(f.t.db)).toMatchObject({ action: "site_signed_in", severity: "warning", description: expect.stringContaining("flagged") });
    const out = await api.signOut(f.gatekeeper, { workerId: res.json().id, at: minutesAgo(5), offline: true });
    expect(out.json().signOutTime).toBe(ukTime(new Date(Date.now() - 5 * 60_000)));
  });

  it("a replayed Idempotency-Key stores the sign-in once", async () => {
    const id = await newWorker(f, { lastName: "Replay" });
    const headers = { "idempotency-key": `gate-${id}` };
    const queued = { workerId: id, at: minutesAgo(3), offline: true };
    const first = await api.signIn(f.gatekeeper, queued, headers);
    const second = await api.signIn(f.gatekeeper, queued, headers);
    expect(first.statusCode).toBe(200);
    expect(second.headers["idempotent-replayed"]).toBe("true");
    expect(await f.t.db.select().from(siteAttendance).where(eq(siteAttendance.workerId, id))).toHaveLength(1);
  });
});
