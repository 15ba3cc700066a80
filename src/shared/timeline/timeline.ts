import { z } from "zod";
import { countField } from "../common/whole-number";
import { timestamp } from "../common/wire";
import { labelled } from "../common/labelled";

/**
 * The project timeline: everything that happened on a project, newest first. Each item kind comes
 * from one table; kinds are grouped for the filter chips. An area adds its kind here, with its group,
 * and its branch in its server module's descriptor (`timeline`, docs/adding-an-area.md); a kind
 * without a branch fails the server's timeline.kinds.test.ts.
 */
export const { values: TIMELINE_GROUPS, labels: TIMELINE_GROUP_LABELS } = labelled({
  project: "Project",
  diary: "Diary entries",
  comments: "Comments",
  journal: "Journal",
  files: "Files",
  weather: "Weather",
  site: "Plant, deliveries and visitors",
  carbon: "Waste and energy",
  issues: "Issues and risk",
});
export type TimelineGroup = (typeof TIMELINE_GROUPS)[number];

export const TIMELINE_KINDS = {
  project_created: "project",
  project_updated: "project",
  budget_changed: "project",
  diary_entry_created: "diary",
  diary_entry_updated: "diary",
  diary_comment: "comments",
  journal_message: "journal",
  file_uploaded: "files",
  file_comment: "comments",
  weather_recorded: "weather",
  plant_logged: "site",
  delivery_received: "site",
  visitor_signed_in: "site",
  waste_removed: "carbon",
  energy_recorded: "carbon",
  scope3_recorded: "carbon",
  site_issue_raised: "issues",
  site_issue_updated: "issues",
  risk_assessment_saved: "issues",
} as const satisfies Record<string, TimelineGroup>;
export type TimelineKind = keyof typeof TIMELINE_KINDS;

export const TIMELINE_MAX_LIMIT = 100;

const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

/** ?kind=diary,files&before=<cursor>&limit=50 — kind is one group or several, comma-separated. */
export const timelineQuery = z.object({
  kind: z.preprocess(
    blankToUndefined,
    z
      .string()
      .transform((v) => [
        ...new Set(
          v
            .split(",")
            .map((k) => k.trim())
            .filter(Boolean),
        ),
      ])
      .refine((ks) => ks.every((k) => (TIMELINE_GROUPS as readonly string[]).includes(k)), `Kind must be one of ${TIMELINE_GROUPS.join(", ")}`)
      .transform((ks) => ks as TimelineGroup[])
      .optional(),
  ),
  before: z.preprocess(blankToUndefined, z.string().max(200, "Invalid cursor").optional()),
  limit: countField("Limit", TIMELINE_MAX_LIMIT).default(30),
});
export type TimelineQuery = z.input<typeof timelineQuery>;

export const TIMELINE_KIND_KEYS = Object.keys(TIMELINE_KINDS) as [TimelineKind, ...TimelineKind[]];

export const timelineItemSchema = z
  .object({
    kind: z.enum(TIMELINE_KIND_KEYS),
    /** The row's id in its own table (unique only with kind). */
    id: z.number().int(),
    at: timestamp,
    actor: z.object({ id: z.number().int().nullable(), name: z.string() }).nullable(),
    title: z.string(),
    summary: z.string().nullable(),
    /** A client path that opens the thing, when there is one. */
    link: z.string().optional(),
  })
  .meta({ id: "TimelineItem" });
export type TimelineItem = z.output<typeof timelineItemSchema>;

/** One page, newest first; `nextCursor` is passed back as `before` for the next page, null at the end. */
export const timelinePageSchema = z.object({ items: z.array(timelineItemSchema), nextCursor: z.string().nullable() });
export type TimelinePage = z.output<typeof timelinePageSchema>;
