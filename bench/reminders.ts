// Benchmark of the one reminders view at scale (issue 33): `npm run bench:reminders` seeds the large set's
// 20,000 assets, 5,000 workers and 1,000 vehicles (seed/large-assets.ts, large-workers.ts, large-fleet.ts:
// the same fleet `bench:fleet` reads, so the two can share PGlite's .tmp/bench-data), once (PGlite in .tmp/bench-data, or on PostgreSQL in a database of
// its own beside BENCH_DATABASE_URL: BENCH_DB, default sitebook_bench_reminders), serves the API over real
// HTTP signed in as the admin (every category), and prints p50/p95 of GET /api/reminders against the list
// target (p95 under 50 ms on PostgreSQL).
import { sql } from "drizzle-orm";
import { rowsOf } from "../src/server/db/client";
import { seedLargeAssets } from "../src/server/seed/large-assets";
import { seedLargeWorkers } from "../src/server/seed/large-workers";
import { seedLargeFleet } from "../src/server/seed/large-fleet";
import { benchDatabase, timeReads } from "./register-reads";

const bench = await benchDatabase("sitebook_bench_reminders");
const { database } = bench;
const t0 = Date.now();
const assets = await seedLargeAssets(database.db);
const workers = await seedLargeWorkers(database.db);
const vehicles = (await seedLargeFleet(database.db)).created;
if (assets.created || workers.created || vehicles) console.log(`seeded in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
// Vacuumed each time, not only after seeding: a migration may have filled a table since (0030's
// asset_due_days), and an index-only count needs the visibility map that autovacuum keeps in
// production (this machine's PostgreSQL runs with autovacuum off).
await database.db.execute(sql`vacuum analyze`);

const counted = rowsOf<Record<string, string>>(
  await database.db.execute(sql`select
    (select count(*) from assets where deleted_at is null) as "assets",
    (select count(*) from workers where deleted_at is null) as "workers",
    (select count(*) from worker_cards) as "cards",
    (select count(*) from fleet where deleted_at is null) as "vehicles"`),
)[0];

await timeReads(bench, counted, [
  { name: "reminders, every category (first 5 of each)", url: "/api/reminders" },
  { name: "reminders, expired only", url: "/api/reminders?state=expired" },
  { name: "reminders, vehicles, page 2 of 25", url: "/api/reminders?category=vehicle_compliance&page=2&pageSize=25" },
  { name: "reminders, asset inspections, page 1 of 25", url: "/api/reminders?category=asset_inspections&pageSize=25" },
  { name: "reminders, asset maintenance, page 1 of 25", url: "/api/reminders?category=asset_maintenance&pageSize=25" },
  { name: "reminders, cards, inductions, certificates", url: "/api/reminders?category=worker_compliance&pageSize=25" },
]);
