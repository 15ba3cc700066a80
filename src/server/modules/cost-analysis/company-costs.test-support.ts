import type { Db } from "../../db/client";
import { buildProject } from "../../seed/factories";
import { projects, carbonEntries, contractVariations, costForecasts, diaryEntries, purchaseOrders, scope2Energy, siteAttendance } from "../../db/schema/index";
import { buildWorker } from "../labour-cost/labour-cost.test-support";

/**
 * The company view's hand-worked contracts (decision 0081), written straight into the tables (the
 * order trigger keeps contract_spend_totals, the labour triggers mark the worker-days):
 *
 * Kirkstall Forge (KF-01, North, Open, value £500,000.00), Budget method unless said:
 * - labour: budget £100,000 + a pending variation £5,000 (valued at £6,000) = £105,000 projected; 8 h at £20.00 (self
 *   employed: no on-costs) = £160.00, and 4 h of an agency worker with no rate and 2 h typed in the
 *   diary by an employer who did not sign in, uncosted (6 h = 21,600 s). Forecast £105,000.00.
 * - plant: budget £50,000; an order (ordered, £1,000.00 net, nothing received) commits £1,000.00; entries
 *   7.5 h at £40.00 an hour = £300.00, £250.00 a week = £50.00, £80.00 a day naming no live order =
 *   £80.00, £20.00 a day naming a draft order (which costs nothing, so the rate does) = £20.00 (£450.00);
 *   one naming the live order " po-kf-plant " is costed by it, one has no rate, and entries dated after today wait.
 *   Forecast £50,000.00.
 * - materials: budget £200,000 and an unagreed omission of −£1,000 (valued at −£1,200) = £199,000 projected. Order 1
 *   (ordered, £10,000.00 net, £6,000.00 received with VAT at 20 %): accrued £5,000.00, committed
 *   £5,000.00. Order 2 (fully delivered, £2,000.00 net, invoiced £3,000.00 with VAT): invoiced £2,500.00,
 *   committed nothing (not −£500.00). QS figure £250,000.00: forecast over the projected budget, flagged.
 * - waste: budget £10,000; £150.00 + £75.50 (naming an order cancelled with nothing on it, so not
 *   costed by it) = £225.50; £60.00 naming the live plant order is that order's. Forecast £10,000.00.
 * - energy: budget £5,000; £80.00, and £120.00 whose invoice reference is order 2's invoice. Forecast £5,000.00.
 * - other: an approved variation's agreed cost £3,000.00 is its budget; a rejected and a deleted one move nothing.
 * Totals: value £500,000.00, projected £504,800.00 (the two variations' value estimates); budget
 * £368,000.00, projected £372,000.00, committed £6,000.00, actual £8,415.50, forecast £423,000.00; margin
 * on the projected value £81,800.00 (16.2 %); risk (423,000 − 372,000) ÷ 372,000 = 13.7 %; one flagged head.
 *
 * Holbeck Yard (HY-02, South, On Hold, value £100,000.00): labour budget £20,000, a labour order
 * (approved, £25,000.00) committed: forecast £25,000.00, flagged (past 90 %, over budget). An Other
 * order (ordered, £500.00 net, £600.00 received with VAT) accrued £500.00: Other has no budget,
 * forecast £500.00, no flag. Totals: budget £20,000.00, projected £20,000.00, committed £25,000.00,
 * actual £500.00, forecast £25,500.00; margin £74,500.00 (74.5 %); risk 27.5 %.
 *
 * Otley Mills (no reference, no division, Completed): no value, budget or cost. Temple Works is in the recycle bin.
 */
export const DAY = "2026-02-10";

let orders = 0;
const order = (projectId: number, over: Partial<typeof purchaseOrders.$inferInsert>) => ({
  poNumber: `PO-T-${++orders}-${Date.now().toString(36)}`,
  supplier: "Hanson",
  orderedBy: "Gemma Lloyd",
  projectId,
  vatRate: "20",
  ...over,
});

export async function buildCompanyContracts(db: Db) {
  const kf = await buildProject(db, {
    name: "Kirkstall Forge",
    code: "KF-01",
    division: "North",
    status: "Open",
    contractValue: "500000.00",
    startDate: "2025-06-01",
    finishDate: "2027-06-30",
    ...budgets({ budgetLabour: "100000.00", budgetPlant: "50000.00", budgetMaterials: "200000.00", budgetWaste: "10000.00", budgetEnergy: "5000.00" }),
  });
  const hy = await buildProject(db, {
    name: "Holbeck Yard",
    code: "HY-02",
    division: "South",
    status: "On Hold",
    contractValue: "100000.00",
    ...budgets({ budgetLabour: "20000.00" }),
  });
  const om = await buildProject(db, { name: "Otley Mills", status: "Completed" });
  const gone = await buildProject(db, { name: "Temple Works", code: "TW-09", division: "North", contractValue: "1.00", deletedAt: new Date() });

  const tag = Date.now().toString(36);
  const plantPo = `PO-KF-PLANT-${tag}`;
  const cancelled = `PO-KF-CANC-${tag}`;
  const draft = `PO-KF-DRAFT-${tag}`;
  const invoiced = `INV-KF-${tag}`;
  await db.insert(purchaseOrders).values([
    order(kf.id, { poNumber: plantPo, poCategory: "plant", status: "ordered", subtotal: "1000.00" }),
    order(kf.id, { poCategory: "materials", status: "ordered", subtotal: "10000.00", deliveredValue: "6000.00" }),
    order(kf.id, {
      poCategory: "materials",
      status: "fully_delivered",
      subtotal: "2000.00",
      deliveredValue: "2400.00",
      invoiceNumber: invoiced,
      invoiceAmount: "3000.00",
    }),
    order(kf.id, { poNumber: draft, poCategory: "plant", status: "draft", subtotal: "700.00" }),
    order(kf.id, { poNumber: cancelled, poCategory: "waste", status: "cancelled", subtotal: "900.00" }),
    order(hy.id, { poCategory: "labour", status: "approved", subtotal: "25000.00" }),
    order(hy.id, { poCategory: "other", status: "ordered", subtotal: "500.00", deliveredValue: "600.00" }),
    order(gone.id, { poCategory: "materials", status: "ordered", subtotal: "99999.00" }),
  ]);

  const plant = (over: Partial<typeof carbonEntries.$inferInsert>) => ({ projectId: kf.id, date: DAY, kind: "plant", plantItem: "13t excavator", ...over });
  const waste = (over: Partial<typeof carbonEntries.$inferInsert>) => ({ projectId: kf.id, date: DAY, kind: "waste", wasteMaterial: "Mixed", ...over });
  await db.insert(carbonEntries).values([
    plant({ hours: "7.50", hireRate: "40.00", hireRateUnit: "hour" }),
    plant({ hireRate: "250.00", hireRateUnit: "week" }),
    plant({ hireRate: "80.00", hireRateUnit: "day", poNumber: "PO-NO-SUCH" }),
    plant({ hireRate: "100.00", hireRateUnit: "day", poNumber: ` ${plantPo.toLowerCase()} ` }),
    plant({ hireRate: "20.00", hireRateUnit: "day", poNumber: draft }),
    plant({ hours: "8.00" }),
    // Dated after today: not the contract's cost yet.
    plant({ date: "2099-01-05", hireRate: "999.00", hireRateUnit: "day" }),
    waste({ date: "2099-01-05", cost: "999.00" }),
    waste({ cost: "150.00" }),
    waste({ cost: "75.50", poNumber: cancelled }),
    waste({ cost: "60.00", poNumber: plantPo }),
    plant({ projectId: gone.id, hireRate: "500.00", hireRateUnit: "day" }),
  ]);
  await db.insert(scope2Energy).values([
    { projectId: kf.id, date: DAY, energyType: "electricity", consumption: "100", unit: "kWh", cost: "80.00" },
    { projectId: kf.id, date: DAY, energyType: "electricity", consumption: "150", unit: "kWh", cost: "120.00", invoiceReference: invoiced.toLowerCase() },
  ]);

  const variation = (projectId: number, number: number, head: string, status: string, over: Partial<typeof contractVariations.$inferInsert> = {}) => ({
    projectId,
    number,
    title: `V${number}`,
    head,
    status,
    ...over,
  });
  await db
    .insert(contractVariations)
    .values([
      variation(kf.id, 1, "labour", "pending", { costEstimate: "5000.00", valueEstimate: "6000.00" }),
      variation(kf.id, 2, "materials", "unagreed", { costEstimate: "-1000.00", valueEstimate: "-1200.00" }),
      variation(kf.id, 3, "other", "approved", { costEstimate: "2800.00", agreedCost: "3000.00", agreedValue: "3500.00" }),
      variation(kf.id, 4, "plant", "rejected", { costEstimate: "9999.00" }),
      variation(kf.id, 5, "waste", "pending", { costEstimate: "4444.00", deletedAt: new Date() }),
    ]);
  await db.insert(costForecasts).values({ projectId: kf.id, head: "materials", method: "qs_figure", qsAmount: "250000.00", qsNote: "Steel frame repriced" });

  const sam = await buildWorker(db, { hourlyRate: "20.00", employmentType: "self_employed" });
  const ann = await buildWorker(db, { employmentType: "agency" });
  const signIn = (workerId: number, company: string, from: string, to: string) => ({
    projectId: kf.id,
    workerId,
    workerName: "W",
    company,
    date: DAY,
    signInTime: from,
    signOutTime: to,
    signedInAt: new Date(`${DAY}T${from}:00Z`),
    signedOutAt: new Date(`${DAY}T${to}:00Z`),
  });
  await db.insert(siteAttendance).values([signIn(sam.id, "Direct", "08:00", "16:00"), signIn(ann.id, "Scaff Ltd", "08:00", "12:00")]);
  await db
    .insert(diaryEntries)
    .values({ projectId: kf.id, date: DAY, author: "A", workSummary: "Work", labor: JSON.stringify({ company: "Groundworks Ltd", hours: 2 }) });
  return { kf, hy, om, gone };
}

/** A contract's head budgets, the originals the same. */
function budgets(b: Record<string, string>): Partial<typeof projects.$inferInsert> {
  const originals = Object.fromEntries(Object.entries(b).map(([k, v]) => [`original${k[0].toUpperCase()}${k.slice(1)}`, v]));
  return { ...b, ...originals };
}
