import { sql, type SQL } from "drizzle-orm";
import { parsePence, toDecimal, type Pence } from "@shared/common/money";
import { parseLabour } from "@shared/rules/labour-hours";
import { employerKey, labourDays, uncostedDiaryHours, type SignInInterval, type WorkerRates } from "@shared/rules/labour-cost";
import { rowsOf, type Db, type Tx } from "../../db/client";
import { labourSettingsForRules } from "./labour-settings.service";

/**
 * Folding the stale marks in (decision 0081, "How labour cost is kept"). The triggers mark a worker's
 * day (a sign-in, the worker's rates or the settings changed) and a contract's day (its diary's typed
 * labour, or a sign-in there, changed). A fold claims a batch of marks with `for update skip locked`,
 * works each claimed worker's whole day out again with `labourDays` (overtime depends on the day's
 * order across contracts) and each claimed contract day's typed labour with `uncostedDiaryHours`,
 * replaces their rows, moves the month totals by the difference and removes the marks, all in one
 * transaction. Two folds at once claim different marks; the month totals are moved by upserts that
 * add a difference, in key order, so neither loses the other's and they cannot deadlock.
 */

/** Marks claimed per transaction: small enough that a sign-in waiting on a claimed mark waits briefly. */
export const FOLD_BATCH = 2_000;

export type Folded = { workerDays: number; contractDays: number };

const intArray = (values: readonly number[]) => `{${values.join(",")}}`;
// Days are ISO (yyyy-MM-dd): nothing in them needs quoting in an array literal.
const textArray = (values: readonly string[]) => `{${values.join(",")}}`;
const keysOf = (a: readonly number[], b: readonly string[]) => sql`unnest(${intArray(a)}::int[], ${textArray(b)}::text[]) as k(a, d)`;
const json = (rows: unknown[]) => JSON.stringify(rows);

type MonthDelta = {
  projectId: number;
  month: string;
  standard: number;
  overtime: number;
  uncosted: number;
  diary: number;
  pay: Pence;
  onCost: Pence;
  entries: number;
};
/** A worker-day row (with pay) or a diary row (its seconds are `diary_seconds`). */
type Row = {
  project_id: number;
  day: string;
  standard_seconds?: number;
  overtime_seconds?: number;
  uncosted_seconds?: number;
  diary_seconds?: number;
  pay?: string;
  on_cost?: string;
};

/** The month totals' change: each row added (sign 1) or taken away (sign -1). */
function addTo(deltas: Map<string, MonthDelta>, rows: readonly Row[], sign: 1 | -1) {
  for (const r of rows) {
    const month = r.day.slice(0, 7);
    const key = `${String(r.project_id).padStart(10, "0")}|${month}`;
    let d = deltas.get(key);
    if (!d) deltas.set(key, (d = { projectId: r.project_id, month, standard: 0, overtime: 0, uncosted: 0, diary: 0, pay: 0n, onCost: 0n, entries: 0 }));
    d.standard += sign * Number(r.standard_seconds ?? 0);
    d.overtime += sign * Number(r.overtime_seconds ?? 0);
    d.uncosted += sign * Number(r.uncosted_seconds ?? 0);
    d.diary += sign * Number(r.diary_seconds ?? 0);
    d.pay += BigInt(sign) * (r.pay ? parsePence(r.pay)! : 0n);
    d.onCost += BigInt(sign) * (r.on_cost ? parsePence(r.on_cost)! : 0n);
    d.entries += sign;
  }
}

async function applyMonths(tx: Tx, deltas: Map<string, MonthDelta>) {
  const changed = [...deltas.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, d]) => d)
    .filter((d) => d.standard || d.overtime || d.uncosted || d.diary || d.pay || d.onCost || d.entries);
  if (changed.length === 0) return;
  const rows = changed.map((d) => ({ ...d, pay: toDecimal(d.pay), onCost: toDecimal(d.onCost) }));
  await tx.execute(sql`
    insert into labour_cost_months (project_id, month, standard_seconds, overtime_seconds, uncosted_seconds, diary_seconds, pay, on_cost, entries)
    select "projectId", month, standard, overtime, uncosted, diary, pay, "onCost", entries
    from json_to_recordset(${json(rows)}::json) as x("projectId" int, month text, standard bigint, overtime bigint, uncosted bigint, diary bigint, pay numeric, "onCost" numeric, entries int)
    order by "projectId", month
    on conflict (project_id, month) do update set
      standard_seconds = labour_cost_months.standard_seconds + excluded.standard_seconds,
      overtime_seconds = labour_cost_months.overtime_seconds + excluded.overtime_seconds,
      uncosted_seconds = labour_cost_months.uncosted_seconds + excluded.uncosted_seconds,
      diary_seconds = labour_cost_months.diary_seconds + excluded.diary_seconds,
      pay = labour_cost_months.pay + excluded.pay,
      on_cost = labour_cost_months.on_cost + excluded.on_cost,
      entries = labour_cost_months.entries + excluded.entries`);
  await tx.execute(sql`
    delete from labour_cost_months m using json_to_recordset(${json(rows)}::json) as x("projectId" int, month text)
    where m.project_id = x."projectId" and m.month = x.month and m.entries <= 0`);
}

const rateBasis = (r: WorkerRates | undefined) => (r?.hourlyRate?.trim() ? "hourly" : r?.dayRate?.trim() ? "day" : "none");

/** The claimed workers' whole days again: their sign-ins with hours, priced from their current rates. */
async function foldWorkerDays(tx: Tx, workerIds: number[], days: string[], deltas: Map<string, MonthDelta>) {
  const keys = keysOf(workerIds, days);
  const signIns = rowsOf<{
    id: number;
    workerId: number;
    contractId: number;
    day: string;
    company: string | null;
    signedInAt: Date | string;
    signedOutAt: Date | string;
  }>(
    await tx.execute(sql`
      select s.id, s.worker_id as "workerId", s.project_id as "contractId", s.date as day, s.company, s.signed_in_at as "signedInAt", s.signed_out_at as "signedOutAt"
      from ${keys} join site_attendance s on s.worker_id = k.a and s.date = k.d
      where s.signed_out_at is not null`),
  ) satisfies SignInInterval[];
  const rates = new Map(
    rowsOf<WorkerRates & { id: number }>(
      await tx.execute(sql`
        select id, hourly_rate as "hourlyRate", day_rate as "dayRate", overtime_rate as "overtimeRate", employment_type as "employmentType"
        from workers where id = any(${intArray([...new Set(workerIds)])}::int[])`),
    ).map((r) => [r.id, r]),
  );
  const settings = await labourSettingsForRules(tx);
  const fresh = labourDays(signIns, rates, settings).map((d) => ({
    workerId: d.workerId,
    day: d.day,
    projectId: d.contractId,
    employer: d.employer,
    standard: d.standardSeconds,
    overtime: d.overtimeSeconds,
    uncosted: d.uncostedSeconds,
    basis: rateBasis(rates.get(d.workerId)),
    atStandard: d.overtimeAtStandardRate,
    pay: toDecimal(d.pay),
    onCost: toDecimal(d.onCost),
  }));
  const old = rowsOf<Row>(
    await tx.execute(sql`
      delete from labour_cost_days c using ${keys} where c.worker_id = k.a and c.day = k.d
      returning c.project_id, c.day, c.standard_seconds, c.overtime_seconds, c.uncosted_seconds, c.pay, c.on_cost`),
  );
  if (fresh.length > 0)
    await tx.execute(sql`
      insert into labour_cost_days (worker_id, day, project_id, employer, standard_seconds, overtime_seconds, uncosted_seconds, rate_basis, overtime_at_standard_rate, pay, on_cost)
      select "workerId", day, "projectId", employer, standard, overtime, uncosted, basis, "atStandard", pay, "onCost"
      from json_to_recordset(${json(fresh)}::json) as x("workerId" int, day text, "projectId" int, employer text, standard int, overtime int, uncosted int, basis text, "atStandard" boolean, pay numeric, "onCost" numeric)`);
  addTo(deltas, old, -1);
  addTo(
    deltas,
    fresh.map((f) => ({
      project_id: f.projectId,
      day: f.day,
      standard_seconds: f.standard,
      overtime_seconds: f.overtime,
      uncosted_seconds: f.uncosted,
      pay: f.pay,
      on_cost: f.onCost,
    })),
    1,
  );
  await tx.execute(sql`delete from labour_cost_stale m using ${keys} where m.worker_id = k.a and m.day = k.d`);
}

/**
 * The claimed contract days' typed diary labour again: an employer's typed hours count, uncosted,
 * where none of its workers signed in there that day. Every sign-in is passed, open ones too, so an
 * employer still on site is not counted twice.
 */
async function foldDiaryDays(tx: Tx, projectIds: number[], days: string[], deltas: Map<string, MonthDelta>) {
  const keys = keysOf(projectIds, days);
  const entries = rowsOf<{ contractId: number; day: string; labor: string }>(
    await tx.execute(
      sql`select e.project_id as "contractId", e.date as day, e.labor from ${keys} join diary_entries e on e.project_id = k.a and e.date = k.d order by e.id`,
    ),
  );
  const signIns = rowsOf<{ contractId: number; day: string; company: string | null }>(
    await tx.execute(
      sql`select distinct s.project_id as "contractId", s.date as day, s.company from ${keys} join site_attendance s on s.project_id = k.a and s.date = k.d`,
    ),
  );
  const typed = uncostedDiaryHours(
    entries.map((e) => {
      const labour = parseLabour(e.labor);
      return { contractId: e.contractId, day: e.day, employer: labour.company, hours: labour.hours };
    }),
    signIns,
  );
  const byEmployer = new Map<string, { projectId: number; day: string; key: string; employer: string; seconds: number }>();
  for (const t of typed) {
    if (t.seconds <= 0) continue;
    const key = employerKey(t.employer);
    const id = `${t.contractId}|${t.day}|${key}`;
    const row = byEmployer.get(id);
    if (row) row.seconds += t.seconds;
    else byEmployer.set(id, { projectId: t.contractId, day: t.day, key, employer: t.employer, seconds: t.seconds });
  }
  const fresh = [...byEmployer.values()];
  const old = rowsOf<Row>(
    await tx.execute(
      sql`delete from labour_cost_diary c using ${keys} where c.project_id = k.a and c.day = k.d returning c.project_id, c.day, c.uncosted_seconds as diary_seconds`,
    ),
  );
  if (fresh.length > 0)
    await tx.execute(sql`
      insert into labour_cost_diary (project_id, day, employer_key, employer, uncosted_seconds)
      select "projectId", day, key, employer, seconds from json_to_recordset(${json(fresh)}::json) as x("projectId" int, day text, key text, employer text, seconds int)`);
  addTo(deltas, old, -1);
  addTo(
    deltas,
    fresh.map((f) => ({ project_id: f.projectId, day: f.day, diary_seconds: f.seconds })),
    1,
  );
  await tx.execute(sql`delete from labour_cost_diary_stale m using ${keys} where m.project_id = k.a and m.day = k.d`);
}

const claim = (tx: Tx, query: SQL) => tx.execute(query).then((r) => rowsOf<{ a: number; d: string }>(r));

/** One batch: claim what no other fold holds, marked before `since`, and fold it, in one transaction. */
async function foldBatch(tx: Tx, batch: number, since: string): Promise<Folded> {
  const workers = await claim(
    tx,
    sql`select worker_id as a, day as d from labour_cost_stale where marked_at <= ${since} order by worker_id, day limit ${batch} for update skip locked`,
  );
  const contracts = await claim(
    tx,
    sql`select project_id as a, day as d from labour_cost_diary_stale where marked_at <= ${since} order by project_id, day limit ${batch} for update skip locked`,
  );
  const deltas = new Map<string, MonthDelta>();
  if (workers.length > 0)
    await foldWorkerDays(
      tx,
      workers.map((w) => w.a),
      workers.map((w) => w.d),
      deltas,
    );
  if (contracts.length > 0)
    await foldDiaryDays(
      tx,
      contracts.map((c) => c.a),
      contracts.map((c) => c.d),
      deltas,
    );
  await applyMonths(tx, deltas);
  return { workerDays: workers.length, contractDays: contracts.length };
}

/**
 * Folds every stale mark in before a read: batch after batch until none is left. A mark another fold
 * (or a writer) holds is waited for once nothing else is left to claim, so what the caller reads next
 * includes it: a figure shown always equals the records, the current rates and the settings. Only
 * marks made before the fold began are its work (by the database's clock; a mark's time is its
 * writing transaction's start): a write that lands while it runs is the next read's, so a busy gate
 * cannot keep a reader folding forever.
 */
export async function foldStale(db: Db, { batch = FOLD_BATCH } = {}): Promise<Folded> {
  const total: Folded = { workerDays: 0, contractDays: 0 };
  // The usual case, nothing stale, is this one statement. Each table is read through its key (see below).
  const [{ since, stale }] = rowsOf<{ since: string; stale: boolean }>(
    await db.execute(sql`select clock_timestamp()::text as since,
      exists (select 1 from labour_cost_stale order by worker_id, day limit 1) or exists (select 1 from labour_cost_diary_stale order by project_id, day limit 1) as stale`),
  );
  if (!stale) return total;
  for (;;) {
    const done = await db.transaction((tx) => foldBatch(tx, batch, since));
    total.workerDays += done.workerDays;
    total.contractDays += done.contractDays;
    if (done.workerDays + done.contractDays > 0) continue;
    const held = await db.transaction(async (tx) => {
      // In key order, through the primary key: after a large fold the marks' table is full of dead rows until it is
      // vacuumed, and an index scan skips them once seen where a plain scan would read them all on every read.
      const w = rowsOf(await tx.execute(sql`select 1 from labour_cost_stale where marked_at <= ${since} order by worker_id, day limit 1 for update`));
      const c = rowsOf(await tx.execute(sql`select 1 from labour_cost_diary_stale where marked_at <= ${since} order by project_id, day limit 1 for update`));
      return w.length + c.length;
    });
    if (held === 0) return total;
  }
}
