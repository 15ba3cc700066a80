import { z } from "zod";
import { pageQuery } from "../common/paging";
import { idSchema } from "../common/ids";

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

export type ActivityLogEntry = {
  id: number;
  userId: number | null;
  username: string | null;
  /** The user's current name, when the user still exists. */
  userName: string | null;
  action: string;
  entityType: string | null;
  entityId: string | null;
  entityName: string | null;
  description: string;
  ipAddress: string | null;
  userAgent: string | null;
  severity: string;
  category: string;
  metadata: unknown;
  createdAt: string;
};

/** GET /api/activity-logs/filters: what the dropdowns offer. */
export type ActivityLogFilters = {
  categories: string[];
  actions: string[];
  users: { id: number; name: string; email: string }[];
};
