import { asc, eq, sql } from "drizzle-orm";
import { rowsOf, type Db } from "../../db/client";
import { diaryEntries } from "../../db/schema/index";
import { prepared } from "../../platform/prepared";

/**
 * The contract page's aggregates (issue 11 item 15). Each is one query over the project's rows,
 * served by the (project_id, …) indexes of its table; numbers come back as text and are read once.
 */

/** The latest `perHead` changes of each budget field, with how many there are in all. */
export async function latestBudgetChanges(db: Db, projectId: number, perHead: number) {
  const result = await db.execute(sql`
    select id, field_name, old_value, new_value, reason, changed_at, created_by, total
    from (
      select bl.*,
        row_number() over (partition by bl.field_name order by bl.changed_at desc, bl.id desc) as n,
        count(*) over (partition by bl.field_name) as total
      from budget_change_logs bl
      where bl.project_id = ${projectId}
    ) t
    where n <= ${perHead}
    order by field_name, n`);
  return rowsOf<{
    id: number;
    field_name: string;
    old_value: string;
    new_value: string;
    reason: string;
    changed_at: string | Date;
    created_by: string;
    total: string | number;
  }>(result);
}

/**
 * Labour is kept as JSON text (product.md §8: unreadable labour counts as empty), so its hours are
 * read by the one parser in @shared/rules/labour-hours rather than re-implemented in SQL. Only the
 * labour column travels: a few hundred bytes per diary entry.
 */
export function labourOfProject(db: Db, projectId: number) {
  return db.select({ labor: diaryEntries.labor }).from(diaryEntries).where(eq(diaryEntries.projectId, projectId)).orderBy(asc(diaryEntries.id));
}

type Totals = {
  plant_entries: string;
  plant_hours: string;
  plant_litres: string;
  delivery_count: string;
  delivery_tonnes: string;
  waste_movements: string;
  waste_tonnes: string;
  energy_readings: string;
  visitor_visits: string;
  scope3_entries: string;
};

/** How much of plant, deliveries, waste, energy, visitors and other Scope 3, in one round trip. */
export async function siteTotals(db: Db, projectId: number): Promise<Totals> {
  const result = await db.execute(sql`
    select
      count(*) filter (where kind = 'plant') as plant_entries,
      coalesce(sum(hours) filter (where kind = 'plant'), 0) as plant_hours,
      coalesce(sum(fuel_litres) filter (where kind = 'plant'), 0) as plant_litres,
      count(*) filter (where kind = 'delivery') as delivery_count,
      coalesce(sum(transport_weight) filter (where kind = 'delivery'), 0) as delivery_tonnes,
      count(*) filter (where kind = 'waste') as waste_movements,
      coalesce(sum(weight_tonnes) filter (where kind = 'waste'), 0) as waste_tonnes,
      (select count(*) from scope2_energy where project_id = ${projectId}) as energy_readings,
      (select count(*) from visitor_attendance where project_id = ${projectId}) as visitor_visits,
      (select count(*) from scope3_additional where project_id = ${projectId}) as scope3_entries
    from carbon_entries
    where project_id = ${projectId}`);
  return rowsOf<Totals>(result)[0];
}

/** What was delivered, summed by the unit of each line (tonnes of MOT, m3 of concrete, nr of blocks); at most 12 units, largest first. */
export async function deliveredByUnit(db: Db, projectId: number) {
  const result = await db.execute(sql`
    select li->>'unit' as unit, sum((li->>'quantity')::numeric) as quantity
    from carbon_entries ce
      cross join lateral jsonb_array_elements(case when jsonb_typeof(ce.line_items) = 'array' then ce.line_items else '[]'::jsonb end) li
    where ce.project_id = ${projectId} and ce.kind = 'delivery'
      and coalesce(li->>'unit', '') <> '' and li->>'quantity' ~ '^[0-9]{1,12}(\\.[0-9]+)?$'
    group by li->>'unit'
    order by 2 desc, 1
    limit 12`);
  return rowsOf<{ unit: string; quantity: string }>(result);
}

/** Metered energy summed by unit (kWh of electricity and gas, litres where heat is bought as fuel). */
export async function energyByUnit(db: Db, projectId: number) {
  const result = await db.execute(sql`
    select unit, sum(consumption) as quantity from scope2_energy where project_id = ${projectId} group by unit order by 2 desc, 1 limit 12`);
  return rowsOf<{ unit: string; quantity: string }>(result);
}

/** The carbon ledger's kg CO2e by the kind of record it came from: the figures the carbon tab totals (decision 0009). */
export async function carbonByKind(db: Db, projectId: number) {
  const result = await db.execute(sql`
    select source_kind, sum(kg_co2e) as kg from carbon_figures where project_id = ${projectId} group by source_kind`);
  return rowsOf<{ source_kind: string; kg: string }>(result);
}

/** Which of a page of projects have any site record: one EXISTS per table, each on its (project_id, …) index. */
const withRecords = prepared("sitebook_projects_with_records", (db, name) =>
  db
    .select({ id: sql<number>`p.id` })
    .from(sql`unnest(${sql.placeholder("ids")}::integer[]) as p(id)`)
    .where(
      sql`exists (select 1 from diary_entries where project_id = p.id)
       or exists (select 1 from carbon_entries where project_id = p.id)
       or exists (select 1 from scope2_energy where project_id = p.id)
       or exists (select 1 from visitor_attendance where project_id = p.id)`,
    )
    .prepare(name),
);

export async function projectsWithRecords(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await withRecords(db).execute({ ids });
  return new Set(rows.map((r) => Number(r.id)));
}
