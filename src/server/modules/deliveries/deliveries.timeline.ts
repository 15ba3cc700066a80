import { sql } from "drizzle-orm";
import { day, kg, own, words, type TimelineBranch } from "../../platform/timeline-branch";

/** Deliveries received on the project timeline, with their kg CO2e (platform/timeline-branch.ts). */
export const deliveriesTimeline: TimelineBranch[] = [
  {
    ...own(
      "delivery_received",
      { table: "carbon_entries ce", user: "ce.user_id", name: "ce.created_by", and: sql`ce.kind = 'delivery'` },
      [sql`ce.date`, sql`ce.supplier`, sql`ce.delivery_note_number`, sql`ce.carbon_emitted`],
      (r, slug) => ({
        title: `Delivery from ${r.b || "a supplier"}`,
        summary: words(day(r.a), r.c ? `Delivery note ${r.c}` : null, kg(r.d)),
        link: `/project/${slug}?tab=deliveries`,
      }),
    ),
    carbon: true,
  },
];
