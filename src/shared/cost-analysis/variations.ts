import { z } from "zod";
import { optionalText, requiredText, signedMoneyField } from "../common/fields";
import { idSchema } from "../common/ids";
import { pageOf, pageQuery } from "../common/paging";
import { slugParams } from "../common/slug";
import { personRef, timestamp } from "../common/wire";
import { VARIATION_STATUSES, type VariationStatus } from "../rules/cost-forecast";
import { COST_HEADS, type CostHead } from "../rules/cvr";

/**
 * A contract's variations register (docs/decisions/0081-cost-analysis.md, "Variations"): one schema
 * for the form and the route. The statuses and the six heads are the rules' own (cost-forecast.ts,
 * cvr.ts), and where a variation may go next is rules/variation-status.ts.
 */

export { COST_HEADS, VARIATION_STATUSES, type CostHead, type VariationStatus };

export const VARIATION_NOT_FOUND = "Variation not found";
export const HEAD_MESSAGE = "Head must be labour, plant, materials, waste, energy or other";
export const STATUS_MESSAGE = "Status must be pending, approved, unagreed or rejected";
export const TITLE_MAX = 200;
export const DESCRIPTION_MAX = 5000;
export const NOTE_MAX = 1000;

/** V001, V002 … per contract; more digits past V999. */
export const variationNumber = (n: number) => `V${String(n).padStart(3, "0")}`;

const head = z.enum(COST_HEADS, { error: HEAD_MESSAGE });
const status = z.enum(VARIATION_STATUSES, { error: STATUS_MESSAGE });

const fields = {
  title: requiredText("Title", TITLE_MAX),
  description: optionalText("Description", DESCRIPTION_MAX),
  head,
  /** What the client pays for it; below nothing for an omission. */
  valueEstimate: signedMoneyField("Value estimate"),
  /** What it costs us; below nothing for an omission. */
  costEstimate: signedMoneyField("Cost estimate"),
};

/** POST …/variations: a new variation is pending. */
export const variationFormSchema = z.object(fields);
export type VariationInput = z.output<typeof variationFormSchema>;
export type VariationFormValues = z.input<typeof variationFormSchema>;

/** PATCH …/variations/:id: only the fields sent change (null clears an optional one). */
export const variationUpdateSchema = variationFormSchema.partial();
export type VariationUpdate = z.output<typeof variationUpdateSchema>;

export const AGREED_VALUE_REQUIRED = "Enter the agreed value to approve this variation";
export const AGREED_COST_REQUIRED = "Enter the agreed cost to approve this variation";

/**
 * POST …/variations/:id/status. Approving takes the agreed value and cost, each defaulting to its
 * estimate; a note says why (the client's instruction, the reason for a rejection).
 */
export const variationStatusSchema = z.object({
  status,
  agreedValue: signedMoneyField("Agreed value"),
  agreedCost: signedMoneyField("Agreed cost"),
  note: optionalText("Note", NOTE_MAX),
});
export type VariationStatusInput = z.output<typeof variationStatusSchema>;

export const variationParams = slugParams.extend({ id: idSchema(VARIATION_NOT_FOUND) });

export const variationListQuery = pageQuery.extend({
  status: status.optional(),
  head: head.optional(),
});
export type VariationListQuery = z.output<typeof variationListQuery>;

const money = z.string().describe("Decimal string, two places; below nothing for an omission");

export const variationViewSchema = z
  .object({
    id: z.number().int(),
    /** "V003" */
    number: z.string(),
    title: z.string(),
    description: z.string().nullable(),
    head: z.enum(COST_HEADS),
    status: z.enum(VARIATION_STATUSES),
    valueEstimate: money.nullable(),
    costEstimate: money.nullable(),
    /** Set when approved: what moved the contract value and the head's budget. */
    agreedValue: money.nullable(),
    agreedCost: money.nullable(),
    /** The last status change's note. */
    statusNote: z.string().nullable(),
    statusChangedAt: timestamp.nullable(),
    statusChangedBy: personRef.nullable(),
    createdAt: timestamp,
    createdBy: personRef.nullable(),
    updatedAt: timestamp,
  })
  .meta({ id: "ContractVariation" });
export type VariationView = z.output<typeof variationViewSchema>;

export const variationPageSchema = pageOf(variationViewSchema);
