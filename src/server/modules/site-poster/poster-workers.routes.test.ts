import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { PERSONAL_LINK_NOT_VALID } from "@shared/site-sign-in/site-public";
import { siteAttendance } from "../../db/schema/index";
import { call } from "../../test/harness";
import { workerBody } from "../workers/workers.test-support";
import { ADDRESS_LIMIT, LINK_LIMIT } from "./poster-workers.service";
import { gateApi, gateFixture, lastLog, messages, newWorker, settingsBody, type GateFixture } from "../site-sign-in/site-sign-in.test-support";

let f: GateFixture;
let token: string;
let link: string;

const issueLink = async (workerId: number) =>
  (await call(f.t.app, f.supervisor, { method: "POST", url: `/api/workers/${workerId}/sign-in-link` })).json().path.split("/").pop() as string;

beforeAll(async () => {
  f = await gateFixture();
  token = (await call(f.t.app, f.supervisor, { method: "POST", url: `/api/projects/by-slug/${f.slug}/site-sign-in/poster` }))
    .json()
    .posterPath.split("/")
    .pop();
  link = await issueLink(f.workerId);
});
afterAll(() => f.t.close());

const me = (l = link) => f.t.app.inject({ method: "GET", url: `/api/public/site/${token}/me/${l}` });
const selfIn = (payload: object, l = link, headers: Record<string, string> = {}) =>
  f.t.app.inject({ method: "POST", url: `/api/public/site/${token}/me/${l}/sign-in`, payload, headers });
const selfOut = (l = link, remoteAddress?: string) => f.t.app.inject({ method: "POST", url: `/api/public/site/${token}/me/${l}/sign-out`, remoteAddress });

describe("a worker signing themselves in from the poster", () => {
  it("answers today's checks once, signs in (method self) and out on their phone; the second tap of each is 409", async () => {
    const saved = await gateApi(f).settings(
      settingsBody({ fitQuestions: [{ question: "Are you fit for work today?", passAnswer: "yes" }], briefing: "Crane lift at 10:00" }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const before = (await me()).json();
    expect(before).toMatchObject({ onSite: null, checks: { questions: [{ question: "Are you fit for work today?" }], briefing: "Crane lift at 10:00" } });

    const unanswered = await selfIn({ travelMethod: "walk_cycle" });
    expect(unanswered.statusCode).toBe(400);
    expect(unanswered.json().message).toBe("Answer today's gate checks first");

    const res = await selfIn({ gate: { answers: ["yes"], briefingVersion: before.checks.briefingVersion }, travelMethod: "car_diesel", travelDistance: 25 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ onSite: { signInTime: expect.stringMatching(/^\d\d:\d\d$/) }, checks: null });
    const [row] = await f.t.db.select().from(siteAttendance).where(eq(siteAttendance.workerId, f.workerId));
    expect(row).toMatchObject({ signInMethod: "self", travelMethod: "car_diesel", createdBy: null });
    expect((await lastLog(f.t.db)).description).toContain("on their own phone");
    expect((await selfIn({ travelMethod: "walk_cycle" })).statusCode).toBe(409);

    const out = await selfOut();
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json()).toMatchObject({ onSite: null, lastTravel: { travelMethod: "car_diesel", travelDistance: 25 } });
    const [after] = await f.t.db.select().from(siteAttendance).where(eq(siteAttendance.workerId, f.workerId));
    expect(after.signOutMethod).toBe("self");
    const again = await selfOut();
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("Not signed in on this site");
  });

  it("a refusal is 409 with the reasons and 'speak to the site team': there is no override on a phone", async () => {
    const unchecked: number = (
      await call(f.t.app, f.supervisor, { method: "POST", url: "/api/workers", payload: workerBody({ firstName: "Nia", workerId: "W-NIA" }) })
    ).json().id;
    const res = await selfIn(
      {
        gate: { answers: ["yes"], briefingVersion: (await me()).json().checks?.briefingVersion ?? 1 },
        travelMethod: "walk_cycle",
        override: { reason: "I say so" },
      },
      await issueLink(unchecked),
    );
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toEqual({
      message: "Sign-in refused: speak to the site team",
      refusals: [{ code: "right_to_work", reason: "No right to work check is recorded" }],
    });
    expect(await f.t.db.select().from(siteAttendance).where(eq(siteAttendance.workerId, unchecked))).toEqual([]);
  });

  it("400 with the travel's messages; 404 for a bad or re-issued link; another website's write is 403", async () => {
    const other = await newWorker(f, { firstName: "Ola", workerId: "W-OLA" });
    const first = await issueLink(other);
    const bad = await selfIn({ travelMethod: "jetpack", travelOriginPostcode: "nowhere" }, first);
    expect(bad.statusCode).toBe(400);
    expect(messages(bad.json())).toEqual(expect.arrayContaining(["Choose how they travelled", "Enter a valid UK postcode, e.g. LS1 4AP"]));
    await issueLink(other);
    const old = await selfIn({ travelMethod: "walk_cycle" }, first);
    expect(old.statusCode).toBe(404);
    expect(old.json().message).toBe(PERSONAL_LINK_NOT_VALID);
    expect((await selfOut("not-a-link")).statusCode).toBe(404);
    const cross = await selfIn({ travelMethod: "walk_cycle" }, link, { origin: "https://evil.example.com", "sec-fetch-site": "cross-site" });
    expect(cross.statusCode).toBe(403);
  });

  it("limits each link to 12 taps an hour and each address to 240, refused or not (429)", async () => {
    const tapper = await issueLink(await newWorker(f, { firstName: "Tam", workerId: "W-TAM" }));
    // Not on site: each sign-out is refused (409), and still counts.
    for (let i = 0; i < LINK_LIMIT.max; i++) expect((await selfOut(tapper, "10.9.0.1")).statusCode).toBe(409);
    const link429 = await selfOut(tapper, "10.9.0.2");
    expect(link429.statusCode).toBe(429);
    expect(link429.json().message).toMatch(/^Too many sign-ins with this link: try again in \d+ minutes?$/);

    // Guessed links cost tries too: an address that has tried 240 gets 429 even with a good link.
    for (let i = 0; i < ADDRESS_LIMIT.max; i++) expect((await selfOut(`guess-${i}`, "10.9.0.3")).statusCode).toBe(404);
    const address429 = await selfOut(link, "10.9.0.3");
    expect(address429.statusCode).toBe(429);
    expect(address429.json().message).toMatch(/^Too many sign-ins from this connection: try again in \d+ minutes?$/);
  });
});
