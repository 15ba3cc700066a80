import { sql } from "drizzle-orm";
import { cols, excerpt, own, titleCase, words, type TimelineBranch } from "../../platform/timeline-branch";

/** What an update did to the issue, as the timeline's title says it. */
const ISSUE_STATUS: Record<string, string> = { open: "reopened", in_progress: "in progress", resolved: "resolved", closed: "closed" };

/** Site issues raised and updated on the project timeline (platform/timeline-branch.ts). */
export const siteIssuesTimeline: TimelineBranch[] = [
  own(
    "site_issue_raised",
    { table: "site_issues si", user: "si.created_by", name: "si.reported_by" },
    [sql`si.issue_type`, sql`si.priority`, excerpt(sql`si.issue_description`), sql`si.id`],
    (r, slug) => ({
      title: `Site issue raised: ${titleCase(r.a)}`,
      summary: words(titleCase(r.b), r.c),
      link: `/project/${slug}/site-issues/view/${r.d}`,
    }),
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
    words: (r, slug) => ({
      title: r.b ? `Site issue ${ISSUE_STATUS[r.b] ?? titleCase(r.b)}: ${titleCase(r.a)}` : `Site issue updated: ${titleCase(r.a)}`,
      summary: r.c,
      link: `/project/${slug}/site-issues/view/${r.d}`,
    }),
  },
];
