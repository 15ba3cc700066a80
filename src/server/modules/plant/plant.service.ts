import { PLANT_FUELS, type FigureView } from "@shared/carbon/carbon";
import { formatCarbon, formatQuantity } from "@shared/common/numbers";
import { fuelCombustion, type CarbonFigure } from "@shared/rules/carbon";
import type { PlantEntryInput } from "@shared/plant/plant-entry";
import type { Db } from "../../db/client";
import { changes, siteRecord, type RecordCtx } from "../carbon/site-record";
import type { Found } from "../../platform/site-record-store";
import { desnzFactor } from "../carbon/carbon-factors.service";
import { ukToday } from "@shared/common/uk-dates";
import * as repo from "./plant.repository";
import { assetForBooking } from "../assets/assets-plant.service";
import { presentPlant, presentPlantItem } from "./plant.presenter";

export type Ctx = RecordCtx;

const kg = formatCarbon;

/** The entry's figures, from the calculator with the reporting year's DESNZ factor: none when it burns no fuel. */
async function plantFigures(db: Db, input: PlantEntryInput): Promise<CarbonFigure[]> {
  const fuel = PLANT_FUELS[input.fuelType];
  if (fuel.factorId === null || !input.fuelLitres) return [];
  const factor = await desnzFactor(db, fuel.factorId);
  return [fuelCombustion(input.fuelLitres, factor, `${input.plantItem}: ${formatQuantity(input.fuelLitres, "litres")} of ${fuel.label.toLowerCase()}`)];
}

/** The row's columns from the form. carbon_entries' general columns are filled too, so the timeline and carbon tab read plant like any entry. */
function columns(input: PlantEntryInput) {
  const hired = input.ownership === "hired";
  const litres = input.fuelType === "none" ? null : input.fuelLitres;
  return {
    date: input.date,
    plantItem: input.plantItem,
    source: input.plantItem,
    category: "plant",
    ownership: input.ownership,
    hireCompany: hired ? input.hireCompany : null,
    supplier: hired ? input.hireCompany : null,
    assetName: hired ? null : input.assetName,
    hours: input.hours === null ? null : input.hours.toFixed(1),
    fuelType: input.fuelType,
    fuelLitres: litres === null ? null : litres.toFixed(3),
    quantity: litres === null ? null : litres.toFixed(3),
    unit: "litres",
    hireRate: input.hireRate,
    hireRateUnit: input.hireRateUnit,
    poNumber: input.poNumber,
    notes: input.notes,
    assetId: input.assetId,
  };
}

const COMPARED = [
  "date",
  "plantItem",
  "ownership",
  "hireCompany",
  "assetName",
  "hours",
  "fuelType",
  "fuelLitres",
  "hireRate",
  "hireRateUnit",
  "poNumber",
  "notes",
  "assetId",
] as const;
/** numeric columns come back as "7.50": compare them as numbers. */
const NUMERIC = new Set<string>(["hours", "fuelLitres", "hireRate"]);
const same = (k: string, a: string | number | null, b: string | number | null) =>
  NUMERIC.has(k) && a !== null && b !== null ? Number(a) === Number(b) : a === b;

/**
 * A register asset booked as this plant must be live and in use (404, 400), checked when it is chosen
 * or changed; an entry keeps the asset it booked even if the asset is later sold or deleted. Its
 * carbon is this entry's, from the form's fuel and litres, as any plant's: there is no second path.
 */
async function checkAsset(db: Db, input: PlantEntryInput, stored?: repo.PlantRow) {
  if (input.assetId !== null && input.assetId !== stored?.assetId) await assetForBooking(db, input.assetId);
}

/** Each entry with the count of its certificates and the soonest expiry, counted in SQL for the whole page. */
async function withCertificates(db: Db, rows: Found<repo.PlantRow>[]) {
  const summaries = await repo.certificateSummaries(
    db,
    rows.map((r) => r.row.id),
    ukToday(),
  );
  return rows.map(({ row }) => presentPlantItem(row, repo.summaryOf(summaries, row.id)));
}

/** Plant on site: its fuel burnt (Scope 1), and the HSE certificates that go to the bin and come back with it. */
const plant = siteRecord({
  store: repo.plantStore,
  record: { noun: "plant entry", type: "plant_entry", category: "diary", rights: "Contracts" },
  prepare: async (ctx: Ctx, input: PlantEntryInput, _project, stored) => {
    await checkAsset(ctx.db, input, stored);
    return { columns: columns(input), figures: await plantFigures(ctx.db, input) };
  },
  changed: (before, next) => COMPARED.filter((k) => !same(k, before[k] ?? null, next[k] ?? null)),
  present: async ({ row }: Found<repo.PlantRow>, figures: FigureView[], db: Db) =>
    presentPlant(row, figures, repo.summaryOf(await repo.certificateSummaries(db, [row.id], ukToday()), row.id)),
  listItems: withCertificates,
  logName: (row) => row.plantItem ?? undefined,
  created: ({ input, project, total }) => ({
    description: `Logged ${input.plantItem} on ${project.name} for ${input.date} (${kg(total)})`,
    metadata: { fuelType: input.fuelType, fuelLitres: input.fuelLitres, carbonEmitted: total },
  }),
  updated: ({ input, before, project, total, changed }) => ({
    description: `Updated ${input.plantItem} on ${project.name} for ${input.date}${changes(changed)}: ${kg(total)}`,
    metadata: { carbonEmitted: total, previousCarbon: Number(before.carbonEmitted) },
  }),
  deleted: ({ row, project, kept }) => ({
    description: `Deleted ${row.plantItem ?? "a plant entry"} of ${row.date} from ${project.name}`,
    metadata: { carbonEmitted: Number(row.carbonEmitted), certificates: (kept.hseCertificates as unknown[]).length },
  }),
  binName: (row, project) => `${project.name}: ${row.plantItem ?? "Plant"} (${row.date})`,
  // Its certificates cascade with it; their files stay in the project's Files and their records come back with a restore.
  keep: async (tx, row) => ({ hseCertificates: await repo.certificateRowsOf(tx, row.id) }),
});

/** A plant entry of a live project, or 404 (a delivery or waste row is not a plant entry). */
export async function getLivePlant(db: Db, id: number) {
  const { found, project } = await plant.getLive(db, id);
  return { entry: found.row, project };
}

export const { create: createPlant, update: updatePlant, get: getPlant, remove: deletePlant, listProject: listProjectPlant } = plant;
