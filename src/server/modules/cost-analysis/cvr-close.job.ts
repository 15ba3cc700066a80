import { and, inArray, isNull, sql } from "drizzle-orm";
import { monthsAfter } from "@shared/common/uk-dates";
import { MONTH_CLOSED } from "@shared/cost-analysis/cvr-periods";
import { COMMITTED_STATUSES } from "@shared/rules/purchase-order-status";
import { rowsOf, type Db } from "../../db/client";
import { projects } from "../../db/schema/index";
import type { DailyJob } from "../../platform/daily-jobs";
import { HttpError } from "../../platform/errors";
import type { ProjectRow } from "../projects/project-lookup";
import { closeMonth, type CvrFigures } from "./cvr-periods.service";

/**
 * The daily job that closes ended months (decision 0081, "Closing"; decision 0079's runner): once a
 * UK day, for every live contract with a valuation or any cost, every open month that has ended is
 * closed, oldest first, by the same `closeMonth` as the QS's button, with no user. The runner lets
 * one instance run it a day; each month closes in a transaction of its own under the contract's lock,
 * and a month closed meanwhile (by hand, or a crashed run resumed) is 409 there and passed over, so
 * a second run closes nothing twice.
 */

export const CVR_CLOSE_JOB = "cvr_close_months";
/**
 * 03:00 UK: the month ended at midnight and the day's automatic sign-outs are long done; clear of
 * the clock changes (01:00–02:00 is repeated in October and skipped in March, so an earlier hour
 * would run at an unexpected moment those nights); done before the 06:00 reminders' digest and
 * before sites open, so the QS finds last month closed in the morning.
 */
export const CVR_CLOSE_AT = "03:00";
/**
 * A contract's first close goes back at most this many ended months (decision 0081): older months'
 * figures would be worked out today from the records as they now stand (current rates, invoices
 * since), not what anyone reported then, and a contract with years of history must not write a
 * snapshot a month of it in one run. Three gives a quarter of movements from the first day. The
 * same bound keeps a contract whose job did not run for longer to its last three months.
 */
export const FIRST_CLOSE_MONTHS = 3;

const month = (day: string) => day.slice(0, 7);
const nextMonth = (m: string) => month(monthsAfter(`${m}-01`, 1));

/**
 * Live contracts with a valuation or any cost whose last month has not closed yet. "Any cost" is an
 * EXISTS per contract on an index: the kept order totals (committed, or invoiced or received on a
 * cancelled order), a sign-in, a plant or waste entry, an energy entry. A Closed contract (its books
 * done, the status after Completed) is left alone: a month a year on would only repeat the last; a
 * QS can still close one by hand for a late record.
 */
async function contractsToClose(db: Db, lastMonth: string): Promise<number[]> {
  const committed = sql.join(
    COMMITTED_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  );
  const rows = await db
    .select({ id: projects.id })
    .from(projects)
    .where(
      and(
        isNull(projects.deletedAt),
        sql`${projects.status} <> 'Closed'`,
        sql`coalesce((select max(c.month) from cvr_periods c where c.project_id = ${projects.id} and c.status = 'closed'), '') < ${lastMonth}`,
        sql`(
          exists (select 1 from cvr_periods c where c.project_id = ${projects.id})
          or exists (select 1 from contract_spend_totals s where s.project_id = ${projects.id}
                     and (s.status in (${committed}) or s.invoiced_net <> 0 or s.accrued_net <> 0))
          or exists (select 1 from site_attendance a where a.project_id = ${projects.id})
          or exists (select 1 from carbon_entries e where e.project_id = ${projects.id} and e.kind in ('plant', 'waste'))
          or exists (select 1 from scope2_energy g where g.project_id = ${projects.id})
        )`,
      ),
    )
    .orderBy(projects.id);
  return rows.map((r) => r.id);
}

type ContractMonths = { lastClosed: string | null; open: string[]; first: string | null };

/**
 * A contract's months as the job needs them: the last closed, the open rows, and the first month
 * with a valuation or a cost (each source's earliest by its index; an order by the UK day it was made).
 */
async function contractMonths(db: Db, projectId: number): Promise<ContractMonths> {
  const committed = sql.join(
    [...COMMITTED_STATUSES, "cancelled"].map((s) => sql`${s}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    select
      (select max(month) from cvr_periods where project_id = ${projectId} and status = 'closed') as last_closed,
      (select coalesce(string_agg(month, ',' order by month), '') from cvr_periods where project_id = ${projectId} and status <> 'closed') as open,
      least(
        (select min(month) from cvr_periods where project_id = ${projectId}),
        (select to_char(min(created_at) at time zone 'Europe/London', 'YYYY-MM') from company_purchase_orders
          where project_id = ${projectId} and deleted_at is null and status in (${committed})),
        (select substr(min(date), 1, 7) from site_attendance where project_id = ${projectId}),
        (select substr(min(date), 1, 7) from carbon_entries where project_id = ${projectId} and kind = 'plant'),
        (select substr(min(date), 1, 7) from carbon_entries where project_id = ${projectId} and kind = 'waste'),
        (select substr(min(date), 1, 7) from scope2_energy where project_id = ${projectId})
      ) as first`);
  const [row] = rowsOf<{ last_closed: string | null; open: string; first: string | null }>(result);
  return { lastClosed: row.last_closed, open: row.open ? row.open.split(",") : [], first: row.first };
}

/**
 * The months to close, oldest first: every open month row before this month (a valuation entered
 * must close before a later month can), and each month from the first with a valuation or a cost, or
 * the one after the last closed, up to last month, at most FIRST_CLOSE_MONTHS back.
 */
export function monthsToClose(m: ContractMonths, today: string): string[] {
  const current = month(today);
  const lastMonth = month(monthsAfter(`${current}-01`, -1));
  const earliest = month(monthsAfter(`${current}-01`, -FIRST_CLOSE_MONTHS));
  const starts = [m.lastClosed ? nextMonth(m.lastClosed) : (m.first ?? current), earliest];
  const out = new Set(m.open.filter((o) => o < current && (m.lastClosed === null || o > m.lastClosed)));
  for (let at = starts.reduce((a, b) => (a > b ? a : b)); at <= lastMonth; at = nextMonth(at)) out.add(at);
  return [...out].sort();
}

export type CloseRun = { closed: { projectId: number; month: string }[]; failed: { projectId: number; error: string }[] };

/**
 * Closes every ended open month of every contract that has one, as of the UK day `today`. A contract
 * that fails (its figures cannot be worked out) is left where it stopped and the rest go on; the run
 * then fails, so the runner logs it and a later instance resumes it (the closed months stay closed).
 */
export async function closeEndedMonths(db: Db, figures: CvrFigures | null, today: string): Promise<CloseRun> {
  const lastMonth = month(monthsAfter(`${month(today)}-01`, -1));
  const run: CloseRun = { closed: [], failed: [] };
  const ids = await contractsToClose(db, lastMonth);
  for (let i = 0; i < ids.length; i += 100) {
    const batch: ProjectRow[] = await db
      .select()
      .from(projects)
      .where(and(inArray(projects.id, ids.slice(i, i + 100)), isNull(projects.deletedAt)))
      .orderBy(projects.id);
    for (const project of batch) {
      try {
        for (const m of monthsToClose(await contractMonths(db, project.id), today)) {
          const closed = await db
            .transaction(async (tx) => {
              await closeMonth(tx, project, m, figures, "daily job");
              return true;
            })
            // Closed meanwhile (by hand, or by the run this one resumes): its snapshot stands.
            .catch((e: unknown) => {
              if (e instanceof HttpError && e.statusCode === 409 && e.message === MONTH_CLOSED) return false;
              throw e;
            });
          if (closed) run.closed.push({ projectId: project.id, month: m });
        }
      } catch (e) {
        run.failed.push({ projectId: project.id, error: e instanceof Error ? e.message : String(e) });
      }
    }
  }
  return run;
}

/** The job as a module declares it, given the figures the snapshots are built from (cost-analysis.routes.ts `CVR_FIGURES`). */
export function cvrCloseJob(figures: CvrFigures | null): DailyJob {
  return {
    name: CVR_CLOSE_JOB,
    at: CVR_CLOSE_AT,
    async run({ db, day }) {
      const result = await closeEndedMonths(db, figures, day);
      if (result.failed.length)
        throw new Error(`CVR months not closed on ${result.failed.length} contract(s): ${result.failed.map((f) => `${f.projectId} (${f.error})`).join("; ")}`);
      return result;
    },
  };
}
