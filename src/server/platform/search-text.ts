import { sql, type AnyColumn, type SQL } from "drizzle-orm";

/** LIKE's wildcards and escape taken literally: a search for "50%" means the characters. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * `column` (a lower-cased generated column such as materials.search_text, migration 0015) contains
 * `text`, in any case. The search is lower-cased once by the database's own lower(), so it folds case
 * exactly as the column did; each row then costs one byte-wise LIKE, where ILIKE folds every row's
 * characters again (issue 14: 60 ms for 20,000 materials on PostgreSQL, 140 ms on PGlite).
 */
export const searchTextContains = (column: AnyColumn | SQL, text: string): SQL => sql`${column} like lower(${`%${escapeLike(text)}%`})`;
