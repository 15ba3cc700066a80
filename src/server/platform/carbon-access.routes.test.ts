import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { call, createTestApp, type TestApp } from "../test/harness";
import { signedIn } from "../test/sessions";
import { buildProject } from "../seed/factories";
import { rolePermissions } from "../db/schema/index";
import { seedSiteCarbon } from "../modules/carbon-footprint/carbon-footprint.test-support";
import { CARBON_FIELDS } from "./carbon-access";

/**
 * A role with Contracts view but no Carbon Tracking view (issue 11, decision 0015) reads the site
 * records without a single carbon figure, over every Contracts route that carries one; a Viewer
 * (both) gets the figures from the same routes.
 */
let t: TestApp;
let contractsOnly: string;
let viewer: string;
let urls: string[];

beforeAll(async () => {
  t = await createTestApp();
  await t.db
    .update(rolePermissions)
    .set({ canView: false, canEdit: false, canCreate: false, canDelete: false })
    .where(and(eq(rolePermissions.role, "Site Supervisor"), eq(rolePermissions.resource, "Carbon Tracking")));
  contractsOnly = (await signedIn(t, { role: "Site Supervisor" })).cookie;
  viewer = (await signedIn(t, { role: "Viewer" })).cookie;
  const project = await buildProject(t.db);
  const s = await seedSiteCarbon(t.db, project.id);
  const p = `/api/projects/by-slug/${project.slug}`;
  urls = [
    `${p}/plant-entries`,
    `/api/plant-entries/${s.plant.id}`,
    `${p}/deliveries`,
    `/api/deliveries/${s.delivery.id}`,
    `${p}/waste-entries`,
    `/api/waste-entries/${s.waste.id}`,
    `${p}/energy-entries`,
    `/api/energy-entries/${s.energy.id}`,
    `${p}/visitors`,
    `${p}/visitors?date=${s.visitor.date}`,
    `/api/visitors/${s.visitor.id}`,
    `${p}/timeline`,
    `${p}/summary`,
  ];
});
afterAll(() => t.close());

/** Every key at any depth of an answer. */
function keysOf(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => keysOf(v, into));
  else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) keysOf(v, into.add(k));
  return into;
}
const carbonKeys = (body: unknown) => [...keysOf(body)].filter((k) => CARBON_FIELDS.has(k));

describe("a role with Contracts view but no Carbon Tracking view", () => {
  it("reads plant, deliveries, waste, energy, visitors and the timeline without any carbon figure", async () => {
    for (const url of urls) {
      const res = await call(t.app, contractsOnly, { method: "GET", url });
      expect(res.statusCode, url).toBe(200);
      expect(carbonKeys(res.json()), url).toEqual([]);
      expect(res.body, url).not.toMatch(/CO2e/);
    }
  });

  it("a Viewer (Contracts and Carbon Tracking view) gets the figures from the same routes", async () => {
    for (const url of urls) {
      const res = await call(t.app, viewer, { method: "GET", url });
      expect(res.statusCode, url).toBe(200);
      expect(carbonKeys(res.json()).length > 0 || /CO2e/.test(res.body), url).toBe(true);
    }
  });
});
