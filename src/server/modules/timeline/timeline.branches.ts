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

/**
 * The usual branch: a project's own rows of one table (`table` is "name alias"), at their created_at,
 * with the user in the `user` column as the actor; `name` is the column holding the name written when
 * the row was made (shown when that user is gone), `and` narrows the rows (the carbon entries' kind).
 */
type Own = { table: string; user: string; name?: string; and?: SQL };
function own(kind: TimelineKind, o: Own, ...texts: [a: SQL, b?: SQL, c?: SQL, d?: SQL]): Branch {
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
  };
}

/** The project's own row, read twice: when it was made (created_at/by) and its latest change (updated_at/by). */
function projectRow(kind: TimelineKind, stamp: "created" | "updated", and: SQL): Branch {
  return {
    kind,
    id: sql`p.id`,
    at: sql.raw(`p.${stamp}_at`),
    select: (projectId) => ({
      columns: cols(sql`u.id`, sql`u.name`, sql`p.name`),
      from: sql.raw(`projects p left join users u on u.id = p.${stamp}_by`),
      where: sql`p.id = ${projectId} and ${and}`,
    }),
  };
}

export const BRANCHES: Branch[] = [
  projectRow("project_created", "created", sql`true`),
  // The row keeps only its latest change; an "update" in the same second as creation is the creation.
  projectRow("project_updated", "updated", sql`p.updated_at > p.created_at + interval '1 second'`),
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
  own("diary_entry_created", { table: "diary_entries de", user: "de.user_id", name: "de.author" }, sql`de.date`, excerpt(sql`de.work_summary`)),
  {
    kind: "diary_entry_updated",
    id: sql`de.id`,
    at: sql`de.updated_at`,
    select: (projectId) => ({
      columns: cols(sql`u.id`, sql`coalesce(u.name, de.author)`, sql`de.date`, excerpt(sql`de.work_summary`)),
      from: sql`diary_entries de left join users u on u.id = coalesce(de.updated_by, de.user_id)`,
      where: sql`de.project_id = ${projectId} and de.updated_at > de.created_at`,
    }),
  },
  own("diary_comment", { table: "diary_comments dc", user: "dc.user_id", name: "dc.author" }, sql`dc.date`, excerpt(sql`dc.comment`), sql`dc.time_slot`),
  own("journal_message", { table: "journal_messages jm", user: "jm.user_id", name: "jm.author" }, excerpt(sql`jm.message`), sql`jm.image_name`),
  own("file_uploaded", { table: "files f", user: "f.uploaded_by" }, sql`f.original_name`, excerpt(sql`f.description`), sql`f.mimetype`, sql`f.size`),
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
  own("weather_recorded", { table: "weather_records wr", user: "wr.created_by" }, sql`wr.date`, sql`wr.temperature`, sql`wr.condition`, sql`wr.source`),
  // Site activity (issue 4): each carries its carbon (kg CO2e) so the timeline can say it.
  own(
    "plant_logged",
    { table: "carbon_entries ce", user: "ce.user_id", name: "ce.created_by", and: sql`ce.kind = 'plant'` },
    sql`ce.date`,
    sql`ce.plant_item`,
    sql`coalesce(ce.hire_company, ce.asset_name)`,
    sql`ce.carbon_emitted`,
  ),
  own(
    "delivery_received",
    { table: "carbon_entries ce", user: "ce.user_id", name: "ce.created_by", and: sql`ce.kind = 'delivery'` },
    sql`ce.date`,
    sql`ce.supplier`,
    sql`ce.delivery_note_number`,
    sql`ce.carbon_emitted`,
  ),
  own(
    "waste_removed",
    { table: "carbon_entries ce", user: "ce.user_id", name: "ce.created_by", and: sql`ce.kind = 'waste'` },
    sql`ce.date`,
    sql`ce.waste_code || case when ce.is_hazardous_waste then ' (hazardous)' else '' end`,
    excerpt(sql`coalesce(ce.source, ce.waste_code_description)`),
    sql`ce.carbon_emitted`,
  ),
  own(
    "energy_recorded",
    { table: "scope2_energy e", user: "e.created_by" },
    sql`e.date`,
    sql`e.energy_type`,
    sql`e.consumption::text || ' ' || e.unit`,
    sql`e.carbon_emitted`,
  ),
  own(
    "scope3_recorded",
    { table: "scope3_additional s", user: "s.created_by" },
    sql`s.date`,
    sql`s.category`,
    excerpt(sql`s.description`),
    sql`s.carbon_emitted`,
  ),
  own(
    "visitor_signed_in",
    { table: "visitor_attendance v", user: "v.created_by" },
    sql`v.date`,
    sql`v.first_name || ' ' || v.last_name`,
    sql`v.company || ' · ' || v.reason_for_visit`,
    sql`v.travel_carbon`,
  ),
  own(
    "site_issue_raised",
    { table: "site_issues si", user: "si.created_by", name: "si.reported_by" },
    sql`si.issue_type`,
    sql`si.priority`,
    excerpt(sql`si.issue_description`),
    sql`si.id`,
  ),
  {
    kind: "site_issue_updated",
    id: sql`su.id`,
    at: sql`su.created_at`,
    select: (projectId) => ({
      columns: cols(sql`u.id`, sql`u.name`, sql`si.issue_type`, sql`su.to_status`, excerpt(sql`su.note`), sql`si.id`),
      from: sql`site_issue_updates su join site_issues si on si.id = su.issue_id left join users u on u.id = su.user_id`,
      where: sql`su.project_id = ${projectId}`,
    }),
  },
  own(
    "risk_assessment_saved",
    { table: "risk_assessment_revisions rr", user: "rr.changed_by" },
    sql`rr.title`,
    sql`rr.revision`,
    sql`rr.overall_score`,
    sql`rr.assessment_id`,
  ),
];
