import { afterAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { call, cloneGolden, createTestApp, newGoldenCopy } from "./harness";
import { rowsOf, type Database, type Db } from "../db/client";
import { buildProject, buildUser } from "../seed/factories";
import { signedIn } from "./sessions";
import { supplierBody } from "../modules/suppliers/suppliers.test-support";

/** Everything a test could read: each table's rows in storage order, each sequence's position (not log_cnt, PostgreSQL's count of values logged ahead). */
async function contents(db: Db) {
  const names = rowsOf<{ t: string; kind: string }>(
    await db.execute(
      sql.raw(`select format('%I.%I', n.nspname, c.relname) as t, c.relkind as kind from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%' and c.relkind in ('r', 'S') order by 1`),
    ),
  );
  expect(names.length).toBeGreaterThan(100);
  const out: Record<string, unknown> = {};
  for (const { t, kind } of names) out[t] = rowsOf(await db.execute(sql.raw(kind === "S" ? `select last_value, is_called from ${t}` : `select * from ${t}`)));
  return out;
}

// The harness lends each API file its worker's database reset to the golden state (db-reset.ts) rather
// than a new copy: the file must read exactly what a new copy of the golden database would show it.
describe("a reset test database", () => {
  const open: Database[] = [];
  afterAll(async () => {
    for (const d of open) await d.close();
  });

  it("is the golden database again after a file's writes, and the same database (no new copy)", async () => {
    // A file's writes: through the app (a session, a supplier), factories, a golden row changed (the
    // admin, a reference row), one deleted; sequences moved on.
    const t = await createTestApp();
    const { cookie } = await signedIn(t, { role: "Admin" });
    expect((await call(t.app, cookie, { method: "POST", url: "/api/suppliers", payload: supplierBody() })).statusCode).toBe(201);
    await buildProject(t.db);
    await buildUser(t.db, { email: "reset-check@example.com" });
    await t.db.execute(sql`update users set name = 'Changed' where email = 'admin@test.local'`);
    await t.db.execute(sql`update waste_codes set description = 'changed' where code = '17 01 01'`);
    await t.db.execute(sql`delete from carbon_factors where id = 1`);
    const used = t.db;
    await t.close();

    const reset = await cloneGolden();
    open.push(reset);
    expect(reset.db).toBe(used);
    const fresh = await newGoldenCopy();
    open.push(fresh);
    expect(await contents(reset.db)).toEqual(await contents(fresh.db));
  });

  it("is a new copy when a file changed the schema, which a reset cannot undo", async () => {
    const first = await cloneGolden();
    await first.db.execute(sql`alter table suppliers drop constraint suppliers_supplier_type`);
    await first.close();

    const second = await cloneGolden();
    open.push(second);
    expect(second.db).not.toBe(first.db);
    expect(rowsOf(await second.db.execute(sql`select 1 from pg_constraint where conname = 'suppliers_supplier_type'`))).toHaveLength(1);
  });
});
