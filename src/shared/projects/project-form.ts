import { z } from "zod";
import { pageQuery } from "../common/paging";
import { idParams } from "../common/ids";
import { countField, wholeNumber } from "../common/whole-number";
import { PROJECT_STATUSES } from "./project-view";
import { MONEY_FIELDS, MONEY_FIELD_INFO, REASON_MAX, type MoneyField } from "./budget-fields";
import { isIsoDay } from "../common/days";
import { moneyField, optional, optionalDay, optionalText, postcodeField, requiredDecimalField, requiredText } from "../common/fields";
import { contactEmailField, contactPhoneField, memberField } from "./project-fields";

/**
 * A project (contract): one schema for the create and edit forms, POST /api/projects and
 * PATCH /api/projects/:id (data-model.md §5 "Project": only the name is required by the spec; the
 * address is required by the table).
 */
export const PROJECT_NAME_REQUIRED = "Project name is required";
export const ADDRESS_REQUIRED = "Address is required";
export const FINISH_BEFORE_START = "Finish date cannot be before the start date";
export const CONTACT_NUMBERS = [1, 2, 3, 4, 5] as const;

/** The contract's retention (decision 0081): a percentage of the certified value, 0 to 10 with 2 places. */
export const RETENTION_RANGE_MESSAGE = "Retention must be from 0% to 10%";
export const RETENTION_REQUIRED = "Retention is required: 0% when the client holds none";
export const PRACTICAL_COMPLETION_BEFORE_START = "Practical completion cannot be before the start date";
export const DEFECTS_PERIOD_MESSAGE = "Defects period must be a whole number of months from 0 to 24";
export const DEFECTS_PERIOD_REQUIRED = "Defects period is required: 0 when there is none";
export const DEFAULT_RETENTION_PERCENT = "3.00";
export const DEFAULT_DEFECTS_PERIOD_MONTHS = 12;

const retentionField = requiredDecimalField(
  "Retention",
  { scale: 2, whole: 2 },
  {
    example: "3",
    symbols: true,
    min: { value: "0", message: RETENTION_RANGE_MESSAGE },
    max: { value: "10", message: RETENTION_RANGE_MESSAGE },
    messages: { notNumber: "Retention must be a percentage, e.g. 3 or 2.5" },
  },
  RETENTION_REQUIRED,
);

/** Months of the defects period, as typed ("12") or sent (12); blank is not none, it is missing. */
const defectsPeriodField = z
  .union([z.string(), z.number(), z.null()], { error: DEFECTS_PERIOD_MESSAGE })
  .transform((v, ctx) => {
    if (v === null || (typeof v === "string" && v.trim() === "")) {
      ctx.addIssue({ code: "custom", message: DEFECTS_PERIOD_REQUIRED });
      return z.NEVER;
    }
    return typeof v === "string" ? v.trim() : v;
  })
  .pipe(wholeNumber({ message: DEFECTS_PERIOD_MESSAGE, min: 0, max: 24 }));

const statusField = z.enum(PROJECT_STATUSES, { message: `Status must be one of: ${PROJECT_STATUSES.join(", ")}` });

const contactFields = Object.fromEntries(
  CONTACT_NUMBERS.flatMap((n) => [
    [`clientContact${n}Name`, optionalText(`Contact ${n} name`, 100)],
    [`clientContact${n}Phone`, optional(contactPhoneField(`contact ${n}`))],
    [`clientContact${n}Email`, optional(contactEmailField(`contact ${n}`))],
  ]),
) as Record<`clientContact${(typeof CONTACT_NUMBERS)[number]}${"Name" | "Phone" | "Email"}`, ReturnType<typeof optionalText>>;

const moneyFields = Object.fromEntries(MONEY_FIELDS.map((f) => [f, moneyField(MONEY_FIELD_INFO[f].label)])) as Record<
  MoneyField,
  ReturnType<typeof moneyField>
>;

/** Why a money field changed; blank means none given. */
const reasonField = z
  .string()
  .nullish()
  .transform((v) => (v?.trim() ? v.trim() : undefined))
  .refine((v) => v === undefined || v.length <= REASON_MAX, `Reason must be ${REASON_MAX} characters or fewer`);
const reasonsField = z
  .object(Object.fromEntries(MONEY_FIELDS.map((f) => [f, reasonField.optional()])) as Record<MoneyField, z.ZodOptional<typeof reasonField>>)
  .partial()
  .nullish()
  .transform((v) => v ?? {});

const fields = {
  // Project
  name: requiredText("Project name", 200, PROJECT_NAME_REQUIRED),
  code: optionalText("Project code", 50),
  address: requiredText("Address", 500, ADDRESS_REQUIRED),
  postcode: optional(postcodeField),
  description: optionalText("Description", 5000),
  status: statusField,
  division: optionalText("Division", 100),
  // Client and contacts
  clientName: optionalText("Client name", 200),
  clientAddress: optionalText("Client address", 500),
  ...contactFields,
  // Budget
  ...moneyFields,
  // Team and dates
  projectManagerId: memberField("Choose a project manager from the team"),
  siteManagerId: memberField("Choose a site manager from the team"),
  startDate: optionalDay("Start date", "Start date must be a valid date"),
  finishDate: optionalDay("Finish date", "Finish date must be a valid date"),
  // Retention
  retentionPercent: retentionField,
  practicalCompletionDate: optionalDay("Practical completion date", "Practical completion date must be a valid date"),
  defectsPeriodMonths: defectsPeriodField,
};

const isDay = (v: unknown): v is string => typeof v === "string" && isIsoDay(v);

/** Finish and practical completion not before start, when given and valid (the server checks again against the stored dates). */
function datesInOrder(v: { startDate?: unknown; finishDate?: unknown; practicalCompletionDate?: unknown }, ctx: z.RefinementCtx) {
  if (isDay(v.startDate) && isDay(v.finishDate) && v.finishDate < v.startDate) {
    ctx.addIssue({ code: "custom", message: FINISH_BEFORE_START, path: ["finishDate"] });
  }
  if (isDay(v.startDate) && isDay(v.practicalCompletionDate) && v.practicalCompletionDate < v.startDate) {
    ctx.addIssue({ code: "custom", message: PRACTICAL_COMPLETION_BEFORE_START, path: ["practicalCompletionDate"] });
  }
}

/** POST /api/projects and the form. `reasons` is read only when editing. */
export const projectSchema = z
  .object({
    ...fields,
    status: statusField.default("Open"),
    retentionPercent: retentionField.default(DEFAULT_RETENTION_PERCENT),
    defectsPeriodMonths: defectsPeriodField.default(DEFAULT_DEFECTS_PERIOD_MONTHS),
    reasons: reasonsField,
  })
  .superRefine(datesInOrder);

/** PATCH /api/projects/:id: send what changes; each changed money field needs its reason. */
export const projectUpdateSchema = z.object(fields).partial().extend({ reasons: reasonsField }).superRefine(datesInOrder);

/** What the form holds (strings from inputs). */
export type ProjectForm = z.input<typeof projectSchema>;
export type ProjectInput = z.output<typeof projectSchema>;
export type ProjectUpdateInput = z.output<typeof projectUpdateSchema>;
/** The stored fields (no reasons). */
export type ProjectField = Exclude<keyof ProjectInput, "reasons">;
export const PROJECT_FIELDS = Object.keys(fields) as ProjectField[];

export const projectIdParams = idParams("Project not found");
export const projectSlugParams = z.object({ slug: z.string().trim().min(1, "Project not found").max(200, "Project not found") });

/** GET /api/projects: search, status filter, paged; most recently updated first. */
export const listProjectsQuery = pageQuery.extend({
  q: z.string().trim().max(100, "Search must be 100 characters or fewer").optional(),
  status: statusField.optional(),
});
export type ListProjectsQuery = z.input<typeof listProjectsQuery>;

/** GET /api/projects/team-options: active people for the manager pickers. */
export const teamOptionsQuery = z.object({
  q: z.string().trim().max(100, "Search must be 100 characters or fewer").optional(),
  limit: countField("Limit", 100).default(50),
});

const contactLabels = Object.fromEntries(
  CONTACT_NUMBERS.flatMap((n) => [
    [`clientContact${n}Name`, `Contact ${n} name`],
    [`clientContact${n}Phone`, `Contact ${n} phone`],
    [`clientContact${n}Email`, `Contact ${n} email`],
  ]),
);

/** Each field's label: on the form and in the activity log's "changed" list. */
export const PROJECT_LABELS = {
  name: "Project name",
  code: "Project code",
  address: "Site address",
  postcode: "Postcode",
  description: "Description",
  status: "Status",
  division: "Division",
  clientName: "Client name",
  clientAddress: "Client address",
  ...contactLabels,
  ...Object.fromEntries(MONEY_FIELDS.map((f) => [f, `${MONEY_FIELD_INFO[f].label} (£)`])),
  projectManagerId: "Project manager",
  siteManagerId: "Site manager",
  startDate: "Start date",
  finishDate: "Finish date",
  retentionPercent: "Retention (%)",
  practicalCompletionDate: "Practical completion",
  defectsPeriodMonths: "Defects period (months)",
} as Record<ProjectField, string>;
