import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parsePence, type Pence } from "@shared/common/money";
import { eq } from "drizzle-orm";
import { headOfCategory, recordCostColumn } from "@shared/rules/cost-position";
import { contributionCost, type Contribution } from "@shared/rules/cvr";
import { contractSpendTotals } from "../../db/schema/index";
import { call, createTestApp, type TestApp } from "../../test/harness";
import { signedIn } from "../../test/sessions";
import { labourByContract } from "../labour-cost/labour-cost.service";
import { contractFigures } from "./contract-figures.service";
import { seedCostContract } from "./cost-figures.test-support";

/**
 * The reconciliation of issue 34 (decision 0081): for a seeded contract with orders in every state,
 * cost codes, sign-ins with and without rates, plant by rate and by order, waste and energy by cost and
 * by order, and variations, each head's actual is its invoiced + accrued + records' costs, equals the
 * sum of its contributions to the penny, and every drill-down adds up to its head. The materials and
 * plant heads are worked by hand (cost-figures.test-support.ts says how each order stands).
 */

let t: TestApp;
let director: string;
let seeded: Awaited<ReturnType<typeof seedCostContract>>;
type Head = Record<string, string | null> & { head: string };
let costs: { heads: Head[]; totals: Record<string, string | null>; [k: string]: unknown };

beforeAll(async () => {
  t = await createTestApp();
  director = (await signedIn(t, { role: "Director" })).cookie;
  seeded = await seedCostContract(t.db);
  const res = await get(`costs`);
  expect(res.statusCode, res.body).toBe(200);
  costs = res.json();
});
afterAll(() => t.close());

const get = (tail: string) => call(t.app, director, { method: "GET", url: `/api/projects/by-slug/${seeded.contract.slug}/${tail}` });
const p = (v: string | null | undefined): Pence => (v === null || v === undefined ? 0n : parsePence(v)!);
const head = (h: string) => costs.heads.find((x) => x.head === h)!;
/** The orders' part of a head's invoiced or accrued: the head's figure less its records' costs counted there. */
const ordersPart = (h: Head, figure: "invoiced" | "accrued") => p(h[figure]) - (recordCostColumn(h.head as never) === figure ? p(h.recordCosts) : 0n);

/** Every page of a drill-down. */
async function allPages<T>(tail: string): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page++) {
    const res = await get(`${tail}${tail.includes("?") ? "&" : "?"}page=${page}&pageSize=3`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    items.push(...body.items);
    if (page >= body.pageCount) return items;
  }
}

describe("a contract's costs reconcile to its records", () => {
  it("works the materials head by hand", () => {
    // Invoiced: M4 £1,500.00 gross → £1,250.00; M5 £1,080.00 → £900.00. Accrued: M2 £800.00, M3 £1,500.00, M6 (cancelled) £100.00.
    // Committed: M1 £1,000.00, M2 £2,000.00 − £800.00, M5 £3,000.00 − £900.00; M4's invoice above the order commits nothing.
    expect(head("materials")).toMatchObject({
      originalBudget: "9000.00",
      budget: "10000.00",
      pendingVariations: "500.00",
      projectedBudget: "10500.00",
      invoiced: "2150.00",
      accrued: "2400.00",
      recordCosts: "0.00",
      actual: "4550.00",
      committed: "4300.00",
      remaining: "1650.00",
      forecast: "10500.00",
      methodUsed: "budget",
      percentUsed: "84.3",
      flags: [],
    });
  });

  it("works plant, waste, energy, labour and other by hand", () => {
    // Plant: 8 h × £45.00 + £250.00 a day + £1,000.00 ÷ 5 + £333.33 ÷ 5 (£66.67) + £100.00 (its order number names no order); the crane is its order's.
    // Plant on hire and labour signed in are accrued; waste and energy entries' billed costs are invoiced.
    expect(head("plant")).toMatchObject({
      committed: "900.00",
      invoiced: "0.00",
      accrued: "976.67",
      recordCosts: "976.67",
      actual: "976.67",
      projectedBudget: "5000.00",
      pendingVariations: "0.00",
    });
    expect(costs.plant).toEqual({ entries: 7, byOrder: 1, uncosted: 1, uncostedHours: "6.50", cost: "976.67" });
    expect(head("waste")).toMatchObject({ committed: "400.00", invoiced: "185.50", accrued: "0.00", recordCosts: "185.50", actual: "185.50" });
    // Energy: its order's invoice at 5 % (£210.00 → £200.00), the entry quoting that invoice left to it, the other entry's £320.40.
    expect(head("energy")).toMatchObject({ invoiced: "520.40", accrued: "0.00", committed: "0.00", recordCosts: "320.40", actual: "520.40" });
    // Labour: Sam's two 8 h days and one 4 h day at £20.00 an hour + 10 % NI: £352.00 + £88.00; Ann's 4 h have no rate (uncosted).
    expect(head("labour")).toMatchObject({
      invoiced: "0.00",
      accrued: "440.00",
      recordCosts: "440.00",
      actual: "440.00",
      budget: "400.00",
      projectedBudget: "550.00",
    });
    expect(costs.labour).toMatchObject({
      cost: "440.00",
      uncostedSeconds: 14_400,
      namesVisible: true,
      uncostedByEmployer: [{ employer: "Scaff Ltd", uncostedSeconds: 14_400 }],
    });
    // Other: its approved variation's cost is its budget.
    expect(head("other")).toMatchObject({ budget: "300.00", invoiced: "250.00", actual: "250.00" });
    expect(costs.contract).toMatchObject({ value: "60000.00", projectedValue: "60900.00" });
    // Orders' £2,600.00 invoiced + waste and energy £505.90; orders' £2,400.00 accrued + plant and labour £1,416.67.
    expect(costs.totals).toMatchObject({ actual: "6922.57", committed: "5600.00", invoiced: "3105.90", accrued: "3816.67" });
  });

  it("each head's actual is invoiced + accrued, and the sum of its contributions", async () => {
    const f = await contractFigures(t.db, seeded.contract, costs.asOf as string, { namesVisible: true });
    for (const h of costs.heads) {
      expect(p(h.actual), h.head).toBe(p(h.invoiced) + p(h.accrued));
      const mine = f.contributions.filter((c) => c.head === h.head);
      expect(
        mine.reduce((a, c) => a + contributionCost(c), 0n),
        h.head,
      ).toBe(p(h.actual));
      const orders = mine.filter((c): c is Extract<Contribution, { kind: "order" }> => c.kind === "order");
      expect(
        orders.reduce((a, c) => a + p(c.committed), 0n),
        h.head,
      ).toBe(p(h.committed));
    }
    // Labour's contributions are the labour module's own figure.
    expect(p(head("labour").actual)).toBe(p((await labourByContract(t.db, [seeded.contract.id], costs.asOf as string)).get(seeded.contract.id)!.cost));
    expect(f.contributions.map((c) => c.kind).sort()).toEqual(
      [...Array(10).fill("order"), ...Array(4).fill("variation"), ...Array(3).fill("labour"), ...Array(5).fill("plant"), "waste", "energy"].sort(),
    );
  });

  it("the orders' invoiced and accrued equal the kept spend totals the company view reads (decision 0051)", async () => {
    const kept = await t.db.select().from(contractSpendTotals).where(eq(contractSpendTotals.projectId, seeded.contract.id));
    for (const h of costs.heads) {
      const mine = kept.filter((r) => headOfCategory(r.poCategory) === h.head);
      expect(
        mine.reduce((a, r) => a + p(r.invoicedNet), 0n),
        h.head,
      ).toBe(ordersPart(h, "invoiced"));
      expect(
        mine.reduce((a, r) => a + p(r.accruedNet), 0n),
        h.head,
      ).toBe(ordersPart(h, "accrued"));
    }
  });

  it("the orders drill-down adds up to each head, and each order's lines to the order", async () => {
    for (const h of costs.heads) {
      const orders = await allPages<Record<string, string> & { lines: { actualShare: string }[] }>(`costs/orders?head=${h.head}`);
      for (const figure of ["committed", "invoiced", "accrued"])
        expect(
          orders.reduce((a, o) => a + p(o[figure]), 0n),
          `${h.head} ${figure}`,
        ).toBe(figure === "committed" ? p(h.committed) : ordersPart(h, figure as "invoiced" | "accrued"));
      for (const o of orders)
        expect(
          o.lines.reduce((a, l) => a + p(l.actualShare), 0n),
          o.poNumber,
        ).toBe(p(o.invoiced) + p(o.accrued));
    }
    const m5 = (
      await allPages<{ poNumber: string; invoiceNote: string; lines: { costCode: string; actualShare: string }[] }>("costs/orders?head=materials")
    ).find((o) => o.poNumber === seeded.po("M5"))!;
    expect(m5.invoiceNote).toBe("Invoice £900.00 against £1,000.00 accrued: £100.00 under");
    expect(m5.lines.map((l) => l.actualShare)).toEqual(["300.00", "300.00", "300.00"]);
    // One cost code: only its lines, whose shares are that code's actual.
    const cc300 = await allPages<{ lines: { actualShare: string }[] }>("costs/orders?costCode=CC-300");
    expect(cc300.flatMap((o) => o.lines.map((l) => l.actualShare))).toEqual(["300.00", "300.00"]);
    const none = await allPages<{ poNumber: string }>(`costs/orders?costCode=${encodeURIComponent("No cost code")}`);
    expect(none.map((o) => o.poNumber).sort()).toEqual(["E1", "M3", "O1", "W1"].map(seeded.po).sort());
  });

  it("the entries and labour drill-downs add up to their heads' records", async () => {
    for (const h of ["plant", "waste", "energy"] as const) {
      const entries = await allPages<{ cost: string | null; note: string | null }>(`costs/entries?head=${h}`);
      expect(
        entries.reduce((a, e) => a + p(e.cost), 0n),
        h,
      ).toBe(p(head(h).recordCosts));
    }
    const plant = await allPages<{ description: string; detail: string | null; cost: string | null; note: string | null }>("costs/entries?head=plant");
    expect(plant.find((e) => e.description === "Crane")).toMatchObject({ cost: null, note: `costed by its order ${seeded.po("P1").toLowerCase()}` });
    expect(plant.find((e) => e.description === "Breaker")).toMatchObject({ cost: null, note: "uncosted: no hire rate", detail: "6.5 h" });
    expect(plant.find((e) => e.description === "13t excavator")).toMatchObject({ cost: "360.00", detail: "8.0 h at £45.00 per hour", note: null });
    const days = await allPages<{ cost: string; employer: string }>("costs/labour");
    expect(days.reduce((a, d) => a + p(d.cost), 0n)).toBe(p(head("labour").actual));
    const workers = await allPages<{ cost: string; workerName: string }>("costs/labour/workers");
    expect(workers.reduce((a, d) => a + p(d.cost), 0n)).toBe(p(head("labour").actual));
  });

  it("cost codes, cash flow and spend over time add up to the totals", () => {
    const codes = costs.costCodes as Record<string, string>[];
    expect(codes).toEqual([
      { costCode: "CC-100", committed: "2500.00", invoiced: "300.00", accrued: "900.00", actual: "1200.00" },
      { costCode: "CC-200", committed: "400.00", invoiced: "1250.00", accrued: "0.00", actual: "1250.00" },
      { costCode: "CC-300", committed: "1400.00", invoiced: "600.00", accrued: "0.00", actual: "600.00" },
      { costCode: "CC-PL", committed: "900.00", invoiced: "0.00", accrued: "0.00", actual: "0.00" },
      { costCode: "No cost code", committed: "400.00", invoiced: "450.00", accrued: "1500.00", actual: "1950.00" },
      { costCode: "Energy", committed: "0.00", invoiced: "320.40", accrued: "0.00", actual: "320.40" },
      { costCode: "Labour", committed: "0.00", invoiced: "0.00", accrued: "440.00", actual: "440.00" },
      { costCode: "Plant", committed: "0.00", invoiced: "0.00", accrued: "976.67", actual: "976.67" },
      { costCode: "Waste", committed: "0.00", invoiced: "185.50", accrued: "0.00", actual: "185.50" },
    ]);
    for (const figure of ["committed", "invoiced", "accrued", "actual"])
      expect(
        codes.reduce((a, c) => a + p(c[figure]), 0n),
        figure,
      ).toBe(p(costs.totals[figure]));
    const flow = costs.cashFlow as { months: { month: string; actual: string; forecast: string }[] };
    expect(flow.months.reduce((a, m) => a + p(m.actual), 0n)).toBe(p(costs.totals.actual));
    const toComplete = costs.heads.reduce((a, h) => a + (p(h.forecast) > p(h.actual) ? p(h.forecast) - p(h.actual) : 0n), 0n);
    expect(flow.months.reduce((a, m) => a + p(m.forecast), 0n)).toBe(toComplete);
    expect(flow.months.at(-1)!.month).toBe("2027-03");
    const spend = costs.spendOverTime as { months: { month: string; heads: Record<string, string> }[]; budgets: Record<string, string | null> };
    expect(spend.months[0].month).toBe("2026-06");
    for (const h of costs.heads) expect(spend.months.at(-1)!.heads[h.head], h.head).toBe(h.actual);
    expect(spend.budgets).toMatchObject({ materials: "10500.00", other: "300.00" });
  });

  it("lists the four kinds of exception and the invoices against accruals", () => {
    const exceptions = costs.exceptions as { kind: string; text: string; record: unknown }[];
    expect(costs.exceptionCount).toBe(5);
    expect(exceptions).toEqual([
      {
        kind: "receipt_no_invoice",
        text: `${seeded.po("M3")}: goods received 10/09/2026, no invoice after 30 days`,
        record: { type: "order", id: seeded.ids.M3 },
        head: "materials",
      },
      {
        kind: "invoice_above_order",
        text: `${seeded.po("M4")}: invoice £1,250.00 net is £50.00 above the order's £1,200.00`,
        record: { type: "order", id: seeded.ids.M4 },
        head: "materials",
      },
      { kind: "sign_in_no_rate", text: "Ann Cole (Scaff Ltd): 4.0 h signed in with no rate", record: { type: "worker", id: seeded.ann.id }, head: "labour" },
      expect.objectContaining({ kind: "delivery_no_order", text: "Delivery on 21/11/2026 from Jewson names no order", head: "materials" }),
      expect.objectContaining({ kind: "delivery_no_order", text: "Delivery on 22/11/2026 from Travis names PO-ELSEWHERE, not an order of this contract" }),
    ]);
    expect(costs.invoicesAgainstAccruals).toEqual([
      {
        orderId: seeded.ids.M4,
        poNumber: seeded.po("M4"),
        head: "materials",
        text: "Invoice £1,250.00 against £1,200.00 accrued: £50.00 over",
        difference: "50.00",
      },
      {
        orderId: seeded.ids.M5,
        poNumber: seeded.po("M5"),
        head: "materials",
        text: "Invoice £900.00 against £1,000.00 accrued: £100.00 under",
        difference: "-100.00",
      },
      { orderId: seeded.ids.E1, poNumber: seeded.po("E1"), head: "energy", text: "Invoice £200.00 against £200.00 accrued: matches", difference: "0.00" },
      { orderId: seeded.ids.O1, poNumber: seeded.po("O1"), head: "other", text: "Invoice £250.00 against £250.00 accrued: matches", difference: "0.00" },
    ]);
  });
});
