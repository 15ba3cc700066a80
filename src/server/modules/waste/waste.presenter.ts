import type { DisposalRoute, FigureView } from "@shared/carbon/carbon";
import type { WasteView } from "@shared/waste/waste-entry";
import type { EntryWithCreator } from "./waste.repository";
import { authorship } from "../../platform/site-record-store";

export function presentWaste({ row, creator }: EntryWithCreator, figures: FigureView[]): WasteView {
  return {
    id: row.id,
    projectId: row.projectId,
    date: row.date,
    wasteCode: row.wasteCode ?? "",
    wasteCodeDescription: row.wasteCodeDescription,
    wasteCodeCategory: row.wasteCodeCategory,
    isHazardous: row.isHazardousWaste,
    description: row.source ?? "",
    quantity: row.quantity === null ? null : Number(row.quantity),
    unit: row.unit,
    weightTonnes: Number(row.weightTonnes ?? 0),
    wasteMaterial: row.wasteMaterial ?? "",
    wasteMaterialConfirmed: row.wasteMaterialConfirmed,
    disposalRoute: (row.disposalRoute ?? "landfill") as DisposalRoute,
    carrier: row.carrier,
    wasteTransferNote: row.wasteTransferNote,
    cost: row.cost,
    poNumber: row.poNumber,
    notes: row.notes,
    carbonEmitted: Number(row.carbonEmitted),
    ...authorship({ row, creator }),
    createdByName: creator?.name ?? row.createdBy,
    figures,
  };
}
