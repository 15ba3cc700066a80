import { sql } from "drizzle-orm";
import { day, excerpt, kg, own, words, type TimelineBranch } from "../../platform/timeline-branch";

/** Waste removed from site on the project timeline, with its kg CO2e (platform/timeline-branch.ts). */
export const wasteTimeline: TimelineBranch[] = [
  {
    ...own(
      "waste_removed",
      { table: "carbon_entries ce", user: "ce.user_id", name: "ce.created_by", and: sql`ce.kind = 'waste'` },
      [
        sql`ce.date`,
        sql`ce.waste_code || case when ce.is_hazardous_waste then ' (hazardous)' else '' end`,
        excerpt(sql`coalesce(ce.source, ce.waste_code_description)`),
        sql`ce.carbon_emitted`,
      ],
      (r, slug) => ({ title: `Waste removed: ${r.b}`, summary: words(day(r.a), r.c, kg(r.d)), link: `/project/${slug}?tab=carbon` }),
    ),
    carbon: true,
  },
];
