import { z } from "zod";
import { isIsoDay } from "../common/days";
import { pageQuery, type Page } from "../common/paging";
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

const longText = (label: string) =>
  z
    .string()
    .max(MAX_ISSUE_TEXT, `${label} must be ${MAX_ISSUE_TEXT} characters or fewer`)
    .nullish()
    .transform((v) => (v && v.trim() !== "" ? v.trim() : null));

const optionalDay = (label: string) =>
  z
    .string()
    .trim()
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || isIsoDay(v), `${label} must be a valid date (yyyy-mm-dd)`);

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
  immediateActions: longText("Immediate actions"),
  proposedSolution: longText("Proposed solution"),
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

type Person = { id: number; name: string } | null;

export type SiteIssueView = {
  id: number;
  projectId: number;
  date: string;
  issueType: string;
  issueTypeLabel: string;
  priority: string;
  status: string;
  location: string | null;
  assignedToId: number | null;
  assignedTo: string | null;
  targetDate: string | null;
  issueDescription: string;
  immediateActions: string | null;
  proposedSolution: string | null;
  resolutionNotes: string | null;
  reportedBy: string | null;
  reportedById: number | null;
  resolvedAt: string | null;
  closedAt: string | null;
  overdue: boolean;
  /** Whole days past the target date; 0 when not overdue. */
  daysOverdue: number;
  photoCount: number;
  createdAt: string;
  updatedAt: string;
};

export type SiteIssueUpdateView = { id: number; fromStatus: string | null; toStatus: string | null; note: string | null; user: Person; createdAt: string };
export type SiteIssuePhotoView = {
  fileId: number;
  url: string;
  originalName: string;
  mimetype: string;
  size: number;
  uploadedBy: string | null;
  createdAt: string;
};
export type SiteIssueDetail = SiteIssueView & { updates: SiteIssueUpdateView[]; photos: SiteIssuePhotoView[] };

export type SiteIssueCounts = { open: number; inProgress: number; resolved: number; closed: number; overdue: number };
export type SiteIssueList = Page<SiteIssueView> & { counts: SiteIssueCounts };
