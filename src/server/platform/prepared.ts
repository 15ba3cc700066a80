import type { Db, Tx } from "../db/client";

/**
 * A statement read on (nearly) every request, built once per database instead of by the query builder
 * each time (issue 13: building a select cost the contracts list ~0.17 ms of its ~1.5 ms). On PostgreSQL
 * drizzle sends it as a named prepared statement, which pg parses once per connection; on PGlite the name
 * is unused. Values go in through `sql.placeholder(...)`; a list goes in as one array placeholder with
 * `= any(...)`, because `inArray` needs its values while the statement is built.
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
    if (!statement) built.set(db, (statement = build(db as Db, name)));
    return statement;
  };
}
