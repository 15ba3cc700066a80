import { sql } from "drizzle-orm";
import { rowsOf, type Db } from "../db/client";

/**
 * Putting a used test database back to the golden state in place, so a Vitest worker keeps its
 * database and each API file after the first starts on it, reset, instead of on a new copy of the
 * golden database: for PGlite a copy is opening the golden dump (loadDataDir, 0.8–1.3 s a file on a
 * busy machine), for PostgreSQL CREATE DATABASE … TEMPLATE and DROP DATABASE (tens of milliseconds on
 * a quiet machine, seconds each when the disk is busy); a reset is tens of milliseconds.
 *
 * What a new copy would give, the reset gives: every table of every user schema holds the golden rows
 * and nothing else (a golden table a file changed is emptied, vacuumed and refilled in the golden
 * order), and every sequence stands where the golden one did. What a reset cannot undo, a change to
 * the schema (a file that drops a constraint to prove the service checks too), it detects by the
 * schema's fingerprint, and the harness then makes a new copy instead. `db-reset.test.ts` proves both.
 */
export type GoldenState = {
  /** Every table of the user schemas, quoted ("schema"."table"). */
  tables: string[];
  /** The tables the golden database has rows in: their rows (json_agg in storage order), a hash of them, their insertable columns. */
  filled: { table: string; rows: string; hash: string; columns: string }[];
  /** Every sequence and where it stands. */
  sequences: { sequence: string; lastValue: string; isCalled: boolean }[];
  fingerprint: string;
};

const USER_SCHEMAS = `n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'`;

/** One text for the user schemas' tables, columns, defaults, constraints, indexes, triggers, functions, types and policies. */
const FINGERPRINT = `select md5(string_agg(x, '|' order by x)) as fp from (
  select concat_ws(':', 'c', n.nspname, c.relname, c.relkind, c.relpersistence) as x from pg_class c join pg_namespace n on n.oid = c.relnamespace where ${USER_SCHEMAS}
  union all select concat_ws(':', 'a', a.attrelid::regclass, a.attname, format_type(a.atttypid, a.atttypmod), a.attnotnull, a.attgenerated, a.attidentity, pg_get_expr(d.adbin, d.adrelid))
    from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
    where ${USER_SCHEMAS} and a.attnum > 0 and not a.attisdropped
  union all select concat_ws(':', 'k', k.conrelid::regclass, k.conname, pg_get_constraintdef(k.oid)) from pg_constraint k join pg_namespace n on n.oid = k.connamespace where ${USER_SCHEMAS}
  union all select concat_ws(':', 'i', pg_get_indexdef(i.indexrelid)) from pg_index i join pg_class c on c.oid = i.indexrelid join pg_namespace n on n.oid = c.relnamespace where ${USER_SCHEMAS}
  union all select concat_ws(':', 't', t.tgrelid::regclass, t.tgname, t.tgenabled, pg_get_triggerdef(t.oid)) from pg_trigger t where not t.tgisinternal
  union all select concat_ws(':', 'f', n.nspname, p.proname, md5(pg_get_functiondef(p.oid))) from pg_proc p join pg_namespace n on n.oid = p.pronamespace where ${USER_SCHEMAS} and p.prokind in ('f', 'p')
  union all select concat_ws(':', 'y', n.nspname, y.typname, y.typtype, (select string_agg(e.enumlabel, ',' order by e.enumsortorder) from pg_enum e where e.enumtypid = y.oid))
    from pg_type y join pg_namespace n on n.oid = y.typnamespace where ${USER_SCHEMAS} and y.typtype in ('e', 'd')
  union all select concat_ws(':', 'r', p.polrelid::regclass, p.polname) from pg_policy p
) s`;

type Runner = Pick<Db, "execute">;
const rows = async <T>(db: Runner, query: ReturnType<typeof sql> | string) => rowsOf<T>(await db.execute(typeof query === "string" ? sql.raw(query) : query));

export const schemaFingerprint = async (db: Db) => (await rows<{ fp: string }>(db, FINGERPRINT))[0]!.fp;

/** The hash of each named table's rows, in storage order (json_agg of a plain scan). */
async function hashes(db: Db, tables: string[]): Promise<string[]> {
  if (tables.length === 0) return [];
  const query = tables.map((t, i) => `select ${i} as i, md5(coalesce((select json_agg(x)::text from ${t} x), '')) as h`).join(" union all ");
  return (await rows<{ i: number; h: string }>(db, query)).sort((a, b) => Number(a.i) - Number(b.i)).map((r) => r.h);
}

/** Which of the tables have a row. */
async function nonEmpty(db: Db, tables: string[]): Promise<string[]> {
  if (tables.length === 0) return [];
  const query = tables.map((t, i) => `select ${i} as i where exists (select 1 from ${t})`).join(" union all ");
  return (await rows<{ i: number }>(db, query)).map((r) => tables[Number(r.i)]!);
}

/** Reads the golden state from a database that no test has touched yet. */
export async function readGolden(db: Db): Promise<GoldenState> {
  const tables = (
    await rows<{ t: string }>(
      db,
      `select format('%I.%I', n.nspname, c.relname) as t from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where ${USER_SCHEMAS} and c.relkind in ('r', 'p') and not c.relispartition order by 1`,
    )
  ).map((r) => r.t);
  const filled: GoldenState["filled"] = [];
  for (const table of await nonEmpty(db, tables)) {
    const [{ json }] = await rows<{ json: string }>(db, `select json_agg(x)::text as json from ${table} x`);
    const [{ columns }] = await rows<{ columns: string }>(
      db,
      sql`select string_agg(quote_ident(attname), ', ' order by attnum) as columns from pg_attribute
          where attrelid = ${table}::regclass and attnum > 0 and not attisdropped and attgenerated = ''`,
    );
    filled.push({ table, rows: json, hash: "", columns });
  }
  const hashed = await hashes(
    db,
    filled.map((f) => f.table),
  );
  filled.forEach((f, i) => (f.hash = hashed[i]!));
  const sequences: GoldenState["sequences"] = [];
  const names = await rows<{ s: string }>(
    db,
    `select format('%I.%I', n.nspname, c.relname) as s from pg_class c join pg_namespace n on n.oid = c.relnamespace where ${USER_SCHEMAS} and c.relkind = 'S' order by 1`,
  );
  for (const { s } of names) {
    const [v] = await rows<{ last_value: string; is_called: boolean }>(db, `select last_value::text, is_called from ${s}`);
    sequences.push({ sequence: s, lastValue: v!.last_value, isCalled: v!.is_called });
  }
  return { tables, filled, sequences, fingerprint: await schemaFingerprint(db) };
}

/**
 * Puts the database back to `golden`. Answers false, having changed nothing, when its schema is no
 * longer the golden one: the caller then throws it away.
 */
export async function resetToGolden(db: Db, golden: GoldenState): Promise<boolean> {
  if ((await schemaFingerprint(db)) !== golden.fingerprint) return false;
  const now = await hashes(
    db,
    golden.filled.map((f) => f.table),
  );
  const changed = golden.filled.filter((f, i) => now[i] !== f.hash);
  const unchanged = new Set(golden.filled.filter((f) => !changed.includes(f)).map((f) => f.table));
  const emptied = await nonEmpty(
    db,
    golden.tables.filter((t) => !unchanged.has(t)),
  );
  if (emptied.length > 0) {
    await db.transaction(async (tx) => {
      // As a replica applies rows: no foreign key checks or triggers while the tables empty.
      await tx.execute(sql`set local session_replication_role = replica`);
      for (const table of emptied) await tx.execute(sql.raw(`delete from ${table}`));
    });
    // Emptied pages are given back, so a table starts as a new one would (and refills in the golden order).
    await db.execute(sql.raw(`vacuum ${emptied.join(", ")}`));
  }
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    for (const f of changed) {
      await tx.execute(
        sql`insert into ${sql.raw(f.table)} (${sql.raw(f.columns)}) overriding system value select ${sql.raw(f.columns)} from json_populate_recordset(null::${sql.raw(f.table)}, ${f.rows}::json)`,
      );
    }
    for (const s of golden.sequences) await tx.execute(sql`select setval(${s.sequence}::regclass, ${s.lastValue}::bigint, ${s.isCalled})`);
  });
  return true;
}
