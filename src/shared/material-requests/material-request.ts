import { z } from "zod";
import { optionalText } from "../common/fields";
import { isIsoDay } from "../common/days";
import { idSchema as id } from "../common/ids";
import { pageOf, pageQuery } from "../common/paging";
import { text } from "../common/text";
import { isoDay, personRef, timestamp } from "../common/wire";

/**
 * The material request (data-model.md §3 material_requests, §4 statuses and urgency, §5 "Material
 * request"): one schema for the Request materials form and POST /api/material-requests.
 * docs/decisions/0036-material-request-approval.md says who moves it along.
 */

export const MR_STATUSES = [
  { value: "pending", label: "Pending" },
  { value: "approved", label: "Approved" },
  { value: "rejected", label: "Rejected" },
  { value: "converted_to_po", label: "Converted to PO" },
] as const;
export type MrStatus = (typeof MR_STATUSES)[number]["value"];
export const MR_STATUS_KEYS = MR_STATUSES.map((s) => s.value) as [MrStatus, ...MrStatus[]];
export const mrStatusLabel = (key: string) => MR_STATUSES.find((s) => s.value === key)?.label ?? key;

export const URGENCY_LEVELS = [
  { value: "normal", label: "Normal" },
  { value: "urgent", label: "Urgent" },
  { value: "critical", label: "Critical" },
] as const;
export type Urgency = (typeof URGENCY_LEVELS)[number]["value"];
export const URGENCY_KEYS = URGENCY_LEVELS.map((u) => u.value) as [Urgency, ...Urgency[]];
export const urgencyLabel = (key: string) => URGENCY_LEVELS.find((u) => u.value === key)?.label ?? key;

/** data-model.md §5, word for word. */
export const DESCRIPTION_MESSAGE = "Please provide detailed material description (minimum 10 characters)";
export const REJECTION_REASON_MESSAGE = "A reason is required to reject a request";

const fieldShape = {
  requestedByName: text({ error: "Requested by is required" })
    .trim()
    .min(1, "Requested by is required")
    .max(200, "Requested by must be 200 characters or fewer"),
  dateNeeded: z
    .string({ error: "Date needed is required" })
    .trim()
    .min(1, "Date needed is required")
    .refine((v) => v === "" || isIsoDay(v), "Date needed must be a valid date (yyyy-mm-dd)"),
  materialDescription: text({ error: DESCRIPTION_MESSAGE })
    .trim()
    .min(10, DESCRIPTION_MESSAGE)
    .max(5000, "Material description must be 5000 characters or fewer"),
  quantityEstimate: optionalText("Quantity estimate", 500),
  urgencyLevel: z.enum(URGENCY_KEYS, { error: "Urgency must be normal, urgent or critical" }).default("normal"),
  siteLocation: optionalText("Site location", 500),
  costCode: optionalText("Cost code", 100),
  notes: optionalText("Notes", 2000),
};

/** The form's fields (the form knows its contract). */
export const materialRequestFieldsSchema = z.object(fieldShape);
export type MaterialRequestFormValues = z.input<typeof materialRequestFieldsSchema>;

/** POST /api/material-requests */
export const createMaterialRequestSchema = z.object({ projectId: id("Project is required"), ...fieldShape });
export type CreateMaterialRequestInput = z.output<typeof createMaterialRequestSchema>;

/** POST /api/material-requests/:id/reject (data-model.md §5: rejectionReason at most 1000). */
export const rejectRequestSchema = z.object({
  reason: text({ error: REJECTION_REASON_MESSAGE }).trim().min(1, REJECTION_REASON_MESSAGE).max(1000, "Rejection reason must be 1000 characters or fewer"),
});

export const mrIdParams = z.object({ id: id("Material request not found") });

const filters = {
  status: z.enum(MR_STATUS_KEYS, { error: "Status must be pending, approved, rejected or converted_to_po" }).optional(),
  urgency: z.enum(URGENCY_KEYS, { error: "Urgency must be normal, urgent or critical" }).optional(),
};
/** GET /api/material-requests (the Requests tab of /purchase-orders). */
export const listMaterialRequestsQuery = pageQuery.extend({ ...filters, projectId: id("Project not found").optional() });
export type ListMaterialRequestsQuery = z.output<typeof listMaterialRequestsQuery>;
/** GET /api/projects/by-slug/:slug/material-requests */
export const listProjectRequestsQuery = pageQuery.extend(filters);

export const materialRequestSchema = z
  .object({
    id: z.number().int(),
    projectId: z.number().int(),
    projectName: z.string(),
    projectSlug: z.string(),
    /**
     * Left out (with siteLocation, costCode and notes) for a reader without Contracts view: the site's
     * paperwork is the contract's (decisions 0015 and 0052).
     */
    requestedBy: personRef.nullable().optional(),
    requestedByName: z.string().optional(),
    dateNeeded: isoDay,
    materialDescription: z.string(),
    quantityEstimate: z.string().nullable(),
    urgencyLevel: z.enum(URGENCY_KEYS),
    siteLocation: z.string().nullable().optional(),
    costCode: z.string().nullable().optional(),
    status: z.enum(MR_STATUS_KEYS),
    notes: z.string().nullable().optional(),
    rejectionReason: z.string().nullable(),
    decidedBy: personRef.nullable(),
    decidedAt: timestamp.nullable(),
    convertedToPo: z.object({ id: z.number().int(), poNumber: z.string() }).nullable(),
    createdAt: timestamp,
  })
  .meta({ id: "MaterialRequest" });
export type MaterialRequestView = z.output<typeof materialRequestSchema>;

export const materialRequestListSchema = pageOf(materialRequestSchema);
export type MaterialRequestList = z.output<typeof materialRequestListSchema>;

/** POST /api/material-requests/:id/convert: the request and the draft order it became. */
export const convertAnswerSchema = z.object({ request: materialRequestSchema, orderId: z.number().int(), poNumber: z.string() });
