import { z } from "zod";
import { optionalDay, optionalText } from "../common/fields";
import { pageOf, pageQuery } from "../common/paging";
import { isoDay, personRef, timestamp } from "../common/wire";
import { idSchema as id } from "../common/ids";

/**
 * The site issue (data-model.md §3 site_issues, docs/decisions/0010-site-issue-workflow.md): one
 * schema for the Raise issue form and POST/PATCH /api/site-issues. Keys are stored, labels shown.
 */

export const ISSUE_TYPES = [
  { value: "quality", label: "Quality" },
  { value: "health_and_safety", label: "Health & Safety" },
  { value: "design_rfi", label: "Design / RFI" },
  { value: "defect", label: "Defect / snag" },
  { value: "access", label: "Access" },
  { value: "utilities", label: "Utilities" },
  { value: "environmental", label: "Environmental" },
  { value: "programme_delay", label: "Programme delay" },
  { value: "other", label: "Other" },
] as const;
export type IssueType = (typeof ISSUE_TYPES)[number]["value"];
const ISSUE_TYPE_KEYS = ISSUE_TYPES.map((t) => t.value) as [IssueType, ...IssueType[]];
export const issueTypeLabel = (key: string) => ISSUE_TYPES.find((t) => t.value === key)?.label ?? key;

/** Highest first: the list's sort and the filter's order. */
export const PRIORITIES = [
  { value: "critical", label: "Critical" },
  { value: "high", label: "High" },
  { value: "medium", label: "Medium" },
  { value: "low", label: "Low" },
] as const;
export type Priority = (typeof PRIORITIES)[number]["value"];
const PRIORITY_KEYS = PRIORITIES.map((p) => p.value) as [Priority, ...Priority[]];
export const priorityLabel = (key: string) => PRIORITIES.find((p) => p.value === key)?.label ?? key;

export const ISSUE_STATUSES = [
  { value: "open", label: "Open" },
  { value: "in_progress", label: "In progress" },
  { value: "resolved", label: "Resolved" },
  { value: "closed", label: "Closed" },
] as const;
export type IssueStatus = (typeof ISSUE_STATUSES)[number]["value"];
export const ISSUE_STATUS_KEYS = ISSUE_STATUSES.map((s) => s.value) as [IssueStatus, ...IssueStatus[]];
export const statusLabel = (key: string | null) => ISSUE_STATUSES.find((s) => s.value === key)?.label ?? key ?? "";

export const MAX_ISSUE_TEXT = 5000;
export const TARGET_BEFORE_DATE_MESSAGE = "Target date cannot be before the issue date";
export const ASSIGNEE_MESSAGE = "Assign the issue to an active team member";
export const ASSIGNEE_EDIT_MESSAGE = "Assign the issue to someone whose role can edit Contracts";

/** A select sends "" for "nobody", an API caller null. */
const assigneeField = z.preprocess((v) => (v === "" ? null : v), id(ASSIGNEE_MESSAGE).nullish());

const fieldShape = {
  /** Missing: today (UK). */
  date: optionalDay("Date"),
  issueType: z.enum(ISSUE_TYPE_KEYS, { error: "Choose an issue type" }),
  priority: z.enum(PRIORITY_KEYS, { error: "Choose a priority" }),
  location: z
    .string()
    .max(200, "Location must be 200 characters or fewer")
    .nullish()
    .transform((v) => (v && v.trim() !== "" ? v.trim() : null)),
  assignedToId: assigneeField,
  targetDate: optionalDay("Target date"),
  issueDescription: z
    .string({ error: "Issue description is required" })
    .trim()
    .min(1, "Issue description is required")
    .max(MAX_ISSUE_TEXT, `Issue description must be ${MAX_ISSUE_TEXT} characters or fewer`),
  immediateActions: optionalText("Immediate actions", MAX_ISSUE_TEXT),
  proposedSolution: optionalText("Proposed solution", MAX_ISSUE_TEXT),
};

const targetNotBeforeDate = (v: { date?: string | null; targetDate?: string | null }) => !v.date || !v.targetDate || v.targetDate >= v.date;

/** The form's fields (the form knows its project). */
export const siteIssueFieldsSchema = z.object(fieldShape).refine(targetNotBeforeDate, { message: TARGET_BEFORE_DATE_MESSAGE, path: ["targetDate"] });
export type SiteIssueFormValues = z.input<typeof siteIssueFieldsSchema>;
export type SiteIssueFields = z.output<typeof siteIssueFieldsSchema>;

/** POST /api/site-issues */
export const createSiteIssueSchema = z
  .object({ projectId: id("Project is required"), ...fieldShape })
  .refine(targetNotBeforeDate, { message: TARGET_BEFORE_DATE_MESSAGE, path: ["targetDate"] });
export type CreateSiteIssueInput = z.output<typeof createSiteIssueSchema>;

/** PATCH /api/site-issues/:id: any of the fields; the server checks the target date against the stored date too. */
export const updateSiteIssueSchema = z
  .object(fieldShape)
  .partial()
  .refine(targetNotBeforeDate, { message: TARGET_BEFORE_DATE_MESSAGE, path: ["targetDate"] });
export type UpdateSiteIssueInput = z.output<typeof updateSiteIssueSchema>;

export const RESOLUTION_REQUIRED_MESSAGE = "Resolution notes are required to resolve an issue";
export const REOPEN_REASON_MESSAGE = "A reason is required to reopen an issue";

/** POST /api/site-issues/:id/status */
export const statusChangeSchema = z.object({
  status: z.enum(ISSUE_STATUS_KEYS, { error: "Status must be open, in_progress, resolved or closed" }),
  note: z
    .string()
    .max(2000, "Note must be 2000 characters or fewer")
    .nullish()
    .transform((v) => (v && v.trim() !== "" ? v.trim() : null)),
});
export type StatusChangeInput = z.output<typeof statusChangeSchema>;

/** POST /api/site-issues/:id/notes */
export const issueNoteSchema = z.object({
  note: z.string({ error: "Note is required" }).trim().min(1, "Note is required").max(2000, "Note must be 2000 characters or fewer"),
});

export const issueIdParams = z.object({ id: id("Site issue not found") });
export const issuePhotoParams = z.object({ id: id("Site issue not found"), fileId: id("Photo not found") });

/** GET /api/projects/by-slug/:slug/site-issues */
export const listSiteIssuesQuery = pageQuery.extend({
  status: z.enum(ISSUE_STATUS_KEYS, { error: "Status must be open, in_progress, resolved or closed" }).optional(),
  priority: z.enum(PRIORITY_KEYS, { error: "Priority must be low, medium, high or critical" }).optional(),
  assignedTo: id("Assigned to must be a user ID").optional(),
  q: z.string().trim().max(100, "Search must be 100 characters or fewer").optional(),
  overdue: z.enum(["true", "false"], { error: "Overdue must be true or false" }).optional(),
});
export type ListSiteIssuesQuery = z.output<typeof listSiteIssuesQuery>;

export const siteIssueViewSchema = z
  .object({
    id: z.number().int(),
    projectId: z.number().int(),
    date: isoDay,
    issueType: z.string(),
    issueTypeLabel: z.string(),
    priority: z.string(),
    status: z.string(),
    location: z.string().nullable(),
    assignedToId: z.number().int().nullable(),
    assignedTo: z.string().nullable(),
    targetDate: isoDay.nullable(),
    issueDescription: z.string(),
    immediateActions: z.string().nullable(),
    proposedSolution: z.string().nullable(),
    resolutionNotes: z.string().nullable(),
    reportedBy: z.string().nullable(),
    reportedById: z.number().int().nullable(),
    resolvedAt: timestamp.nullable(),
    closedAt: timestamp.nullable(),
    overdue: z.boolean(),
    /** Whole days past the target date; 0 when not overdue. */
    daysOverdue: z.number().int(),
    photoCount: z.number().int(),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: "SiteIssue" });
export type SiteIssueView = z.output<typeof siteIssueViewSchema>;

/** A status change, an assignment or a note in an issue's history. */
export const siteIssueUpdateViewSchema = z
  .object({
    id: z.number().int(),
    fromStatus: z.string().nullable(),
    toStatus: z.string().nullable(),
    note: z.string().nullable(),
    user: personRef.nullable(),
    createdAt: timestamp,
  })
  .meta({ id: "SiteIssueUpdate" });
export type SiteIssueUpdateView = z.output<typeof siteIssueUpdateViewSchema>;

export const siteIssuePhotoViewSchema = z
  .object({
    fileId: z.number().int(),
    url: z.string(),
    originalName: z.string(),
    mimetype: z.string(),
    size: z.number().int(),
    uploadedBy: z.string().nullable(),
    createdAt: timestamp,
  })
  .meta({ id: "SiteIssuePhoto" });
export type SiteIssuePhotoView = z.output<typeof siteIssuePhotoViewSchema>;

export const siteIssueDetailSchema = siteIssueViewSchema
  .extend({ updates: z.array(siteIssueUpdateViewSchema), photos: z.array(siteIssuePhotoViewSchema) })
  .meta({ id: "SiteIssueDetail" });
export type SiteIssueDetail = z.output<typeof siteIssueDetailSchema>;

export const siteIssueCountsSchema = z.object({
  open: z.number().int(),
  inProgress: z.number().int(),
  resolved: z.number().int(),
  closed: z.number().int(),
  overdue: z.number().int(),
});
export type SiteIssueCounts = z.output<typeof siteIssueCountsSchema>;

/** The list with the counts by status that label its tabs (they ignore the status and overdue filters). */
export const siteIssueListSchema = pageOf(siteIssueViewSchema).extend({ counts: siteIssueCountsSchema });
export type SiteIssueList = z.output<typeof siteIssueListSchema>;

/** GET /api/site-issues/assignees: active people whose role can edit Contracts (the same shape as the projects' team options). */
export const siteIssueAssigneesSchema = z.object({
  items: z.array(z.object({ id: z.number().int(), name: z.string(), role: z.string() })),
  total: z.number().int(),
});
