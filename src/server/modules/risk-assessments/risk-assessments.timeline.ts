import { sql } from "drizzle-orm";
import { formatNumber } from "@shared/common/numbers";
import { own, type TimelineBranch } from "../../platform/timeline-branch";

/** Each saved revision of a risk assessment on the project timeline (platform/timeline-branch.ts). */
export const riskAssessmentsTimeline: TimelineBranch[] = [
  own(
    "risk_assessment_saved",
    { table: "risk_assessment_revisions rr", user: "rr.changed_by" },
    [sql`rr.title`, sql`rr.revision`, sql`rr.overall_score`, sql`rr.assessment_id`],
    (r) => ({
      title: r.b === "1" ? `Risk assessment: ${r.a}` : `Risk assessment revised: ${r.a} (revision ${r.b})`,
      summary: `Overall score ${formatNumber(r.c)}`,
      link: `/risk-assessment?assessment=${r.d}`,
    }),
  ),
];
