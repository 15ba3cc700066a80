import { z } from "zod";
import { idSchema } from "../common/ids";
import { dayField, optionalDay, optionalText, requiredText } from "../common/fields";
import { labelled } from "../common/labelled";
import { pageOf } from "../common/paging";
import { countField } from "../common/whole-number";
import { isoDay, personRef, timestamp } from "../common/wire";
import { ukDay } from "../common/uk-dates";
import {
  ELECTRICAL_TIERS,
  INSPECTION_KINDS,
  INTERVAL_UNITS,
  SAFE_COLOURS,
  inspectionKindLabel,
  type ElectricalTier,
  type SafeReason,
} from "../rules/inspections";
import { assetStatusLabel } from "./asset-lists";

/**
 * Inspections and examinations of an asset (issue 32, decision 0074): one form and one route for every
 * kind of rules/inspections.ts. What a kind must carry is the law's or HSE's:
 *
 * - LOLER's thorough examination: the report's required content (LOLER 1998 Schedule 1, HSE L113): who
 *   examined it and for whom they work, the day, the safe working load(s), each defect with whether it
 *   is a danger now and, when it is not yet, the day it must be repaired by, whether the item may stay
 *   in use, and the latest day of the next examination. Its result is worked out from those, never typed:
 *   a defect that is a danger now, or "may not stay in use", is a fail.
 * - PUWER's inspection: passed, passed with defects, or failed.
 * - HSG107's three electrical tiers: passed or failed.
 * - A hired-in item's evidence from its supplier (`bySupplier`): any kind, with the supplier's document
 *   (one of the asset's documents, category Inspection) and the next due day it states.
 */

export const {
  values: INSPECTION_RESULTS,
  labels: INSPECTION_RESULT_LABELS,
  label: inspectionResultLabel,
} = labelled({ pass: "Passed", pass_with_defects: "Passed with defects", fail: "Failed" });
export type InspectionResult = (typeof INSPECTION_RESULTS)[number];

export const INSPECTION_MESSAGES = {
  kind: "Choose the kind of inspection",
  dayFuture: "The inspection date cannot be in the future",
  examinerRequired: "Examiner's name is required",
  examinerCompanyRequired: "The examiner's company is required on a thorough examination report",
  safeWorkingLoadRequired: "The safe working load is required on a thorough examination report",
  mayStayInUse: "Say whether the item may stay in use",
  dangerousMayStay: "An item with a defect that is a danger now may not stay in use",
  nextDueRequired: "The date of the next thorough examination is required",
  nextDueAfterDay: "The next due date must be after the inspection date",
  defectDescription: "Describe the defect",
  defectDangerous: "Say whether the defect is a danger now",
  repairByRequired: "Give the date by which this defect must be repaired",
  repairByBeforeDay: "The repair date cannot be before the inspection date",
  result: "Choose the result",
  electricalResult: "Choose passed or failed",
  defectsOnPass: "A pass with defects listed is a pass with defects",
  supplierDocument: "Choose the supplier's inspection document",
  supplierNextDue: "The next due date the supplier's evidence states is required",
  supplierOwned: "Supplier evidence is for hired-in items",
  documentNotInspection: "Choose one of this asset's documents in the Inspection category",
  notLifting: "This item is not lifting equipment: set its lifting use before recording a thorough examination",
  notElectrical: "This item is not a portable electrical tool: mark it as one before recording an electrical check",
  tooManyDefects: "At most 50 defects",
} as const;

const defectSchema = z.object({
  description: requiredText("Defect", 500, INSPECTION_MESSAGES.defectDescription),
  dangerous: z.boolean({ error: INSPECTION_MESSAGES.defectDangerous }),
  repairBy: optionalDay("Repair by"),
});
export type InspectionDefect = z.output<typeof defectSchema>;

const inspectionObject = z.object({
  kind: z.enum(INSPECTION_KINDS, { error: INSPECTION_MESSAGES.kind }),
  day: dayField("Inspection date"),
  examinerName: requiredText("Examiner's name", 200, INSPECTION_MESSAGES.examinerRequired),
  examinerCompany: optionalText("Examiner's company", 200),
  safeWorkingLoad: optionalText("Safe working load", 500),
  defects: z.array(defectSchema, { error: "Defects must be a list" }).max(50, INSPECTION_MESSAGES.tooManyDefects).default([]),
  /** LOLER: required. Other kinds: left out, it stays in use unless the result is a fail. */
  mayStayInUse: z.boolean({ error: INSPECTION_MESSAGES.mayStayInUse }).nullish(),
  /** LOLER works it out; every other kind says it. */
  result: z.preprocess((v) => (v === "" ? null : v), z.enum(INSPECTION_RESULTS, { error: INSPECTION_MESSAGES.result }).nullish()),
  nextDueDay: optionalDay("Next due date"),
  bySupplier: z.boolean({ error: "By supplier must be true or false" }).default(false),
  reportDocumentId: z.preprocess((v) => (v === "" ? null : v), idSchema(INSPECTION_MESSAGES.supplierDocument).nullish()),
  notes: optionalText("Notes", 2000),
});

type InspectionFields = z.output<typeof inspectionObject>;

/**
 * Each kind's rules, on their fields. They run even when a field of their own failed (`when`), so a
 * person sees every problem of the report at once; a value that did not parse is read as missing.
 */
function checkKind(v: InspectionFields, ctx: z.RefinementCtx) {
  const refuse = (path: (string | number)[], message: string) => ctx.addIssue({ code: "custom", path, message });
  const loler = v.kind === "thorough_examination";
  const electrical = (ELECTRICAL_TIERS as readonly string[]).includes(v.kind);
  const defects = Array.isArray(v.defects) ? v.defects : [];
  const day = typeof v.day === "string" ? v.day : "";
  if (loler) {
    if (!v.examinerCompany) refuse(["examinerCompany"], INSPECTION_MESSAGES.examinerCompanyRequired);
    if (!v.safeWorkingLoad) refuse(["safeWorkingLoad"], INSPECTION_MESSAGES.safeWorkingLoadRequired);
    if (v.mayStayInUse === null || v.mayStayInUse === undefined) refuse(["mayStayInUse"], INSPECTION_MESSAGES.mayStayInUse);
    else if (v.mayStayInUse === true && defects.some((d) => d?.dangerous === true)) refuse(["mayStayInUse"], INSPECTION_MESSAGES.dangerousMayStay);
    if (!v.nextDueDay) refuse(["nextDueDay"], INSPECTION_MESSAGES.nextDueRequired);
  } else if (v.kind && !v.result) refuse(["result"], electrical ? INSPECTION_MESSAGES.electricalResult : INSPECTION_MESSAGES.result);
  else if (electrical && v.result === "pass_with_defects") refuse(["result"], INSPECTION_MESSAGES.electricalResult);
  else if (!electrical && v.result === "pass" && defects.length > 0) refuse(["result"], INSPECTION_MESSAGES.defectsOnPass);
  defects.forEach((d, i) => {
    // A defect that is not yet a danger has the day it could become one (Schedule 1 para 8(c)); one that is a danger now is repaired before use.
    if (d?.dangerous === false && !d.repairBy) refuse(["defects", i, "repairBy"], INSPECTION_MESSAGES.repairByRequired);
    if (typeof d?.repairBy === "string" && d.repairBy < day) refuse(["defects", i, "repairBy"], INSPECTION_MESSAGES.repairByBeforeDay);
  });
  if (typeof v.nextDueDay === "string" && v.nextDueDay <= day) refuse(["nextDueDay"], INSPECTION_MESSAGES.nextDueAfterDay);
  if (v.bySupplier && !v.reportDocumentId) refuse(["reportDocumentId"], INSPECTION_MESSAGES.supplierDocument);
  if (v.bySupplier && !v.nextDueDay && !loler) refuse(["nextDueDay"], INSPECTION_MESSAGES.supplierNextDue);
}

/**
 * POST /api/assets/:id/inspections. The answer is the record as it is stored: LOLER's result worked
 * out from its defects and "may stay in use", an electrical tier's defects and every other kind's safe
 * working load cleared.
 */
export const inspectionSchema = inspectionObject
  .superRefine(checkKind, { when: (payload) => typeof payload.value === "object" && payload.value !== null })
  .transform((v) => {
    const loler = v.kind === "thorough_examination";
    const electrical = (ELECTRICAL_TIERS as readonly string[]).includes(v.kind);
    const dangerous = v.defects.some((d) => d.dangerous);
    const mayStayInUse = loler ? v.mayStayInUse! : v.result !== "fail" && !dangerous;
    const result: InspectionResult = loler ? (!mayStayInUse ? "fail" : v.defects.length > 0 ? "pass_with_defects" : "pass") : v.result!;
    return {
      ...v,
      result,
      mayStayInUse,
      defects: electrical ? [] : v.defects.map((d) => ({ ...d, repairBy: d.repairBy ?? null })),
      safeWorkingLoad: loler ? v.safeWorkingLoad : null,
      reportDocumentId: v.reportDocumentId ?? null,
    };
  });
export type InspectionFormValues = z.input<typeof inspectionSchema>;
export type InspectionInput = z.output<typeof inspectionSchema>;

/** Whether a recorded inspection takes the item out of use: a fail, a defect that is a danger now, or "may not stay in use". */
export const takesOutOfUse = (i: { result: string; mayStayInUse: boolean; defects: readonly { dangerous: boolean }[] }) =>
  i.result === "fail" || !i.mayStayInUse || i.defects.some((d) => d.dangerous);

// Answers ----------------------------------------------------------------------------------------

export const inspectionViewSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(INSPECTION_KINDS),
    day: isoDay,
    result: z.enum(INSPECTION_RESULTS),
    examinerName: z.string(),
    examinerCompany: z.string().nullable(),
    safeWorkingLoad: z.string().nullable(),
    defects: z.array(z.object({ description: z.string(), dangerous: z.boolean(), repairBy: isoDay.nullable() })),
    mayStayInUse: z.boolean(),
    nextDueDay: isoDay.nullable(),
    project: personRef.nullable().describe("The contract it was on when inspected"),
    bySupplier: z.boolean(),
    reportDocument: z.object({ id: z.number().int(), title: z.string() }).nullable(),
    notes: z.string().nullable(),
    recordedBy: personRef.nullable(),
    createdAt: timestamp,
  })
  .meta({ id: "AssetInspection" });
export type InspectionView = z.output<typeof inspectionViewSchema>;
export const inspectionListSchema = pageOf(inspectionViewSchema);
export type InspectionList = z.output<typeof inspectionListSchema>;
/** The record saved, and whether the item is now out of use. */
export const recordedInspectionSchema = z.object({ inspection: inspectionViewSchema, assetOutOfUse: z.boolean() });

/** The documents a supplier's evidence may point at: the asset's own, category Inspection. */
export const inspectionDocumentsSchema = z.object({
  documents: z.array(z.object({ id: z.number().int(), title: z.string(), expiryDate: isoDay.nullable() })),
});

// Whether it is safe to use, for the asset page -------------------------------------------------------

export const {
  values: STANDING_STATES,
  labels: STANDING_STATE_LABELS,
  label: standingStateLabel,
} = labelled({ in_date: "In date", due_soon: "Due soon", overdue: "Overdue", never: "Never done" });
export type StandingState = (typeof STANDING_STATES)[number];

/** A reason of rules/inspections.ts safeToUse in words, as the asset page says it. */
export function safeReasonText(reason: SafeReason, outOfUseReason?: string | null): string {
  switch (reason.code) {
    case "out_of_use":
      return outOfUseReason ? `Out of use: ${outOfUseReason}` : "Out of use";
    case "not_in_service":
      return `Not in service: ${assetStatusLabel(reason.status).toLowerCase()}`;
    case "never_inspected":
      return `${inspectionKindLabel(reason.kind)}: none recorded`;
    case "overdue":
      return `${inspectionKindLabel(reason.kind)}: overdue (due ${ukDay(reason.dueDay!)})`;
    case "due_soon":
      return `${inspectionKindLabel(reason.kind)}: due ${ukDay(reason.dueDay!)}`;
  }
}

export const assetSafetySchema = z
  .object({
    colour: z.enum(SAFE_COLOURS),
    /** "Safe to use", "Do not use"… */
    label: z.string(),
    /** Why, worst first, in words: "Thorough examination (LOLER) overdue since 01/03/2025". */
    reasons: z.array(z.string()),
    /** Each inspection the item needs: its last and next day and state. */
    standings: z.array(
      z.object({
        kind: z.enum(INSPECTION_KINDS),
        lastDay: isoDay.nullable(),
        dueDay: isoDay.nullable(),
        dueFor: z.enum(["interval", "new_site", "never"]),
        state: z.enum(STANDING_STATES),
      }),
    ),
    outOfUse: z.object({ reason: z.string().nullable(), since: timestamp.nullable() }).nullable(),
    hiredIn: z.boolean(),
    /** The reader may record inspections and clear the item for use (Assets edit). */
    canEdit: z.boolean(),
  })
  .meta({ id: "AssetSafety" });
export type AssetSafetyView = z.output<typeof assetSafetySchema>;

// Company settings ------------------------------------------------------------------------------

export const SETTINGS_MESSAGES = { unit: "Choose days, weeks or months" } as const;

const tierSchema = (label: string) =>
  z.object({
    every: countField(`${label}: every`, 120),
    unit: z.enum(INTERVAL_UNITS, { error: SETTINGS_MESSAGES.unit }),
    warnDays: countField(`${label}: warning days`, 90),
  });

const ELECTRICAL_TIER_NAMES: Record<ElectricalTier, string> = {
  user_check: "User check",
  formal_visual: "Formal visual inspection",
  inspection_and_test: "Combined inspection and test",
};

/**
 * PUT /api/assets/settings: HSG107's three tiers at the company's intervals (each every N days, weeks or
 * months, and the days before it turns amber), and the days hired-in plant may go without a pre-use
 * check before it is flagged idle.
 */
export const assetSettingsSchema = z.object({
  electrical: z.object({
    user_check: tierSchema(ELECTRICAL_TIER_NAMES.user_check),
    formal_visual: tierSchema(ELECTRICAL_TIER_NAMES.formal_visual),
    inspection_and_test: tierSchema(ELECTRICAL_TIER_NAMES.inspection_and_test),
  }),
  idleHireDays: countField("Idle hire days", 60),
});
export type AssetSettingsInput = z.output<typeof assetSettingsSchema>;
export type AssetSettingsFormValues = z.input<typeof assetSettingsSchema>;

const tierView = z.object({ every: z.number().int(), unit: z.enum(INTERVAL_UNITS), warnDays: z.number().int() });
export const assetSettingsViewSchema = z
  .object({
    electrical: z.object({ user_check: tierView, formal_visual: tierView, inspection_and_test: tierView }),
    idleHireDays: z.number().int(),
    /** False until the company saves its own: HSG107's suggestions and 3 days. */
    saved: z.boolean(),
  })
  .meta({ id: "AssetSettings" });
export type AssetSettingsView = z.output<typeof assetSettingsViewSchema>;

/** The days hired-in plant may go without a pre-use check before it is flagged idle, until the company says. */
export const DEFAULT_IDLE_HIRE_DAYS = 3;

/**
 * What the settings screen says of the defaults: HSE's HSG107 (third edition, 2013), "Maintaining
 * portable electrical equipment", table of suggested initial intervals, the construction row for 110 V
 * equipment (checked against the table's own words: weekly; monthly; before first use on site, then 3-monthly).
 */
export const HSG107_DEFAULTS_TEXT =
  "HSE's HSG107 suggests initial intervals for 110 V equipment on construction sites: user checks weekly, a formal visual inspection monthly, and a combined inspection and test before first use on site, then 3-monthly. Set your own from your experience of how your tools fare.";
