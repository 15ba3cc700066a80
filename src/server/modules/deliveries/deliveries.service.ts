import { formatCarbon } from "@shared/carbon/carbon";
import type { DeliveryEntryInput } from "@shared/deliveries/delivery-entry";
import { changedColumns, changes, siteRecord, type RecordCtx } from "../../platform/site-record";
import { deliveryFigures, materialChoices, transportTonnes, type MaterialChoice } from "./deliveries.carbon";
import { presentDelivery } from "./deliveries.presenter";
import { deliveryStore } from "./deliveries.repository";

export type Ctx = RecordCtx;

const what = (d: { supplier: string | null; deliveryNoteNumber: string | null }) =>
  `delivery from ${d.supplier}${d.deliveryNoteNumber ? ` (note ${d.deliveryNoteNumber})` : ""}`;
const lines = (n: number) => `${n} ${n === 1 ? "line" : "lines"}`;

/** The row's columns (data-model.md §3 carbon_entries): the lines as json, the first line's factor as its material category. */
function columns(input: DeliveryEntryInput, choices: MaterialChoice[]) {
  const first = input.lineItems[0];
  const load = transportTonnes(input);
  return {
    date: input.date,
    source: input.supplier,
    category: "delivery",
    supplier: input.supplier,
    poNumber: input.poNumber,
    deliveryNoteNumber: input.deliveryNoteNumber,
    isDelivered: "true",
    lineItems: input.lineItems.map((l, i) => ({
      description: l.description,
      materialFactorId: choices[i].factorId,
      materialFactorName: choices[i].name,
      quantity: l.quantity,
      unit: l.unit,
      weight: l.weight,
      weightUnit: l.weightUnit,
    })),
    materialCategory: choices[0].name,
    materialQuantity: first.quantity.toFixed(3),
    materialUnit: first.unit,
    transportCategory: input.transportCategory,
    transportDistance: input.transportDistance === null ? null : input.transportDistance.toFixed(3),
    transportWeight: load === null ? null : load.toFixed(3),
    notes: input.notes,
  };
}

/** The fields an edit names in the log; the lines count as one field. */
const COMPARED = ["date", "supplier", "poNumber", "deliveryNoteNumber", "transportCategory", "transportDistance", "transportWeight", "notes"] as const;

async function prepare(ctx: Ctx, input: DeliveryEntryInput) {
  const choices = await materialChoices(ctx.db, input.lineItems);
  return { figures: await deliveryFigures(ctx.db, input, choices), columns: columns(input, choices) };
}

/** A delivery to site: transport (cat. 4) and one material figure (cat. 1) per line with a factor. */
const deliveries = siteRecord({
  store: deliveryStore,
  record: { noun: "delivery", type: "delivery", category: "carbon", rights: "Contracts" },
  prepare,
  changed: (before, next) => [
    ...changedColumns(before, next, COMPARED),
    ...(JSON.stringify(before.lineItems) !== JSON.stringify(next.lineItems) ? ["lineItems"] : []),
  ],
  present: presentDelivery,
  created: ({ input, row, project, total }) => ({
    description: `Logged a ${what(input)} for ${project.name} on ${row.date}: ${lines(input.lineItems.length)}, ${formatCarbon(total)}`,
    metadata: { supplier: input.supplier, lines: input.lineItems.length },
  }),
  updated: ({ input, prepared, project, total, changed }) =>
    `Updated the ${what(input)} of ${prepared.columns.date} for ${project.name}: ${formatCarbon(total)}${changes(changed)}`,
  deleted: ({ row, project }) => `Deleted the ${what(row)} of ${row.date} for ${project.name}`,
  binName: (row, project) => `${project.name}: ${what(row)} on ${row.date}`,
});

export const {
  prepareCreate: prepareDelivery,
  insertPrepared: insertPreparedDelivery,
  create: createDelivery,
  update: updateDelivery,
  get: getDelivery,
  remove: deleteDelivery,
  listProject: listProjectDeliveries,
} = deliveries;
