import { Column, getTableName, is, SQL, Subquery } from "drizzle-orm";
import type { Db, Tx } from "../db/client";

/**
 * A statement read on (nearly) every request, built once per database instead of by the query builder
 * each time (issue 13: building a select cost the contracts list ~0.17 ms of its ~1.5 ms). On PostgreSQL
 * drizzle sends it as a named prepared statement, which pg parses once per connection; on PGlite the name
 * is unused. Values go in through `sql.placeholder(...)`; a list goes in as one array placeholder with
 * `= any(...)`, because `inArray` needs its values while the statement is built.
 *
 * Its rows are mapped by a mapper compiled once for the statement (compileRowMapper), not by drizzle's
 * per-cell walk, which was the next largest cost of the contracts list (~10 %).
 *
 * Names must be unique in the process: PostgreSQL refuses a second text under a name a connection
 * already prepared, so a clash is refused here, when the module loads.
 */
const names = new Set<string>();

export function prepared<P>(name: string, build: (db: Db, name: string) => P): (db: Db | Tx) => P {
  if (names.has(name)) throw new Error(`Two prepared statements are named ${name}`);
  names.add(name);
  const built = new WeakMap<object, P>();
  return (db) => {
    let statement = built.get(db);
    if (!statement) built.set(db, (statement = withCompiledMapper(build(db as Db, name))));
    return statement;
  };
}

/** What drizzle's prepared select keeps (its session.js): the selected fields and how joins nullify. */
type SelectedField = { path: string[]; field: unknown };
type PreparedSelect = {
  fields?: SelectedField[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown;
};
type Decoder = { mapFromDriverValue: (value: unknown) => unknown };

function withCompiledMapper<P>(statement: P): P {
  const select = statement as PreparedSelect;
  // drizzle calls customResultMapper with the rows in array mode in place of its own mapping, on both drivers.
  if (select.fields && !select.customResultMapper) select.customResultMapper = compileRowMapper(select.fields, select.joinsNotNullableMap);
  return statement;
}

/**
 * drizzle's mapResultRow (utils.js), with what it works out per cell worked out once per statement: each
 * column's decoder, its place in the nested answer, and its table for a left join's all-null check (a
 * joined table whose columns are all null answers null, unless the join cannot be null).
 */
export function compileRowMapper(fields: SelectedField[], joinsNotNullableMap?: Record<string, boolean>) {
  const columns = fields.map(({ path, field }, index) => {
    // SQL keeps its decoder internal; an aliased SQL or a subquery carries it on its SQL.
    const decoderOf = (sql: unknown) => (sql as { decoder: Decoder }).decoder;
    const decoder: Decoder = is(field, Column)
      ? field
      : is(field, SQL)
        ? decoderOf(field)
        : is(field, Subquery)
          ? decoderOf((field as unknown as { _: { sql: SQL } })._.sql)
          : decoderOf((field as { sql: SQL }).sql);
    const table = is(field, Column) && path.length === 2 ? getTableName(field.table) : null;
    // Most columns (text, integer, boolean, numeric as text) keep the driver's value: no call needed.
    const keep = decoder.mapFromDriverValue === Column.prototype.mapFromDriverValue;
    return { index, parents: path.slice(0, -1), key: path[path.length - 1], decoder, keep, table };
  });
  // drizzle's rule for a joined table (utils.js): the object answers null when the first of its columns
  // is null, all its columns come from one table, and that join can be null. Worked out here per object.
  const nullable: { object: string; first: number }[] = [];
  if (joinsNotNullableMap) {
    const objects = new Map<string, { first: number; tables: Set<string> }>();
    for (const c of columns) {
      if (c.table === null) continue;
      const seen = objects.get(c.parents[0]) ?? { first: c.index, tables: new Set<string>() };
      seen.tables.add(c.table);
      objects.set(c.parents[0], seen);
    }
    for (const [object, { first, tables }] of objects) {
      const [table] = tables;
      if (tables.size === 1 && !joinsNotNullableMap[table]) nullable.push({ object, first });
    }
  }
  const mapRow = (row: unknown[]) => {
    const result: Record<string, unknown> = {};
    for (const column of columns) {
      let node = result;
      for (const parent of column.parents) node = (node[parent] ??= {}) as Record<string, unknown>;
      const raw = row[column.index];
      node[column.key] = raw === null ? null : column.keep ? raw : column.decoder.mapFromDriverValue(raw);
    }
    for (const { object, first } of nullable) if (row[first] === null) result[object] = null;
    return result;
  };
  return (rows: unknown[][]) => rows.map(mapRow);
}
