import { z } from "zod";
import { endpoint, fileResponse } from "../common/contract";
import { isoDayField } from "../common/days";
import { dayField } from "../common/fields";
import { idSchema } from "../common/ids";
import { pageQuery } from "../common/paging";
import { contractEndpoints } from "../common/record-endpoints";
import { slugParams } from "../common/slug";
import { timestamp } from "../common/wire";
import {
  attendanceViewSchema,
  gateRosterSchema,
  SIGN_IN_MESSAGES,
  signInAnswerSchema,
  signInInput,
  signInSettingsInput,
  signInSettingsViewSchema,
  signOutInput,
} from "./site-sign-in";

/**
 * Site sign-in (issue 31, decision 0069) under the Workforce page permission: signing in and out needs
 * Workforce create, overriding a refusal and correcting a time Workforce edit, reading the roll-call
 * and the day's record Workforce view. Visitors keep their Contracts rights (the diary's attendance).
 */

export const workforceOnContract = contractEndpoints("Workforce", slugParams);
export const attendanceParams = z.object({ id: idSchema(SIGN_IN_MESSAGES.attendanceNotFound) });

const onContract = workforceOnContract;

export const dayQuery = pageQuery.extend({ date: isoDayField("Date").optional() });

export const EXPORT_FORMATS = ["csv", "xlsx"] as const;
export const exportQuery = z
  .object({
    format: z.enum(EXPORT_FORMATS, { error: "Format must be csv or xlsx" }).default("csv"),
    from: dayField("From"),
    to: dayField("To"),
    /** One employer (as the sign-ins name it); absent: every employer. */
    company: z.string().trim().max(200).optional(),
    projectId: idSchema("Project not found").optional(),
  })
  .refine((q) => q.from <= q.to, { message: "To must be on or after From", path: ["to"] });
export type ExportQuery = z.output<typeof exportQuery>;
/** A year at most: the export is for a pay period or a subcontractor's check, not the whole history. */
export const EXPORT_MAX_DAYS = 366;

export const retentionInput = z.object({
  attendanceMonths: z.coerce
    .number({ error: "Keep sign-ins for 1 to 120 months" })
    .int("Keep sign-ins for 1 to 120 months")
    .min(1, "Keep sign-ins for 1 to 120 months")
    .max(120, "Keep sign-ins for 1 to 120 months"),
  gateAnswerDays: z.coerce
    .number({ error: "Keep gate answers for 1 to 365 days" })
    .int("Keep gate answers for 1 to 365 days")
    .min(1, "Keep gate answers for 1 to 365 days")
    .max(365, "Keep gate answers for 1 to 365 days"),
});
export type RetentionInput = z.output<typeof retentionInput>;
export type RetentionFormValues = z.input<typeof retentionInput>;
export const retentionViewSchema = retentionInput.extend({ updatedAt: timestamp.nullable() }).meta({ id: "SignInRetention" });

export const signInContractSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  onSiteCount: z.number().int(),
  headcountLimit: z.number().int().nullable(),
});

export const siteSignInEndpoints = {
  contracts: endpoint({
    method: "GET",
    path: "/api/site-sign-in/contracts",
    access: ["Workforce", "view"],
    summary: "The open contracts with how many are on each site now (the /site-sign-in screen)",
    response: z.object({ contracts: z.array(signInContractSchema) }).meta({ id: "SignInContracts" }),
  }),
  settings: onContract.read("site-sign-in/settings", "The contract's gate checks, briefing, automatic sign-out time, headcount limit and poster address", {
    response: signInSettingsViewSchema,
  }),
  saveSettings: onContract.write(
    "PUT",
    "site-sign-in/settings",
    "edit",
    "Save the contract's gate checks, briefing, automatic sign-out time and headcount limit",
    {
      body: signInSettingsInput,
      response: signInSettingsViewSchema,
    },
  ),
  roster: onContract.read(
    "site-sign-in/roster",
    "The gate's look-up list: every active worker with their refusals, today's checks and whether they are on site (cached on the device for offline use)",
    {
      response: gateRosterSchema,
    },
  ),
  signIn: onContract.write(
    "POST",
    "site-sign-in/sign-in",
    "create",
    "Sign a worker in: refused with the reasons (409) unless a site manager overrides; a queued offline sign-in is kept and flagged",
    {
      body: signInInput,
      response: signInAnswerSchema,
    },
  ),
  signOut: onContract.write("POST", "site-sign-in/sign-out", "create", "Sign a worker out (now, or at the moment a queued offline tap was made)", {
    body: signOutInput,
    response: attendanceViewSchema,
  }),
  export: endpoint({
    method: "GET",
    path: "/api/site-attendance/export",
    access: ["Workforce", "view"],
    summary: "Attendance for payroll and subcontractor checks: per employer and date range, as CSV or XLSX",
    query: exportQuery,
    response: fileResponse("text/csv"),
  }),
  retention: endpoint({
    method: "GET",
    path: "/api/site-sign-in/retention",
    access: ["Workforce", "view"],
    summary: "How long sign-ins and gate answers are kept (decision 0069)",
    response: retentionViewSchema,
  }),
  saveRetention: endpoint({
    method: "PUT",
    path: "/api/site-sign-in/retention",
    access: "admin",
    summary: "Set how long sign-ins and gate answers are kept; a daily job removes what has expired",
    body: retentionInput,
    response: retentionViewSchema,
  }),
};
