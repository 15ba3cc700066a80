import { DISPOSAL_ROUTES } from "@shared/carbon/carbon";
import { formatCarbon, formatQuantity } from "@shared/common/numbers";
import { wasteMaterialMismatch } from "@shared/waste/waste-material";
import { CONSIGNMENT_NOTE_MESSAGE, WASTE_CODE_MESSAGE, weightToTonnes, type WasteEntryInput } from "@shared/waste/waste-entry";
import type { Db } from "../../db/client";
import { badRequest } from "../../platform/errors";
import { changedColumns, changes, siteRecord, type RecordCtx } from "../carbon/site-record";
import { getWasteCode } from "../carbon/waste-codes.service";
import { wasteFigures } from "./waste.carbon";
import { presentWaste } from "./waste.presenter";
import { wasteStore } from "./waste.repository";

export type Ctx = RecordCtx;

const what = (w: { wasteCode: string | null; weightTonnes?: string | null }) =>
  `waste ${w.wasteCode}${w.weightTonnes ? ` (${formatQuantity(w.weightTonnes, "t")})` : ""}`;

/** The code as the List of Waste has it; its hazard marking, not the client's, decides the consignment note rule. */
async function checkedCode(db: Db, input: WasteEntryInput) {
  const code = await getWasteCode(db, input.wasteCode);
  if (!code) throw badRequest(WASTE_CODE_MESSAGE, "wasteCode");
  if (code.isHazardous && !input.wasteTransferNote) throw badRequest(CONSIGNMENT_NOTE_MESSAGE, "wasteTransferNote");
  return code;
}

async function prepare(ctx: Ctx, input: WasteEntryInput) {
  const code = await checkedCode(ctx.db, input);
  const figures = await wasteFigures(ctx.db, input);
  const columns = {
    date: input.date,
    source: input.description,
    category: "waste",
    quantity: input.quantity === undefined ? null : input.quantity.toFixed(3),
    unit: input.quantity === undefined ? null : input.unit,
    wasteCode: code.code,
    wasteCodeDescription: code.description,
    wasteCodeCategory: `${code.chapter}: ${code.subChapter}`,
    isHazardousWaste: code.isHazardous,
    wasteMaterial: input.wasteMaterial,
    // The schema refused a mismatch left unconfirmed; a tick on a matching material means nothing and is not kept.
    wasteMaterialConfirmed: input.wasteMaterialConfirmed && wasteMaterialMismatch(code.code, input.wasteMaterial) !== null,
    disposalRoute: input.disposalRoute,
    weightTonnes: weightToTonnes(input.weight, input.weightUnit).toFixed(3),
    carrier: input.carrier,
    wasteTransferNote: input.wasteTransferNote,
    cost: input.cost,
    poNumber: input.poNumber,
    notes: input.notes,
  };
  return { figures, columns };
}

/** The fields an edit names in the log (the code's description and hazard follow the code). */
const COMPARED = [
  "date",
  "source",
  "quantity",
  "unit",
  "wasteCode",
  "wasteMaterial",
  "wasteMaterialConfirmed",
  "disposalRoute",
  "weightTonnes",
  "carrier",
  "wasteTransferNote",
  "cost",
  "poNumber",
  "notes",
] as const;

/** A waste movement: one figure, tonnes × the material's factor for its route (Scope 3 cat. 5). */
const waste = siteRecord({
  store: wasteStore,
  record: { noun: "waste entry", type: "waste_entry", category: "carbon", rights: "Contracts" },
  prepare,
  changed: (before, next) => changedColumns(before, next, COMPARED),
  present: presentWaste,
  created: ({ input, prepared: { columns }, row, project, total }) => ({
    description: `Logged ${what(columns)} to ${DISPOSAL_ROUTES[input.disposalRoute].label.toLowerCase()} for ${project.name} on ${row.date}: ${formatCarbon(total)}`,
    metadata: { wasteCode: columns.wasteCode, hazardous: columns.isHazardousWaste },
  }),
  updated: ({ prepared: { columns }, project, total, changed }) =>
    `Updated the ${what(columns)} of ${columns.date} for ${project.name}: ${formatCarbon(total)}${changes(changed)}`,
  deleted: ({ row, project }) => `Deleted the ${what(row)} of ${row.date} for ${project.name}`,
  binName: (row, project) => `${project.name}: ${what(row)} on ${row.date}`,
});

export const { create: createWaste, update: updateWaste, get: getWaste, remove: deleteWaste, listProject: listProjectWaste } = waste;
