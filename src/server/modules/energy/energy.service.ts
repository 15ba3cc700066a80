import type { EnergyEntryInput } from "@shared/energy/energy-entry";
import { ENERGY_TYPE_LABELS } from "@shared/energy/energy-entry";
import { formatCarbon, formatQuantity } from "@shared/common/numbers";
import { changes, siteRecord, type RecordCtx } from "../carbon/site-record";
import { energyFigures } from "./energy.carbon";
import { presentEnergy } from "./energy.presenter";
import { energyStore } from "./energy.repository";

export type Ctx = RecordCtx;

const what = (e: { energyType: string; consumption: number | string; unit: string }) =>
  `${ENERGY_TYPE_LABELS[e.energyType as keyof typeof ENERGY_TYPE_LABELS] ?? e.energyType} ${formatQuantity(e.consumption, e.unit)}`;

const columns = (input: EnergyEntryInput) => ({
  date: input.date,
  energyType: input.energyType,
  consumption: input.consumption.toFixed(3),
  unit: input.unit,
  siteName: input.siteName,
  meterReading: input.meterReading,
  supplier: input.supplier,
  invoiceReference: input.invoiceReference,
  cost: input.cost,
  notes: input.notes,
});

/** The reading's figures come from the DESNZ factor for its type and unit (a unit the type has none for is a 400). */
async function prepare(ctx: Ctx, input: EnergyEntryInput) {
  return { columns: columns(input), figures: await energyFigures(ctx.db, input) };
}

/** A meter reading: Scope 2 with its losses, or gas burnt on site; emission_factor keeps the main factor's value. */
const energy = siteRecord({
  store: energyStore,
  record: { noun: "energy entry", type: "energy_entry", category: "carbon", rights: "Contracts" },
  prepare,
  present: presentEnergy,
  created: ({ input, row, project, total }) => ({
    description: `Logged ${what(input)} for ${project.name} on ${row.date}: ${formatCarbon(total)}`,
    metadata: { energyType: input.energyType },
  }),
  updated: ({ input, prepared, project, total, changed }) =>
    `Updated the ${what(input)} reading of ${prepared.columns.date} for ${project.name}: ${formatCarbon(total)}${changes(changed)}`,
  deleted: ({ row, project }) => `Deleted the ${what(row)} reading of ${row.date} for ${project.name}`,
  binName: (row, project) => `${project.name}: ${what(row)} on ${row.date}`,
});

export const { create: createEnergy, update: updateEnergy, get: getEnergy, remove: deleteEnergy, listProject: listProjectEnergy } = energy;
