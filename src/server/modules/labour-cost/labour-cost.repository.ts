import { sql } from "drizzle-orm";
import { rowsOf, type Db } from "../../db/client";

/**
 * The reads of the kept labour (labour_cost_months, labour_cost_days, labour_cost_diary), as of a UK
 * day. A month wholly before the day is its kept row; the day's own month is its row less whatever is
 * dated after the day (usually nothing, when the day is today), so no read adds up a month of days.
 * Money is summed in SQL as numeric and answered as its exact decimal text.
 */

/**
 * Seconds signed in (standard and overtime), of them those with no rate (uncosted), and the diary's
 * typed seconds that count (uncosted too, on top of the signed-in ones); pay and on-cost in pounds.
 */
export type LabourSums = { standardSeconds: number; overtimeSeconds: number; uncostedSeconds: number; diarySeconds: number; pay: string; onCost: string };
type Num = string | number;
type SumRow = { contractId: number; month: string; standard: Num; overtime: Num; uncosted: Num; diary: Num; pay: string; onCost: string };

const intArray = (values: readonly number[]) => `{${values.join(",")}}`;

/**
 * Per contract and month up to `asOf`'s month, the last one cut at `asOf`; or, `byMonth` false, per
 * contract alone. The company view asks per contract: grouping its 12,000 contract-months only to add
 * them up again cost 85 ms at 1M (a hash aggregate past work_mem, then the rows parsed), against 10.
 */
export async function monthSums(db: Db, contractIds: readonly number[], asOf: string, { byMonth = true } = {}): Promise<SumRow[]> {
  if (contractIds.length === 0) return [];
  const ids = intArray(contractIds);
  const month = asOf.slice(0, 7);
  const groups = byMonth ? sql`"contractId", month` : sql`"contractId"`;
  return rowsOf<SumRow>(
    await db.execute(sql`
      select "contractId", ${byMonth ? sql`month` : sql`${month}::text`} as month, sum(standard) as standard, sum(overtime) as overtime, sum(uncosted) as uncosted, sum(diary) as diary, sum(pay) as pay, sum("onCost") as "onCost"
      from (
        select project_id as "contractId", month, standard_seconds as standard, overtime_seconds as overtime, uncosted_seconds as uncosted, diary_seconds as diary, pay, on_cost as "onCost"
        from labour_cost_months where project_id = any(${ids}::int[]) and month <= ${month}
        union all
        select project_id, ${month}, -standard_seconds, -overtime_seconds, -uncosted_seconds, 0, -pay, -on_cost
        from labour_cost_days where project_id = any(${ids}::int[]) and day > ${asOf} and day < ${`${month}-32`}
        union all
        select project_id, ${month}, 0, 0, 0, -uncosted_seconds, 0, 0
        from labour_cost_diary where project_id = any(${ids}::int[]) and day > ${asOf} and day < ${`${month}-32`}
      ) s
      group by ${groups}
      order by ${groups}`),
  );
}

export const sumsOf = (r: Pick<SumRow, "standard" | "overtime" | "uncosted" | "diary" | "pay" | "onCost">): LabourSums => ({
  standardSeconds: Number(r.standard),
  overtimeSeconds: Number(r.overtime),
  uncostedSeconds: Number(r.uncosted),
  diarySeconds: Number(r.diary),
  pay: r.pay,
  onCost: r.onCost,
});

export type WorkerDayRow = {
  workerId: number;
  workerName: string;
  employer: string;
  day: string;
  standardSeconds: number;
  overtimeSeconds: number;
  uncostedSeconds: number;
  rateBasis: string;
  overtimeAtStandardRate: boolean;
  pay: string;
  onCost: string;
};

/** A contract's labour by named worker and day, newest day first, then by name: one page, and how many rows in all. */
export async function workerDays(db: Db, contractId: number, asOf: string, offset: number, limit: number) {
  const items = rowsOf<WorkerDayRow>(
    await db.execute(sql`
      select c.worker_id as "workerId", coalesce(w.first_name || ' ' || w.last_name, '') as "workerName", c.employer, c.day,
        c.standard_seconds as "standardSeconds", c.overtime_seconds as "overtimeSeconds", c.uncosted_seconds as "uncostedSeconds",
        c.rate_basis as "rateBasis", c.overtime_at_standard_rate as "overtimeAtStandardRate", c.pay, c.on_cost as "onCost"
      from labour_cost_days c left join workers w on w.id = c.worker_id
      where c.project_id = ${contractId} and c.day <= ${asOf}
      order by c.day desc, "workerName", c.worker_id
      limit ${limit} offset ${offset}`),
  );
  const [{ n }] = rowsOf<{ n: string | number }>(
    await db.execute(sql`select count(*) as n from labour_cost_days where project_id = ${contractId} and day <= ${asOf}`),
  );
  return { items, total: Number(n) };
}

export type EmployerDayRow = {
  day: string;
  employer: string;
  standard: Num;
  overtime: Num;
  uncosted: Num;
  diary: Num;
  pay: string;
  onCost: string;
  total?: Num;
};

/**
 * A contract's labour by employer (as copied on the sign-ins or typed in the diary) and day, no names:
 * the sign-ins' costed and uncosted seconds and cost, and the diary's typed hours that count, uncosted.
 * `byDay` false: by employer alone (day ""), for the page's uncosted hours by employer, which would
 * otherwise read five years of employer-days (7,000 rows at 1M) to add them up again. `page`: one page
 * of them, each row with the count of all (`total`).
 */
export async function employerDays(
  db: Db,
  contractId: number,
  asOf: string,
  { byDay = true, page }: { byDay?: boolean; page?: { offset: number; limit: number } } = {},
): Promise<EmployerDayRow[]> {
  const groups = byDay ? sql`day, key` : sql`key`;
  return rowsOf<EmployerDayRow>(
    await db.execute(sql`
      select ${byDay ? sql`day` : sql`''::text`} as day, min(employer) as employer, ${page ? sql`count(*) over () as total,` : sql``} sum(standard) as standard, sum(overtime) as overtime, sum(uncosted) as uncosted, sum(diary) as diary, sum(pay) as pay, sum("onCost") as "onCost"
      from (
        select day, employer, lower(employer) as key, standard_seconds as standard, overtime_seconds as overtime, uncosted_seconds as uncosted, 0 as diary, pay, on_cost as "onCost"
        from labour_cost_days where project_id = ${contractId} and day <= ${asOf}
        union all
        select day, employer, employer_key, 0, 0, 0, uncosted_seconds, 0, 0 from labour_cost_diary where project_id = ${contractId} and day <= ${asOf}
      ) s
      group by ${groups}
      order by ${byDay ? sql`day desc, key` : sql`key`}
      ${page ? sql`limit ${page.limit} offset ${page.offset}` : sql``}`),
  );
}
