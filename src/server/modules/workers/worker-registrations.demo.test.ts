import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { markAttempt } from "@shared/workforce/inductions";
import { inductions, workerRegistrations } from "../../db/schema/index";
import { buildProject, buildUser } from "../../seed/factories";
import { call, createTestApp, type TestApp } from "../../test/harness";
import { signedIn } from "../../test/sessions";
import { DEMO_REGISTRATION_CONTRACT, seedDemoRegistrations } from "./worker-registrations.demo";
import { seedDemoWorkers } from "./workers.demo";

let t: TestApp;
const NOW = new Date("2026-11-25T10:00:00Z");

beforeAll(async () => {
  t = await createTestApp();
  const staff = [await buildUser(t.db, { role: "Contracts Manager" }), await buildUser(t.db, { role: "Site Manager" })];
  await buildProject(t.db, { slug: DEMO_REGISTRATION_CONTRACT, name: "Kirkstall Road Apartments" });
  await seedDemoWorkers(t.db, staff, NOW);
  await seedDemoRegistrations(t.db, staff, NOW);
});
afterAll(() => t.close());

describe("demo registrations", () => {
  it("are two pending on an open contract: one matches a demo worker on name and date of birth, one is new with a CSCS card", async () => {
    const { cookie } = await signedIn(t, { role: "Site Supervisor" });
    const res = await call(t.app, cookie, { method: "GET", url: "/api/worker-registrations" });
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().items;
    expect(items).toHaveLength(2);
    // Newest first: the new scaffolder, then the returning worker.
    expect(items[0]).toMatchObject({ contractName: "Kirkstall Road Apartments", match: null, cards: [{ schemeIdentifier: "CSCS" }] });
    // The new worker passed the contract's induction on his phone, every answer right by the server's marking.
    expect(items[0].induction).toMatchObject({ score: 100, passed: true, signedName: "Tomasz Nowicki" });
    const [stored] = await t.db.select().from(workerRegistrations).where(eq(workerRegistrations.id, items[0].id));
    const [induction] = await t.db.select().from(inductions).where(eq(inductions.id, stored.inductionId!));
    expect(markAttempt(induction.questions, stored.inductionAnswers!, induction.passMark)).toMatchObject({ score: 100, passed: true });
    expect(items[1].match).toMatchObject({ matchedBy: "name_dob" });
    const link = await call(t.app, cookie, { method: "GET", url: `/api/projects/by-slug/${DEMO_REGISTRATION_CONTRACT}/registration-link` });
    expect(link.json().path).toMatch(/^\/register\//);
  });
});
