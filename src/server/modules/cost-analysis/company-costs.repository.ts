import { and, asc, eq, ilike, isNull, or, sql, type SQL } from "drizzle-orm";
import { COMMITTED_STATUSES } from "@shared/rules/purchase-order-status";
import { PROJECTED_VARIATION_STATUSES } from "@shared/rules/cost-forecast";
import { rowsOf, type Db } from "../../db/client";
import { projects } from "../../db/schema/index";
import { escapeLike } from "../../platform/search-text";

/**
 * The company view's reads (docs/decisions/0081-cost-analysis.md, "The company view"): each a handful
 * of grouped rows per contract for every contract at once, from what is kept as totals
 * (contract_spend_totals for orders, contract_entry_costs for plant, waste and energy; labour comes
 * from labour-cost.service). Money is decimal text in pounds, as the database sums it.
 */

export type ContractFilter = { status?: string; division?: string; q?: string };

/** A contract as the company view reads it: no more than its figures need. */
export type CostContract = Awaited<ReturnType<typeof contractsOf>>[number];

const liveContract = isNull(projects.deletedAt);
const ints = (values: readonly number[]) => `{${values.join(",")}}`;
const texts = (values: readonly string[]) => `{${values.map((v) => `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(",")}}`;

/**
 * The contracts the reader may see that match the filters. Who may see a contract is the contracts
 * list's rule (projects.repository.ts): every live contract, one in the recycle bin none; the page's
 * own permission (Cost Analysis view) is checked by its endpoint. Each word of `q` must be in the name or the reference.
 */
export async function contractsOf(db: Db, f: ContractFilter) {
  const where: (SQL | undefined)[] = [liveContract];
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
  const rows = await db.selectDistinct({ division: projects.division, status: projects.status }).from(projects).where(liveContract);
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

export type VariationSumRow = {
  contractId: number;
  head: string;
  pending: string;
  pendingValue: string;
  pendingCount: number;
  approvedCost: string;
  approvedCount: number;
};

/** Live variations per contract and head: the pending and unagreed ones' cost and value estimates, and the approved ones' agreed cost, or estimate with none (Other's budget). */
export async function variationSums(db: Db, ids: readonly number[]): Promise<VariationSumRow[]> {
  if (!ids.length) return [];
  return rowsOf<VariationSumRow>(
    await db.execute(sql`
      select project_id as "contractId", head,
        coalesce(sum(cost_estimate) filter (where status = any(${texts(PROJECTED_VARIATION_STATUSES)}::text[])), 0)::text as pending,
        coalesce(sum(value_estimate) filter (where status = any(${texts(PROJECTED_VARIATION_STATUSES)}::text[])), 0)::text as "pendingValue",
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
 * An order number the entries name (`k.order_key`, trimmed and upper-cased) that names a live order of
 * their contract, one that counts as the contract page counts orders (cost-records.repository.ts): not
 * in the recycle bin, and committed or with something received or invoiced on it (a draft, or an order
 * cancelled with nothing on it, costs nothing). Energy names its order by the order's invoice number.
 * Probed through the orders' number indexes (migration 0036), a few keys a contract.
 */
const countedOrder = sql`o.deleted_at is null and (o.status = any(${texts(COMMITTED_STATUSES)}::text[]) or o.delivered_value <> 0 or o.invoice_amount is not null)`;
const namesLiveOrder = sql`(k.order_key <> '' and case when k.head = 'energy'
  then exists (select 1 from company_purchase_orders o where upper(trim(o.invoice_number)) = k.order_key and o.invoice_number is not null and o.project_id = k.project_id and ${countedOrder})
  else exists (select 1 from company_purchase_orders o where upper(trim(o.po_number)) = k.order_key and o.project_id = k.project_id and ${countedOrder}) end)`;

/** Plant priced by its hire rate (rules/plant-cost.ts `hireCost`): per hour × hours, per day the rate, per week a fifth, to the penny. */
const entryCost = sql`case kind when 'waste' then cost else case hire_rate_unit when 'hour' then round(hire_rate * hours, 2) when 'day' then hire_rate
  when 'week' then round(hire_rate / 5, 2) end end`;

/**
 * Plant, waste and energy cost per contract up to `asOf`, of the entries no live order of the contract
 * costs. From contract_entry_costs (kept per contract, head and the order number named, by triggers
 * on the entries: migration 0036), less any entries dated after `asOf` (read through the entries'
 * contract and date indexes; normally none), the order numbers that name a live order left out.
 */
export async function recordCosts(db: Db, ids: readonly number[], asOf: string): Promise<RecordCostRow[]> {
  if (!ids.length) return [];
  const idList = ints(ids);
  return rowsOf<RecordCostRow>(
    await db.execute(sql`
      with kept as (
        select project_id, head, order_key, cost from contract_entry_costs where project_id = any(${idList}::int[])
        union all
        select project_id, kind, upper(trim(coalesce(po_number, ''))), -${entryCost} from carbon_entries
        where project_id = any(${idList}::int[]) and kind in ('plant', 'waste') and date > ${asOf}
        union all
        select project_id, 'energy', upper(trim(coalesce(invoice_reference, ''))), -cost from scope2_energy
        where project_id = any(${idList}::int[]) and date > ${asOf}
      ), k as (
        select project_id, head, order_key, sum(cost) as cost from kept group by project_id, head, order_key
      )
      select k.project_id as "contractId", k.head, sum(k.cost)::text as cost from k
      where not ${namesLiveOrder}
      group by k.project_id, k.head`),
  );
}
