import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { daysAfter, ukToday } from "@shared/common/uk-dates";
import { files } from "../../db/schema/index";
import { buildProject } from "../../seed/factories";
import { call, createTestApp, type TestApp } from "../../test/harness";
import { pngBytes } from "../../test/png";
import { multipartMany, PDF } from "../files/files.test-support";
import { lastLog, messages, workerBody, workforceSessions } from "./workers.test-support";
import { purgeExpired } from "../../platform/housekeeping";
import { areas } from "../index";
import { UNSAVED_FILE_HOURS } from "./inductions.repository";

let t: TestApp;
let supervisor: string; // Workforce view, create, edit
let qs: string; // Workforce view only
let viewer: string; // no Workforce at all
let slug: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ supervisor, qs, viewer } = await workforceSessions(t));
  slug = (await buildProject(t.db, { name: "Kirkstall Road Apartments" })).slug;
});
afterAll(() => t.close());

type Req = { method: "GET" | "POST" | "PUT"; url: string; payload?: object };
const req = (cookie: string | undefined, r: Req) => call(t.app, cookie, r);
const get = (cookie: string | undefined, url: string) => req(cookie, { method: "GET", url });
const ok = async (cookie: string, r: Req, status = 200) => {
  const res = await req(cookie, r);
  expect(res.statusCode, res.body).toBe(status);
  return res.json();
};

const questions = [
  { question: "Where is the assembly point?", options: ["Car park", "Canteen"], correct: 0 },
  { question: "Who alters the scaffold?", options: ["Anyone", "A scaffolder", "The crane driver"], correct: 1 },
];
const body = (over: Record<string, unknown> = {}) => ({
  title: "Company induction",
  sections: [{ kind: "text", heading: "Site rules", body: "Sign in at the gate." }],
  questions,
  passMark: 100,
  maxAttempts: 2,
  signOffStatement: "I will follow the site rules.",
  ...over,
});
const newWorker = async () => (await ok(supervisor, { method: "POST", url: "/api/workers", payload: workerBody() }, 201)).id as number;
const signed = { signedName: "Callum Sutcliffe", signature: "M10 10 L50 60 L90 20" };
const attempt = (cookie: string, id: number, workerId: number, answers: number[]) =>
  req(cookie, { method: "POST", url: `/api/inductions/${id}/attempts`, payload: { workerId, answers, ...signed } });
const upload = (cookie: string | undefined, part: { name: string; type: string; data: Buffer }) =>
  call(t.app, cookie, { method: "POST", url: "/api/inductions/files", ...multipartMany([{ field: "file", ...part }]) });

describe("inductions: set up, read, files", () => {
  it("401, 403 and 404 before anything is set up", async () => {
    expect((await get(undefined, "/api/inductions")).statusCode).toBe(401);
    expect((await get(viewer, "/api/inductions")).statusCode).toBe(403);
    expect((await req(qs, { method: "PUT", url: "/api/inductions/company", payload: body() })).statusCode).toBe(403);
    expect((await req(qs, { method: "PUT", url: "/api/induction-settings", payload: { validityDays: 30 } })).statusCode).toBe(403);
    const none = await get(qs, "/api/inductions/company");
    expect([none.statusCode, none.json().message]).toEqual([404, "No company induction has been set up"]);
    const contract = await get(qs, `/api/projects/by-slug/${slug}/induction`);
    expect([contract.statusCode, contract.json().message]).toEqual([404, "No induction has been set up for this contract"]);
    expect((await get(qs, "/api/projects/by-slug/no-such-contract/induction")).json().message).toBe("Project not found");
    expect((await get(qs, "/api/inductions/999999/take")).json().message).toBe("Induction not found");
  });

  it("400 with the schema's messages", async () => {
    const bad = await req(supervisor, {
      method: "PUT",
      url: "/api/inductions/company",
      payload: body({ title: " ", questions: [], passMark: 0, sections: [{ kind: "video", heading: "Film", url: "http://x.test" }] }),
    });
    expect(bad.statusCode).toBe(400);
    expect(messages(bad.json())).toEqual(
      expect.arrayContaining([
        "Title is required",
        "Add at least one question",
        "Pass mark must be a whole number from 1 to 100",
        "Video link must start with https://",
      ]),
    );
    const wrongAnswer = await req(supervisor, {
      method: "PUT",
      url: "/api/inductions/company",
      payload: body({ questions: [{ question: "Q", options: ["a", "b"], correct: 2 }] }),
    });
    expect(messages(wrongAnswer.json())).toEqual(["Mark the right answer"]);
    // A file that is not an induction's upload cannot be shown through one.
    const foreign = await req(supervisor, {
      method: "PUT",
      url: "/api/inductions/company",
      payload: body({ sections: [{ kind: "pdf", heading: "Plan", fileId: 999999 }] }),
    });
    expect([foreign.statusCode, messages(foreign.json())]).toEqual([400, ["Choose a file to upload"]]);
    const days = await req(supervisor, { method: "PUT", url: "/api/induction-settings", payload: { validityDays: 0 } });
    expect(messages(days.json())).toEqual(["Valid for (days) must be a whole number from 1 to 1830"]);
  });

  it("creates and replaces the company induction; the version moves only when the content or test changes", async () => {
    const made = await ok(supervisor, { method: "PUT", url: "/api/inductions/company", payload: body() });
    expect(made).toMatchObject({ title: "Company induction", projectId: null, contractName: null, version: 1 });
    expect(await lastLog(t.db)).toMatchObject({ action: "induction_created", category: "workers" });
    expect((await ok(supervisor, { method: "PUT", url: "/api/inductions/company", payload: body({ title: "Our induction", passMark: 50 }) })).version).toBe(1);
    const more = [...questions, { question: "Where do you smoke?", options: ["Anywhere", "The shelter"], correct: 1 }];
    const bumped = await ok(supervisor, { method: "PUT", url: "/api/inductions/company", payload: body({ questions: more }) });
    expect(bumped).toMatchObject({ version: 2, id: made.id });
    expect(await lastLog(t.db)).toMatchObject({ action: "induction_updated", description: "Updated the company induction: Company induction (now version 2)" });
    await ok(supervisor, { method: "PUT", url: "/api/inductions/company", payload: body() });
    expect((await ok(qs, { method: "GET", url: "/api/inductions/company" })).questions[1].correct).toBe(1);
  });

  it("uploads an image or a PDF, serves it only through the induction that shows it, deletes it when no longer shown", async () => {
    expect((await upload(qs, { name: "plan.pdf", type: "application/pdf", data: PDF })).statusCode).toBe(403);
    const text = await upload(supervisor, { name: "notes.txt", type: "text/plain", data: Buffer.from("hello there") });
    expect(text.statusCode).toBe(400);
    const pdf = await upload(supervisor, { name: "plan.pdf", type: "application/pdf", data: PDF });
    expect(pdf.statusCode, pdf.body).toBe(201);
    expect(pdf.json()).toMatchObject({ name: "plan.pdf", contentType: "application/pdf" });
    const png = (await upload(supervisor, { name: "assembly.png", type: "image/png", data: pngBytes() })).json();
    const sections = [
      { kind: "image", heading: "Assembly point", fileId: png.fileId, caption: "By the gate" },
      { kind: "pdf", heading: "Site plan", fileId: pdf.json().fileId },
    ];
    const contract = await ok(supervisor, {
      method: "PUT",
      url: `/api/projects/by-slug/${slug}/induction`,
      payload: body({ title: "Kirkstall induction", sections }),
    });
    expect(contract).toMatchObject({ contractName: "Kirkstall Road Apartments", version: 1 });
    const served = await get(qs, `/api/inductions/${contract.id}/files/${png.fileId}`);
    expect([served.statusCode, served.headers["content-type"]]).toEqual([200, "image/png"]);
    const company = (await ok(qs, { method: "GET", url: "/api/inductions/company" })).id;
    expect((await get(qs, `/api/inductions/${company}/files/${png.fileId}`)).statusCode).toBe(404);
    expect((await get(viewer, `/api/inductions/${contract.id}/files/${png.fileId}`)).statusCode).toBe(403);
    await ok(supervisor, {
      method: "PUT",
      url: `/api/projects/by-slug/${slug}/induction`,
      payload: body({ title: "Kirkstall induction", sections: [sections[1]] }),
    });
    expect((await get(qs, `/api/inductions/${contract.id}/files/${png.fileId}`)).statusCode).toBe(404);
    expect(await t.db.select().from(files).where(eq(files.id, png.fileId))).toEqual([]);
    // The worker's view carries no right answers.
    const take = await ok(qs, { method: "GET", url: `/api/inductions/${contract.id}/take` });
    expect(take.questions[0]).toEqual({ question: questions[0].question, options: questions[0].options });
    expect(JSON.stringify(take)).not.toContain("correct");
  });

  it("housekeeping removes an upload never saved into an induction after 48 hours, and keeps those an induction shows", async () => {
    const stray = (await upload(supervisor, { name: "draft.png", type: "image/png", data: pngBytes() })).json().fileId as number;
    const kept = (await upload(supervisor, { name: "rules.pdf", type: "application/pdf", data: PDF })).json().fileId as number;
    await ok(supervisor, {
      method: "PUT",
      url: "/api/inductions/company",
      payload: body({ sections: [{ kind: "pdf", heading: "Company rules", fileId: kept }] }),
    });
    const stored = async () => (await t.db.select({ id: files.id }).from(files)).map((f) => f.id);
    const hoursOn = (hours: number) => Date.now() + hours * 3_600_000;
    await purgeExpired(t.db, t.config, hoursOn(UNSAVED_FILE_HOURS - 1), areas.housekeeping);
    expect(await stored()).toEqual(expect.arrayContaining([stray, kept]));
    await purgeExpired(t.db, t.config, hoursOn(UNSAVED_FILE_HOURS + 1), areas.housekeeping);
    expect(await stored()).toContain(kept);
    expect(await stored()).not.toContain(stray);
    const company = (await ok(qs, { method: "GET", url: "/api/inductions/company" })).id;
    expect((await get(qs, `/api/inductions/${company}/files/${kept}`)).statusCode).toBe(200);
  });
});

describe("attempts, recorded briefings, review", () => {
  it("marks an attempt, refuses after the attempts allowed until a briefing is recorded in person", async () => {
    const id = (await ok(qs, { method: "GET", url: "/api/inductions/company" })).id;
    const worker = await newWorker();
    expect((await attempt(qs, id, worker, [0, 1])).statusCode).toBe(403);
    const short = await attempt(supervisor, id, worker, [0]);
    expect([short.statusCode, short.json().message]).toEqual([400, "Answer every question"]);
    const unsigned = await req(supervisor, {
      method: "POST",
      url: `/api/inductions/${id}/attempts`,
      payload: { workerId: worker, answers: [0, 1], signedName: "C S", signature: "" },
    });
    expect(messages(unsigned.json())).toEqual(["Please sign to confirm the statement"]);
    expect((await attempt(supervisor, id, 999999, [0, 1])).json().message).toBe("Worker not found");

    const first = await attempt(supervisor, id, worker, [0, 0]);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      attemptsLeft: 1,
      result: { score: 50, passed: false, state: "failed", attempt: 1, source: "on_site", passedOn: null },
    });
    expect(await lastLog(t.db)).toMatchObject({
      action: "induction_attempted",
      entityId: String(worker),
      metadata: expect.objectContaining({ score: 50, passed: false }),
    });
    expect((await attempt(supervisor, id, worker, [1, 1])).json()).toMatchObject({ attemptsLeft: 0, result: { attempt: 2 } });
    const refused = await attempt(supervisor, id, worker, [0, 1]);
    expect([refused.statusCode, refused.json().message]).toEqual([409, "No attempts left: the site manager must give this induction in person"]);

    expect((await req(qs, { method: "POST", url: `/api/inductions/${id}/recorded`, payload: { workerId: worker, passedOn: ukToday() } })).statusCode).toBe(403);
    const future = await req(supervisor, {
      method: "POST",
      url: `/api/inductions/${id}/recorded`,
      payload: { workerId: worker, passedOn: daysAfter(ukToday(), 1) },
    });
    expect(messages(future.json())).toEqual(["Date given cannot be in the future"]);
    const given = await ok(
      supervisor,
      { method: "POST", url: `/api/inductions/${id}/recorded`, payload: { workerId: worker, passedOn: ukToday(), note: "Briefed at the gate" } },
      201,
    );
    expect(given).toMatchObject({
      source: "recorded",
      passed: true,
      score: null,
      state: "passed",
      reviewStatus: "approved",
      reviewedBy: "Sam Supervisor",
      reviewNote: "Briefed at the gate",
    });
    expect(await lastLog(t.db)).toMatchObject({ action: "induction_recorded" });
    expect((await ok(qs, { method: "GET", url: `/api/workers/${worker}` })).inductionCompleted).toBe(true);
    // A pass starts the count again.
    expect((await attempt(supervisor, id, worker, [0, 1])).json()).toMatchObject({ attemptsLeft: 2, result: { passed: true, attempt: 1 } });
  });

  it("reviews a pass: approve, reject with a note (the worker's induction follows); a fail is not reviewed", async () => {
    const id = (await ok(qs, { method: "GET", url: "/api/inductions/company" })).id;
    const worker = await newWorker();
    const failed = (await attempt(supervisor, id, worker, [1, 0])).json().result;
    const passed = (await attempt(supervisor, id, worker, [0, 1])).json().result;
    expect(passed).toMatchObject({ reviewStatus: "pending", state: "passed", attempt: 2, signedName: "Callum Sutcliffe", passedOn: ukToday() });
    const review = (cookie: string, resultId: number, payload: object) =>
      req(cookie, { method: "POST", url: `/api/induction-results/${resultId}/review`, payload });
    expect((await review(qs, passed.id, { decision: "approved" })).statusCode).toBe(403);
    expect((await review(supervisor, 999999, { decision: "approved" })).json().message).toBe("Induction result not found");
    const noNote = await review(supervisor, passed.id, { decision: "rejected", note: " " });
    expect([noNote.statusCode, messages(noNote.json())]).toEqual([400, ["Say why the induction is rejected"]]);
    expect(messages((await review(supervisor, passed.id, { decision: "maybe" })).json())).toEqual(["Choose approve or reject"]);
    const notPassed = await review(supervisor, failed.id, { decision: "approved" });
    expect([notPassed.statusCode, notPassed.json().message]).toEqual([409, "Only a passed induction can be approved or rejected"]);

    const pending = (await ok(qs, { method: "GET", url: `/api/induction-results?review=pending&workerId=${worker}` })).items;
    expect(pending.map((r: { id: number }) => r.id)).toEqual([passed.id]);
    expect((await ok(supervisor, { method: "POST", url: `/api/induction-results/${passed.id}/review`, payload: { decision: "approved" } })).reviewStatus).toBe(
      "approved",
    );
    expect((await ok(qs, { method: "GET", url: `/api/induction-results?review=pending&workerId=${worker}` })).items).toEqual([]);
    const rejected = await ok(supervisor, {
      method: "POST",
      url: `/api/induction-results/${passed.id}/review`,
      payload: { decision: "rejected", note: "Signed for someone else" },
    });
    expect(rejected).toMatchObject({ state: "rejected", reviewNote: "Signed for someone else", reviewedBy: "Sam Supervisor" });
    expect(await lastLog(t.db)).toMatchObject({ action: "induction_reviewed", entityId: String(worker) });
    expect(await ok(qs, { method: "GET", url: `/api/workers/${worker}` })).toMatchObject({ inductionCompleted: false, inductionDate: null });
    const states = (await ok(qs, { method: "GET", url: `/api/induction-results?workerId=${worker}` })).items.map((r: { state: string }) => r.state);
    expect(states).toEqual(["rejected", "failed"]);
    expect((await ok(qs, { method: "GET", url: `/api/induction-results?workerId=${worker}&state=failed` })).items).toHaveLength(1);
  });

  it("validity comes from the settings: a pass older than the period is expired, in the results and on the worker", async () => {
    const id = (await ok(qs, { method: "GET", url: "/api/inductions/company" })).id;
    const worker = await newWorker();
    await ok(supervisor, { method: "POST", url: `/api/inductions/${id}/recorded`, payload: { workerId: worker, passedOn: daysAfter(ukToday(), -10) } }, 201);
    const url = `/api/induction-results?workerId=${worker}`;
    expect((await ok(qs, { method: "GET", url })).items[0]).toMatchObject({ state: "passed", validUntil: daysAfter(ukToday(), 354) });
    expect(await ok(supervisor, { method: "PUT", url: "/api/induction-settings", payload: { validityDays: 5 } })).toEqual({ validityDays: 5 });
    expect(await lastLog(t.db)).toMatchObject({ action: "induction_settings_updated" });
    expect((await ok(qs, { method: "GET", url })).items[0]).toMatchObject({ state: "expired", validUntil: daysAfter(ukToday(), -6) });
    expect((await ok(qs, { method: "GET", url: `${url}&state=expired` })).items).toHaveLength(1);
    expect((await ok(qs, { method: "GET", url: `${url}&state=passed` })).items).toHaveLength(0);
    const w = await ok(qs, { method: "GET", url: `/api/workers/${worker}` });
    expect(w).toMatchObject({ inductionCompleted: false, inductionDate: daysAfter(ukToday(), -10) });
    const listed = await ok(qs, { method: "GET", url: `/api/workers?q=${w.workerId}&induction=no` });
    expect(listed.items.map((x: { id: number }) => x.id)).toEqual([worker]);
    await ok(supervisor, { method: "PUT", url: "/api/induction-settings", payload: { validityDays: 365 } });
    expect((await ok(qs, { method: "GET", url: `/api/workers?q=${w.workerId}&induction=yes` })).items).toHaveLength(1);
    expect((await ok(qs, { method: "GET", url: "/api/induction-settings" })).validityDays).toBe(365);
    const bad = await get(qs, "/api/induction-results?state=green&review=done");
    expect(messages(bad.json())).toEqual(["State must be one of passed, expiring, expired, failed, rejected", "Review must be pending"]);
  });

  it("the worker's panel and the overview", async () => {
    const company = (await ok(qs, { method: "GET", url: "/api/inductions/company" })).id;
    const contract = (await ok(qs, { method: "GET", url: `/api/projects/by-slug/${slug}/induction` })).id;
    const worker = await newWorker();
    expect((await get(viewer, `/api/workers/${worker}/inductions`)).statusCode).toBe(403);
    expect((await ok(qs, { method: "GET", url: `/api/workers/${worker}/inductions` })).items).toEqual([
      expect.objectContaining({ inductionId: company, contractName: null, latest: null }),
    ]);
    await attempt(supervisor, contract, worker, [1, 1]);
    await attempt(supervisor, contract, worker, [0, 1]);
    const panel = await ok(qs, { method: "GET", url: `/api/workers/${worker}/inductions` });
    expect(panel.items.map((i: { contractName: string | null; latest: { state: string } | null }) => [i.contractName, i.latest?.state ?? null])).toEqual([
      [null, null],
      ["Kirkstall Road Apartments", "passed"],
    ]);
    const overview = await ok(qs, { method: "GET", url: "/api/inductions" });
    expect(overview.validityDays).toBe(365);
    expect(overview.company).toMatchObject({ id: company, questionCount: 2 });
    const row = overview.contracts.find((c: { slug: string }) => c.slug === slug);
    expect(row).toMatchObject({ name: "Kirkstall Road Apartments", induction: { id: contract, inductedCount: 1, pendingReviewCount: 1 } });
  });
});
