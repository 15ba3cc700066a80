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
      where: sql`de.project_id = ${projectId} and de.updated_at > de.created_at`,
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
  // Site activity (issue 4): each carries its carbon (kg CO2e) so the timeline can say it.
  {
    kind: "plant_logged",
    id: sql`ce.id`,
    at: sql`ce.created_at`,
    select: (projectId) => ({
      columns: cols(
        sql`u.id`,
        sql`coalesce(u.name, ce.created_by)`,
        sql`ce.date`,
        sql`ce.plant_item`,
        sql`coalesce(ce.hire_company, ce.asset_name)`,
        sql`ce.carbon_emitted`,
      ),
      from: sql`carbon_entries ce left join users u on u.id = ce.user_id`,
      where: sql`ce.project_id = ${projectId} and ce.kind = 'plant'`,
    }),
  },
  {
    kind: "delivery_received",
    id: sql`ce.id`,
    at: sql`ce.created_at`,
    select: (projectId) => ({
      columns: cols(sql`u.id`, sql`coalesce(u.name, ce.created_by)`, sql`ce.date`, sql`ce.supplier`, sql`ce.delivery_note_number`, sql`ce.carbon_emitted`),
      from: sql`carbon_entries ce left join users u on u.id = ce.user_id`,
      where: sql`ce.project_id = ${projectId} and ce.kind = 'delivery'`,
    }),
  },
  {
    kind: "waste_removed",
    id: sql`ce.id`,
    at: sql`ce.created_at`,
    select: (projectId) => ({
      columns: cols(
        sql`u.id`,
        sql`coalesce(u.name, ce.created_by)`,
        sql`ce.date`,
        sql`ce.waste_code || case when ce.is_hazardous_waste then ' (hazardous)' else '' end`,
        excerpt(sql`coalesce(ce.source, ce.waste_code_description)`),
        sql`ce.carbon_emitted`,
      ),
      from: sql`carbon_entries ce left join users u on u.id = ce.user_id`,
      where: sql`ce.project_id = ${projectId} and ce.kind = 'waste'`,
    }),
  },
  {
    kind: "energy_recorded",
    id: sql`e.id`,
    at: sql`e.created_at`,
    select: (projectId) => ({
      columns: cols(sql`u.id`, sql`u.name`, sql`e.date`, sql`e.energy_type`, sql`e.consumption::text || ' ' || e.unit`, sql`e.carbon_emitted`),
      from: sql`scope2_energy e left join users u on u.id = e.created_by`,
      where: sql`e.project_id = ${projectId}`,
    }),
  },
  {
    kind: "scope3_recorded",
    id: sql`s.id`,
    at: sql`s.created_at`,
    select: (projectId) => ({
      columns: cols(sql`u.id`, sql`u.name`, sql`s.date`, sql`s.category`, excerpt(sql`s.description`), sql`s.carbon_emitted`),
      from: sql`scope3_additional s left join users u on u.id = s.created_by`,
      where: sql`s.project_id = ${projectId}`,
    }),
  },
  {
    kind: "visitor_signed_in",
    id: sql`v.id`,
    at: sql`v.created_at`,
    select: (projectId) => ({
      columns: cols(
        sql`u.id`,
        sql`u.name`,
        sql`v.date`,
        sql`v.first_name || ' ' || v.last_name`,
        sql`v.company || ' · ' || v.reason_for_visit`,
        sql`v.travel_carbon`,
      ),
      from: sql`visitor_attendance v left join users u on u.id = v.created_by`,
      where: sql`v.project_id = ${projectId}`,
    }),
  },
  {
    kind: "site_issue_raised",
    id: sql`si.id`,
    at: sql`si.created_at`,
    select: (projectId) => ({
      columns: cols(sql`u.id`, sql`coalesce(u.name, si.reported_by)`, sql`si.issue_type`, sql`si.priority`, excerpt(sql`si.issue_description`), sql`si.id`),
      from: sql`site_issues si left join users u on u.id = si.created_by`,
      where: sql`si.project_id = ${projectId}`,
    }),
  },
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
  {
    kind: "risk_assessment_saved",
    id: sql`rr.id`,
    at: sql`rr.created_at`,
    select: (projectId) => ({
      columns: cols(sql`u.id`, sql`u.name`, sql`rr.title`, sql`rr.revision`, sql`rr.overall_score`, sql`rr.assessment_id`),
      from: sql`risk_assessment_revisions rr left join users u on u.id = rr.changed_by`,
      where: sql`rr.project_id = ${projectId}`,
    }),
  },
];
