import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { POSTER_NOT_VALID, SIGN_OUT_LINK_NOT_VALID } from "@shared/site-sign-in/site-public";
import { visitorAttendance, visitorSignOutTokens } from "../../db/schema/index";
import { CROSS_SITE_MESSAGE } from "../../platform/cross-site";
import { call, type TestApp } from "../../test/harness";
import { buildProject } from "../../seed/factories";
import { lastLog, messages } from "../workers/workers.test-support";
import { posterFixture, visitorBody, visitorSignIn } from "./site-poster.test-support";

let t: TestApp;
let supervisor: string;
let slug: string;
let token: string;

beforeAll(async () => {
  let project: { slug: string };
  ({ t, supervisor, project, token } = await posterFixture());
  ({ slug } = project);
});
afterAll(() => t.close());

let nextIp = 10;
const freshIp = () => `198.51.100.${nextIp++}`;
const open = (url: string) => t.app.inject({ method: "GET", url });
const signOut = (visitToken: string, p = token) => t.app.inject({ method: "POST", url: `/api/public/site/${p}/visitors/${visitToken}/sign-out` });

describe("the poster's page", () => {
  it("answers the contract, the company and the travel methods; an unknown token is 404 with a plain message", async () => {
    const res = await open(`/api/public/site/${token}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ contractName: "Riverside Flats", companyName: expect.any(String) });
    expect(res.json().travelMethods).toContainEqual({ key: "walk_cycle", label: "Walked or cycled", hasCarbon: false });
    const bad = await open("/api/public/site/not-a-token");
    expect(bad.statusCode).toBe(404);
    expect(bad.json()).toEqual({ message: POSTER_NOT_VALID });
  });
});

describe("a visitor on their own phone", () => {
  it("signs in through the visitors' create path (same travel carbon), marked poster; the sign-out token is answered once and only its hash kept", async () => {
    const res = await visitorSignIn(t, token, visitorBody(), { ip: freshIp() });
    expect(res.statusCode, res.body).toBe(201);
    const { visit, signOutToken } = res.json();
    expect(signOutToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(visit).toMatchObject({ name: "Priya Shah", signInTime: expect.stringMatching(/^\d\d:\d\d$/), signOutTime: null, onSite: true });
    const [row] = await t.db.select().from(visitorAttendance).where(eq(visitorAttendance.firstName, "Priya"));
    expect(row).toMatchObject({ signInMethod: "poster", signOutMethod: null, travelCarbon: "8.652", createdBy: null });
    const [kept] = await t.db.select().from(visitorSignOutTokens).where(eq(visitorSignOutTokens.visitorId, row.id));
    expect(kept.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(kept.tokenHash).not.toBe(signOutToken);
    expect(await lastLog(t.db)).toMatchObject({ action: "visitor_signed_in", userId: null });

    // The diary's list shows the visit as any other.
    const day = (await call(t.app, supervisor, { method: "GET", url: `/api/projects/by-slug/${slug}/visitors` })).json();
    expect(day.items[0]).toMatchObject({ firstName: "Priya", onSite: true });

    expect((await open(`/api/public/site/${token}/visitors/${signOutToken}`)).json()).toMatchObject({ name: "Priya Shah", onSite: true });
    const out = await signOut(signOutToken);
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json()).toMatchObject({ onSite: false, signOutTime: expect.stringMatching(/^\d\d:\d\d$/) });
    const [after] = await t.db.select().from(visitorAttendance).where(eq(visitorAttendance.id, row.id));
    expect(after.signOutMethod).toBe("self");
    expect(await lastLog(t.db)).toMatchObject({ action: "visitor_signed_out" });
    // Once: the token then stops working.
    const again = await signOut(signOutToken);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(SIGN_OUT_LINK_NOT_VALID);
    expect((await open(`/api/public/site/${token}/visitors/${signOutToken}`)).statusCode).toBe(404);
  });

  it("a token signs out its own visit only: not another's, not through another contract's poster", async () => {
    const a = (await visitorSignIn(t, token, visitorBody({ firstName: "Ana" }), { ip: freshIp() })).json();
    const b = (await visitorSignIn(t, token, visitorBody({ firstName: "Ben" }), { ip: freshIp() })).json();
    const other = await buildProject(t.db);
    const otherToken = (await call(t.app, supervisor, { method: "POST", url: `/api/projects/by-slug/${other.slug}/site-sign-in/poster` }))
      .json()
      .posterPath.split("/")
      .pop();
    expect((await signOut(a.signOutToken, otherToken)).statusCode).toBe(404);
    expect((await signOut("not-a-token")).statusCode).toBe(404);
    expect((await signOut(a.signOutToken)).json()).toMatchObject({ name: "Ana Shah", onSite: false });
    expect((await open(`/api/public/site/${token}/visitors/${b.signOutToken}`)).json()).toMatchObject({ name: "Ben Shah", onSite: true });
  });

  it("400 with the visitor form's messages, or without a solved bot check; 404 for an unknown poster", async () => {
    const bad = await visitorSignIn(t, token, { firstName: " ", lastName: "", company: "", reasonForVisit: "", travelMethod: "jetpack" }, { ip: freshIp() });
    expect(bad.statusCode).toBe(400);
    expect(messages(bad.json())).toEqual(
      expect.arrayContaining([
        "First name is required",
        "Last name is required",
        "Company is required",
        "Reason for visit is required",
        "Choose how the visitor travelled",
      ]),
    );
    const postcode = await visitorSignIn(t, token, visitorBody({ travelDistance: "", travelOriginPostcode: "nowhere" }), { ip: freshIp() });
    expect(messages(postcode.json())).toEqual(["Enter a valid UK postcode, e.g. LS1 4AP"]);
    const noDistance = await visitorSignIn(t, token, visitorBody({ travelDistance: "" }), { ip: freshIp() });
    expect(noDistance.json().message).toBe("Enter the distance travelled (one way) or the postcode they travelled from");
    const noBot = await visitorSignIn(t, token, visitorBody(), { ip: freshIp(), solve: false });
    expect(noBot.statusCode).toBe(400);
    expect(noBot.json().message).toMatch(/^Security check failed/);
    expect((await visitorSignIn(t, "not-a-token", visitorBody(), { ip: freshIp() })).statusCode).toBe(404);
  });

  it("limits each connection to 20 sign-ins an hour (429)", async () => {
    const ip = freshIp();
    // Counted before the bot check, so unsolved tries count too (a bot cannot try for free).
    for (let i = 0; i < 20; i++) expect((await visitorSignIn(t, token, visitorBody(), { ip, solve: false })).statusCode).toBe(400);
    const refused = await visitorSignIn(t, token, visitorBody(), { ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many sign-ins from this connection: try again in \d+ minutes?$/);
  });

  it("refuses another website's writes (403) and a large body (413)", async () => {
    const cross = await t.app.inject({
      method: "POST",
      url: `/api/public/site/${token}/visitors`,
      headers: { origin: "https://evil.example.com", "sec-fetch-site": "cross-site" },
      payload: visitorBody(),
    });
    expect(cross.statusCode).toBe(403);
    expect(cross.json().message).toBe(CROSS_SITE_MESSAGE);
    const crossOut = await t.app.inject({
      method: "POST",
      url: `/api/public/site/${token}/visitors/x/sign-out`,
      headers: { origin: "https://evil.example.com" },
    });
    expect(crossOut.statusCode).toBe(403);
    const big = await t.app.inject({
      method: "POST",
      url: `/api/public/site/${token}/visitors`,
      remoteAddress: freshIp(),
      payload: visitorBody({ reasonForVisit: "x".repeat(20_000) }),
    });
    expect(big.statusCode).toBe(413);
  });
});
