import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { openPglite, openPostgres } from "../db/client";
import { bootstrap } from "../seed/bootstrap";
import type { TestProject } from "vitest/node";
import { testConfig, goldenPgliteDir, adminUrl } from "./test-env";

declare module "vitest" {
  export interface ProvidedContext {
    goldenPglitePath: string;
    goldenPostgresDb: string;
  }
}

/**
 * Builds the golden database once per run: migrated and bootstrapped (company, permissions, admin).
 * Each worker's first test file gets a copy of it (PGlite from a dump, PostgreSQL with CREATE DATABASE
 * … TEMPLATE); later files get that copy reset to the golden state (harness.ts, db-reset.ts).
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    // Names carry the run's pid: runs side by side keep apart, and a killed run's leftovers are dropped.
    const goldenDb = `sitebook_g${process.pid}`;
    const client = new pg.Client({ connectionString: adminUrl(url) });
    await client.connect();
    const old = await client.query("select datname from pg_database where datname ~ '^sitebook_[gt][0-9]+'");
    for (const { datname } of old.rows as { datname: string }[]) {
      const pid = Number(/^sitebook_[gt](\d+)/.exec(datname)?.[1]);
      if (pid === process.pid || !alive(pid)) await client.query(`drop database if exists "${datname}" with (force)`);
    }
    await client.query(`create database "${goldenDb}"`);
    await client.end();
    const golden = await openPostgres(withDb(url, goldenDb), { max: 1 });
    await bootstrap(golden.db, testConfig());
    await golden.close();
    project.provide("goldenPostgresDb", goldenDb);
    project.provide("goldenPglitePath", "");
    return async () => {
      const c = new pg.Client({ connectionString: adminUrl(url) });
      await c.connect();
      const rows = await c.query("select datname from pg_database where datname ~ $1", [`^sitebook_[gt]${process.pid}(_|$)`]);
      for (const { datname } of rows.rows as { datname: string }[]) await c.query(`drop database if exists "${datname}" with (force)`);
      await c.end();
    };
  }
  const golden = await openPglite();
  await bootstrap(golden.db, testConfig());
  const client = (golden.db as unknown as { $client: { dumpDataDir: (c: "none") => Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir("none");
  // One file per run, so test runs started side by side never read each other's half-written dump.
  fs.mkdirSync(goldenPgliteDir, { recursive: true });
  const file = path.join(goldenPgliteDir, `golden-${process.pid}-${Date.now()}.tar`);
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await golden.close();
  project.provide("goldenPglitePath", file);
  project.provide("goldenPostgresDb", "");
  return () => fs.rmSync(file, { force: true });
}

export function withDb(url: string, db: string) {
  const u = new URL(url);
  u.pathname = `/${db}`;
  return u.toString();
}

function alive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
