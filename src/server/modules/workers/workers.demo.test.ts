import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestApp, type TestApp } from "../../test/harness";
import { inductionResults, inductions, tradeCardRules, users, workerCards, workers } from "../../db/schema/index";
import { checkTradeRule } from "@shared/workforce/card-rules";
import { buildProject, buildUser } from "../../seed/factories";
import { isNationalInsurance, isUkMobile, rightToWorkState } from "@shared/workforce/worker";
import { seedDemoWorkers, WITHOUT_TRADE_CARD } from "./workers.demo";
import { cardStatus, inductedOn } from "./workers.presenter";
import { DEMO_EXPIRED, DEMO_FAILED, DEMO_PENDING } from "./inductions.demo";

let t: TestApp;
const NOW = new Date("2026-11-25T10:00:00Z");
const TODAY = "2026-11-25";

beforeAll(async () => {
  t = await createTestApp();
  const staff = [await buildUser(t.db, { role: "Contracts Manager" }), await buildUser(t.db, { role: "Site Manager" })];
  await buildProject(t.db, { name: "Wakefield Primary School Extension", status: "Open" });
  await buildProject(t.db, { name: "Batley Library Roof Renewal", status: "Completed" });
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

  it("have right to work checks: most checked by the site manager on their start date, two time-limited (one due), one not", async () => {
    const rows = await t.db.select().from(workers);
    const [manager] = await t.db.select().from(users).where(eq(users.role, "Site Manager"));
    const states = rows.map((w) => rightToWorkState(w, TODAY));
    const count = (s: string) => states.filter((x) => x === s).length;
    expect({ valid: count("valid"), due: count("follow_up_due"), expired: count("expired"), none: count("none") }).toEqual({
      valid: 38,
      due: 1,
      expired: 0,
      none: 1,
    });
    const checked = rows.filter((w) => w.rightToWorkCheckedOn);
    expect(checked.every((w) => w.rightToWork && w.rightToWorkCheckedBy === manager.id && w.rightToWorkCheckedOn === w.startDate)).toBe(true);
    expect(new Set(checked.map((w) => w.rightToWorkMethod))).toEqual(new Set(["manual", "online", "idsp"]));
    expect(rows.filter((w) => w.rightToWorkFollowUp)).toHaveLength(2);
    expect(rows.find((w) => !w.rightToWorkCheckedOn)?.rightToWork).toBe(false);
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

  it("have a card rule for every trade, and one plant operator holding only a CSCS labourer card does not meet his", async () => {
    const rows = await t.db.select().from(workers);
    const cards = await t.db.select().from(workerCards);
    const rules = new Map((await t.db.select().from(tradeCardRules)).map((r) => [r.trade, r.requirements]));
    expect(new Set(rules.keys())).toEqual(new Set(rows.map((w) => w.trade)));
    const held = (id: number) =>
      cards
        .filter((c) => c.workerId === id)
        .map((c) => ({ scheme: c.schemeIdentifier, cardType: c.cardTypeName, expiryDate: c.expiryDate, validated: c.validated }));
    const operator = rows.find((w) => w.workerId === `W${1001 + WITHOUT_TRADE_CARD}`)!;
    expect(operator.trade).toBe("Plant operator");
    expect(held(operator.id).map((c) => `${c.scheme} ${c.cardType}`)).toEqual(["CSCS Green: Labourer"]);
    expect(checkTradeRule(rules.get("Plant operator"), held(operator.id), TODAY)).toEqual({
      state: "not_met",
      missing: [[{ scheme: "CPCS" }, { scheme: "NPORS" }]],
    });
    // Everyone else who is flagged is flagged for a card that has run out, not for one they never had.
    const flagged = rows.filter((w) => w.id !== operator.id && checkTradeRule(rules.get(w.trade!), held(w.id), TODAY).state === "not_met");
    expect(flagged.every((w) => held(w.id).some((c) => c.expiryDate! < TODAY))).toBe(true);
  });

  it("have a company induction and one for each open contract, and results in the register's pattern (i % 8 !== 5 inducted)", async () => {
    const all = await t.db.select().from(inductions);
    expect(all).toHaveLength(2);
    expect(all.every((i) => i.passMark === 80 && i.maxAttempts === 3 && i.questions.length >= 4 && i.questions.length <= 5)).toBe(true);
    const rows = (await t.db.select().from(workers)).sort((a, b) => a.workerId.localeCompare(b.workerId));
    expect(rows.map((w, i) => inductedOn(w.inductionDate, TODAY, 365) === (i % 8 !== 5))).toEqual(rows.map(() => true));
    const results = await t.db.select().from(inductionResults);
    expect(results.filter((r) => !r.passed).map((r) => r.workerId)).toEqual([rows[DEMO_FAILED].id]);
    expect(results.filter((r) => r.passed && r.reviewStatus === "pending").map((r) => r.workerId)).toEqual([rows[DEMO_PENDING].id]);
    expect(rows[DEMO_EXPIRED].inductionDate! < TODAY).toBe(true);
    expect(results.every((r) => !r.passedOn || r.passedOn <= TODAY)).toBe(true);
  });
});
