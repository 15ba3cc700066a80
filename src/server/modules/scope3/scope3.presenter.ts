import type { FigureView } from "@shared/carbon/carbon";
import type { Scope3EntryView } from "@shared/scope3/scope3-entry";
import type { Scope3RowWithCreator } from "./scope3.repository";
import { authorship } from "../../platform/site-record-store";

export function presentScope3({ row, creator }: Scope3RowWithCreator, figures: FigureView[]): Scope3EntryView {
  const method = row.calculationMethod === "supplier_reported" ? "supplier_reported" : "factor";
  const picksFactor = method === "factor" && (row.category === "purchased_goods" || row.category === "subcontractor");
  return {
    id: row.id,
    projectId: row.projectId,
    date: row.date,
    category: row.category as Scope3EntryView["category"],
    subcategory: row.subcategory,
    description: row.description,
    quantity: Number(row.quantity),
    unit: row.unit,
    supplier: row.supplier,
    wasteCode: row.wasteCode,
    wasteDisposalMethod: row.wasteDisposalMethod as Scope3EntryView["wasteDisposalMethod"],
    wasteMaterialConfirmed: row.wasteMaterialConfirmed,
    invoiceReference: row.invoiceReference,
    notes: row.notes,
    calculationMethod: method,
    // Neither has a column of its own: the stored figures say which factor was used and whether treatment was counted.
    factorId: picksFactor ? (figures[0]?.factor.factorId ?? null) : null,
    includeTreatment: row.category === "water" && method === "factor" ? figures.length > 1 : true,
    carbonEmitted: Number(row.carbonEmitted),
    emissionFactor: row.emissionFactor === null ? null : Number(row.emissionFactor),
    ...authorship({ row: row, creator }),
    figures,
  };
}
