import { z } from "zod";
import { pageQuery } from "../common/paging";
import { idSchema } from "../common/ids";
import { timestamp } from "../common/wire";

/**
 * The recycle bin (/delete-records, docs/decisions/0008 and 0016): every record type a user's delete
 * sends there today, with the name the screen gives it.
 */
export const BIN_RECORD_TYPES = {
  project: "Contract",
  diary_entry: "Diary entry",
  plant_entry: "Plant entry",
  hse_certificate: "HSE certificate",
  delivery: "Delivery",
  waste_entry: "Waste entry",
  energy_entry: "Energy reading",
  visitor: "Visitor",
  scope3_entry: "Scope 3 entry",
  site_issue: "Site issue",
  risk_assessment: "Risk assessment",
  supplier: "Supplier",
  material: "Material",
  pdf_template: "PDF template",
  purchase_order: "Purchase order",
  material_request: "Material request",
  worker: "Worker",
  havs_exposure: "Vibration (HAVS) log",
  asset: "Asset",
  vehicle: "Vehicle",
  safety_inspection: "Safety inspection",
  fleet_fuel: "Vehicle fuel log",
  contract_variation: "Variation",
} as const;
export type BinRecordType = keyof typeof BIN_RECORD_TYPES;
export const BIN_RECORD_TYPE_KEYS = Object.keys(BIN_RECORD_TYPES) as [BinRecordType, ...BinRecordType[]];

// In a file of its own: the shell's navigation needs it on every page, the bin's schemas only on its screen.
export { RECYCLE_BIN_PERMISSION } from "./recycle-bin-permission";

const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

/** GET /api/recycle-bin: newest deletion first, by record type and name. */
export const recycleBinQuery = pageQuery.extend({
  recordType: z.preprocess(blankToUndefined, z.enum(BIN_RECORD_TYPE_KEYS, { message: "Choose a record type from the list" }).optional()),
  search: z.preprocess(blankToUndefined, z.string().trim().max(200, "Search must be 200 characters or fewer").optional()),
});
export type RecycleBinQuery = z.input<typeof recycleBinQuery>;

export const recycleBinParams = z.object({ id: idSchema("Recycle bin entry not found") });

export const recycleBinItemSchema = z
  .object({
    id: z.number().int(),
    /** A BinRecordType; a row of a kind this version does not know keeps its own. */
    recordType: z.string(),
    /** "Contract", "Waste entry"… */
    typeLabel: z.string(),
    recordName: z.string(),
    /** The contract the record belongs to (the contract itself for a contract). */
    contract: z.object({ id: z.number().int(), name: z.string(), slug: z.string(), deleted: z.boolean() }).nullable(),
    deletedByName: z.string().nullable(),
    deletedAt: timestamp,
    expiresAt: timestamp,
    /** What a restore brings back with the record, in words: "12 diary entries", "1 carbon figure". */
    comesBack: z.array(z.string()),
    /** Why Restore cannot be done now (e.g. "Restore the contract first"), or null when it can. */
    blockedReason: z.string().nullable(),
  })
  .meta({ id: "RecycleBinItem" });
export type RecycleBinItem = z.output<typeof recycleBinItemSchema>;

/** POST /api/recycle-bin/:id/restore: what came back, and where it can be seen again. */
export const restoreResultSchema = z.object({ id: z.number().int(), recordType: z.string(), recordName: z.string(), link: z.string().nullable() });
export type RestoreResult = z.output<typeof restoreResultSchema>;
