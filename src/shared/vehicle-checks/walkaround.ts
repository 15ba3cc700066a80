import { z } from "zod";
import { idSchema } from "../common/ids";
import { optionalDay, optionalText, requiredText } from "../common/fields";
import { pageOf, pageQuery } from "../common/paging";
import { wholeNumber } from "../common/whole-number";
import { isoDay, personRef, timestamp } from "../common/wire";
import { labelled } from "../common/labelled";

/**
 * A driver's daily walkaround check (issue 33), on a phone before the first journey of the day.
 *
 * The items are DVSA's daily walkaround check: "Van drivers: daily walkaround check" for cars and vans,
 * and the HGV list of the Guide to maintaining roadworthiness for goods vehicles over 3.5 t (cab, air
 * and electrical lines, coupling, spray suppression, markers, tachograph, smoke, load, trailer). Each
 * item is answered OK, Defect (with a note of what is wrong) or N/A (no trailer today). A nil-defect
 * check is a check with nothing but OK and N/A, and is kept as the record that the check was done.
 * A defect the driver marks unsafe takes the vehicle off the road until an authorised person clears it.
 */

export type WalkaroundItemDef = { key: string; label: string };

/** Every vehicle: cars and vans (DVSA's van walkaround check), in the order a driver walks round. */
export const WALKAROUND_ITEMS: readonly WalkaroundItemDef[] = [
  { key: "warning_lamps", label: "Dashboard warning lamps" },
  { key: "steering", label: "Steering" },
  { key: "brakes", label: "Brakes" },
  { key: "horn", label: "Horn" },
  { key: "seat_belts", label: "Seat belts" },
  { key: "mirrors", label: "Mirrors and glass" },
  { key: "windscreen", label: "Windscreen, wipers and washers" },
  { key: "lights", label: "Lights and indicators" },
  { key: "tyres", label: "Tyres and wheel fixings" },
  { key: "leaks", label: "Fuel, oil and fluid leaks" },
  { key: "levels", label: "Oil, coolant, AdBlue, screen wash and fuel levels" },
  { key: "battery", label: "Battery security" },
  { key: "bodywork", label: "Bodywork, doors and security of load" },
  { key: "plates", label: "Registration plates" },
];

/** Goods vehicles over 3.5 t (an HGV): the extra items of DVSA's HGV walkaround check. */
export const HGV_WALKAROUND_ITEMS: readonly WalkaroundItemDef[] = [
  { key: "tachograph", label: "Tachograph working" },
  { key: "air_electrical_lines", label: "Air and electrical lines" },
  { key: "coupling", label: "Coupling security" },
  { key: "spray_suppression", label: "Spray suppression and wings" },
  { key: "markers_reflectors", label: "Markers, reflectors and height marker" },
  { key: "smoke", label: "Excessive exhaust smoke" },
  { key: "load_security", label: "Load security and weight" },
  { key: "trailer", label: "Trailer (brakes, lights, landing legs)" },
];

/** Over this gross weight a goods vehicle is an HGV (DVSA; it needs C1 or C, and an operator's licence). */
export const HGV_OVER_KG = 3500;

/** A vehicle as the checklist and the licence rule read it. */
export type VehicleKind = { vehicleType: string; grossWeightKg: number | null; operatorLicence?: boolean };

export const isHgv = (v: VehicleKind) => v.vehicleType === "truck" || (v.grossWeightKg ?? 0) > HGV_OVER_KG || v.operatorLicence === true;

/** The items asked of one vehicle: everyone's, and an HGV's extras. */
export const walkaroundItemsFor = (v: VehicleKind): readonly WalkaroundItemDef[] =>
  isHgv(v) ? [...WALKAROUND_ITEMS, ...HGV_WALKAROUND_ITEMS] : WALKAROUND_ITEMS;

export const {
  values: WALKAROUND_RESULTS,
  labels: WALKAROUND_RESULT_LABELS,
  label: walkaroundResultLabel,
} = labelled({ ok: "OK", defect: "Defect", na: "N/A" });
export type WalkaroundResult = (typeof WALKAROUND_RESULTS)[number];

export const WALKAROUND_MESSAGES = {
  answers: "Answer every check",
  key: "Each answer names its check",
  result: "Choose OK, Defect or N/A",
  defectNote: "Say what is wrong",
  repeated: "Each check may be answered once",
  unanswered: (labels: readonly string[]) => `Answer every check: ${labels.join(", ")}`,
  unknown: (keys: readonly string[]) => `Not a check of this vehicle: ${keys.join(", ")}`,
  unsafeWithoutDefect: "Only a defect can make the vehicle unsafe to drive",
  mileage: "Mileage must be a whole number of miles",
  driver: "Driver not found",
  oneDriver: "Choose one driver: a worker or a user",
  dayFuture: "The check date cannot be in the future",
} as const;

const answerSchema = z
  .object({
    key: requiredText("Check", 60, WALKAROUND_MESSAGES.key),
    result: z.enum(WALKAROUND_RESULTS, { error: WALKAROUND_MESSAGES.result }),
    note: optionalText("Note", 500),
  })
  .superRefine((a, ctx) => {
    if (a.result === "defect" && !a.note) ctx.addIssue({ code: "custom", path: ["note"], message: WALKAROUND_MESSAGES.defectNote });
  });

const optionalId = (message: string) => z.preprocess((v) => (v === "" ? null : v), idSchema(message).nullish());

/**
 * POST /api/fleet/:id/walkaround-checks: every item answered, the driver (a worker, a user, or none:
 * the person signed in), the odometer (not lower than the last reading), and whether a defect makes
 * the vehicle unsafe to drive.
 */
export const walkaroundCheckSchema = z
  .object({
    answers: z
      .array(answerSchema, { error: WALKAROUND_MESSAGES.answers })
      .min(1, WALKAROUND_MESSAGES.answers)
      .max(HGV_WALKAROUND_ITEMS.length + WALKAROUND_ITEMS.length, WALKAROUND_MESSAGES.answers),
    driverWorkerId: optionalId(WALKAROUND_MESSAGES.driver),
    driverUserId: optionalId(WALKAROUND_MESSAGES.driver),
    mileage: z.preprocess(
      (v) => (v === "" || v === null || v === undefined ? null : typeof v === "string" ? v.trim().replace(/,/g, "") : v),
      wholeNumber({ message: WALKAROUND_MESSAGES.mileage, min: 0, max: 9_999_999 }).nullable(),
    ),
    unsafe: z.boolean({ error: "Say whether the vehicle is unsafe to drive" }).default(false),
    notes: optionalText("Notes", 1000),
    /** Left out: today. */
    day: optionalDay("Check date"),
  })
  // Told beside the other problems (`when`): a value that did not parse is skipped.
  .superRefine(
    (v, ctx) => {
      const answers = Array.isArray(v.answers) ? v.answers : [];
      const seen = new Set<string>();
      answers.forEach((a, i) => {
        if (typeof a?.key !== "string") return;
        if (seen.has(a.key)) ctx.addIssue({ code: "custom", path: ["answers", i, "key"], message: WALKAROUND_MESSAGES.repeated });
        seen.add(a.key);
      });
      if (v.driverWorkerId && v.driverUserId) ctx.addIssue({ code: "custom", path: ["driverUserId"], message: WALKAROUND_MESSAGES.oneDriver });
      if (v.unsafe === true && !answers.some((a) => a?.result === "defect"))
        ctx.addIssue({ code: "custom", path: ["unsafe"], message: WALKAROUND_MESSAGES.unsafeWithoutDefect });
    },
    { when: (payload) => typeof payload.value === "object" && payload.value !== null },
  );
export type WalkaroundCheckFormValues = z.input<typeof walkaroundCheckSchema>;
export type WalkaroundCheckInput = z.output<typeof walkaroundCheckSchema>;

/**
 * The answers checked against the vehicle's list: each of its items answered once, nothing else.
 * Shared so the form says the same as the server (which also holds the list).
 */
export function checklistProblem(items: readonly WalkaroundItemDef[], answers: readonly { key: string }[]): string | null {
  const keys = new Set(items.map((i) => i.key));
  const unknown = answers.map((a) => a.key).filter((k) => !keys.has(k));
  if (unknown.length) return WALKAROUND_MESSAGES.unknown(unknown);
  const answered = new Set(answers.map((a) => a.key));
  const missing = items.filter((i) => !answered.has(i.key)).map((i) => i.label);
  return missing.length ? WALKAROUND_MESSAGES.unanswered(missing) : null;
}

/** What a defect note says of a check: "Lights and indicators: nearside brake light out; …". */
export const defectSummary = (items: readonly { label: string; result: string; note?: string | null }[]) =>
  items
    .filter((i) => i.result === "defect")
    .map((i) => `${i.label}: ${i.note ?? ""}`)
    .join("; ");

// Clearing a defect -------------------------------------------------------------------------------

export const CLEAR_MESSAGES = {
  note: "Say what was done to put it right",
  noDefect: "This check found no defects to clear",
  already: "This defect has already been cleared",
} as const;

/** POST /api/fleet/walkaround-checks/:id/clearance: the rectification, by an authorised person. */
export const clearDefectSchema = z.object({ note: requiredText("Rectification", 1000, CLEAR_MESSAGES.note) });
export type ClearDefectInput = z.output<typeof clearDefectSchema>;

// A defect's photos ------------------------------------------------------------------------------

/** Photos a defect may carry: a close-up, the whole and one more is plenty for whoever puts it right. */
export const MAX_DEFECT_PHOTOS = 3;

export const DEFECT_PHOTO_MESSAGES = {
  item: "Check item not found",
  notDefect: "Only a defect can have a photo",
  tooMany: `A defect can have at most ${MAX_DEFECT_PHOTOS} photos`,
  notFound: "Photo not found on this check",
} as const;

/** POST /api/fleet/walkaround-checks/:id/items/:key/photos: a defect of the check, by its item's key. */
export const walkaroundItemParams = z.object({
  id: idSchema("Walkaround check not found"),
  key: z.string().trim().min(1, DEFECT_PHOTO_MESSAGES.item).max(60, DEFECT_PHOTO_MESSAGES.item),
});
/** A defect's photo, under its item (the photo of another item of the same check is not found). */
export const walkaroundPhotoParams = walkaroundItemParams.extend({ fileId: idSchema(DEFECT_PHOTO_MESSAGES.notFound) });

const defectPhoto = z.object({ fileId: z.number().int(), name: z.string() });
export type DefectPhoto = z.output<typeof defectPhoto>;

/** Why a vehicle is off the road, as the register reads it. */
export const offRoadReason = (summary: string) => `Walkaround defect: ${summary}`;

// Answers -----------------------------------------------------------------------------------------

export const walkaroundCheckViewSchema = z
  .object({
    id: z.number().int(),
    vehicle: z.object({ id: z.number().int(), name: z.string(), licensePlate: z.string().nullable() }),
    day: isoDay,
    createdAt: timestamp,
    driverName: z.string(),
    mileage: z.number().int().nullable(),
    items: z.array(
      z.object({
        key: z.string(),
        label: z.string(),
        result: z.enum(WALKAROUND_RESULTS),
        note: z.string().nullable(),
        /** A defect's photos, oldest first (served at /api/fleet/walkaround-checks/:id/items/:key/photos/:fileId). */
        photos: z.array(defectPhoto),
      }),
    ),
    hasDefects: z.boolean(),
    /** "Lights and indicators: nearside brake light out; …", null for a nil-defect check. */
    defects: z.string().nullable(),
    unsafe: z.boolean(),
    notes: z.string().nullable(),
    /** A defect not yet cleared. */
    open: z.boolean(),
    clearedAt: timestamp.nullable(),
    clearedBy: personRef.nullable(),
    clearedNote: z.string().nullable(),
    recordedBy: personRef.nullable(),
  })
  .meta({ id: "WalkaroundCheck" });
export type WalkaroundCheckView = z.output<typeof walkaroundCheckViewSchema>;
export const walkaroundCheckListSchema = pageOf(walkaroundCheckViewSchema);
export const recordedWalkaroundSchema = z.object({ check: walkaroundCheckViewSchema, vehicleOffRoad: z.boolean() });
export type RecordedWalkaround = z.output<typeof recordedWalkaroundSchema>;
export const clearedWalkaroundSchema = z.object({ check: walkaroundCheckViewSchema, vehicleOffRoad: z.boolean() });

/** GET /api/fleet/walkaround-checks: the company's recent checks, open defects first. */
export const recentChecksQuery = pageQuery.extend({
  /** Only checks with a defect not yet cleared. */
  open: z.enum(["true", "false"], { error: "Open must be true or false" }).optional(),
});

/** A driver as the walkaround form offers them. */
export const driverOptionSchema = z.object({
  kind: z.enum(["worker", "user"]),
  id: z.number().int(),
  name: z.string(),
  /** main, secondary, or me (the person signed in). */
  role: z.enum(["main", "secondary", "me"]),
});
export type DriverOption = z.output<typeof driverOptionSchema>;

/** GET /api/fleet/:id/walkaround-checklist: what the phone's form needs. */
export const walkaroundFormSchema = z
  .object({
    vehicle: z.object({
      id: z.number().int(),
      name: z.string(),
      licensePlate: z.string().nullable(),
      vehicleType: z.string(),
      offRoad: z.boolean(),
      offRoadReason: z.string().nullable(),
    }),
    items: z.array(z.object({ key: z.string(), label: z.string() })),
    hgv: z.boolean(),
    lastMileage: z.object({ mileage: z.number().int(), day: isoDay }).nullable(),
    drivers: z.array(driverOptionSchema),
  })
  .meta({ id: "WalkaroundForm" });
export type WalkaroundForm = z.output<typeof walkaroundFormSchema>;
