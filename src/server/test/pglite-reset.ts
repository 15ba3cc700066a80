import type { PGlite } from "@electric-sql/pglite";

/**
 * Putting a used PGlite test database back to the golden state in place, so a Vitest worker opens one
 * PGlite and each API file after the first starts on it, reset, instead of on a new copy of the golden
 * database (loadDataDir: 0.8–1.3 s a file on a busy machine; a reset is some tens of milliseconds).
 *
 * What a fresh copy would give, the reset gives: every table of every user schema holds the golden
 * rows and nothing else (a golden table a file changed is emptied, vacuumed and refilled in the golden
 * order), and every sequence stands where the golden one did. What a reset cannot undo, a change to the
 * schema (a file that drops a constraint to prove the service checks too), it detects by the schema's
 * fingerprint, and the harness then opens a new copy instead. `reset.test.ts` proves both.
 */
export type GoldenState = {
  /** Every table of the user schemas, quoted ("schema"."table"). */
  tables: string[];
  /** The tables the golden database has rows in: their rows (json_agg in storage order) and their insertable columns. */
  filled: { table: string; rows: string; hash: string; columns: string }[];
  /** Every sequence and where it stands. */
  sequences: { sequence: string; lastValue: string; isCalled: boolean }[];
  fingerprint: string;
};

const USER_SCHEMAS = `n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'`;

/** One text for the user schemas' tables, columns, defaults, constraints, indexes, triggers, functions and types. */
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

const rows = async <T>(pg: PGlite, query: string, params?: unknown[]) => (await pg.query<T>(query, params)).rows;

export const schemaFingerprint = async (pg: PGlite) => (await rows<{ fp: string }>(pg, FINGERPRINT))[0]!.fp;

/** The hash of each named table's rows, in storage order (json_agg of a plain scan). */
async function hashes(pg: PGlite, tables: string[]): Promise<string[]> {
  if (tables.length === 0) return [];
  const query = tables.map((t, i) => `select ${i} as i, md5(coalesce((select json_agg(x)::text from ${t} x), '')) as h`).join(" union all ");
  return (await rows<{ i: number; h: string }>(pg, query)).sort((a, b) => a.i - b.i).map((r) => r.h);
}

/** Reads the golden state from a database that no test has touched yet. */
export async function readGolden(pg: PGlite): Promise<GoldenState> {
  const tables = (
    await rows<{ t: string }>(
      pg,
      `select format('%I.%I', n.nspname, c.relname) as t from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where ${USER_SCHEMAS} and c.relkind in ('r', 'p') and not c.relispartition order by 1`,
    )
  ).map((r) => r.t);
  const filled: GoldenState["filled"] = [];
  for (const table of tables) {
    const [{ json }] = await rows<{ json: string | null }>(pg, `select json_agg(x)::text as json from ${table} x`);
    if (json === null) continue;
    const [{ columns }] = await rows<{ columns: string }>(
      pg,
      `select string_agg(quote_ident(attname), ', ' order by attnum) as columns from pg_attribute
       where attrelid = $1::regclass and attnum > 0 and not attisdropped and attgenerated = ''`,
      [table],
    );
    filled.push({ table, rows: json, hash: "", columns });
  }
  const hashed = await hashes(
    pg,
    filled.map((f) => f.table),
  );
  filled.forEach((f, i) => (f.hash = hashed[i]!));
  const sequences: GoldenState["sequences"] = [];
  const names = await rows<{ s: string }>(
    pg,
    `select format('%I.%I', n.nspname, c.relname) as s from pg_class c join pg_namespace n on n.oid = c.relnamespace where ${USER_SCHEMAS} and c.relkind = 'S' order by 1`,
  );
  for (const { s } of names) {
    const [v] = await rows<{ last_value: string; is_called: boolean }>(pg, `select last_value::text, is_called from ${s}`);
    sequences.push({ sequence: s, lastValue: v!.last_value, isCalled: v!.is_called });
  }
  return { tables, filled, sequences, fingerprint: await schemaFingerprint(pg) };
}

/**
 * Puts the database back to `golden`. Answers false, having changed nothing, when its schema is no
 * longer the golden one: the caller then throws it away.
 */
export async function resetToGolden(pg: PGlite, golden: GoldenState): Promise<boolean> {
  if ((await schemaFingerprint(pg)) !== golden.fingerprint) return false;
  const now = await hashes(
    pg,
    golden.filled.map((f) => f.table),
  );
  const changed = golden.filled.filter((f, i) => now[i] !== f.hash);
  const emptied: string[] = [];
  await pg.transaction(async (tx) => {
    // As a replica applies rows: no foreign key checks or triggers while every table empties.
    await tx.exec("set local session_replication_role = replica");
    const unchanged = new Set(golden.filled.filter((f) => !changed.includes(f)).map((f) => f.table));
    for (const table of golden.tables) {
      if (unchanged.has(table)) continue;
      const { affectedRows } = await tx.query(`delete from ${table}`);
      if (affectedRows) emptied.push(table);
    }
  });
  // Emptied pages are given back, so a table starts as a new one would (and refills in the golden order).
  if (emptied.length > 0) await pg.exec(`vacuum ${emptied.join(", ")}`);
  await pg.transaction(async (tx) => {
    await tx.exec("set local session_replication_role = replica");
    for (const f of changed) {
      await tx.query(`insert into ${f.table} (${f.columns}) overriding system value select ${f.columns} from json_populate_recordset(null::${f.table}, $1)`, [
        f.rows,
      ]);
    }
    for (const s of golden.sequences) await tx.query(`select setval($1::regclass, $2::bigint, $3)`, [s.sequence, s.lastValue, s.isCalled]);
  });
  return true;
}
