import { z } from "zod";
import { pageQuery } from "../common/paging";
import { idSchema } from "../common/ids";
import { timestamp } from "../common/wire";

/** GET /api/activity-logs: paged, newest first, with the filter bar's fields. */

const isoDate = (label: string) =>
  z
    .string()
    .trim()
    .refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), `${label} must be a date (yyyy-MM-dd)`);

const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
const optionalQuery = <T extends z.ZodType>(inner: T) => z.preprocess(blankToUndefined, inner.optional());

export const SEVERITIES = ["info", "warning", "critical"] as const;
export type Severity = (typeof SEVERITIES)[number];

export const activityLogQuery = pageQuery
  .extend({
    userId: optionalQuery(idSchema("User ID must be an integer", "User ID must be positive")),
    category: optionalQuery(z.string().trim().max(50)),
    action: optionalQuery(z.string().trim().max(100)),
    severity: optionalQuery(z.enum(SEVERITIES, { message: "Severity must be info, warning or critical" })),
    search: optionalQuery(z.string().trim().max(200, "Search must be 200 characters or fewer")),
    /** Inclusive whole days, read in UK time. */
    from: optionalQuery(isoDate("From")),
    to: optionalQuery(isoDate("To")),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: "The From date must be on or before the To date", path: ["to"] });
export type ActivityLogQuery = z.input<typeof activityLogQuery>;

export const activityLogEntrySchema = z
  .object({
    id: z.number().int(),
    userId: z.number().int().nullable(),
    username: z.string().nullable(),
    /** The user's current name, when the user still exists. */
    userName: z.string().nullable(),
    action: z.string(),
    entityType: z.string().nullable(),
    entityId: z.string().nullable(),
    entityName: z.string().nullable(),
    description: z.string(),
    ipAddress: z.string().nullable(),
    userAgent: z.string().nullable(),
    severity: z.string(),
    category: z.string(),
    /** What the write recorded beside its description (before and after values, counts), or null. */
    metadata: z.unknown(),
    createdAt: timestamp,
  })
  .meta({ id: "ActivityLogEntry" });
export type ActivityLogEntry = z.output<typeof activityLogEntrySchema>;

/** GET /api/activity-logs/filters: what the dropdowns offer. */
export const activityLogFiltersSchema = z.object({
  categories: z.array(z.string()),
  actions: z.array(z.string()),
  users: z.array(z.object({ id: z.number().int(), name: z.string(), email: z.string() })),
});
export type ActivityLogFilters = z.output<typeof activityLogFiltersSchema>;
