import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { extractText } from "unpdf";
import { PERSONAL_LINK_NOT_VALID, POSTER_NOT_VALID } from "@shared/site-sign-in/site-public";
import { siteSignInSettings } from "../../db/schema/index";
import { call, type TestApp } from "../../test/harness";
import { buildProject } from "../../seed/factories";
import { lastLog } from "../workers/workers.test-support";
import { posterFixture } from "./site-poster.test-support";

let t: TestApp;
let supervisor: string; // Workforce view, create, edit
let qs: string; // Workforce view only
let viewer: string; // no Workforce at all
let slug: string;
let projectId: number;
let token: string;
let workerId: number;

beforeAll(async () => {
  let project: { slug: string; id: number };
  ({ t, supervisor, qs, viewer, project, token, workerId } = await posterFixture());
  ({ slug, id: projectId } = project);
});
afterAll(() => t.close());

const get = (cookie: string | undefined, url: string) => call(t.app, cookie, { method: "GET", url });
const post = (cookie: string | undefined, url: string) => call(t.app, cookie, { method: "POST", url });
const open = (url: string) => t.app.inject({ method: "GET", url });

describe("the contract's sign-in poster", () => {
  const issue = (s = slug) => `/api/projects/by-slug/${s}/site-sign-in/poster`;

  it("401, 403, 404; re-issuing voids the old page; the log never holds the token", async () => {
    expect((await post(undefined, issue())).statusCode).toBe(401);
    expect((await post(viewer, issue())).statusCode).toBe(403);
    expect((await post(qs, issue())).statusCode).toBe(403);
    expect((await post(supervisor, issue("no-such-contract"))).statusCode).toBe(404);

    const res = await post(supervisor, issue());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ fitQuestions: [], briefing: null, posterPath: expect.stringMatching(/^\/site\/[A-Za-z0-9_-]{43}$/) });
    const fresh = res.json().posterPath.split("/").pop();
    expect(fresh).not.toBe(token);
    const log = await lastLog(t.db);
    expect(log).toMatchObject({
      action: "sign_in_poster_issued",
      description: "Issued a new sign-in poster for Riverside Flats (the old poster no longer works)",
    });
    expect(JSON.stringify(log)).not.toContain(fresh);
    const old = await open(`/api/public/site/${token}`);
    expect(old.statusCode).toBe(404);
    expect(old.json().message).toBe(POSTER_NOT_VALID);
    token = fresh;
  });

  it("the PDF: 401, 403, 404 before a poster is issued; the contract, the company and the steps for visitors and workers", async () => {
    const pdf = `${issue()}.pdf`;
    expect((await get(undefined, pdf)).statusCode).toBe(401);
    expect((await get(viewer, pdf)).statusCode).toBe(403);
    const bare = await buildProject(t.db);
    expect((await get(qs, `${issue(bare.slug)}.pdf`)).statusCode).toBe(404);
    const res = await get(qs, pdf);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    const text = (await extractText(new Uint8Array(res.rawPayload), { mergePages: true })).text.replace(/\s+/g, " ");
    for (const words of [
      "Riverside Flats",
      "Sign in and out here",
      "Visitors",
      "Workers",
      "Fill in your name, company and reason for visit",
      "Open your personal sign-in link once on your phone",
    ])
      expect(text).toContain(words);
    expect(text).toContain(`/site/${token}`);
  });

  it("the registration poster keeps its words in the shared layout", async () => {
    await post(supervisor, `/api/projects/by-slug/${slug}/registration-link`);
    const res = await get(qs, `/api/projects/by-slug/${slug}/registration-poster`);
    const text = (await extractText(new Uint8Array(res.rawPayload), { mergePages: true })).text.replace(/\s+/g, " ");
    expect(text).toContain("Register before you arrive");
    expect(text).toContain("Read the site induction and answer the questions");
  });
});

describe("a worker's personal sign-in link", () => {
  const url = (id = workerId) => `/api/workers/${id}/sign-in-link`;

  it("401, 403, 404; null before one is issued; re-issuing voids the old link", async () => {
    expect((await get(undefined, url())).statusCode).toBe(401);
    expect((await get(viewer, url())).statusCode).toBe(403);
    expect((await post(qs, url())).statusCode).toBe(403);
    expect((await get(qs, url(999999))).statusCode).toBe(404);
    expect((await post(supervisor, url(999999))).statusCode).toBe(404);
    expect((await get(qs, url())).json()).toBeNull();

    const first = await post(supervisor, url());
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().path).toMatch(/^\/me\/[A-Za-z0-9_-]{43}$/);
    expect((await get(qs, url())).json()).toEqual(first.json());
    expect(await lastLog(t.db)).toMatchObject({ action: "personal_sign_in_link_issued", entityId: String(workerId) });
    const firstToken = first.json().path.split("/").pop();
    expect((await open(`/api/public/me/${firstToken}`)).json()).toEqual({ name: "Callum Sutcliffe" });

    const second = (await post(supervisor, url())).json().path.split("/").pop();
    const old = await open(`/api/public/me/${firstToken}`);
    expect(old.statusCode).toBe(404);
    expect(old.json().message).toBe(PERSONAL_LINK_NOT_VALID);
    expect((await open(`/api/public/me/${second}`)).statusCode).toBe(200);
  });

  it("on the poster's page: the worker's name, not on site, today's checks while unanswered; bad tokens 404", async () => {
    const link = (await post(supervisor, url())).json().path.split("/").pop();
    const me = (l = link, p = token) => open(`/api/public/site/${p}/me/${l}`);
    expect((await me()).json()).toEqual({ name: "Callum Sutcliffe", onSite: null, checks: null, lastTravel: null });
    await t.db
      .update(siteSignInSettings)
      .set({ fitQuestions: [{ question: "Are you fit for work today?", passAnswer: "yes" }], briefing: "Crane lift at 10:00", briefingVersion: 2 })
      .where(eq(siteSignInSettings.projectId, projectId));
    expect((await me()).json().checks).toEqual({
      questions: [{ question: "Are you fit for work today?" }],
      briefing: "Crane lift at 10:00",
      briefingVersion: 2,
    });
    expect((await me("not-a-link")).json().message).toBe(PERSONAL_LINK_NOT_VALID);
    expect((await me(link, "not-a-poster")).json().message).toBe(POSTER_NOT_VALID);
  });
});
