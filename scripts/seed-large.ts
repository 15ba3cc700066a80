// The performance data set: 50 contracts × 2 years of daily diary and weekly carbon (`npm run seed:large`).
// Seeds the database the app uses (DATA_DIR or DATABASE_URL); stop the app first on the embedded one.
import { loadConfig } from "../src/server/config";
import { openDatabase } from "../src/server/db/client";
import { bootstrap } from "../src/server/seed/bootstrap";
import { seedLargeDiary } from "../src/server/seed/large";
import { seedLargeCarbon } from "../src/server/seed/large-carbon";

const projectCount = Number(process.env.SEED_PROJECTS ?? 50);
const years = Number(process.env.SEED_YEARS ?? 2);
const config = loadConfig();
const database = await openDatabase(config);
try {
  await bootstrap(database.db, config);
  const started = Date.now();
  const result = await seedLargeDiary(database.db, { projectCount, years, log: (line) => console.log(line) });
  console.log(
    result.created
      ? `Seeded ${result.projects} contracts with ${result.entries} diary entries in ${((Date.now() - started) / 1000).toFixed(0)} s.`
      : `Already seeded (${result.projects} perf projects); nothing to do.`,
  );
  const carbon = await seedLargeCarbon(database.db, { years, log: (line) => console.log(line) });
  console.log(carbon.created ? `Seeded ${carbon.figures} carbon figures.` : `Carbon already seeded (${carbon.figures} figures).`);
} finally {
  await database.close();
}
