// Benchmark of the fleet register at scale (issue 33): `npm run bench:fleet` seeds the large set's 1,000
// vehicles and their drivers once (seed/large-fleet.ts, large-fleet-drivers.ts; kept in .tmp/bench-data, or on PostgreSQL in a database of its own
// beside BENCH_DATABASE_URL: BENCH_DB, default sitebook_bench_fleet), serves the API over real HTTP
// signed in, and prints p50/p95 of the register's reads against the list target (p95 under 50 ms on
// PostgreSQL). Figures go in docs/performance.md.
import { sql } from "drizzle-orm";
import { rowsOf } from "../src/server/db/client";
import { largeFleetPlate, seedLargeFleet } from "../src/server/seed/large-fleet";
import { seedLargeFleetDrivers } from "../src/server/seed/large-fleet-drivers";
import { benchDatabase, timeReads } from "./register-reads";

const bench = await benchDatabase("sitebook_bench_fleet");
const { database } = bench;

const t0 = Date.now();
const seeded = await seedLargeFleet(database.db);
if (seeded.created) {
  console.log(`seeded ${seeded.vehicles} vehicles in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  await database.db.execute(sql`vacuum analyze fleet`);
} else await database.db.execute(sql`analyze fleet`);
// Drivers with licence checks: "needs attention" reads each driver's latest check (seeded once, beside the vehicles).
if ((await seedLargeFleetDrivers(database.db)).created) console.log("seeded the fleet's drivers and their licence checks");
await database.db.execute(sql`analyze fleet_drivers, driver_licence_checks, workers`);

const counted = rowsOf<Record<string, string>>(
  await database.db.execute(sql`select
    (select count(*) from fleet where deleted_at is null) as "vehicles",
    (select count(*) from fleet where deleted_at is null and off_road) as "off road",
    (select count(*) from fleet where deleted_at is null and operator_licence) as "HGVs",
    (select count(*) from fleet where deleted_at is null and driver_worker_id is not null) as "with a driver",
    (select count(*) from driver_licence_checks) as "licence checks"`),
)[0];
const [{ id: oneId }] = rowsOf<{ id: number }>(await database.db.execute(sql`select id from fleet where license_plate = ${largeFleetPlate(500)}`));

const reads: { name: string; url: string }[] = [
  { name: "fleet list, first page", url: "/api/fleet?page=1&pageSize=25" },
  { name: "fleet list, search by name", url: "/api/fleet?q=transit&page=1&pageSize=25" },
  { name: "fleet list, search by plate", url: `/api/fleet?q=${largeFleetPlate(777).slice(0, 4)}%20${largeFleetPlate(777).slice(4)}&page=1&pageSize=25` },
  { name: "fleet list, needs attention", url: "/api/fleet?attention=yes&page=1&pageSize=25" },
  { name: "fleet list, type and status", url: "/api/fleet?type=van&status=active&page=1&pageSize=25" },
  { name: "fleet list, page 30", url: "/api/fleet?page=30&pageSize=25" },
  { name: "one vehicle", url: `/api/fleet/${oneId}` },
];

await timeReads(bench, counted, reads);
