import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import * as schema from "./schema/index";
import { lockDataDir } from "./data-dir-lock";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type Database = { db: Db; engine: "pglite" | "postgres"; close: () => Promise<void> };

export const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

// numeric columns come back as strings from both drivers: exact money, never floats.

export async function openPglite(opts: { dataDir?: string; loadDataDir?: Blob | File } = {}): Promise<Database> {
  const release = opts.dataDir ? lockDataDir(opts.dataDir) : () => {};
  try {
    // PGlite ignores the options when the first argument is undefined: pass them alone for an in-memory database.
    const client = opts.dataDir
      ? new PGlite(path.resolve(opts.dataDir, "pg"), { loadDataDir: opts.loadDataDir })
      : new PGlite({ loadDataDir: opts.loadDataDir });
    await client.waitReady;
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    await migratePglite(db as never, { migrationsFolder });
    return {
      db,
      engine: "pglite",
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (e) {
    release();
    throw e;
  }
}

/** The rows of a raw `db.execute(sql…)`: both drivers answer with `{ rows }`. */
export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export async function openPostgres(url: string, opts: { migrate?: boolean; max?: number } = {}): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: opts.max ?? 10 });
  // An idle connection the server ends (a PostgreSQL restart, a failover, pg_terminate_backend)
  // is an 'error' on the pool; unhandled, it would end this process. The pool has already dropped
  // that connection and opens a new one for the next query, so it is reported and nothing more.
  let closing = false;
  pool.on("error", (err) => {
    if (!closing) console.error(`PostgreSQL closed an idle connection: ${err.message}`);
  });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  if (opts.migrate !== false) await migratePg(db as never, { migrationsFolder });
  return {
    db,
    engine: "postgres",
    close: () => {
      closing = true;
      return pool.end();
    },
  };
}

export function openDatabase(config: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite({ dataDir: config.dataDir });
}
