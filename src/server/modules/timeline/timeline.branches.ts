import { sql, type SQL } from "drizzle-orm";
import type { TimelineKind } from "@shared/timeline/timeline";

/**
 * One branch of the timeline's UNION ALL per kind of event. Each selects the same columns:
 *   id, at (timestamptz), actor_id, actor_name, a, b, c, d (texts the presenter turns into words)
 * from its own table, for one project. A new area adds a branch here and a line in the presenter.
 *
 * `at` and `id` are the branch's own columns so the keyset bound is applied inside the branch,
 * where the table's (project_id, created_at) index serves both the filter and the order.
 */
export type Branch = {
  kind: TimelineKind;
  id: SQL;
  at: SQL;
  /** from … where project_id = $project, without the cursor bound. */
  select: (projectId: number) => { columns: SQL; from: SQL; where: SQL };
};

const cols = (actorId: SQL, actorName: SQL, a: SQL, b: SQL = sql`null`, c: SQL = sql`null`, d: SQL = sql`null`) =>
  sql`${actorId}::integer as actor_id, ${actorName}::text as actor_name, ${a}::text as a, ${b}::text as b, ${c}::text as c, ${d}::text as d`;

/** Texts are cut in the query: the timeline shows a line, never a whole diary entry. */
const excerpt = (col: SQL) => sql`left(${col}, 300)`;

export const BRANCHES: Branch[] = [
  {
    kind: "project_created",
    id: sql`p.id`,
    at: sql`p.created_at`,
    select: (projectId) => ({
      columns: cols(sql`u.id`, sql`u.name`, sql`p.name`),
      from: sql`projects p left join users u on u.id = p.created_by`,
      where: sql`p.id = ${projectId}`,
    }),
  },
  {
    kind: "project_updated",
    id: sql`p.id`,
    at: sql`p.updated_at`,
    select: (projectId) => ({
      columns: cols(sql`u.id`, sql`u.name`, sql`p.name`),
      from: sql`projects p left join users u on u.id = p.updated_by`,
      // The row keeps only its latest change; an "update" in the same second as creation is the creation.
      where: sql`p.id = ${projectId} and p.updated_at > p.created_at + interval '1 second'`,
    }),
  },
  {
    kind: "budget_changed",
    id: sql`bl.id`,
    at: sql`bl.changed_at`,
    select: (projectId) => ({
      columns: cols(sql`u.id`, sql`coalesce(u.name, bl.created_by)`, sql`bl.field_name`, sql`bl.old_value`, sql`bl.new_value`, excerpt(sql`bl.reason`)),
      from: sql`budget_change_logs bl left join users u on u.id = bl.user_id`,
      where: sql`bl.project_id = ${projectId}`,
    }),
  },
  {
    kind: "diary_entry_created",
    id: sql`de.id`,
    at: sql`de.created_at`,
    select: (projectId) => ({
      columns: cols(sql`u.id`, sql`coalesce(u.name, de.author)`, sql`de.date`, excerpt(sql`de.work_summary`)),
      from: sql`diary_entries de left join users u on u.id = de.user_id`,
      where: sql`de.project_id = ${projectId}`,
    }),
  },
  {
    kind: "diary_entry_updated",
    id: sql`de.id`,
    at: sql`de.updated_at`,
    select: (projectId) => ({
      columns: cols(sql`u.id`, sql`coalesce(u.name, de.author)`, sql`de.date`, excerpt(sql`de.work_summary`)),
      from: sql`diary_entries de left join users u on u.id = coalesce(de.updated_by, de.user_id)`,
      where: sql`de.project_id = ${projectId} and de.updated_at > de.created_at + interval '1 second'`,
    }),
  },
  {
    kind: "diary_comment",
    id: sql`dc.id`,
    at: sql`dc.created_at`,
    select: (projectId) => ({
      columns: cols(sql`u.id`, sql`coalesce(u.name, dc.author)`, sql`dc.date`, excerpt(sql`dc.comment`), sql`dc.time_slot`),
      from: sql`diary_comments dc left join users u on u.id = dc.user_id`,
      where: sql`dc.project_id = ${projectId}`,
    }),
  },
  {
    kind: "journal_message",
    id: sql`jm.id`,
    at: sql`jm.created_at`,
    select: (projectId) => ({
      columns: cols(sql`u.id`, sql`coalesce(u.name, jm.author)`, excerpt(sql`jm.message`), sql`jm.image_name`),
      from: sql`journal_messages jm left join users u on u.id = jm.user_id`,
      where: sql`jm.project_id = ${projectId}`,
    }),
  },
  {
    kind: "file_uploaded",
    id: sql`f.id`,
    at: sql`f.created_at`,
    select: (projectId) => ({
      columns: cols(sql`u.id`, sql`u.name`, sql`f.original_name`, excerpt(sql`f.description`), sql`f.mimetype`, sql`f.size`),
      from: sql`files f left join users u on u.id = f.uploaded_by`,
      where: sql`f.project_id = ${projectId}`,
    }),
  },
  {
    kind: "file_comment",
    id: sql`fc.id`,
    at: sql`fc.created_at`,
    select: (projectId) => ({
      columns: cols(sql`u.id`, sql`u.name`, sql`f.original_name`, excerpt(sql`fc.content`), sql`f.id`),
      // file_comments has no project column: the project's files (files_project_created_idx) lead to their comments.
      from: sql`files f join file_comments fc on fc.file_id = f.id left join users u on u.id = fc.user_id`,
      where: sql`f.project_id = ${projectId}`,
    }),
  },
  {
    kind: "weather_recorded",
    id: sql`wr.id`,
    at: sql`wr.created_at`,
    select: (projectId) => ({
      columns: cols(sql`u.id`, sql`u.name`, sql`wr.date`, sql`wr.temperature`, sql`wr.condition`, sql`wr.source`),
      from: sql`weather_records wr left join users u on u.id = wr.created_by`,
      where: sql`wr.project_id = ${projectId}`,
    }),
  },
];
