import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { daysBefore, ukToday } from "@shared/common/uk-dates";
import { DRILL_MESSAGES } from "@shared/site-sign-in/roll-call";
import { siteAttendance, siteSignInSettings } from "../../db/schema/index";
import { call, type TestApp } from "../../test/harness";
import { messages } from "../../test/records";
import { publishSiteChange } from "../../platform/site-changes";
import { rollCallFixture, signIn, visitorOnSite } from "./site-attendance.test-support";

let t: TestApp;
let supervisor: string;
let qs: string;
let viewer: string;
let project: { id: number; slug: string; name: string };
let workerIds: number[];
let port: number;

beforeAll(async () => {
  ({ t, supervisor, qs, viewer, project, workerIds } = await rollCallFixture());
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

const url = (tail: string, slug = project.slug) => `/api/projects/by-slug/${slug}/site-sign-in/${tail}`;
const get = (cookie: string | undefined, tail: string) => call(t.app, cookie, { method: "GET", url: url(tail) });
const post = (cookie: string | undefined, tail: string, payload?: object) => call(t.app, cookie, { method: "POST", url: url(tail), payload });

/** Opens the events stream over a real socket; `next` resolves with the next `roll-call` event's arrival time. */
function openStream(cookie: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; next: () => Promise<number>; close: () => void; ended: Promise<void> }>(
    (resolve, reject) => {
      const req = http.get({ host: "127.0.0.1", port, path: url("events"), headers: { cookie, "accept-encoding": "gzip, br" } }, (res) => {
        let buffer = "";
        let waiting: ((at: number) => void) | null = null;
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          buffer += chunk;
          if (waiting && buffer.includes("event: roll-call")) {
            buffer = "";
            const w = waiting;
            waiting = null;
            w(Date.now());
          }
        });
        const ended = new Promise<void>((done) => res.on("close", () => done()));
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          next: () => new Promise<number>((r) => (waiting = r)),
          close: () => req.destroy(),
          ended,
        });
      });
      req.on("error", reject);
    },
  );
}

describe("GET roll-call", () => {
  it("asks for a session, Workforce view and a contract that exists", async () => {
    expect((await get(undefined, "roll-call")).statusCode).toBe(401);
    expect((await get(viewer, "roll-call")).statusCode).toBe(403);
    expect((await call(t.app, qs, { method: "GET", url: url("roll-call", "no-such-contract") })).statusCode).toBe(404);
  });

  it("lists everyone on site by employer: today's, an earlier day's never signed out, and visitors, with overrides and flags", async () => {
    const a = await signIn(
      t.db,
      { projectId: project.id, workerId: workerIds[0] },
      { overriddenRefusals: ["card_expired"], overrideReason: "Card renewal seen on phone" },
    );
    const b = await signIn(
      t.db,
      { projectId: project.id, workerId: workerIds[1] },
      { workerName: "Dana Okafor", company: "Leeds Steel Erectors", date: daysBefore(ukToday(), 1), signInTime: "07:00", flaggedRefusals: ["right_to_work"] },
    );
    const gone = await signIn(
      t.db,
      { projectId: project.id, workerId: workerIds[1] },
      { date: daysBefore(ukToday(), 2), signOutTime: "16:00", signedOutAt: new Date() },
    );
    const v = await visitorOnSite(t.db, project.id);
    await visitorOnSite(t.db, project.id, { date: daysBefore(ukToday(), 3), firstName: "Old", lastName: "Entry" });
    await t.db.insert(siteSignInSettings).values({ projectId: project.id, headcountLimit: 40 });

    const res = await get(qs, "roll-call");
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ onSiteCount: 3, workerCount: 2, visitorCount: 1, headcountLimit: 40, drill: null });
    const ids = body.people.map((p: { kind: string; attendanceId: number }) => `${p.kind}:${p.attendanceId}`);
    expect(ids).toEqual(expect.arrayContaining([`worker:${a.id}`, `worker:${b.id}`, `visitor:${v.id}`]));
    expect(ids).not.toContain(`worker:${gone.id}`);
    const callum = body.people.find((p: { attendanceId: number; kind: string }) => p.kind === "worker" && p.attendanceId === a.id);
    expect(callum.override).toEqual({ refusals: [{ code: "card_expired", reason: "Their card has expired" }], reason: "Card renewal seen on phone", by: null });
    const dana = body.people.find((p: { attendanceId: number; kind: string }) => p.kind === "worker" && p.attendanceId === b.id);
    expect(dana.signInTime).toBe(`07:00 on ${daysBefore(ukToday(), 1)}`);
    expect(dana.flaggedRefusals[0].code).toBe("right_to_work");
    expect(body.byEmployer).toEqual(
      expect.arrayContaining([
        { company: "Aire Valley Groundworks Ltd", workers: 1, visitors: 0 },
        { company: "Leeds Steel Erectors", workers: 1, visitors: 0 },
        { company: "Arup", workers: 0, visitors: 1 },
      ]),
    );
  });
});

describe("GET events (server-sent)", () => {
  it("asks for a session and Workforce view", async () => {
    expect((await get(undefined, "events")).statusCode).toBe(401);
    expect((await get(viewer, "events")).statusCode).toBe(403);
    expect((await call(t.app, qs, { method: "GET", url: url("events", "no-such-contract") })).statusCode).toBe(404);
  });

  it("streams uncompressed, unbuffered, and tells of a sign-in within 2 s", async () => {
    const s = await openStream(qs);
    expect(s.status).toBe(200);
    expect(s.headers["content-type"]).toMatch(/^text\/event-stream/);
    expect(s.headers["cache-control"]).toMatch(/no-cache/);
    expect(s.headers["x-accel-buffering"]).toBe("no");
    expect(s.headers["content-encoding"]).toBeUndefined();
    const heard = s.next();
    const started = Date.now();
    // Another instance's write: nothing is published on this one's bus, the change marker finds it.
    await t.db
      .update(siteAttendance)
      .set({ signOutTime: "12:00", signedOutAt: new Date(), updatedAt: new Date() })
      .where(eq(siteAttendance.projectId, project.id));
    expect((await heard) - started).toBeLessThan(2_000);
    // This instance's write: heard at once.
    const again = s.next();
    const at = Date.now();
    publishSiteChange(project.id);
    expect((await again) - at).toBeLessThan(1_000);
    s.close();
    await s.ended;
  });

  it("tells of a visitor typed in the diary", async () => {
    const s = await openStream(supervisor);
    const heard = s.next();
    const res = await call(t.app, supervisor, {
      method: "POST",
      url: "/api/visitors",
      payload: {
        projectId: project.id,
        firstName: "Ian",
        lastName: "Brook",
        company: "Building Control",
        reasonForVisit: "Inspection",
        date: ukToday(),
        signInTime: "",
        signOutTime: "",
        travelMethod: "",
        travelDistance: null,
        travelOriginPostcode: "",
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    await heard;
    s.close();
  });

  it("limits the streams one user may hold open", async () => {
    const streams = [];
    for (let i = 0; i < 6; i += 1) streams.push(await openStream(qs));
    expect(streams.every((s) => s.status === 200)).toBe(true);
    const refused = await openStream(qs);
    expect(refused.status).toBe(429);
    for (const s of streams) s.close();
    await Promise.all(streams.map((s) => s.ended));
  });
});

describe("GET roll-call.pdf", () => {
  it("asks for a session and Workforce view", async () => {
    expect((await get(undefined, "roll-call.pdf")).statusCode).toBe(401);
    expect((await get(viewer, "roll-call.pdf")).statusCode).toBe(403);
  });

  it("draws the fire roll-call", async () => {
    await signIn(t.db, { projectId: project.id, workerId: workerIds[0] }, { signInTime: "13:05" });
    const res = await get(qs, "roll-call.pdf");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.rawPayload.subarray(0, 4).toString()).toBe("%PDF");
    expect(res.headers["content-disposition"]).toContain(`fire-roll-call-${project.slug}-${ukToday()}.pdf`);
  });
});

describe("evacuation drills", () => {
  it("start: Workforce create, one at a time", async () => {
    expect((await post(undefined, "drills")).statusCode).toBe(401);
    expect((await post(qs, "drills")).statusCode).toBe(403);
    const res = await post(supervisor, "drills");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ startedBy: "Sam Supervisor", ticked: [] });
    const again = await post(supervisor, "drills");
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(DRILL_MESSAGES.alreadyRunning);
  });

  it("tick and untick someone on the roll-call; nobody else; then end", async () => {
    const drill = (await get(qs, "roll-call")).json().drill;
    const person = (await get(qs, "roll-call")).json().people[0];
    const tick = (cookie: string, payload: object, id = drill.id) => post(cookie, `drills/${id}/ticks`, payload);
    expect((await tick(qs, { kind: person.kind, attendanceId: person.attendanceId, ticked: true })).statusCode).toBe(403);
    expect((await tick(supervisor, { kind: "worker", attendanceId: person.attendanceId, ticked: true }, 999999)).statusCode).toBe(404);
    const stranger = await tick(supervisor, { kind: "worker", attendanceId: 999999, ticked: true });
    expect(stranger.statusCode).toBe(400);
    expect(messages(stranger.json())).toEqual([DRILL_MESSAGES.personNotOnSite]);
    expect((await tick(supervisor, { kind: "robot", attendanceId: 1, ticked: true })).statusCode).toBe(400);

    const ticked = await tick(supervisor, { kind: person.kind, attendanceId: person.attendanceId, ticked: true });
    expect(ticked.statusCode, ticked.body).toBe(200);
    expect(ticked.json().ticked).toEqual([expect.objectContaining({ kind: person.kind, attendanceId: person.attendanceId, by: "Sam Supervisor" })]);
    await tick(supervisor, { kind: person.kind, attendanceId: person.attendanceId, ticked: true });
    expect((await get(qs, "roll-call")).json().drill.ticked).toHaveLength(1);
    expect((await tick(supervisor, { kind: person.kind, attendanceId: person.attendanceId, ticked: false })).json().ticked).toEqual([]);

    expect((await post(qs, `drills/${drill.id}/end`)).statusCode).toBe(403);
    expect((await post(supervisor, `drills/${drill.id}/end`)).statusCode).toBe(204);
    expect((await post(supervisor, `drills/${drill.id}/end`)).statusCode).toBe(409);
    expect((await tick(supervisor, { kind: person.kind, attendanceId: person.attendanceId, ticked: true })).statusCode).toBe(409);
    expect((await get(qs, "roll-call")).json().drill).toBeNull();
  });
});

describe("app.close()", () => {
  it("ends open streams, so the server stops", async () => {
    const s = await openStream(qs);
    const closing = t.app.close();
    await s.ended;
    await closing;
  });
});
