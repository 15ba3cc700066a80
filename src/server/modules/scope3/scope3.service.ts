import { formatCarbon } from "@shared/carbon/carbon";
import { SCOPE3_CATEGORY_LABELS, type Scope3Category, type Scope3EntryInput } from "@shared/scope3/scope3-entry";
import { wasteMaterialMismatch } from "@shared/waste/waste-material";
import { changes, siteRecord, type RecordCtx } from "../carbon/site-record";
import { scope3Figures } from "./scope3.carbon";
import { presentScope3 } from "./scope3.presenter";
import { scope3Store } from "./scope3.repository";

export type Ctx = RecordCtx;

const label = (category: string) => SCOPE3_CATEGORY_LABELS[category as Scope3Category] ?? category;
const summary = (text: string) => (text.length > 60 ? `${text.slice(0, 57)}...` : text);

/** The columns as stored: waste fields only on waste, so a re-categorised entry leaves nothing stale behind. */
const columns = (input: Scope3EntryInput) => ({
  date: input.date,
  category: input.category,
  subcategory: input.subcategory,
  description: input.description,
  quantity: input.quantity.toFixed(3),
  unit: input.unit,
  supplier: input.supplier,
  wasteCode: input.category === "waste" ? input.wasteCode : null,
  wasteDisposalMethod: input.category === "waste" ? (input.wasteDisposalMethod ?? null) : null,
  // Kept only where it meant something: a waste entry whose code names another material.
  wasteMaterialConfirmed:
    input.category === "waste" &&
    input.calculationMethod === "factor" &&
    input.wasteMaterialConfirmed &&
    wasteMaterialMismatch(input.wasteCode ?? "", input.subcategory ?? "") !== null,
  invoiceReference: input.invoiceReference,
  calculationMethod: input.calculationMethod,
  notes: input.notes,
});

/**
 * A water, purchased goods, subcontractor or waste entry: carbon records rather than site records, so
 * deleting someone else's needs Carbon Tracking Delete; emission_factor keeps the main factor's value.
 */
const scope3 = siteRecord({
  store: scope3Store,
  record: { noun: "Scope 3 entry", type: "scope3_entry", category: "carbon", rights: "Carbon Tracking" },
  prepare: async (ctx: Ctx, input: Scope3EntryInput) => ({ columns: columns(input), figures: await scope3Figures(ctx.db, input) }),
  present: presentScope3,
  created: ({ input, row, project, total }) => ({
    description: `Logged Scope 3 ${label(input.category).toLowerCase()} for ${project.name} on ${row.date}: ${summary(input.description)} (${formatCarbon(total)})`,
    metadata: { category: input.category, method: input.calculationMethod },
  }),
  updated: ({ input, prepared, project, total, changed }) =>
    `Updated the Scope 3 ${label(input.category).toLowerCase()} entry of ${prepared.columns.date} for ${project.name}: ${formatCarbon(total)}${changes(changed)}`,
  deleted: ({ row, project }) =>
    `Deleted the Scope 3 ${label(row.category).toLowerCase()} entry of ${row.date} for ${project.name}: ${summary(row.description)}`,
  binName: (row, project) => `${project.name}: ${summary(row.description)} on ${row.date}`,
});

export const { create: createScope3, update: updateScope3, get: getScope3, remove: deleteScope3, listProject: listProjectScope3 } = scope3;
