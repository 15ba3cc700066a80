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

export { TEST_ADMIN };
export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

async function cloneGolden(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const dump = new Blob([fs.readFileSync(inject("goldenPglitePath"))]);
    return openPglite({ loadDataDir: dump });
  }
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

/** A real app on its own copy of the golden database. Call once per test file (beforeAll). */
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
