// Benchmark of the worker register at scale (issue 30): `npm run bench:workforce` seeds the large set's
// 5,000 workers with their cards once (seed/large-workers.ts; kept in .tmp/bench-data, or on PostgreSQL
// in a database of its own beside BENCH_DATABASE_URL: BENCH_DB, default sitebook_bench_workforce),
// serves the API over real HTTP signed in, and prints p50/p95 of the register's reads against the list
// target (p95 under 50 ms; issue 13's p50 under 20 ms beside it). Figures go in docs/performance.md.
import { sql } from "drizzle-orm";
import { rowsOf } from "../src/server/db/client";
import { largeCscsNumber, seedLargeWorkers } from "../src/server/seed/large-workers";
import { benchDatabase, timeReads } from "./register-reads";

const bench = await benchDatabase("sitebook_bench_workforce");
const { database } = bench;

const t0 = Date.now();
const seeded = await seedLargeWorkers(database.db);
if (seeded.created) {
  console.log(`seeded ${seeded.workers} workers with ${seeded.cards} cards in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  // Fresh rows have no statistics or visibility map yet: a server's autovacuum would see to it soon.
  await database.db.execute(sql`vacuum analyze workers, worker_cards`);
} else await database.db.execute(sql`analyze workers, worker_cards`);

const counted = rowsOf<Record<string, string>>(
  await database.db.execute(sql`select
    (select count(*) from workers where deleted_at is null) as "workers",
    (select count(*) from worker_cards) as "cards",
    (select count(distinct lower(employer)) from workers where deleted_at is null) as "employers"`),
)[0];
// One worker from the middle of the set, with their cards.
const [{ id: oneId }] = rowsOf<{ id: number }>(await database.db.execute(sql`select id from workers where worker_id = 'PERF-W02500'`));

const reads: { name: string; url: string }[] = [
  { name: "worker list, first page", url: "/api/workers?page=1&pageSize=25" },
  { name: "worker list, search by surname", url: "/api/workers?q=illingworth&page=1&pageSize=25" },
  { name: "worker list, search by card number", url: `/api/workers?q=${largeCscsNumber(2500)}&page=1&pageSize=25` },
  { name: "worker list, card status expired", url: "/api/workers?cardStatus=expired&page=1&pageSize=25" },
  {
    name: "worker list, trade and employer",
    url: `/api/workers?trade=Electrician&employer=${encodeURIComponent("Perf Wakefield Electrical 03 Ltd")}&page=1&pageSize=25`,
  },
  // Page 150 of 200 (offset 3,725).
  { name: "worker list, page 150", url: "/api/workers?page=150&pageSize=25" },
  { name: "one worker with their cards", url: `/api/workers/${oneId}` },
];

await timeReads(bench, counted, reads);
