import { sql } from "drizzle-orm";
import { day, kg, own, words, type TimelineBranch } from "../../platform/timeline-branch";

/** Plant logged on site on the project timeline, with its kg CO2e (platform/timeline-branch.ts). */
export const plantTimeline: TimelineBranch[] = [
  {
    ...own(
      "plant_logged",
      { table: "carbon_entries ce", user: "ce.user_id", name: "ce.created_by", and: sql`ce.kind = 'plant'` },
      [sql`ce.date`, sql`ce.plant_item`, sql`coalesce(ce.hire_company, ce.asset_name)`, sql`ce.carbon_emitted`],
      (r, slug) => ({ title: `Plant: ${r.b}`, summary: words(day(r.a), r.c, kg(r.d)), link: `/project/${slug}?plant=${r.id}` }),
    ),
    carbon: true,
  },
];
