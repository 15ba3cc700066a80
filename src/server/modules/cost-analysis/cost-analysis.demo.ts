import { and, eq, inArray } from "drizzle-orm";
import { variationNumber } from "@shared/cost-analysis/variations";
import type { Db } from "../../db/client";
import { activityLogs, budgetChangeLogs, contractVariationNumbers, cvrPeriods, contractVariations, labourCostSettings, projects } from "../../db/schema/index";
import type { DemoContext } from "../../platform/module";
import { monthsAfter, ukInstant, ukToday } from "@shared/common/uk-dates";
import { money, monthEnd } from "@shared/rules/cvr";
import { contractFigures } from "./contract-figures.service";
import { cvrFigures } from "./cvr-figures.service";
import { closeMonth } from "./cvr-periods.service";
import { approveVariationMoney } from "./variations.service";

const KIRKSTALL = "kirkstall-road-apartments";
const WAKEFIELD = "wakefield-primary-school-extension";
const DAY = 86_400_000;

/**
 * A UK contractor's labour on-costs as a percentage of pay (decision 0081, "On-costs"): employer's
 * National Insurance averaged over a gang's pay after the secondary threshold, statutory holiday pay
 * (5.6 weeks of 46.4 worked), a workplace pension's employer share, and the apprenticeship levy.
 */
const DEMO_ON_COSTS = { employersNi: "10.50", holidayPay: "12.07", pension: "3.00", apprenticeshipLevy: "0.50" };

type DemoVariation = {
  title: string;
  description: string;
  head: "materials" | "labour" | "plant" | "other";
  value: string;
  cost: string;
  daysAgo: number;
  /** Approved with the agreed figures, `decidedDaysAgo`. */
  approved?: { value: string; cost: string; decidedDaysAgo: number; note: string };
};

/** Kirkstall's two variations: one the client approved (it moved the budget and the value), one still being priced. */
const VARIATIONS: DemoVariation[] = [
  {
    title: "Additional piling to the east core after the ground investigation",
    description: "Borehole BH4 found soft alluvium to 9 m under the east core: six extra CFA piles, 600 mm, 14 m deep, instructed by the engineer.",
    head: "materials",
    value: "48500.00",
    cost: "41200.00",
    daysAgo: 38,
    approved: { value: "47250.00", cost: "41200.00", decidedDaysAgo: 24, note: "Client's instruction CI-014; agreed at the valuation meeting" },
  },
  {
    title: "Triple glazing to the north elevation",
    description: "The client asked for a price to upgrade the north elevation's windows (flats 1.01–6.08) to triple glazing for the acoustic report.",
    head: "materials",
    value: "36800.00",
    cost: "29900.00",
    daysAgo: 9,
  },
];

/**
 * Months closed the way the daily job closes them (cvr-close.job.ts), each with the valuation the QS
 * entered: the open contracts' months from their start to last month, at most three. The client's QS
 * certifies cost with the contractor's margin on it, a little below what was applied for.
 */
async function seedClosedMonths(db: Db, now: Date) {
  const open = await db
    .select()
    .from(projects)
    .where(inArray(projects.slug, [KIRKSTALL, WAKEFIELD]));
  const thisMonth = ukToday(now).slice(0, 7);
  for (const contract of open) {
    const start = (contract.startDate ?? ukToday(now)).slice(0, 7);
    const months = [3, 2, 1].map((n) => monthsAfter(`${thisMonth}-01`, -n).slice(0, 7)).filter((m) => m >= start);
    for (const month of months) {
      await db.transaction(async (tx) => {
        const f = await contractFigures(tx, contract, monthEnd(month), { namesVisible: false });
        const cost = f.positions.reduce((a, p) => a + p.actual, 0n);
        const certified = ((cost * 114n) / 100n / 1000n) * 1000n; // to the £10 below
        const applied = ((certified * 105n) / 100n / 1000n) * 1000n;
        const closedAt = ukInstant(`${monthsAfter(`${month}-01`, 1)}`, "03:00");
        const [row] = await tx
          .insert(cvrPeriods)
          .values({ projectId: contract.id, month, valueApplied: money(applied), valueCertified: money(certified), createdAt: closedAt, updatedAt: closedAt })
          .returning();
        await closeMonth(tx, contract, month, cvrFigures, "daily job");
        await tx.update(cvrPeriods).set({ closedAt, updatedAt: closedAt }).where(eq(cvrPeriods.id, row.id));
        await tx
          .update(activityLogs)
          .set({ createdAt: closedAt })
          .where(and(eq(activityLogs.action, "cvr_period_closed"), eq(activityLogs.entityId, String(row.id))));
      });
    }
  }
}

/** The demo company's labour settings, Kirkstall's variations, and the open contracts' closed months. */
export async function seedDemoCostAnalysis(db: Db, { staff, now }: DemoContext) {
  const qs = staff.find((s) => s.role === "Project Manager") ?? staff[0];
  await db
    .insert(labourCostSettings)
    .values({ id: 1, standardDayHours: "8", weekendOvertime: true, ...DEMO_ON_COSTS, updatedBy: qs.id, updatedAt: new Date(now.getTime() - 90 * DAY) })
    .onConflictDoNothing();
  const [kirkstall] = await db
    .select()
    .from(projects)
    .where(inArray(projects.slug, [KIRKSTALL]));
  if (!kirkstall) return;
  await db.transaction(async (tx) => {
    for (const [i, v] of VARIATIONS.entries()) {
      const raised = new Date(now.getTime() - v.daysAgo * DAY);
      const decided = v.approved ? new Date(now.getTime() - v.approved.decidedDaysAgo * DAY) : null;
      await tx.insert(contractVariations).values({
        projectId: kirkstall.id,
        number: i + 1,
        title: v.title,
        description: v.description,
        head: v.head,
        status: v.approved ? "approved" : "pending",
        valueEstimate: v.value,
        costEstimate: v.cost,
        agreedValue: v.approved?.value ?? null,
        agreedCost: v.approved?.cost ?? null,
        statusNote: v.approved?.note ?? null,
        statusChangedAt: decided,
        statusChangedBy: decided ? qs.id : null,
        createdBy: qs.id,
        createdAt: raised,
        updatedBy: qs.id,
        updatedAt: decided ?? raised,
      });
      // Approval moves the head's budget, the total budget and the contract value, logged (decision 0081).
      if (v.approved && decided) {
        await approveVariationMoney(tx, qs, kirkstall.id, { head: v.head, number: i + 1 }, v.approved);
        // The move is stamped with the clock; the demo's approval happened on its own day.
        const reason = `Variation ${variationNumber(i + 1)} approved`;
        await tx
          .update(budgetChangeLogs)
          .set({ changedAt: decided })
          .where(and(eq(budgetChangeLogs.projectId, kirkstall.id), eq(budgetChangeLogs.reason, reason)));
        await tx.update(projects).set({ updatedAt: decided }).where(eq(projects.id, kirkstall.id));
      }
    }
    await tx.insert(contractVariationNumbers).values({ projectId: kirkstall.id, lastNumber: VARIATIONS.length }).onConflictDoNothing();
  });
  await seedClosedMonths(db, now);
}
