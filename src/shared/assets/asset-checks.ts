import { z } from "zod";
import { idSchema } from "../common/ids";
import { decimalField, optionalDay, optionalText, requiredText } from "../common/fields";
import { pageOf } from "../common/paging";
import { isoDay, personRef, timestamp } from "../common/wire";
import { METER_SCALE } from "../rules/asset-due";
import { ASSET_TYPES, type AssetType } from "./asset-lists";
import { overrideInput } from "./asset-use";

/**
 * Pre-use checks, defect reports and clearing an item for use again (issue 32, decision 0074).
 *
 * A checklist is asked of an asset type, or of one category within it ("Excavator"); with none set the
 * built-in list for its type applies, and a lifting accessory (a sling, a shackle) gets the lifting
 * gear checks. A check answers every item OK or not, a defect with a note; a check with any defect
 * takes the item out of use ("Do not use") until an authorised person clears it with a note.
 */

// Checklists -------------------------------------------------------------------------------------

/** The built-in lists, written as a site's daily checks are: short, each one thing to look at. */
export const DEFAULT_CHECKLISTS: Readonly<Record<AssetType, readonly string[]>> = {
  plant: [
    "Tyres/tracks",
    "Hydraulic hoses and rams",
    "Lights and beacon",
    "Seat belt",
    "Horn and reversing alarm",
    "Fluid levels",
    "Guards in place",
    "Controls work",
    "No leaks",
  ],
  tools: ["Casing and guards undamaged", "Cable and plug undamaged (110 V, yellow)", "Switch works", "Accessory fitted correctly"],
  machinery: ["Guards in place", "Emergency stop works", "Controls work", "Cables and hoses undamaged", "No leaks"],
  vehicles: ["Tyres and wheel nuts", "Lights and indicators", "Mirrors and windscreen", "Brakes", "Fluid levels", "Seat belt", "Load secured"],
  equipment: ["Complete and undamaged", "Labels and markings legible", "Works as it should"],
  other: ["Complete and undamaged", "Works as it should"],
};
export const LIFTING_GEAR_CHECKLIST: readonly string[] = [
  "ID tag and SWL legible",
  "No cuts, kinks, cracks or deformation",
  "Latch works",
  "Thorough examination in date",
];

export const CHECKLIST_SOURCES = ["category", "type", "lifting_gear", "default"] as const;
export type ChecklistSource = (typeof CHECKLIST_SOURCES)[number];
export type ChecklistRow = { assetType: string; category: string | null; items: readonly string[] };

/**
 * The questions asked of one asset: the company's list for its category, else its type's, else the
 * lifting gear list for a lifting accessory, else the built-in list of its type. Categories match
 * without case or surrounding spaces.
 */
export function checklistFor(
  asset: { type: string; category: string | null; liftingUse: string | null },
  rows: readonly ChecklistRow[],
): { items: readonly string[]; source: ChecklistSource } {
  const category = asset.category?.trim().toLowerCase();
  const own = category ? rows.find((r) => r.assetType === asset.type && r.category?.trim().toLowerCase() === category) : undefined;
  if (own) return { items: own.items, source: "category" };
  const type = rows.find((r) => r.assetType === asset.type && !r.category);
  if (type) return { items: type.items, source: "type" };
  if (asset.liftingUse === "accessory") return { items: LIFTING_GEAR_CHECKLIST, source: "lifting_gear" };
  return { items: DEFAULT_CHECKLISTS[asset.type as AssetType] ?? DEFAULT_CHECKLISTS.other, source: "default" };
}

export const CHECKLIST_MESSAGES = {
  type: "Choose an asset type",
  item: "Each check needs its words",
  noItems: "A checklist needs at least one check",
  tooMany: "At most 30 checks in a list",
  repeatedItem: "Each check may appear once in a list",
  repeatedList: "Each type, or type and category, may have one list",
} as const;

const checklistSchema = z.object({
  assetType: z.enum(ASSET_TYPES, { error: CHECKLIST_MESSAGES.type }),
  category: optionalText("Category", 100),
  items: z
    .array(requiredText("Check", 200, CHECKLIST_MESSAGES.item), { error: CHECKLIST_MESSAGES.noItems })
    .min(1, CHECKLIST_MESSAGES.noItems)
    .max(30, CHECKLIST_MESSAGES.tooMany),
});

/** PUT /api/assets/checklists: every list the company keeps; a type left out uses the built-in list. */
export const checklistsSchema = z
  .object({ lists: z.array(checklistSchema, { error: "Lists must be a list" }).max(200, "At most 200 checklists") })
  // Repeats are told beside the other problems (`when`): a value that did not parse is skipped.
  .superRefine(
    (v, ctx) => {
      const seen = new Set<string>();
      (Array.isArray(v.lists) ? v.lists : []).forEach((list, i) => {
        const category = typeof list?.category === "string" ? list.category.trim().toLowerCase() : "";
        const key = `${list?.assetType}\u001f${category}`;
        if (seen.has(key)) ctx.addIssue({ code: "custom", path: ["lists", i, "category"], message: CHECKLIST_MESSAGES.repeatedList });
        seen.add(key);
        const items = new Set<string>();
        (Array.isArray(list?.items) ? list.items : []).forEach((item, j) => {
          if (typeof item !== "string") return;
          const word = item.trim().toLowerCase();
          if (items.has(word)) ctx.addIssue({ code: "custom", path: ["lists", i, "items", j], message: CHECKLIST_MESSAGES.repeatedItem });
          items.add(word);
        });
      });
    },
    { when: (payload) => typeof payload.value === "object" && payload.value !== null },
  );
export type ChecklistsInput = z.output<typeof checklistsSchema>;
export type ChecklistsFormValues = z.input<typeof checklistsSchema>;

export const checklistsViewSchema = z
  .object({
    lists: z.array(z.object({ assetType: z.enum(ASSET_TYPES), category: z.string().nullable(), items: z.array(z.string()) })),
    /** The built-in lists, for a type the company has not set. */
    defaults: z.record(z.enum(ASSET_TYPES), z.array(z.string())),
    liftingGear: z.array(z.string()),
  })
  .meta({ id: "AssetChecklists" });
export type ChecklistsView = z.output<typeof checklistsViewSchema>;

/** GET /api/assets/:id/checklist: the questions, and what the check form shows beside them. */
export const assetChecklistSchema = z
  .object({
    assetName: z.string(),
    items: z.array(z.string()),
    source: z.enum(CHECKLIST_SOURCES),
    /** The contract it is on, offered as the check's contract. */
    project: personRef.nullable(),
    /** The last hour-meter reading: a new one may not be lower. */
    lastHours: z.object({ value: z.string(), day: isoDay }).nullable(),
    outOfUse: z.boolean(),
    /** Who may be named as the operator: the item's authorised operators and whoever has it checked out. */
    operators: z.array(personRef),
  })
  .meta({ id: "AssetChecklist" });
export type AssetChecklistView = z.output<typeof assetChecklistSchema>;

// A pre-use check ----------------------------------------------------------------------------------

export const CHECK_MESSAGES = {
  answers: "Answer every check",
  item: "Each answer names its check",
  ok: "Say whether it is OK",
  defectNote: "Say what is wrong",
  unanswered: (items: readonly string[]) => `Answer every check: ${items.join(", ")}`,
  dayFuture: "The check date cannot be in the future",
  worker: "Operator not found",
  project: "Contract not found",
} as const;

const answerSchema = z
  .object({
    item: requiredText("Check", 200, CHECK_MESSAGES.item),
    ok: z.boolean({ error: CHECK_MESSAGES.ok }),
    note: optionalText("Note", 500),
  })
  .superRefine((a, ctx) => {
    if (!a.ok && !a.note) ctx.addIssue({ code: "custom", path: ["note"], message: CHECK_MESSAGES.defectNote });
  });

/** POST /api/assets/:id/pre-use-checks: each check OK or a defect with its note, the operator, the contract, the hour meter. */
export const preUseCheckSchema = z.object({
  answers: z.array(answerSchema, { error: CHECK_MESSAGES.answers }).min(1, CHECK_MESSAGES.answers).max(30, CHECK_MESSAGES.answers),
  /** The operator (a worker); none when the person signed in did it themselves. */
  workerId: z.preprocess((v) => (v === "" ? null : v), idSchema(CHECK_MESSAGES.worker).nullish()),
  /** The contract; left out, the one the item is on. */
  projectId: z.preprocess((v) => (v === "" ? null : v), idSchema(CHECK_MESSAGES.project).nullish()),
  /** Left out: today. */
  day: optionalDay("Check date"),
  /** A refusal of the operator (their cards, not a named operator) let through by Assets edit, with why (decision 0075). */
  override: overrideInput.optional(),
  hoursReading: decimalField(
    "Hour meter",
    { scale: METER_SCALE.hours, whole: 7 },
    { example: "1250.5", messages: { places: "Hour meter can have at most 1 decimal place" } },
  ),
});
export type PreUseCheckFormValues = z.input<typeof preUseCheckSchema>;
export type PreUseCheckInput = z.output<typeof preUseCheckSchema>;

export const preUseCheckViewSchema = z
  .object({
    id: z.number().int(),
    day: isoDay,
    checkedAt: timestamp,
    answers: z.array(z.object({ item: z.string(), ok: z.boolean(), note: z.string().nullable() })),
    passed: z.boolean(),
    defectNote: z.string().nullable(),
    hoursReading: z.string().nullable(),
    worker: personRef.nullable(),
    project: personRef.nullable(),
    recordedBy: personRef.nullable(),
  })
  .meta({ id: "AssetPreUseCheck" });
export type PreUseCheckView = z.output<typeof preUseCheckViewSchema>;
export const preUseCheckListSchema = pageOf(preUseCheckViewSchema);
export const recordedCheckSchema = z.object({ check: preUseCheckViewSchema, assetOutOfUse: z.boolean() });
export type RecordedCheck = z.output<typeof recordedCheckSchema>;

// A defect report, and clearing for use ------------------------------------------------------------

export const DEFECT_MESSAGES = { note: "Say what is wrong", unsafe: "Say whether it is unsafe to use" } as const;

/** POST /api/assets/:id/defects: what is wrong, and whether it is unsafe (which takes it out of use). */
export const defectReportSchema = z.object({
  note: requiredText("Defect", 1000, DEFECT_MESSAGES.note),
  unsafe: z.boolean({ error: DEFECT_MESSAGES.unsafe }),
});
export type DefectReportInput = z.output<typeof defectReportSchema>;
export const defectReportedSchema = z.object({ assetOutOfUse: z.boolean() });

export const CLEARANCE_MESSAGES = {
  note: "Say why it is safe to use again: what was repaired or found",
  notOutOfUse: "This item is not out of use",
} as const;

/** POST /api/assets/:id/clearance: an authorised person's note of why it is safe again. */
export const clearanceSchema = z.object({ note: requiredText("Note", 1000, CLEARANCE_MESSAGES.note) });
export type ClearanceInput = z.output<typeof clearanceSchema>;
export const clearanceViewSchema = z
  .object({ id: z.number().int(), reason: z.string(), note: z.string(), clearedBy: personRef.nullable(), clearedAt: timestamp })
  .meta({ id: "AssetClearance" });

/** The out-of-use reasons the server writes, so a person reads why. */
export const outOfUseReason = {
  check: (notes: string) => `Failed pre-use check: ${notes}`,
  defect: (note: string) => `Defect reported: ${note}`,
  inspection: (kind: string, why: string) => `${kind}: ${why}`,
};
