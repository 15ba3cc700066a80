import { and, asc, eq, ilike, isNull, or, sql, type SQL } from "drizzle-orm";
import { COMMITTED_STATUSES } from "@shared/rules/purchase-order-status";
import { PROJECTED_VARIATION_STATUSES } from "@shared/rules/cost-forecast";
import { rowsOf, type Db } from "../../db/client";
import { projects } from "../../db/schema/index";
import { escapeLike } from "../../platform/search-text";

/**
 * The company view's reads (docs/decisions/0081-cost-analysis.md, "The company view"): each a handful
 * of grouped rows per contract for every contract at once, from what is kept as totals
 * (contract_spend_totals for orders; labour comes from labour-cost.service) and from the few costed
 * plant, waste and energy entries. Money is decimal text in pounds, as the database sums it.
 */

export type ContractFilter = { status?: string; division?: string; q?: string };

/** A contract as the company view reads it: no more than its figures need. */
export type CostContract = Awaited<ReturnType<typeof contractsOf>>[number];

const live = isNull(projects.deletedAt);
const ints = (values: readonly number[]) => `{${values.join(",")}}`;
const texts = (values: readonly string[]) => `{${values.map((v) => `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(",")}}`;

/**
 * The contracts the reader may see that match the filters. Who may see a contract is the contracts
 * list's rule (projects.repository.ts): every live contract, one in the recycle bin none; the page's
 * own permission (Cost Analysis view) is checked by its endpoint. Each word of `q` must be in the name or the reference.
 */
export async function contractsOf(db: Db, f: ContractFilter) {
  const where: (SQL | undefined)[] = [live];
  if (f.status) where.push(eq(projects.status, f.status));
  if (f.division) where.push(eq(projects.division, f.division));
  for (const word of (f.q ?? "").split(/\s+/).filter(Boolean)) {
    const like = `%${escapeLike(word)}%`;
    where.push(or(ilike(projects.name, like), ilike(projects.code, like)));
  }
  return db
    .select({
      id: projects.id,
      slug: projects.slug,
      name: projects.name,
      reference: projects.code,
      status: projects.status,
      division: projects.division,
      value: projects.contractValue,
      startDate: projects.startDate,
      finishDate: projects.finishDate,
      budgetLabour: projects.budgetLabour,
      budgetPlant: projects.budgetPlant,
      budgetMaterials: projects.budgetMaterials,
      budgetWaste: projects.budgetWaste,
      budgetEnergy: projects.budgetEnergy,
      originalBudgetLabour: projects.originalBudgetLabour,
      originalBudgetPlant: projects.originalBudgetPlant,
      originalBudgetMaterials: projects.originalBudgetMaterials,
      originalBudgetWaste: projects.originalBudgetWaste,
      originalBudgetEnergy: projects.originalBudgetEnergy,
    })
    .from(projects)
    .where(and(...where))
    .orderBy(asc(projects.id));
}

/** The divisions and statuses of every contract the reader may see, for the filters (not narrowed by them). */
export async function filterChoices(db: Db) {
  const rows = await db.selectDistinct({ division: projects.division, status: projects.status }).from(projects).where(live);
  const sorted = (xs: (string | null)[]) => [...new Set(xs.filter((x): x is string => x !== null && x !== ""))].sort((a, b) => a.localeCompare(b));
  return { divisions: sorted(rows.map((r) => r.division)), statuses: sorted(rows.map((r) => r.status)) };
}

export type OrderSumRow = { contractId: number; category: string; invoiced: string; accrued: string; committed: string; committedOrders: number };

/**
 * Orders per contract and category from the kept totals: every status's invoice and accrual (a
 * cancelled order keeps what was received or invoiced on it), and the open net of the committed statuses only.
 */
export async function orderSums(db: Db, ids: readonly number[]): Promise<OrderSumRow[]> {
  if (!ids.length) return [];
  return rowsOf<OrderSumRow>(
    await db.execute(sql`
      select project_id as "contractId", po_category as category, sum(invoiced_net)::text as invoiced, sum(accrued_net)::text as accrued,
        coalesce(sum(committed_net) filter (where status = any(${texts(COMMITTED_STATUSES)}::text[])), 0)::text as committed,
        coalesce(sum(orders) filter (where status = any(${texts(COMMITTED_STATUSES)}::text[])), 0)::int as "committedOrders"
      from contract_spend_totals where project_id = any(${ints(ids)}::int[])
      group by project_id, po_category`),
  );
}

export type VariationSumRow = { contractId: number; head: string; pending: string; pendingCount: number; approvedCost: string; approvedCount: number };

/** Live variations per contract and head: the pending and unagreed ones' cost estimates, and the approved ones' agreed cost, or estimate with none (Other's budget). */
export async function variationSums(db: Db, ids: readonly number[]): Promise<VariationSumRow[]> {
  if (!ids.length) return [];
  return rowsOf<VariationSumRow>(
    await db.execute(sql`
      select project_id as "contractId", head,
        coalesce(sum(cost_estimate) filter (where status = any(${texts(PROJECTED_VARIATION_STATUSES)}::text[])), 0)::text as pending,
        (count(*) filter (where status = any(${texts(PROJECTED_VARIATION_STATUSES)}::text[])))::int as "pendingCount",
        coalesce(sum(coalesce(agreed_cost, cost_estimate)) filter (where status = 'approved'), 0)::text as "approvedCost",
        (count(*) filter (where status = 'approved'))::int as "approvedCount"
      from contract_variations where project_id = any(${ints(ids)}::int[]) and deleted_at is null
      group by project_id, head`),
  );
}

export type ForecastRow = { contractId: number; head: string; method: string; qsAmount: string | null; qsNote: string | null };

/** The forecast method chosen per contract and head (no row: Budget), with the QS figure. */
export async function forecastChoices(db: Db, ids: readonly number[]): Promise<ForecastRow[]> {
  if (!ids.length) return [];
  return rowsOf<ForecastRow>(
    await db.execute(sql`
      select project_id as "contractId", head, method, qs_amount::text as "qsAmount", qs_note as "qsNote"
      from cost_forecasts where project_id = any(${ints(ids)}::int[])`),
  );
}

export type RecordCostRow = { contractId: number; head: "plant" | "waste" | "energy"; cost: string };

/**
 * An entry names a live order of its contract (rules/plant-cost.ts), one that counts as the contract
 * page counts orders (cost-records.repository.ts): not in the recycle bin, and committed or with
 * something received or invoiced on it (a draft, or an order cancelled with nothing on it, costs
 * nothing). Numbers compare as people type them: case and surrounding spaces ignored, and a blank one names nothing.
 */
const namesLiveOrder = (orderColumn: SQL, entryContract: SQL, named: SQL) => sql`(trim(${named}) <> '' and exists (
  select 1 from company_purchase_orders o
  where o.project_id = ${entryContract} and o.deleted_at is null
    and (o.status = any(${texts(COMMITTED_STATUSES)}::text[]) or o.delivered_value <> 0 or o.invoice_amount is not null)
    and upper(trim(${orderColumn})) = upper(trim(${named}))))`;

/**
 * Plant, waste and energy cost per contract up to `asOf`, of the entries no live order of the contract
 * costs: plant at its hire rate by unit (per hour × the entry's hours, per day the rate, per week a
 * fifth of it, each rounded to the penny), waste and energy at their cost. Only entries with a rate or
 * a cost are read (the partial indexes of migration 0036), so the sum is of the few costed entries,
 * however long the diary.
 */
export async function recordCosts(db: Db, ids: readonly number[], asOf: string): Promise<RecordCostRow[]> {
  if (!ids.length) return [];
  const idList = ints(ids);
  const plantCost = sql`case e.hire_rate_unit when 'hour' then round(e.hire_rate * e.hours, 2) when 'day' then e.hire_rate when 'week' then round(e.hire_rate / 5, 2) end`;
  return rowsOf<RecordCostRow>(
    await db.execute(sql`
      select e.project_id as "contractId", 'plant' as head, coalesce(sum(${plantCost}), 0)::text as cost
      from carbon_entries e
      where e.project_id = any(${idList}::int[]) and e.kind = 'plant' and e.hire_rate is not null and e.date <= ${asOf}
        and not coalesce(${namesLiveOrder(sql`o.po_number`, sql`e.project_id`, sql`e.po_number`)}, false)
      group by e.project_id
      union all
      select e.project_id, 'waste', sum(e.cost)::text
      from carbon_entries e
      where e.project_id = any(${idList}::int[]) and e.kind = 'waste' and e.cost is not null and e.date <= ${asOf}
        and not coalesce(${namesLiveOrder(sql`o.po_number`, sql`e.project_id`, sql`e.po_number`)}, false)
      group by e.project_id
      union all
      select s.project_id, 'energy', sum(s.cost)::text
      from scope2_energy s
      where s.project_id = any(${idList}::int[]) and s.cost is not null and s.date <= ${asOf}
        and not coalesce(${namesLiveOrder(sql`o.invoice_number`, sql`s.project_id`, sql`s.invoice_reference`)}, false)
      group by s.project_id`),
  );
}
