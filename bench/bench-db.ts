import pg from "pg";
import { loadConfig } from "../src/server/config";

/** A database of the bench's own beside the one given (created once), so a run never touches real data. */
export async function ensureDatabase(given: string, name: string): Promise<string> {
  const target = new URL(given);
  target.pathname = `/${name}`;
  const admin = new pg.Client({ connectionString: given });
  await admin.connect();
  try {
    const { rowCount } = await admin.query("select 1 from pg_database where datname = $1", [name]);
    if (!rowCount) await admin.query(`create database "${name.replace(/"/g, '""')}"`);
  } finally {
    await admin.end();
  }
  return target.toString();
}

/**
 * The benchmarks' configuration: the environment with a bench admin, no bot check, no demo company
 * and quiet logs, over the data folder or database each benchmark chooses.
 */
export function benchConfig(settings: { DATA_DIR: string; DATABASE_URL?: string; LOG_LEVEL?: string }) {
  return loadConfig({
    ...process.env,
    ADMIN_EMAIL: "bench@sitebook.test",
    ADMIN_PASSWORD: "Bench123!",
    BOT_CHECK: "off",
    DEMO_DATA: "off",
    LOG_LEVEL: "warn",
    ...settings,
  });
}
