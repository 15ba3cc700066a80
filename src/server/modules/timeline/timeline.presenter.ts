import type { TimelineItem } from "@shared/timeline/timeline";
import type { TimelineBranch, TimelineRow } from "../../platform/timeline-branch";

/** Row → item, in the words its branch gives (each module's `<area>.timeline.ts`). */
export function presentTimelineItem(row: TimelineRow, branch: TimelineBranch, slug: string, { carbon }: { carbon: boolean }): TimelineItem {
  // A carbon branch's `d` is the record's kg CO2e: a reader without Carbon Tracking view is not told it.
  const words = branch.words(!carbon && branch.carbon ? { ...row, d: null } : row, slug);
  return {
    kind: row.kind,
    id: row.id,
    at: new Date(row.at).toISOString(),
    actor: row.actor_name ? { id: row.actor_id, name: row.actor_name } : null,
    title: words.title,
    summary: words.summary ?? null,
    ...(words.link ? { link: words.link } : {}),
  };
}
