import { sql } from "drizzle-orm";
import { formatTemperature } from "@shared/common/numbers";
import { day, own, type TimelineBranch } from "../../platform/timeline-branch";

/** A day's weather on the project timeline (platform/timeline-branch.ts). */
export const weatherTimeline: TimelineBranch[] = [
  own(
    "weather_recorded",
    { table: "weather_records wr", user: "wr.created_by" },
    [sql`wr.date`, sql`wr.temperature`, sql`wr.condition`, sql`wr.source`],
    (r) => ({
      title: `Weather for ${day(r.a)}${r.d === "manual" ? " entered by hand" : " recorded"}`,
      summary: `${formatTemperature(r.b)}, ${r.c}`,
    }),
  ),
];
