import { sql } from "drizzle-orm";
import { day, kg, own, words, type TimelineBranch } from "../../platform/timeline-branch";

/** Visitors signed in on the project timeline, with their travel's kg CO2e (platform/timeline-branch.ts). */
export const visitorsTimeline: TimelineBranch[] = [
  {
    ...own(
      "visitor_signed_in",
      { table: "visitor_attendance v", user: "v.created_by" },
      [sql`v.date`, sql`v.first_name || ' ' || v.last_name`, sql`v.company || ' · ' || v.reason_for_visit`, sql`v.travel_carbon`],
      (r, slug) => ({ title: `Visitor: ${r.b}`, summary: words(day(r.a), r.c, kg(r.d)), link: `/project/${slug}?tab=attendance` }),
    ),
    carbon: true,
  },
];
