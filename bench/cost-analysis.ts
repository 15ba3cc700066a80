// Benchmark of cost analysis at scale (issue 34, decision 0081): `npm run bench:cost-analysis` seeds the large
// set once (`--scale 1m`, the default: 200 contracts × 5 years, about 1M diary entries, the carbon records,
// 200,000 orders; `--scale 55k`: 50 contracts × 2 years, 20,000 orders; both with 5,000 workers and 300,000
// sign-ins), then prices it as a company that costs everything would: a hire rate on every plant entry (one in
// ten naming a live order of its contract instead), a cost on every waste and energy record, head budgets,
// variations and a forecast choice on every contract. Kept in .tmp/bench-cost-analysis[-1m], or on PostgreSQL
// in a database of its own beside BENCH_DATABASE_URL (BENCH_DB, default sitebook_bench_cost_analysis[_55k]):
// its migrations are this branch's. It serves the API over real HTTP signed in and times each read, p50 against
// the company view's target (150 ms); then the service without HTTP, and the request-time sum of every costed
// entry that decision 0081 measured against keeping their totals.
// Figures go in docs/performance.md.
import { sql } from "drizzle-orm";
import { rowsOf } from "../src/server/db/client";
import { LARGE_SCALES, largeScaleFrom, seedLargeDiary } from "../src/server/seed/large";
import { seedLargeCarbon } from "../src/server/seed/large-carbon";
import { seedLargePurchaseOrders } from "../src/server/seed/large-purchase-orders";
import { seedLargeWorkers } from "../src/server/seed/large-workers";
import { seedLargeSignIns } from "../src/server/seed/large-sign-ins";
import { foldStale } from "../src/server/modules/labour-cost/labour-cost.service";
import { costContracts } from "../src/server/modules/cost-analysis/company-costs.service";
import { ukToday } from "@shared/common/uk-dates";
import { benchDatabase, benchServer, loadAverage, pct } from "./register-reads";

const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const TARGET_P50 = 150;
const scaleName = largeScaleFrom(process.argv.slice(2), { SEED_SCALE: process.env.SEED_SCALE ?? "1m" });
const scale = LARGE_SCALES[scaleName];
const suffix = scaleName === "1m" ? "" : `_${scaleName}`;
const { database, config } = await benchDatabase(`sitebook_bench_cost_analysis${suffix}`, `.tmp/bench-cost-analysis${suffix ? "-55k" : "-1m"}`);
const db = database.db;

const progress = (l: string) => process.stdout.write(`\r${l}   `);
const started = Date.now();
const seeded = [
  (await seedLargeDiary(db, { ...scale, log: progress })).created,
  (await seedLargeCarbon(db, { years: scale.years, density: scale.density, log: progress })).created,
  (await seedLargePurchaseOrders(db, { years: scale.years, orderCount: scale.purchaseOrders, lineCount: scale.orderLines, log: progress })).created,
  (await seedLargeWorkers(db)).created,
  (await seedLargeSignIns(db, { log: progress })).created,
].some(Boolean);

// Priced once: a rate on every plant entry, a cost on every waste and energy record (the worst case for the
// request-time aggregate: every entry is read), one plant entry in ten naming a live order of its contract.
const [{ priced }] = rowsOf<{ priced: boolean }>(await db.execute(sql`select exists (select 1 from carbon_entries where hire_rate is not null) as priced`));
if (!priced) {
  await db.execute(sql`update carbon_entries set hire_rate = 45 + (id % 7) * 5, hire_rate_unit = (array['hour', 'day', 'week'])[1 + id % 3], hours = coalesce(hours, 8)
    where kind = 'plant'`);
  await db.execute(sql`update carbon_entries e set po_number = o.po_number from (
      select distinct on (project_id) project_id, po_number from company_purchase_orders where status = 'ordered' and deleted_at is null order by project_id, id
    ) o where e.kind = 'plant' and e.project_id = o.project_id and e.id % 10 = 0`);
  await db.execute(sql`update carbon_entries set cost = 180 + (id % 11) * 12.5 where kind = 'waste'`);
  await db.execute(sql`update scope2_energy set cost = round(consumption * 0.28, 2)`);
  await db.execute(sql`update projects set budget_labour = 400000, budget_plant = 150000, budget_materials = 300000, budget_waste = 40000, budget_energy = 20000,
    original_budget_labour = 400000, original_budget_plant = 150000, original_budget_materials = 300000, original_budget_waste = 40000, original_budget_energy = 20000,
    division = (array['North', 'South', 'Midlands'])[1 + id % 3] where slug like 'perf-project-%'`);
  await db.execute(sql`insert into contract_variations (project_id, number, title, head, status, cost_estimate, agreed_cost)
    select p.id, n, 'Bench variation ' || n, (array['labour', 'plant', 'materials', 'other'])[n], (array['pending', 'unagreed', 'approved', 'approved'])[n],
      10000 * n, case when n > 2 then 10000 * n end
    from projects p cross join generate_series(1, 4) n where p.slug like 'perf-project-%'`);
  await db.execute(sql`insert into cost_forecasts (project_id, head, method, qs_amount, qs_note)
    select id, 'materials', 'spend_rate', 320000, 'Bench' from projects where slug like 'perf-project-%'`);
}
if (seeded || !priced) {
  console.log(`\nseeded and priced in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  await db.execute(sql`vacuum analyze`);
}
// The labour kept from the sign-ins: the first fold is the migration's backfill, not a read's (bench:labour-cost times it).
const folding = Date.now();
const folded = await foldStale(db);
if (folded.workerDays) console.log(`first labour fold: ${folded.workerDays} worker-days in ${((Date.now() - folding) / 1000).toFixed(0)} s`);

const counted = rowsOf<Record<string, string>>(
  await db.execute(sql`select (select count(*) from projects where deleted_at is null) as contracts,
    (select count(*) from diary_entries) as "diary entries", (select count(*) from company_purchase_orders) as orders,
    (select count(*) from site_attendance) as "sign-ins", (select count(*) from carbon_entries where hire_rate is not null or cost is not null) as "costed plant and waste entries",
    (select count(*) from scope2_energy where cost is not null) as "costed energy readings"`),
)[0];

const { app, base, cookie } = await benchServer(db, config);

async function time(name: string, run: () => Promise<number | string>, note = "") {
  for (let i = 0; i < 3; i++) await run();
  const times: number[] = [];
  let last: number | string = "";
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    last = await run();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const p50 = pct(times, 50);
  console.log(
    `| ${name} | ${last} | ${p50.toFixed(1)} | ${pct(times, 95).toFixed(1)} | ${times.at(-1)!.toFixed(1)} | ${p50 < TARGET_P50 ? "met" : "**not met**"} | ${note} |`,
  );
}
const read = (url: string) => async () => {
  const res = await fetch(base + url, { headers: { cookie } });
  const body = await res.text();
  return res.status === 200 && url.includes("/export")
    ? `${body.length} bytes`
    : res.status === 200
      ? ((JSON.parse(body) as { total?: number }).total ?? `${(body.length / 1024).toFixed(1)} kB`)
      : res.status;
};

console.log(
  `\n${database.engine}, ${scaleName}: ${Object.entries(counted)
    .map(([k, v]) => `${Number(v).toLocaleString("en-GB")} ${k}`)
    .join(", ")}; ${RUNS} sequential requests a read after 3 warm-ups; load average before: ${loadAverage()}\n`,
);
console.log("| read | matches | p50 ms | p95 ms | max ms | p50 < 150 ms | |\n|---|---|---|---|---|---|---|");
await time("company view, first page by margin (every contract costed)", read("/api/cost-analysis/contracts"));
await time("company view by budget risk, Open contracts", read("/api/cost-analysis/contracts?sort=risk&status=Open"));
await time("company view, a search, one division", read("/api/cost-analysis/contracts?q=perf%20project%201&division=North"));
await time("company view as CSV, every contract", read("/api/cost-analysis/contracts/export"));
await time("company view as XLSX, every contract", read("/api/cost-analysis/contracts/export?format=xlsx"));
// The contract page and its drill-downs, on the contract with the most records behind its figures.
const [{ slug: largest }] = rowsOf<{ slug: string }>(
  await db.execute(sql`select p.slug from projects p where p.deleted_at is null order by
    (select count(*) from company_purchase_orders o where o.project_id = p.id) + (select count(*) from site_attendance a where a.project_id = p.id) desc, p.id limit 1`),
);
const contract = `/api/projects/by-slug/${largest}/costs`;
await time("contract page: every head, labour, exceptions, cash flow", read(contract), largest);
await time("contract page: the materials orders behind the head", read(`${contract}/orders?head=materials`));
await time("contract page: labour by employer and day", read(`${contract}/labour`));
await time("contract page: labour by named worker and day", read(`${contract}/labour/workers`));
await time("contract page: the plant records behind the head", read(`${contract}/entries?head=plant`));

// Without HTTP: every contract's figures as the service works them out; and, for the record of why the entries'
// costs are kept (decision 0081), the alternative: summing every costed plant, waste and energy entry at request time.
const asOf = ukToday();
await time("every contract's figures, the service alone", async () => (await costContracts(db, {}, asOf)).length, "no HTTP");
const plantCost = sql`case e.hire_rate_unit when 'hour' then round(e.hire_rate * e.hours, 2) when 'day' then e.hire_rate when 'week' then round(e.hire_rate / 5, 2) end`;
const namesNoLiveOrder = (orderColumn: string, named: string) =>
  sql.raw(`not exists (select 1 from company_purchase_orders o where o.project_id = e.project_id and o.deleted_at is null and trim(${named}) <> ''
    and (o.status in ('approved', 'ordered', 'partially_delivered', 'fully_delivered') or o.delivered_value <> 0 or o.invoice_amount is not null)
    and upper(trim(o.${orderColumn})) = upper(trim(${named})))`);
await time(
  "the alternative: every costed entry summed at request time",
  async () =>
    rowsOf(
      await db.execute(sql`
        select e.project_id, sum(${plantCost}) from carbon_entries e where e.kind = 'plant' and e.hire_rate is not null and e.date <= ${asOf}
          and ${namesNoLiveOrder("po_number", "e.po_number")} group by 1
        union all
        select e.project_id, sum(e.cost) from carbon_entries e where e.kind = 'waste' and e.cost is not null and e.date <= ${asOf}
          and ${namesNoLiveOrder("po_number", "e.po_number")} group by 1
        union all
        select e.project_id, sum(e.cost) from scope2_energy e where e.cost is not null and e.date <= ${asOf}
          and ${namesNoLiveOrder("invoice_number", "e.invoice_reference")} group by 1`),
    ).length,
  "no HTTP; not what the view runs",
);
console.log(`\nload average after: ${loadAverage()}`);
await app.close();
await database.close();
