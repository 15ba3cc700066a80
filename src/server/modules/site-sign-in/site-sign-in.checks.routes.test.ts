import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { carbonFigures, outboxEmails, siteGateAnswers } from "../../db/schema/index";
import { gateApi, gateFixture, lastLog, messages, newWorker, settingsBody, type GateFixture } from "./site-sign-in.test-support";

let f: GateFixture;
let api: ReturnType<typeof gateApi>;

beforeAll(async () => {
  f = await gateFixture();
  api = gateApi(f);
});
afterAll(() => f.t.close());

const alertsTo = async (email: string) =>
  f.t.db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.toAddress, email.toLowerCase()), eq(outboxEmails.kind, "site_sign_in_alert")));
const roster = async (id: number) => (await api.get(f.gatekeeper, api.url("roster"))).json().workers.find((w: { id: number }) => w.id === id);

describe("gate checks", () => {
  const checks = settingsBody({ fitQuestions: [{ question: "Are you fit for work today?", passAnswer: "yes" }], briefing: "Crane lift at 10:00" });

  it("asked once a day: 400 until answered, stored, then not asked again that day", async () => {
    await api.settings(checks);
    expect((await roster(f.workerId)).checksDue).toBe(true);
    const missing = await api.signIn(f.gatekeeper, { workerId: f.workerId });
    expect(missing.statusCode).toBe(400);
    expect(messages(missing.json())).toEqual(["Answer today's gate checks first"]);
    expect(missing.json().errors[0].field).toBe("gate");
    // The briefing of the day must be the one acknowledged.
    expect((await api.signIn(f.gatekeeper, { workerId: f.workerId, gate: { answers: ["yes"], briefingVersion: 0 } })).statusCode).toBe(400);
    const ok = await api.signIn(f.gatekeeper, { workerId: f.workerId, gate: { answers: ["yes"], briefingVersion: 1 } });
    expect(ok.statusCode).toBe(200);
    const [stored] = await f.t.db.select().from(siteGateAnswers).where(eq(siteGateAnswers.workerId, f.workerId));
    expect(stored).toMatchObject({ fit: true, briefingVersion: 1, answers: [{ question: "Are you fit for work today?", answer: "yes", fit: true }] });
    expect(await roster(f.workerId)).toMatchObject({ checksDue: false, fitToday: true, onSite: { attendanceId: ok.json().attendance.id } });
    await api.signOut(f.gatekeeper, { workerId: f.workerId });
    expect((await api.signIn(f.gatekeeper, { workerId: f.workerId })).statusCode).toBe(200);
    await api.signOut(f.gatekeeper, { workerId: f.workerId });
  });

  it("a failing answer refuses, alerts the site manager once, keeps refusing all day until overridden", async () => {
    const id = await newWorker(f, { lastName: "Unwell" });
    const refused = await api.signIn(f.gatekeeper, { workerId: id, gate: { answers: ["no"], briefingVersion: 1 } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().refusals).toEqual([{ code: "unfit", reason: "They did not pass today's fit-for-work check" }]);
    const mails = await alertsTo(f.manager.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe("Gate Street: Callum Unwell did not pass today's fit-for-work check");
    expect(mails[0].textBody).toContain("Are you fit for work today?");
    const again = await api.signIn(f.gatekeeper, { workerId: id, gate: { answers: ["yes"], briefingVersion: 1 } });
    expect(again.json().refusals.map((r: { code: string }) => r.code)).toEqual(["unfit"]);
    expect(await alertsTo(f.manager.user.email)).toHaveLength(1);
    expect(await roster(id)).toMatchObject({ fitToday: false, refusals: [{ code: "unfit" }] });
    const overridden = await api.signIn(f.supervisor, { workerId: id, override: { reason: "Spoke to him: hay fever, not unwell" } });
    expect(overridden.statusCode).toBe(200);
    expect(overridden.json().attendance.override.refusals).toEqual([{ code: "unfit", reason: "They did not pass today's fit-for-work check" }]);
    await api.signOut(f.gatekeeper, { workerId: id });
    await api.settings(settingsBody());
  });
});

describe("headcount", () => {
  it("passing the limit warns the gate and alerts the site manager once", async () => {
    const first = await newWorker(f, { lastName: "First" });
    const second = await newWorker(f, { lastName: "Second" });
    await api.settings(settingsBody({ headcountLimit: 1 }));
    expect((await api.signIn(f.gatekeeper, { workerId: first })).json().headcountWarning).toBeNull();
    const over = await api.signIn(f.gatekeeper, { workerId: second });
    expect(over.json()).toMatchObject({ onSiteCount: 2, headcountWarning: "The headcount limit of 1 is passed" });
    const mails = (await alertsTo(f.manager.user.email)).filter((m) => m.subject.includes("headcount"));
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe("Gate Street: the headcount limit of 1 is passed");
    await api.signOut(f.gatekeeper, { workerId: first });
    await api.signOut(f.gatekeeper, { workerId: second });
    await api.settings(settingsBody());
  });
});

describe("travel", () => {
  it("a distance or postcode is needed for a motor journey (400 with the visitors' message)", async () => {
    const res = await api.signIn(f.gatekeeper, { workerId: f.workerId, travelMethod: "car_diesel" });
    expect(messages(res.json())).toEqual(["Enter the distance travelled (one way) or the postcode they travelled from"]);
  });

  it("stores the return journey's carbon as commuting (Scope 3 cat. 7), offered again as the last travel answers", async () => {
    const res = await api.signIn(f.supervisor, { workerId: f.workerId, travelMethod: "car_diesel", travelDistance: 12 });
    expect(res.statusCode).toBe(200);
    const a = res.json().attendance;
    expect(a).toMatchObject({ travelMethod: "car_diesel", travelDistance: 12, travelDistanceEstimated: false });
    expect(a.travelCarbon).toBeGreaterThan(0);
    const [figure] = await f.t.db
      .select()
      .from(carbonFigures)
      .where(and(eq(carbonFigures.sourceKind, "site_attendance"), eq(carbonFigures.sourceId, a.id)));
    expect(figure).toMatchObject({ projectId: f.projectId, scope: 3, category: "commuting", ghgCategory: 7, activityAmount: "24.000" });
    expect(Number(figure.kgCo2e)).toBe(a.travelCarbon);
    expect(await lastLog(f.t.db)).toMatchObject({ description: expect.stringContaining("travel") });
    expect((await roster(f.workerId)).lastTravel).toEqual({ travelMethod: "car_diesel", travelDistance: 12, travelOriginPostcode: null });
    await api.signOut(f.gatekeeper, { workerId: f.workerId });
  });
});
