import { lineTotal, parsePence, parseQuantity } from "@shared/common/money";
import { toPage, type PageQuery } from "@shared/common/paging";
import { ukToday } from "@shared/common/uk-dates";
import { WORKER_LABOUR_FORBIDDEN, type costEntrySchema, type costOrderSchema } from "@shared/cost-analysis/cost-figures";
import { COST_HEADS, money, type CostHead } from "@shared/rules/cvr";
import { NO_EMPLOYER } from "@shared/rules/labour-cost";
import { apportion, NO_COST_CODE } from "@shared/rules/order-cost";
import type { z } from "zod";
import { forbidden } from "../../platform/errors";
import { contractLabourByEmployerDayPage, contractLabourByWorker } from "../labour-cost/labour-cost.service";
import { getLiveProjectBySlug } from "../projects/project-lookup";
import { linesByOrder, namesVisible } from "./cost-figures.service";
import * as repo from "./cost-records.repository";
import { costEntry, costOrder, orderNumbersOf, type CostedOrder } from "./cost-records.service";
import type { Ctx } from "./variations.service";

/**
 * The records behind a contract's figures (decision 0081, "Every figure drills down"): its orders with
 * their lines and each line's share of the order's cost, labour by employer and day (and by named
 * worker for Workforce edit), and the plant, waste and energy entries with what each adds to its head.
 * Each pages in SQL by the contract's index and costs only the page by the same rules as the heads,
 * so a head's drill-down adds up to the head.
 */

type CostOrderView = z.output<typeof costOrderSchema>;
type CostEntryView = z.output<typeof costEntrySchema>;
const today = () => ukToday();

/** An order as the drill-down shows it: its figures, and its lines with each line's share of the invoice or accrual. */
export function presentOrder(o: CostedOrder, lines: readonly repo.LineRecord[], costCode?: string): CostOrderView {
  const shares = apportion(
    o.cost.actual,
    lines.map((l) => lineTotal(parseQuantity(l.quantity) ?? 0n, parsePence(l.unitPrice) ?? 0n)),
  );
  const shown = lines.map((l, i) => ({ l, share: shares[i] })).filter(({ l }) => costCode === undefined || (l.costCode ?? "").trim() === costCode);
  return {
    id: o.id,
    poNumber: o.poNumber,
    supplier: o.supplier,
    status: o.status,
    head: o.head,
    subtotal: money(parsePence(o.subtotal) ?? 0n),
    committed: money(o.cost.committed),
    invoiced: money(o.cost.invoiced),
    accrued: money(o.cost.accrued),
    lastReceiptDay: o.lastReceiptDay,
    invoiceNumber: o.invoiceNumber,
    invoiceDate: o.invoiceDate,
    invoiceNote: o.cost.comparison?.text ?? null,
    lines: shown.map(({ l, share }) => ({
      id: l.id,
      description: l.description,
      costCode: l.costCode,
      quantity: l.quantity,
      quantityDelivered: l.quantityDelivered,
      unit: l.unit,
      unitPrice: l.unitPrice,
      lineTotal: l.lineTotal,
      deliveredValue: l.deliveredValue,
      actualShare: money(share),
    })),
  };
}

const FIVE = COST_HEADS.filter((h) => h !== "other");

export async function costOrders({ db }: Ctx, slug: string, q: PageQuery & { head?: CostHead; costCode?: string }) {
  const contract = await getLiveProjectBySlug(db, slug);
  const code = q.costCode === undefined ? undefined : q.costCode === NO_COST_CODE ? "" : q.costCode;
  const filter = { categories: q.head && q.head !== "other" ? [q.head] : undefined, otherThan: q.head === "other" ? FIVE : undefined, costCode: code };
  const { items, total } = await repo.orderPage(db, contract.id, filter, (q.page - 1) * q.pageSize, q.pageSize);
  const lines = linesByOrder(
    await repo.linesOf(
      db,
      items.map((o) => o.id),
    ),
  );
  return toPage(
    items.map((o) => presentOrder(costOrder(o), lines.get(o.id) ?? [], code)),
    total,
    q,
  );
}

const cost = (pay: string, onCost: string) => money((parsePence(pay) ?? 0n) + (parsePence(onCost) ?? 0n));

/** Labour by employer and day, newest first: what every Cost Analysis reader sees (no names). */
export async function labourDays({ db }: Ctx, slug: string, q: PageQuery) {
  const contract = await getLiveProjectBySlug(db, slug);
  const { items, total } = await contractLabourByEmployerDayPage(db, contract.id, { asOf: today(), page: q.page, pageSize: q.pageSize });
  const page = items.map((r) => ({
    day: r.day,
    employer: r.employer.trim() || NO_EMPLOYER,
    standardSeconds: r.standardSeconds,
    overtimeSeconds: r.overtimeSeconds,
    uncostedSeconds: r.uncostedSeconds,
    diarySeconds: r.diarySeconds,
    pay: money(parsePence(r.pay) ?? 0n),
    onCost: money(parsePence(r.onCost) ?? 0n),
    cost: cost(r.pay, r.onCost),
  }));
  return toPage(page, total, q);
}

/** Labour by named worker and day: 403 unless the reader has Workforce edit. */
export async function labourWorkers(ctx: Ctx, slug: string, q: PageQuery) {
  if (!(await namesVisible(ctx)).namesVisible) throw forbidden(WORKER_LABOUR_FORBIDDEN);
  const contract = await getLiveProjectBySlug(ctx.db, slug);
  const { items, total } = await contractLabourByWorker(ctx.db, contract.id, { asOf: today(), page: q.page, pageSize: q.pageSize });
  return toPage(
    items.map((r) => ({
      workerId: r.workerId,
      workerName: r.workerName,
      employer: r.employer.trim() || NO_EMPLOYER,
      day: r.day,
      standardSeconds: r.standardSeconds,
      overtimeSeconds: r.overtimeSeconds,
      uncostedSeconds: r.uncostedSeconds,
      rateBasis: r.rateBasis,
      overtimeAtStandardRate: r.overtimeAtStandardRate,
      pay: money(parsePence(r.pay) ?? 0n),
      onCost: money(parsePence(r.onCost) ?? 0n),
      cost: r.cost,
    })),
    total,
    q,
  );
}

/** A head's plant, waste or energy records, newest first, each with what it adds to the head and why. */
export async function costEntries({ db }: Ctx, slug: string, q: PageQuery & { head: "plant" | "waste" | "energy" }) {
  const contract = await getLiveProjectBySlug(db, slug);
  const asOf = today();
  const offset = (q.page - 1) * q.pageSize;
  const numbers = orderNumbersOf(await repo.orderNumbers(db, contract.id));
  const { items, total } =
    q.head === "energy"
      ? await repo.energyPage(db, contract.id, asOf, offset, q.pageSize).then((p) => ({ ...p, items: p.items.map((e) => ({ ...e, kind: "energy" as const })) }))
      : await repo.entryPage(db, contract.id, q.head, asOf, offset, q.pageSize);
  return toPage(
    items.map((e): CostEntryView => {
      const c = costEntry(e, numbers);
      return {
        id: c.id,
        kind: c.kind,
        day: c.day,
        description: c.description,
        detail: c.detail,
        cost: c.cost === null ? null : money(c.cost),
        note: c.note,
        diaryEntryId: c.diaryEntryId,
      };
    }),
    total,
    q,
  );
}
