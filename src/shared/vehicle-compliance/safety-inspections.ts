import { z } from "zod";
import { decimalField, optionalText, requiredText } from "../common/fields";
import { idSchema } from "../common/ids";
import { pageOf } from "../common/paging";
import { isoDay, personRef, timestamp } from "../common/wire";
import { EXPIRY_STATES } from "../common/expiry";
import { INSPECTION_KEEP_MONTHS } from "../rules/hgv-inspections";
import { PREVIEW_IMAGE_TYPES } from "../files/files";
import { optionalMileage, pastDay } from "./vehicle";

/** An HGV's periodic safety inspection (DVSA, Guide to maintaining roadworthiness) as the API carries it. */

export const SAFETY_RESULTS = ["pass", "pass_with_rectification", "fail"] as const;
export type SafetyResult = (typeof SAFETY_RESULTS)[number];
export const SAFETY_RESULT_LABELS: Record<SafetyResult, string> = {
  pass: "Pass",
  pass_with_rectification: "Pass with rectification",
  fail: "Fail",
};

export const SAFETY_MESSAGES = {
  result: "Choose the result: pass, pass with rectification or fail",
  brake: "Brake test must be a percentage, e.g. 58.5",
  brakeMax: "Brake test must be 100% or less",
  defectsOnFail: "Describe the defects found: the inspection failed or needed rectification",
  notFound: "Safety inspection not found",
  /** DVSA: inspection records are kept for at least 15 months. */
  keep: (until: string) =>
    `Safety inspection records must be kept for at least ${INSPECTION_KEEP_MONTHS} months (DVSA, Guide to maintaining roadworthiness): this one may be deleted from ${until}`,
  noInterval: "Set the vehicle's safety inspection interval (weeks) on the vehicle first",
  reportType: "The inspection report must be a PDF or a photo (PNG, JPEG, WebP or GIF)",
  noReport: "This inspection has no report attached",
} as const;

/** What an inspection report may be: the garage's PDF, or a photo of the paper sheet. */
export const REPORT_TYPES = ["application/pdf", ...PREVIEW_IMAGE_TYPES] as const;
export const isReportType = (mimetype: string) => (REPORT_TYPES as readonly string[]).includes(mimetype);
/** For <input type="file" accept>. */
export const REPORT_ACCEPT = REPORT_TYPES.join(",");

export const safetyInspectionSchema = z
  .object({
    day: pastDay("Inspection date"),
    inspector: requiredText("Inspector", 200),
    mileage: optionalMileage,
    result: z.enum(SAFETY_RESULTS, { error: SAFETY_MESSAGES.result }),
    brakeTestPercent: decimalField(
      "Brake test",
      { scale: 1, whole: 3 },
      {
        example: "58.5",
        symbols: true,
        min: { value: "0", message: SAFETY_MESSAGES.brake },
        max: { value: "100", message: SAFETY_MESSAGES.brakeMax },
        messages: { notNumber: SAFETY_MESSAGES.brake },
      },
    ),
    defects: optionalText("Defects", 4000),
  })
  .superRefine((v, ctx) => {
    if (v.result !== "pass" && !v.defects) ctx.addIssue({ code: "custom", path: ["defects"], message: SAFETY_MESSAGES.defectsOnFail });
  });
export type SafetyInspectionInput = z.output<typeof safetyInspectionSchema>;
export type SafetyInspectionForm = z.input<typeof safetyInspectionSchema>;

export const safetyInspectionParams = z.object({ id: idSchema("Vehicle not found"), inspectionId: idSchema(SAFETY_MESSAGES.notFound) });

export const safetyInspectionView = z
  .object({
    id: z.number().int(),
    day: isoDay,
    isoWeek: z.string().describe("yyyy-Www"),
    inspector: z.string(),
    mileage: z.number().int().nullable(),
    result: z.enum(SAFETY_RESULTS),
    brakeTestPercent: z.string().nullable(),
    defects: z.string().nullable(),
    report: z.object({ fileId: z.number().int(), name: z.string() }).nullable(),
    /** The first day the record may be deleted (15 months on). */
    keptUntil: isoDay,
    recordedBy: personRef.nullable(),
    createdAt: timestamp,
  })
  .meta({ id: "SafetyInspection" });
export type SafetyInspectionView = z.output<typeof safetyInspectionView>;

/** Where a vehicle stands: its interval, last and next weeks, the state of the next, and the plan ahead. */
export const inspectionStanding = z.object({
  intervalWeeks: z.number().int().nullable(),
  lastDay: isoDay.nullable(),
  lastWeek: z.string().nullable(),
  nextWeek: z.string().nullable(),
  /** The one expiry rule on the due week's Sunday: expiring = due this week or next; expired = overdue; none = no interval set. */
  state: z.enum(EXPIRY_STATES),
  plan: z.array(z.object({ week: z.string(), monday: isoDay, sunday: isoDay })),
});
export type InspectionStanding = z.output<typeof inspectionStanding>;

export const safetyInspectionList = pageOf(safetyInspectionView).extend({ standing: inspectionStanding }).meta({ id: "SafetyInspectionList" });
export type SafetyInspectionList = z.output<typeof safetyInspectionList>;

export const recordedInspection = z.object({ inspection: safetyInspectionView, standing: inspectionStanding });
