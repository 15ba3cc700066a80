import { sql } from "drizzle-orm";
import { employerKey, labourDays, uncostedDiaryHours, type SignInInterval, type WorkerRates } from "@shared/rules/labour-cost";
import { parseLabour } from "@shared/rules/labour-hours";
import { toDecimal } from "@shared/common/money";
import { rowsOf, type Db } from "../../db/client";
import { workers } from "../../db/schema/index";
import { labourSettingsForRules } from "./labour-settings.service";

let n = 0;
/** A worker with the given rates (pounds) and employment type. */
export async function buildWorker(db: Db, over: Partial<typeof workers.$inferInsert> = {}) {
  n++;
  const [w] = await db
    .insert(workers)
    .values({ workerId: `LC-${n}-${Date.now().toString(36)}`, firstName: "Sam", lastName: `Hall ${n}`, employmentType: "employed", ...over })
    .returning();
  return w;
}

/** labour_cost_days as rows to compare, in key order. */
export async function keptDays(db: Db) {
  return rowsOf<{
    workerId: number;
    day: string;
    contractId: number;
    employer: string;
    standard: number;
    overtime: number;
    uncosted: number;
    pay: string;
    onCost: string;
  }>(
    await db.execute(sql`
      select worker_id as "workerId", day, project_id as "contractId", employer, standard_seconds as standard, overtime_seconds as overtime,
        uncosted_seconds as uncosted, pay::text as pay, on_cost::text as "onCost"
      from labour_cost_days order by worker_id, day, project_id`),
  );
}

/** What labour_cost_days must hold: every sign-in with hours worked out from scratch with labour-cost.ts. */
export async function daysFromScratch(db: Db) {
  const signIns = rowsOf<SignInInterval>(
    await db.execute(sql`
      select id, worker_id as "workerId", project_id as "contractId", date as day, company, signed_in_at as "signedInAt", signed_out_at as "signedOutAt"
      from site_attendance`),
  );
  const rates = new Map(
    rowsOf<WorkerRates & { id: number }>(
      await db.execute(
        sql`select id, hourly_rate as "hourlyRate", day_rate as "dayRate", overtime_rate as "overtimeRate", employment_type as "employmentType" from workers`,
      ),
    ).map((r) => [r.id, r]),
  );
  return labourDays(signIns, rates, await labourSettingsForRules(db))
    .map((d) => ({
      workerId: d.workerId,
      day: d.day,
      contractId: d.contractId,
      employer: d.employer,
      standard: d.standardSeconds,
      overtime: d.overtimeSeconds,
      uncosted: d.uncostedSeconds,
      pay: toDecimal(d.pay),
      onCost: toDecimal(d.onCost),
    }))
    .sort((a, b) => a.workerId - b.workerId || a.day.localeCompare(b.day) || a.contractId - b.contractId);
}

/** labour_cost_months against the days and diary rows summed again. */
export async function monthsAgainstRows(db: Db) {
  const kept = rowsOf(
    await db.execute(sql`
      select project_id as "contractId", month, standard_seconds::bigint::text as standard, overtime_seconds::text as overtime, uncosted_seconds::text as uncosted,
        diary_seconds::text as diary, pay::text as pay, on_cost::text as "onCost", entries
      from labour_cost_months order by project_id, month`),
  );
  const summed = rowsOf(
    await db.execute(sql`
      select "contractId", month, sum(standard)::text as standard, sum(overtime)::text as overtime, sum(uncosted)::text as uncosted, sum(diary)::text as diary,
        sum(pay)::numeric(15,2)::text as pay, sum("onCost")::numeric(15,2)::text as "onCost", count(*)::int as entries
      from (
        select project_id as "contractId", left(day, 7) as month, standard_seconds as standard, overtime_seconds as overtime, uncosted_seconds as uncosted, 0 as diary, pay, on_cost as "onCost" from labour_cost_days
        union all
        select project_id, left(day, 7), 0, 0, 0, uncosted_seconds, 0, 0 from labour_cost_diary
      ) s group by "contractId", month order by "contractId", month`),
  );
  return { kept, summed };
}

/** labour_cost_diary as rows to compare, in key order. */
export async function keptDiary(db: Db) {
  return rowsOf<{ contractId: number; day: string; key: string; seconds: number }>(
    await db.execute(
      sql`select project_id as "contractId", day, employer_key as key, uncosted_seconds as seconds from labour_cost_diary order by project_id, day, employer_key collate "C"`,
    ),
  );
}

/** What labour_cost_diary must hold: every diary entry's typed labour weighed against every sign-in, from scratch. */
export async function diaryFromScratch(db: Db) {
  const entries = rowsOf<{ contractId: number; day: string; labor: string }>(
    await db.execute(sql`select project_id as "contractId", date as day, labor from diary_entries`),
  );
  const signIns = rowsOf<{ contractId: number; day: string; company: string | null }>(
    await db.execute(sql`select project_id as "contractId", date as day, company from site_attendance`),
  );
  const typed = uncostedDiaryHours(
    entries.map((e) => ({ contractId: e.contractId, day: e.day, employer: parseLabour(e.labor).company, hours: parseLabour(e.labor).hours })),
    signIns,
  );
  const rows = new Map<string, { contractId: number; day: string; key: string; seconds: number }>();
  for (const t of typed) {
    if (t.seconds <= 0) continue;
    const key = employerKey(t.employer);
    const id = `${t.contractId}|${t.day}|${key}`;
    const r = rows.get(id) ?? { contractId: t.contractId, day: t.day, key, seconds: 0 };
    r.seconds += t.seconds;
    rows.set(id, r);
  }
  return [...rows.values()].sort((a, b) => a.contractId - b.contractId || a.day.localeCompare(b.day) || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}
