import fs from "node:fs";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { desc, eq } from "drizzle-orm";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { openPglite, openPostgres, type Database } from "../db/client";
import { buildApp } from "../app";
import { outboxEmails } from "../db/schema/index";
import type { Config } from "../config";
import { createMailer } from "../platform/mail";
import { areas } from "../modules/index";
import { inject } from "vitest";
import { TEST_ADMIN, adminUrl, testConfig } from "./test-env";
import { withDb } from "./global-setup";
import { TEST_PROOF_WORK } from "./proof-work";
import { readGolden, resetToGolden, type GoldenState } from "./db-reset";

export { TEST_ADMIN };
export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** This worker's databases that a closed test app gave back, each reset before its next use. */
const spare: Database[] = [];
/** The golden state, read from this worker's first copy before any test touched it. */
let golden: GoldenState | undefined;

/**
 * A database in the golden state, as each test app gets: a spare one of this worker's reset in place
 * (tens of milliseconds, db-reset.ts) or, when there is none or a file changed its schema, a new copy of
 * the golden database. Closing it gives it back to the worker's spares (two at most: no file uses more at once).
 */
export async function cloneGolden(): Promise<Database> {
  for (let database = spare.pop(); database; database = spare.pop()) {
    if (await resetToGolden(database.db, golden!)) return lentOut(database);
    await database.close();
  }
  const database = await newGoldenCopy();
  golden ??= await readGolden(database.db);
  return lentOut(database);
}

function lentOut(database: Database): Database {
  let returned = false;
  return {
    ...database,
    close: async () => {
      if (returned) return;
      returned = true;
      if (spare.length < 2) spare.push(database);
      else await database.close();
    },
  };
}

/** A new copy of the golden database: PGlite from its dump, PostgreSQL with CREATE DATABASE … TEMPLATE. */
export async function newGoldenCopy(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return openPglite({ loadDataDir: new Blob([fs.readFileSync(inject("goldenPglitePath"))]) });
  const golden = inject("goldenPostgresDb");
  const name = `${golden.replace("sitebook_g", "sitebook_t")}_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl(url) });
  await admin.connect();
  await admin.query(`create database "${name}" template "${golden}"`);
  await admin.end();
  const database = await openPostgres(withDb(url, name), { migrate: false, max: 4 });
  return {
    ...database,
    close: async () => {
      await database.close();
      const c = new pg.Client({ connectionString: adminUrl(url) });
      await c.connect();
      await c.query(`drop database if exists "${name}" with (force)`);
      await c.end();
    },
  };
}

/** A real app on a database in the golden state, its own until close(). Call once per test file (beforeAll). */
export async function createTestApp(overrides: Partial<Config> = {}) {
  const database = await cloneGolden();
  const config = testConfig(overrides);
  const app = await buildApp({
    db: database.db,
    config,
    mailer: createMailer(database.db, config, areas.mailKinds),
    proofWork: TEST_PROOF_WORK,
    logger: false,
  });
  await app.ready();
  return {
    app,
    db: database.db,
    config,
    engine: database.engine,
    close: async () => {
      await app.close();
      await database.close();
    },
    /** The newest email sent to an address (the outbox). */
    lastEmailTo: async (to: string) => {
      const [row] = await database.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, to.toLowerCase())).orderBy(desc(outboxEmails.id)).limit(1);
      return row;
    },
  };
}

/** Signs in through the real endpoint and returns the session cookie for later requests. */
export async function login(app: FastifyInstance, email: string, password: string): Promise<string> {
  const res = await app.inject({ method: "POST", url: "/api/login", payload: { username: email, password, recaptchaToken: "test" } });
  if (res.statusCode !== 200) throw new Error(`login failed for ${email}: ${res.statusCode} ${res.body}`);
  return sessionCookie(res);
}

export function sessionCookie(res: LightMyRequestResponse): string {
  const c = res.cookies.find((x) => x.name === "sitebook_session");
  if (!c) throw new Error("no session cookie set");
  return `sitebook_session=${c.value}`;
}

/** inject() with a cookie: `call(app, cookie, { method, url, payload })`. */
export function call(app: FastifyInstance, cookie: string | undefined, opts: InjectOptions) {
  return app.inject({ ...opts, headers: { ...(opts.headers ?? {}), ...(cookie ? { cookie } : {}) } });
}
