import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ConfigError, loadConfig } from "./config";
import { openDatabase } from "./db/client";
import { DataDirLockedError } from "./db/data-dir-lock";
import { bootstrap } from "./seed/bootstrap";
import { buildApp } from "./app";
import { purgeExpired } from "./platform/housekeeping";

const root = fileURLToPath(new URL("../..", import.meta.url));

async function main() {
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
  const app = await buildApp({ db: database.db, config });
  const purge = setInterval(() => void purgeExpired(database.db, config).catch((e) => app.log.warn(e)), 15 * 60_000);
  purge.unref();

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: shutting down`);
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

main().catch((e) => {
  if (e instanceof ConfigError || e instanceof DataDirLockedError) {
    console.error(`Sitebook could not start. ${e.message}`);
  } else {
    console.error("Sitebook could not start:", e);
  }
  process.exit(1);
});
