import type { FigureView } from "@shared/carbon/carbon";
import type { EnergyEntryView } from "@shared/energy/energy-entry";
import type { EnergyRowWithCreator } from "./energy.repository";
import { authorship } from "../../platform/site-record-store";

export function presentEnergy({ row, creator }: EnergyRowWithCreator, figures: FigureView[]): EnergyEntryView {
  return {
    id: row.id,
    projectId: row.projectId,
    date: row.date,
    energyType: row.energyType as EnergyEntryView["energyType"],
    consumption: Number(row.consumption),
    unit: row.unit,
    siteName: row.siteName,
    meterReading: row.meterReading,
    supplier: row.supplier,
    invoiceReference: row.invoiceReference,
    cost: row.cost,
    notes: row.notes,
    carbonEmitted: Number(row.carbonEmitted),
    emissionFactor: row.emissionFactor === null ? null : Number(row.emissionFactor),
    ...authorship({ row: row, creator }),
    figures,
  };
}
