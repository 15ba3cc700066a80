import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { createTestApp, type TestApp } from "../../test/harness";
import { buildProject } from "../../seed/factories";
import { rowsOf } from "../../db/client";
import { carbonEntries, projects, scope2Energy } from "../../db/schema/index";
import { toDecimal } from "@shared/common/money";
import { hireCost } from "@shared/rules/plant-cost";

/**
 * contract_entry_costs (migration 0036) is kept by triggers on the plant, waste and energy entries in
 * the writing transaction. A seeded sequence of inserts, edits (rate, unit, hours, cost, order number,
 * contract, kind) and deletes, and after each the kept rows equal the entries priced from scratch by
 * rules/plant-cost.ts `hireCost`, row for row.
 */

let t: TestApp;
const contracts: number[] = [];
beforeAll(async () => {
  t = await createTestApp();
  for (let i = 0; i < 3; i++) contracts.push((await buildProject(t.db)).id);
});
afterAll(() => t.close());

/** mulberry32: the same sequence on every run and engine. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}
const rnd = random(81);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)];
const maybe = <T>(x: T) => (rnd() < 0.25 ? null : x);
const entry = () => ({
  projectId: pick(contracts),
  date: "2026-03-02",
  kind: pick(["plant", "plant", "waste", "delivery"]),
  hours: maybe((rnd() * 10).toFixed(2)),
  hireRate: maybe((rnd() * 500).toFixed(2)),
  hireRateUnit: maybe(pick(["hour", "day", "week", "month"])),
  cost: maybe((rnd() * 900).toFixed(2)),
  poNumber: maybe(pick(["PO-1", " po-1 ", "PO-2", ""])),
});
const energy = () => ({
  projectId: pick(contracts),
  date: "2026-03-02",
  energyType: "electricity",
  consumption: "10",
  unit: "kWh",
  cost: maybe((rnd() * 300).toFixed(2)),
  invoiceReference: maybe(pick(["INV-1", "inv-1 ", "INV-2"])),
});

type Row = { projectId: number; head: string; orderKey: string; cost: string; entries: number };
const key = (r: Row) => `${r.projectId} ${r.head} ${r.orderKey}`;
async function kept(): Promise<Row[]> {
  const rows = rowsOf<Row>(
    await t.db.execute(
      sql`select project_id as "projectId", head, order_key as "orderKey", cost::numeric(15,2)::text as cost, entries from contract_entry_costs`,
    ),
  );
  return rows.sort((a, b) => key(a).localeCompare(key(b)));
}
async function fromScratch(): Promise<Row[]> {
  const sums = new Map<string, Row & { pence: bigint }>();
  const add = (projectId: number, head: string, named: string | null, pence: bigint | null) => {
    if (pence === null) return;
    const orderKey = (named ?? "").trim().toUpperCase();
    const r = sums.get(`${projectId} ${head} ${orderKey}`) ?? { projectId, head, orderKey, cost: "", entries: 0, pence: 0n };
    sums.set(`${projectId} ${head} ${orderKey}`, { ...r, pence: r.pence + pence, entries: r.entries + 1 });
  };
  for (const e of await t.db.select().from(carbonEntries)) {
    if (e.kind === "plant") add(e.projectId, "plant", e.poNumber, hireCost(e.hireRate, e.hireRateUnit, e.hours));
    if (e.kind === "waste") add(e.projectId, "waste", e.poNumber, e.cost === null ? null : BigInt(Math.round(Number(e.cost) * 100)));
  }
  for (const e of await t.db.select().from(scope2Energy))
    add(e.projectId, "energy", e.invoiceReference, e.cost === null ? null : BigInt(Math.round(Number(e.cost) * 100)));
  return [...sums.values()].map(({ pence, ...r }) => ({ ...r, cost: toDecimal(pence) })).sort((a, b) => key(a).localeCompare(key(b)));
}

describe("contract_entry_costs", () => {
  it("equals the entries priced from scratch after every insert, edit and delete", { timeout: 120_000 }, async () => {
    for (let step = 0; step < 120; step++) {
      const energyTable = rnd() < 0.3;
      const table = energyTable ? scope2Energy : carbonEntries;
      const ids = (await t.db.select({ id: table.id }).from(table)).map((r) => r.id);
      const what = ids.length < 3 || rnd() < 0.4 ? "insert" : pick(["edit", "edit", "delete", "edit many"]);
      if (what === "insert")
        await (energyTable ? t.db.insert(scope2Energy).values([energy(), energy()]) : t.db.insert(carbonEntries).values([entry(), entry()]));
      if (what === "edit") {
        const id = pick(ids);
        if (energyTable) await t.db.update(scope2Energy).set(energy()).where(eq(scope2Energy.id, id));
        else await t.db.update(carbonEntries).set(entry()).where(eq(carbonEntries.id, id));
      }
      // One statement over many rows, some changing nothing costed.
      if (what === "edit many") await t.db.execute(sql`update ${table} set project_id = ${pick(contracts)} where id % 3 = ${step % 3}`);
      if (what === "delete") await t.db.delete(table).where(eq(table.id, pick(ids)));
      expect(await kept(), `step ${step}: ${what}`).toEqual(await fromScratch());
    }
    // A contract removed outright takes its entries with it (on delete cascade), and their totals.
    await t.db.delete(projects).where(eq(projects.id, contracts[0]));
    expect(await kept()).toEqual(await fromScratch());
    expect((await kept()).length).toBeGreaterThan(3);
  });
});
