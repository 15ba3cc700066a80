// Benchmark of the asset register at scale (issue 32): `npm run bench:assets` seeds the large set's
// 20,000 assets once (seed/large-assets.ts; kept in .tmp/bench-data, or on PostgreSQL in a database of
// its own beside BENCH_DATABASE_URL: BENCH_DB, default sitebook_bench_assets), serves the API over real
// HTTP signed in, and prints p50/p95 of the register's reads against the list target (p95 under 50 ms
// on PostgreSQL; issue 13's p50 under 20 ms beside it). Figures go in docs/performance.md.
import { sql } from "drizzle-orm";
import { rowsOf } from "../src/server/db/client";
import { largeAssetSerial, seedLargeAssets } from "../src/server/seed/large-assets";
import { benchDatabase, timeReads } from "./register-reads";

const bench = await benchDatabase("sitebook_bench_assets");
const { database } = bench;

const t0 = Date.now();
const seeded = await seedLargeAssets(database.db);
if (seeded.created) {
  console.log(`seeded ${seeded.assets} assets in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  // Fresh rows have no statistics or visibility map yet: a server's autovacuum would see to it soon.
  await database.db.execute(sql`vacuum analyze assets`);
} else await database.db.execute(sql`analyze assets`);

const counted = rowsOf<Record<string, string>>(
  await database.db.execute(sql`select
    (select count(*) from assets where deleted_at is null) as "assets",
    (select count(*) from assets where deleted_at is null and ownership = 'hired_in') as "hired in",
    (select count(*) from assets where deleted_at is null and out_of_use) as "out of use"`),
)[0];
// One asset from the middle of the set.
const [{ id: oneId }] = rowsOf<{ id: number }>(await database.db.execute(sql`select id from assets where serial_number = ${largeAssetSerial(10_000)}`));

const reads: { name: string; url: string }[] = [
  { name: "asset list, first page", url: "/api/assets?page=1&pageSize=25" },
  { name: "asset list, search by name", url: "/api/assets?q=telehandler&page=1&pageSize=25" },
  { name: "asset list, search by serial", url: `/api/assets?q=${largeAssetSerial(12_345)}&page=1&pageSize=25` },
  { name: "asset list, type and status", url: "/api/assets?type=plant&status=maintenance&page=1&pageSize=25" },
  // Red or amber (the inspections read from asset_due_days), an overdue return or idle hire.
  { name: "asset list, needs attention", url: "/api/assets?attention=yes&page=1&pageSize=25" },
  // Page 600 of 800 (offset 14,975).
  { name: "asset list, page 600", url: "/api/assets?page=600&pageSize=25" },
  { name: "one asset with its safety and history", url: `/api/assets/${oneId}` },
];

await timeReads(bench, counted, reads);
