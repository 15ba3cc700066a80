// The performance data set (`npm run seed:large`): 50 contracts × 2 years of daily diary and weekly carbon,
// or `npm run seed:large -- --scale 1m` for 200 contracts × 5 years (about 1.1M diary entries and 200,000 purchase orders);
// either way 5,000 workers with their cards, 300,000 sign-ins and 20,000 assets.
// Seeds the database the app uses (DATA_DIR or DATABASE_URL); stop the app first on the embedded one.
import { sql } from "drizzle-orm";
import { loadConfig } from "../src/server/config";
import { openDatabase } from "../src/server/db/client";
import { bootstrap } from "../src/server/seed/bootstrap";
import { LARGE_SCALES, largeScaleFrom, seedLargeDiary } from "../src/server/seed/large";
import { seedLargeCarbon, seedLargeVisitors } from "../src/server/seed/large-carbon";
import { seedLargeSuppliers } from "../src/server/seed/large-suppliers";
import { seedLargeMaterials } from "../src/server/seed/large-materials";
import { seedLargePurchaseOrders } from "../src/server/seed/large-purchase-orders";
import { seedLargeWorkers } from "../src/server/seed/large-workers";
import { seedLargeAssets } from "../src/server/seed/large-assets";
import { seedLargeFleet } from "../src/server/seed/large-fleet";
import { seedLargeSignIns } from "../src/server/seed/large-sign-ins";

const scale = LARGE_SCALES[largeScaleFrom(process.argv.slice(2), process.env)];
// SEED_PROJECTS and SEED_YEARS still size the set by hand.
const projectCount = Number(process.env.SEED_PROJECTS ?? scale.projectCount);
const years = Number(process.env.SEED_YEARS ?? scale.years);
const config = loadConfig();
const database = await openDatabase(config);
try {
  await bootstrap(database.db, config);
  const started = Date.now();
  const seconds = () => ((Date.now() - started) / 1000).toFixed(0);
  const result = await seedLargeDiary(database.db, { projectCount, years, crews: scale.crews, log: (line) => console.log(line) });
  console.log(
    result.created
      ? `Seeded ${result.projects} contracts with ${result.entries} diary entries in ${seconds()} s.`
      : `Already seeded (${result.projects} perf projects); nothing to do.`,
  );
  const carbon = await seedLargeCarbon(database.db, { years, density: scale.density, log: (line) => console.log(line) });
  console.log(carbon.created ? `Seeded ${carbon.figures} carbon figures (${seconds()} s).` : `Carbon already seeded (${carbon.figures} figures).`);
  const visitors = await seedLargeVisitors(database.db, { log: (line) => console.log(line) });
  console.log(visitors.created ? `Seeded ${visitors.visitors} visitors (${seconds()} s).` : `Visitors already seeded (${visitors.visitors}).`);
  const register = await seedLargeSuppliers(database.db);
  console.log(register.created ? `Seeded ${register.suppliers} suppliers (${seconds()} s).` : `Suppliers already seeded (${register.suppliers}).`);
  const stock = await seedLargeMaterials(database.db);
  console.log(stock.created ? `Seeded ${stock.materials} materials (${seconds()} s).` : `Materials already seeded (${stock.materials}).`);
  const orders = await seedLargePurchaseOrders(database.db, {
    years,
    orderCount: scale.purchaseOrders,
    lineCount: scale.orderLines,
    log: (line) => console.log(line),
  });
  console.log(
    orders.created
      ? `Seeded ${orders.orders} purchase orders with ${orders.lines} lines (${seconds()} s).`
      : `Purchase orders already seeded (${orders.orders}).`,
  );
  const workforce = await seedLargeWorkers(database.db);
  console.log(
    workforce.created
      ? `Seeded ${workforce.workers} workers with ${workforce.cards} cards (${seconds()} s).`
      : `Workers already seeded (${workforce.workers}).`,
  );
  const signIns = await seedLargeSignIns(database.db, { log: (line) => console.log(line) });
  console.log(signIns.created ? `Seeded ${signIns.signIns} sign-ins (${seconds()} s).` : `Sign-ins already seeded (${signIns.signIns}).`);
  const fleetOfAssets = await seedLargeAssets(database.db);
  console.log(fleetOfAssets.created ? `Seeded ${fleetOfAssets.assets} assets (${seconds()} s).` : `Assets already seeded (${fleetOfAssets.assets}).`);
  const vehicles = await seedLargeFleet(database.db);
  console.log(vehicles.created ? `Seeded ${vehicles.vehicles} vehicles (${seconds()} s).` : `Vehicles already seeded (${vehicles.vehicles}).`);
  if (
    result.created ||
    carbon.created ||
    visitors.created ||
    register.created ||
    stock.created ||
    orders.created ||
    workforce.created ||
    signIns.created ||
    fleetOfAssets.created ||
    vehicles.created
  ) {
    // Rows bulk loaded in one go have no statistics until autovacuum comes round (PGlite has none): the
    // planner took 16,000 orders for 1 row. Gather them now, so the first reads plan on the real sizes.
    await database.db.execute(sql`analyze`);
    console.log(`Statistics gathered (${seconds()} s).`);
  }
} finally {
  await database.close();
}
