import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../../test/harness";
import { gateApi, gateFixture, lastLog, messages, settingsBody, type GateFixture } from "./site-sign-in.test-support";

let f: GateFixture;
let api: ReturnType<typeof gateApi>;

beforeAll(async () => {
  f = await gateFixture();
  api = gateApi(f);
});
afterAll(() => f.t.close());

describe("site sign-in: who may do what", () => {
  it("401 signed out, 403 without Workforce on every route; 404 for an unknown contract", async () => {
    const routes: [string, string, object?][] = [
      ["GET", "/api/site-sign-in/contracts"],
      ["GET", api.url("settings")],
      ["PUT", api.url("settings"), settingsBody()],
      ["GET", api.url("roster")],
      ["POST", api.url("sign-in"), { workerId: f.workerId }],
      ["POST", api.url("sign-out"), { workerId: f.workerId }],
      ["GET", "/api/site-attendance/export?from=2026-01-01&to=2026-01-31"],
      ["GET", "/api/site-sign-in/retention"],
      ["PUT", "/api/site-sign-in/retention", { attendanceMonths: 72, gateAnswerDays: 28 }],
    ];
    for (const [method, url, payload] of routes) {
      expect((await call(f.t.app, undefined, { method: method as "GET", url, payload })).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(f.t.app, f.viewer, { method: method as "GET", url, payload })).statusCode, `${method} ${url}`).toBe(403);
    }
    // View only: reads, never signs anyone in; Workforce edit for the settings; admin for the retention.
    expect((await api.get(f.qs, api.url("roster"))).statusCode).toBe(200);
    expect((await api.signIn(f.qs, { workerId: f.workerId })).statusCode).toBe(403);
    expect((await api.put(f.gatekeeper, api.url("settings"), settingsBody())).statusCode).toBe(403);
    expect((await api.put(f.supervisor, "/api/site-sign-in/retention", { attendanceMonths: 72, gateAnswerDays: 28 })).statusCode).toBe(403);
    expect((await api.get(f.supervisor, api.url("roster", "no-such-contract"))).statusCode).toBe(404);
    expect((await api.signIn(f.supervisor, { workerId: f.workerId }, undefined, "no-such-contract")).statusCode).toBe(404);
    expect((await api.signIn(f.supervisor, { workerId: 999999 })).json()).toMatchObject({ message: "Worker not found" });
  });
});

describe("settings", () => {
  it("400 with the spec's messages", async () => {
    const bad = await api.settings(settingsBody({ fitQuestions: [{ question: "", passAnswer: "maybe" }], autoSignOutTime: "7pm", headcountLimit: 0 }));
    expect(bad.statusCode).toBe(400);
    expect(messages(bad.json())).toEqual([
      "Write the question",
      "Choose the answer that lets a worker on site",
      "Automatic sign-out must be a time like 19:00",
      "Headcount limit must be a whole number from 1 to 5000",
    ]);
  });

  it("saves, bumps the briefing's version only when its text changes, and logs it", async () => {
    const empty = await api.get(f.gatekeeper, api.url("settings"));
    expect(empty.json()).toMatchObject({ fitQuestions: [], briefing: null, briefingVersion: 0, posterPath: null });
    const body = settingsBody({
      fitQuestions: [{ question: "Are you fit for work?", passAnswer: "yes" }],
      briefing: "Crane lift at 10:00",
      autoSignOutTime: "19:00",
      headcountLimit: 40,
    });
    const saved = await api.settings(body);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ briefing: "Crane lift at 10:00", briefingVersion: 1, autoSignOutTime: "19:00", headcountLimit: 40 });
    expect(await lastLog(f.t.db)).toMatchObject({ action: "site_sign_in_settings_updated", entityName: "Gate Street", userId: expect.any(Number) });
    expect((await api.settings({ ...body, headcountLimit: 41 })).json().briefingVersion).toBe(1);
    expect((await api.settings({ ...body, briefing: "No crane today" })).json().briefingVersion).toBe(2);
    await api.settings(settingsBody());
  });
});

describe("contracts and the roster", () => {
  it("lists the open contracts with how many are on site", async () => {
    const res = await api.get(f.gatekeeper, "/api/site-sign-in/contracts");
    expect(res.statusCode).toBe(200);
    expect(res.json().contracts).toContainEqual({ id: f.projectId, name: "Gate Street", slug: f.slug, onSiteCount: 0, headcountLimit: null });
  });

  it("every active worker with their refusals, checks, whether on site and the QR's hash", async () => {
    const token = (await call(f.t.app, f.supervisor, { method: "POST", url: `/api/workers/${f.workerId}/qr` })).json().path.split("/").pop();
    const res = await api.get(f.qs, api.url("roster"));
    expect(res.statusCode).toBe(200);
    const me = res.json().workers.find((w: { id: number }) => w.id === f.workerId);
    expect(me).toMatchObject({ name: "Callum Sutcliffe", refusals: [], checksDue: false, fitToday: null, onSite: null, lastTravel: null });
    expect(me.qrHash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(res.json()).toMatchObject({ project: { slug: f.slug, name: "Gate Street" }, onSiteCount: 0 });
  });
});

describe("retention", () => {
  it("72 months and 28 days until set; the admin sets it (400 with the messages), logged", async () => {
    expect((await api.get(f.qs, "/api/site-sign-in/retention")).json()).toEqual({ attendanceMonths: 72, gateAnswerDays: 28, updatedAt: null });
    const bad = await api.put(f.admin, "/api/site-sign-in/retention", { attendanceMonths: 0, gateAnswerDays: 400 });
    expect(messages(bad.json())).toEqual(["Keep sign-ins for 1 to 120 months", "Keep gate answers for 1 to 365 days"]);
    const ok = await api.put(f.admin, "/api/site-sign-in/retention", { attendanceMonths: 84, gateAnswerDays: 14 });
    expect(ok.json()).toMatchObject({ attendanceMonths: 84, gateAnswerDays: 14 });
    expect(await lastLog(f.t.db)).toMatchObject({ action: "site_sign_in_retention_updated" });
  });
});
