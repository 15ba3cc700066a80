import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { openPglite, openPostgres } from "../db/client";
import { bootstrap } from "../db/seed/bootstrap";
import type { TestProject } from "vitest/node";
import { testConfig, GOLDEN_DB, goldenPgliteDir, adminUrl } from "./test-env";

declare module "vitest" {
  export interface ProvidedContext {
    goldenPglitePath: string;
  }
}

/**
 * Builds the golden database once per run: migrated and bootstrapped (company, permissions, admin).
 * Each test file then clones it: PGlite from a dump, PostgreSQL with CREATE DATABASE … TEMPLATE.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const client = new pg.Client({ connectionString: adminUrl(url) });
    await client.connect();
    const old = await client.query("select datname from pg_database where datname like 'sitebook_t_%' or datname = $1", [GOLDEN_DB]);
    for (const r of old.rows) await client.query(`drop database if exists "${r.datname}" with (force)`);
    await client.query(`create database "${GOLDEN_DB}"`);
    await client.end();
    const golden = await openPostgres(withDb(url, GOLDEN_DB), { max: 1 });
    await bootstrap(golden.db, testConfig());
    await golden.close();
    return;
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
  return () => fs.rmSync(file, { force: true });
}

export function withDb(url: string, db: string) {
  const u = new URL(url);
  u.pathname = `/${db}`;
  return u.toString();
}
