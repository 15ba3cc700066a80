import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness";
import { workerCards, workers } from "../../db/schema/index";
import { buildUser } from "../../seed/factories";
import { isNationalInsurance, isUkMobile } from "@shared/workforce/worker";
import { seedDemoWorkers } from "./workers.demo";
import { cardStatus } from "./workers.presenter";

let t: TestApp;
const NOW = new Date("2026-11-25T10:00:00Z");
const TODAY = "2026-11-25";

beforeAll(async () => {
  t = await createTestApp();
  const staff = [await buildUser(t.db, { role: "Contracts Manager" }), await buildUser(t.db, { role: "Site Manager" })];
  await seedDemoWorkers(t.db, staff, NOW);
});
afterAll(() => t.close());

describe("demo workers", () => {
  it("are 40 across the demo company and five subcontractors, with valid NI numbers and mobiles, unique worker IDs", async () => {
    const rows = await t.db.select().from(workers);
    expect(rows).toHaveLength(40);
    expect(new Set(rows.map((w) => w.employer)).size).toBe(6);
    expect(rows.filter((w) => w.employer === "Demo Construction").length).toBeGreaterThan(5);
    expect(new Set(rows.map((w) => w.workerId.toLowerCase())).size).toBe(40);
    expect(rows.every((w) => isNationalInsurance(w.nationalInsurance!) && isUkMobile(w.nextOfKinPhone!))).toBe(true);
    expect(new Set(rows.map((w) => w.trade))).toEqual(
      new Set(["Labourer", "Carpenter", "Groundworker", "Plant operator", "Bricklayer", "Electrician", "Scaffolder"]),
    );
    expect(rows.every((w) => !w.startDate || w.startDate <= TODAY)).toBe(true);
  });

  it("have cards: most valid, some expired, some expiring within 30 days", async () => {
    const rows = await t.db.select().from(workers);
    const cards = await t.db.select().from(workerCards);
    const states = rows.map((w) => {
      const own = cards.filter((c) => c.workerId === w.id);
      const earliest = own.map((c) => c.expiryDate!).sort()[0] ?? null;
      return cardStatus(own.length, earliest, TODAY);
    });
    const count = (s: string) => states.filter((x) => x === s).length;
    expect({ valid: count("valid"), expiring: count("expiring"), expired: count("expired"), none: count("none") }).toEqual({
      valid: 32,
      expiring: 4,
      expired: 4,
      none: 0,
    });
    expect(cards.some((c) => c.schemeIdentifier === "CPCS") && cards.some((c) => c.schemeIdentifier === "ECS")).toBe(true);
    expect(cards.every((c) => !c.validationDate || c.validationDate <= TODAY)).toBe(true);
  });
});
