import pg from "pg";

/** A database of the bench's own beside the one given (created once), so a run never touches real data. */
export async function ensureDatabase(given: string, name: string): Promise<string> {
  const target = new URL(given);
  target.pathname = `/${name}`;
  const admin = new pg.Client({ connectionString: given });
  await admin.connect();
  try {
    const { rowCount } = await admin.query("select 1 from pg_database where datname = $1", [name]);
    if (!rowCount) await admin.query(`create database "${name.replace(/"/g, '""')}"`);
  } finally {
    await admin.end();
  }
  return target.toString();
}
