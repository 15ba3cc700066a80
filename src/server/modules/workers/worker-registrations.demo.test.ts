import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
    expect(items[1].match).toMatchObject({ matchedBy: "name_dob" });
    const link = await call(t.app, cookie, { method: "GET", url: `/api/projects/by-slug/${DEMO_REGISTRATION_CONTRACT}/registration-link` });
    expect(link.json().path).toMatch(/^\/register\//);
  });
});
