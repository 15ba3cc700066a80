import { sql } from "drizzle-orm";
import { SCOPE3_CATEGORY_LABELS, type Scope3Category } from "@shared/scope3/scope3-entry";
import { day, excerpt, kg, own, words, type TimelineBranch } from "../../platform/timeline-branch";

/** Scope 3 entries on the project timeline, with their kg CO2e (platform/timeline-branch.ts). */
export const scope3Timeline: TimelineBranch[] = [
  {
    ...own(
      "scope3_recorded",
      { table: "scope3_additional s", user: "s.created_by" },
      [sql`s.date`, sql`s.category`, excerpt(sql`s.description`), sql`s.carbon_emitted`],
      (r, slug) => ({
        title: `Scope 3: ${SCOPE3_CATEGORY_LABELS[r.b as Scope3Category] ?? "other"}`,
        summary: words(day(r.a), r.c, kg(r.d)),
        link: `/project/${slug}?tab=carbon`,
      }),
    ),
    carbon: true,
  },
];
