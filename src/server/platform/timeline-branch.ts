import { sql, type SQL } from "drizzle-orm";
import { formatCarbon } from "@shared/common/numbers";
import { ukDay } from "@shared/common/uk-dates";
import type { TimelineItem, TimelineKind } from "@shared/timeline/timeline";

/**
 * The project timeline is one UNION ALL with a branch per kind of event. A module names its kinds'
 * branches in its descriptor (platform/module.ts `timeline`, decision 0061); the timeline module reads
 * them from `deps.areas.timeline` and never imports the module.
 *
 * Each branch selects the same columns:
 *   id, at (timestamptz), actor_id, actor_name, a, b, c, d (texts its `words` turn into a line)
 * from its own table, for one project.
 */
export type TimelineRow = {
  kind: TimelineKind;
  id: number;
  /** ISO instant with microseconds, e.g. 2025-01-14T09:30:00.123456Z */
  at: string;
  actor_id: number | null;
  actor_name: string | null;
  a: string | null;
  b: string | null;
  c: string | null;
  d: string | null;
};

/** What a site manager reads of one row. Dates in titles are en-GB (dd/MM/yyyy). */
export type TimelineWords = Pick<TimelineItem, "title" | "summary" | "link">;

/**
 * One kind's branch. `at` and `id` are the branch's own columns so the keyset bound is applied inside
 * the branch, where the table's (project_id, created_at) index serves both the filter and the order.
 */
export type TimelineBranch = {
  kind: TimelineKind;
  id: SQL;
  at: SQL;
  /** from … where project_id = $project, without the cursor bound. */
  select: (projectId: number) => { columns: SQL; from: SQL; where: SQL };
  /** Row → words; `slug` is the project's, for links. */
  words: (row: TimelineRow, slug: string) => TimelineWords;
  /** Its `d` is the record's kg CO2e, which only a reader with Carbon Tracking view is told (`d` is null for others). */
  carbon?: true;
};

/** The branch's columns after id and at, each cast so every branch of the union agrees. */
export const cols = (actorId: SQL, actorName: SQL, a: SQL, b: SQL = sql`null`, c: SQL = sql`null`, d: SQL = sql`null`) =>
  sql`${actorId}::integer as actor_id, ${actorName}::text as actor_name, ${a}::text as a, ${b}::text as b, ${c}::text as c, ${d}::text as d`;

/** Texts are cut in the query: the timeline shows a line, never a whole diary entry. */
export const excerpt = (col: SQL) => sql`left(${col}, 300)`;

/**
 * The usual branch: a project's own rows of one table (`table` is "name alias"), at their created_at,
 * with the user in the `user` column as the actor; `name` is the column holding the name written when
 * the row was made (shown when that user is gone), `and` narrows the rows (the carbon entries' kind).
 * `texts` are the a, b, c, d its `words` read.
 */
type Own = { table: string; user: string; name?: string; and?: SQL };
type Texts = [a: SQL, b?: SQL, c?: SQL, d?: SQL];
export function own(kind: TimelineKind, o: Own, texts: Texts, words: TimelineBranch["words"]): TimelineBranch {
  const alias = sql.raw(o.table.split(" ")[1]);
  return {
    kind,
    id: sql`${alias}.id`,
    at: sql`${alias}.created_at`,
    select: (projectId) => ({
      columns: cols(sql`u.id`, o.name ? sql`coalesce(u.name, ${sql.raw(o.name)})` : sql`u.name`, ...texts),
      from: sql`${sql.raw(o.table)} left join users u on u.id = ${sql.raw(o.user)}`,
      where: o.and ? sql`${alias}.project_id = ${projectId} and ${o.and}` : sql`${alias}.project_id = ${projectId}`,
    }),
    words,
  };
}

// The words' small helpers, shared by every module's branches.

export const day = (iso: string | null) => ukDay(iso) ?? "";
/** The figure as the carbon tab and the forms write it (formatCarbon), so one number reads the same everywhere. */
export const kg = (v: string | null) => formatCarbon(v);
export const words = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(" · ") || null;
export const titleCase = (v: string | null) => (v ? v.charAt(0).toUpperCase() + v.slice(1).replace(/_/g, " ") : "");
