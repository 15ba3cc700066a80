import { sql, type SQL } from "drizzle-orm";
import { formatCurrency } from "@shared/common/numbers";
import type { TimelineKind } from "@shared/timeline/timeline";
import { MONEY_FIELD_INFO, moneyFieldByLogName } from "@shared/projects/budget-fields";
import { cols, excerpt, type TimelineBranch } from "../../platform/timeline-branch";

const pounds = (v: string | null) => {
  const text = formatCurrency(v);
  return text === "" ? v || "none" : text;
};

/** budget_change_logs.field_name (data-model.md §5: contract_value, budget, labour…) as the contract form labels it. */
const budgetLabel = (field: string | null) => {
  const money = moneyFieldByLogName(field ?? "");
  return money ? MONEY_FIELD_INFO[money].label : "Budget";
};

/** The project's own row, read twice: when it was made (created_at/by) and its latest change (updated_at/by). */
function projectRow(kind: TimelineKind, stamp: "created" | "updated", and: SQL, title: string): TimelineBranch {
  return {
    kind,
    id: sql`p.id`,
    at: sql.raw(`p.${stamp}_at`),
    select: (projectId) => ({
      columns: cols(sql`u.id`, sql`u.name`, sql`p.name`),
      from: sql.raw(`projects p left join users u on u.id = p.${stamp}_by`),
      where: sql`p.id = ${projectId} and ${and}`,
    }),
    words: (r) => ({ title, summary: r.a }),
  };
}

/** The contract's own events on the project timeline (platform/timeline-branch.ts). */
export const projectsTimeline: TimelineBranch[] = [
  projectRow("project_created", "created", sql`true`, "Project created"),
  // The row keeps only its latest change; an "update" in the same second as creation is the creation.
  projectRow("project_updated", "updated", sql`p.updated_at > p.created_at + interval '1 second'`, "Project details updated"),
  {
    kind: "budget_changed",
    id: sql`bl.id`,
    at: sql`bl.changed_at`,
    select: (projectId) => ({
      columns: cols(sql`u.id`, sql`coalesce(u.name, bl.created_by)`, sql`bl.field_name`, sql`bl.old_value`, sql`bl.new_value`, excerpt(sql`bl.reason`)),
      from: sql`budget_change_logs bl left join users u on u.id = bl.user_id`,
      where: sql`bl.project_id = ${projectId}`,
    }),
    words: (r) => ({
      title: `${budgetLabel(r.a)} changed`,
      summary: `${pounds(r.b)} → ${pounds(r.c)}${r.d ? ` · ${r.d}` : ""}`,
    }),
  },
];
