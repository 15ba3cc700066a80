import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { extractText } from "unpdf";
import { REGISTRATION_LINK_NOT_VALID } from "@shared/workforce/worker-registrations.endpoints";
import { files } from "../../db/schema/index";
import { call, type TestApp } from "../../test/harness";
import { buildProject } from "../../seed/factories";
import { PDF } from "../files/files.test-support";
import { lastLog, messages } from "./workers.test-support";
import { contractWithInduction, registrationFixture, cscs, details, register, RIGHT, SIGNATURE } from "./worker-registrations.test-support";

let t: TestApp;
let supervisor: string; // Workforce view, create, edit
let qs: string; // Workforce view only
let viewer: string; // no Workforce at all
let contract: Awaited<ReturnType<typeof contractWithInduction>>;
let token: string;

beforeAll(async () => {
  ({ t, supervisor, qs, viewer, contract, token } = await registrationFixture());
});
afterAll(() => t.close());

const linkUrl = (slug = contract.project.slug) => `/api/projects/by-slug/${slug}/registration-link`;
const staff = (cookie: string | undefined, url: string, payload?: object) => call(t.app, cookie, { method: payload ? "POST" : "GET", url, payload });
const induction = { answers: RIGHT, signedName: "Declan Ashworth", signature: SIGNATURE };
let nextIp = 20;
const freshIp = () => `203.0.113.${nextIp++}`;

describe("a contract's registration link and poster", () => {
  it("401, 403, 404; issues a 32-byte token; re-issuing voids the old; the poster says the steps", async () => {
    const other = contract.project.slug;
    expect((await staff(undefined, linkUrl())).statusCode).toBe(401);
    expect((await staff(viewer, linkUrl())).statusCode).toBe(403);
    expect((await call(t.app, qs, { method: "POST", url: linkUrl() })).statusCode).toBe(403);
    expect((await staff(qs, linkUrl("no-such-contract"))).statusCode).toBe(404);

    const first = (await staff(qs, linkUrl())).json();
    expect(first.path).toMatch(/^\/register\/[A-Za-z0-9_-]{43}$/);
    const reissued = await call(t.app, supervisor, { method: "POST", url: linkUrl() });
    expect(reissued.statusCode).toBe(200);
    expect(reissued.json().path).not.toBe(first.path);
    expect(await lastLog(t.db)).toMatchObject({ action: "registration_link_issued" });
    expect((await lastLog(t.db)).description).not.toContain(reissued.json().path.split("/").pop());
    const old = await t.app.inject({ method: "GET", url: `/api/public${first.path}` });
    expect(old.statusCode).toBe(404);
    expect(old.json().message).toBe(REGISTRATION_LINK_NOT_VALID);
    token = reissued.json().path.split("/").pop();

    const fresh = await contractWithInduction(t.db);
    expect((await staff(qs, linkUrl(fresh.project.slug))).json()).toBeNull();
    expect((await staff(qs, `/api/projects/by-slug/${fresh.project.slug}/registration-poster`)).statusCode).toBe(404);
    const poster = await staff(qs, `/api/projects/by-slug/${other}/registration-poster`);
    expect(poster.statusCode, poster.body).toBe(200);
    expect(poster.headers["content-type"]).toBe("application/pdf");
    const text = (await extractText(new Uint8Array(poster.rawPayload), { mergePages: true })).text.replace(/\s+/g, " ");
    expect(text).toContain(contract.project.name);
    expect(text).toContain("Scan the code with your phone's camera");
    expect(text).toContain("Fill in your details and add your cards");
    expect(text).toContain("Read the site induction and answer the questions");
  });
});

describe("the public form", () => {
  it("answers the contract and its induction without the right answers; an unknown token is 404", async () => {
    const bad = await t.app.inject({ method: "GET", url: "/api/public/register/not-a-token" });
    expect(bad.statusCode).toBe(404);
    expect(bad.json().message).toBe(REGISTRATION_LINK_NOT_VALID);
    const res = await t.app.inject({ method: "GET", url: `/api/public/register/${token}` });
    expect(res.statusCode, res.body).toBe(200);
    const info = res.json();
    expect(info.contractName).toBe(contract.project.name);
    expect(info.companyName).toEqual(expect.any(String));
    expect(info.induction.questions).toEqual([
      { question: "Where is the first aid kit?", options: ["Site office", "In the van"] },
      { question: "What must you wear on site?", options: ["Trainers", "Hard hat and boots", "Shorts"] },
    ]);
    expect(res.body).not.toContain('"correct"');
  });

  it("serves only the files the induction shows", async () => {
    const ok = await t.app.inject({ method: "GET", url: `/api/public/register/${token}/files/${contract.imageFileId}` });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers["content-type"]).toBe("image/png");
    const [other] = await t.db
      .insert(files)
      .values({ filename: "x.png", originalName: "x.png", mimetype: "image/png", size: 1, path: "db:none", projectId: null })
      .returning();
    expect((await t.app.inject({ method: "GET", url: `/api/public/register/${token}/files/${other.id}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: `/api/public/register/bad/files/${contract.imageFileId}` })).statusCode).toBe(404);
  });

  it("marks the test (never the answers), counts the attempts and refuses past them (429)", async () => {
    const ip = freshIp();
    const mark = (answers: number[]) => t.app.inject({ method: "POST", url: `/api/public/register/${token}/mark`, remoteAddress: ip, payload: { answers } });
    expect((await mark([0])).json().message).toBe("Answer every question");
    const failed = await mark([1, 1]);
    expect(failed.json()).toEqual({ score: 50, passed: false, attemptsLeft: 2 });
    expect(failed.body).not.toContain("correct");
    expect((await mark(RIGHT)).json()).toEqual({ score: 100, passed: true, attemptsLeft: 1 });
    expect((await mark(RIGHT)).json().attemptsLeft).toBe(0);
    const refused = await mark(RIGHT);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^You have used every attempt at this test for today: try again in \d+ hours, or ask the site team$/);
  });

  it("400 without a solved bot check, with bad details, a photo of no card or a file that is not a photo", async () => {
    const noBot = await register(t, token, { details: details() }, { solve: false, ip: freshIp() });
    expect(noBot.statusCode).toBe(400);
    expect(noBot.json().message).toMatch(/^Security check failed/);
    const bad = await register(t, token, { details: details({ dateOfBirth: "", nationalInsurance: "XX" }), consent: false }, { ip: freshIp() });
    expect(bad.statusCode).toBe(400);
    expect(messages(bad.json())).toEqual(
      expect.arrayContaining([
        "Date of birth is required",
        "Please enter a valid UK National Insurance number (e.g. AB 12 34 56 C)",
        "Please confirm your details may be kept for this site",
      ]),
    );
    // A body with none of its parts is told what is missing in words, not the schema's.
    const empty = await register(t, token, { details: "x", cards: "y" }, { ip: freshIp() });
    expect(messages(empty.json())).toEqual(["Send your details", "Cards must be a list"]);
    const stray = await register(t, token, { details: details(), cards: [cscs()] }, { photos: [{ field: "card1-front" }], ip: freshIp() });
    expect(stray.json().message).toBe("A photo was sent for a card that is not in the registration");
    const pdf = await register(
      t,
      token,
      { details: details(), cards: [cscs()] },
      { photos: [{ field: "card0-front", name: "card.pdf", type: "application/pdf", data: PDF }], ip: freshIp() },
    );
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().message).toBe("card.pdf: Only photos can be added here: PNG, JPEG, WebP or GIF images");
    const wrongCount = await register(t, token, { details: details(), induction: { ...induction, answers: [0] } }, { ip: freshIp() });
    expect(wrongCount.json().message).toBe("Answer every question");
    expect((await register(t, "no-such-token", { details: details() }, { ip: freshIp() })).statusCode).toBe(404);
  });

  it("a contract without an induction: the form says so, and an attempt sent anyway is left out", async () => {
    const bare = await buildProject(t.db);
    const path = (await call(t.app, supervisor, { method: "POST", url: linkUrl(bare.slug) })).json().path as string;
    const bareToken = path.split("/").pop()!;
    expect((await t.app.inject({ method: "GET", url: `/api/public/register/${bareToken}` })).json().induction).toBeNull();
    const mark = await t.app.inject({ method: "POST", url: `/api/public/register/${bareToken}/mark`, payload: { answers: RIGHT } });
    expect(mark.statusCode).toBe(404);
    const res = await register(t, bareToken, { details: details({ firstName: "Bare" }), induction }, { ip: freshIp() });
    expect(res.statusCode, res.body).toBe(201);
    const [saved] = (await staff(qs, `/api/worker-registrations?projectId=${bare.id}`)).json().items;
    expect(saved.induction).toBeNull();
  });

  it("limits each address to 5 registrations an hour (429)", async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect((await register(t, token, { details: details({ firstName: `Rate${i}` }) }, { ip })).statusCode).toBe(201);
    const refused = await register(t, token, { details: details({ firstName: "Rate5" }) }, { ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many registrations from this connection: try again in \d+ minutes?$/);
  });
});
