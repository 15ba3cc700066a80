import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { sql } from "drizzle-orm";
import pg from "pg";
import { rowsOf } from "./client";
import { createTestApp, type TestApp } from "../test/harness";
import { adminUrl } from "../test/test-env";

const url = process.env.TEST_DATABASE_URL;

/**
 * On PostgreSQL, the server may end a pooled connection at any time (a restart, a failover, an
 * administrator). The app must survive it and carry on with a new connection.
 */
describe.runIf(url)("the PostgreSQL pool", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("survives the server ending its idle connections, and answers the next request", async () => {
    const [{ name }] = rowsOf<{ name: string }>(await t.db.execute(sql`select current_database() as name`));
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const admin = new pg.Client({ connectionString: adminUrl(url!) });
    await admin.connect();
    const ended = await admin.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()", [name]);
    await admin.end();
    expect(ended.rowCount).toBeGreaterThan(0);
    // The terminated connections report their error to the pool, not as an uncaught exception.
    await vi.waitFor(() => expect(logged).toHaveBeenCalledWith(expect.stringContaining("PostgreSQL closed an idle connection")));
    logged.mockRestore();

    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode, res.body).toBe(200);
    const [{ one }] = rowsOf<{ one: number }>(await t.db.execute(sql`select 1 as one`));
    expect(one).toBe(1);
  });
});
