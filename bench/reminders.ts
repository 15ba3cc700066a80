// Benchmark of the one reminders view at scale (issue 33): `npm run bench:reminders` seeds the large set's
// 20,000 assets and 5,000 workers (seed/large-assets.ts, large-workers.ts) and 1,000 vehicles (below, until
// the fleet's own large seed is merged), once (PGlite in .tmp/bench-data, or on PostgreSQL in a database of
// its own beside BENCH_DATABASE_URL: BENCH_DB, default sitebook_bench_reminders), serves the API over real
// HTTP signed in as the admin (every category), and prints p50/p95 of GET /api/reminders against the list
// target (p95 under 50 ms on PostgreSQL).
import { count, like, sql } from "drizzle-orm";
import { daysAfter, ukToday } from "../src/shared/common/uk-dates";
import { rowsOf, type Db } from "../src/server/db/client";
import { fleet } from "../src/server/db/schema/index";
import { seedLargeAssets } from "../src/server/seed/large-assets";
import { seedLargeWorkers } from "../src/server/seed/large-workers";
import { bulkInsert } from "../src/server/seed/bulk-insert";
import { benchDatabase, timeReads } from "./register-reads";

const VEHICLES = 1_000;

/** 1,000 vans, cars and (one in ten) operator-licence HGVs, their dates spread a year either side of today. */
async function seedVehicles(db: Db) {
  const [{ n }] = await db.select({ n: count() }).from(fleet).where(like(fleet.vehicleName, "Perf vehicle %"));
  if (n > 0) return false;
  const today = ukToday();
  const spread = (i: number, k: number) => daysAfter(today, ((i * k) % 400) - 40);
  await bulkInsert(
    db,
    fleet,
    Array.from({ length: VEHICLES }, (_, k) => {
      const i = k + 1;
      const hgv = i % 10 === 0;
      return {
        vehicleName: `Perf vehicle ${i}`,
        vehicleType: hgv ? "truck" : i % 7 === 0 ? "car" : "van",
        licensePlate: `PF${String(10 + (i % 90))}${String.fromCharCode(65 + (i % 26))}${String.fromCharCode(65 + ((i >> 3) % 26))}${String.fromCharCode(65 + ((i >> 6) % 26))}`,
        motExpiry: spread(i, 37),
        roadTaxExpiry: spread(i, 53),
        insuranceExpiry: spread(i, 71),
        nextServiceDate: spread(i, 89),
        currentMileage: 20_000 + i * 13,
        lastServiceMileage: 10_000 + i * 11,
        serviceIntervalMiles: 12_000,
        operatorLicence: hgv,
        safetyInspectionIntervalWeeks: hgv ? 6 : null,
        lastSafetyInspectionDate: hgv ? daysAfter(today, -((i * 3) % 50)) : null,
        lastTachoDownloadDate: hgv ? daysAfter(today, -((i * 7) % 100)) : null,
      };
    }),
  );
  return true;
}

const bench = await benchDatabase("sitebook_bench_reminders");
const { database } = bench;
const t0 = Date.now();
const assets = await seedLargeAssets(database.db);
const workers = await seedLargeWorkers(database.db);
const vehicles = await seedVehicles(database.db);
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
