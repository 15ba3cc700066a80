import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ConfigError, loadConfig } from "./config";
import { openDatabase } from "./db/client";
import { DataDirLockedError } from "./db/data-dir-lock";
import { bootstrap } from "./seed/bootstrap";
import { buildApp, type AppOptions } from "./app";
import { purgeExpired } from "./platform/housekeeping";
import { areas } from "./modules/index";
import { runAutoSignOut } from "./modules/site-sign-in/site-sign-in-jobs.service";
import { createJobRunner, type DailyJob, type JobContext } from "./platform/daily-jobs";
import { createMailer } from "./platform/mail";
import type { Db } from "./db/client";

type JobDeps = Omit<JobContext, "day" | "now">;

/**
 * What the browser tests' server adds before it listens (e2e/support/e2e-hooks.ts): its own routes to
 * set up records no API writes yet and to run a daily job now. main.ts passes nothing, so no
 * deployment has them. With hooks the daily jobs run only when a test asks (no timer), so a journey
 * knows what the day's digest held.
 */
export type TestHooks = (app: Awaited<ReturnType<typeof buildApp>>, ctx: { db: Db; jobs: readonly DailyJob[]; jobDeps: JobDeps }) => void | Promise<void>;

const root = fileURLToPath(new URL("../..", import.meta.url));

/**
 * Reads the configuration, opens the database, creates the company on first start and listens.
 * main.ts calls it with nothing; the browser tests' server (e2e/support/e2e-server.ts) passes the
 * tests' lighter proof of work in code, so no setting a deployment can reach weakens the bot check.
 */
export async function startServer({ testHooks, ...options }: Pick<AppOptions, "proofWork"> & { testHooks?: TestHooks } = {}) {
  // A .env beside package.json (see .env.example) fills in what the environment does not set.
  const envFile = path.join(root, ".env");
  if (fs.existsSync(envFile)) process.loadEnvFile(envFile);
  const loaded = loadConfig();
  const config = { ...loaded, webRoot: path.resolve(loaded.webRoot ?? path.join(root, "dist/web")) };
  const database = await openDatabase(config);
  const first = await bootstrap(database.db, config);
  if (first.created) {
    console.log(`\nSitebook: created the company "${config.companyName}" and the admin account ${first.adminEmail}.`);
    if (first.generatedPassword) {
      console.log(`Sitebook: the admin's temporary password is  ${first.generatedPassword}  (shown once; you will choose a new one at first sign-in).\n`);
    }
  }
  const app = await buildApp({ db: database.db, config, ...options });
  const purge = setInterval(() => void purgeExpired(database.db, config, Date.now(), areas.housekeeping).catch((e) => app.log.warn(e)), 15 * 60_000);
  purge.unref();
  // The contracts' automatic sign-out (issue 31): within 30 s of each contract's time; safe beside other instances.
  const autoSignOut = setInterval(() => void runAutoSignOut(database.db).catch((e) => app.log.warn(e)), 30_000);
  autoSignOut.unref();
  // Once-a-day work (the reminders' digest at 06:00 UK time), claimed per day across every instance.
  const jobDeps: JobDeps = { db: database.db, config, mailer: createMailer(database.db, config, areas.mailKinds), reminders: areas.reminders };
  const jobs = createJobRunner(jobDeps, areas.dailyJobs, { onError: (e, job) => app.log.warn({ err: e, job }, "daily job failed") });
  if (testHooks) await testHooks(app, { db: database.db, jobs: areas.dailyJobs, jobDeps });
  else jobs.start();

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: shutting down`);
    jobs.stop();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));

  await app.listen({ port: config.port, host: config.host });
  console.log(
    `Sitebook is running on http://localhost:${config.port} (${database.engine === "pglite" ? `embedded database in ${path.resolve(config.dataDir)}` : "PostgreSQL"})`,
  );
}

/** A start that fails says why in one line, and the process ends with status 1. */
export function exitOnStartFailure(e: unknown): never {
  if (e instanceof ConfigError || e instanceof DataDirLockedError) {
    console.error(`Sitebook could not start. ${e.message}`);
  } else {
    console.error("Sitebook could not start:", e);
  }
  process.exit(1);
}
