import { z } from "zod";
import { moneyField } from "../common/fields";
import { slugParams } from "../common/slug";
import { personRef, timestamp } from "../common/wire";
import { FORECAST_METHODS } from "../rules/cost-forecast";
import { COST_HEADS, isMonth } from "../rules/cvr";
import { VARIATION_STATUSES } from "../rules/cost-forecast";

/**
 * A contract's monthly valuations and CVR periods (docs/decisions/0081-cost-analysis.md, "The
 * monthly CVR"): value applied for and certified (cumulative) per month, open until closed, and the
 * locked snapshot a closed month keeps (`CvrSnapshot`, rules/cvr.ts).
 */

export const MONTH_MESSAGE = "Month must be a month (yyyy-MM)";
export const MONTH_CLOSED = "This month is closed";
export const MONTH_NOT_STARTED = "This month has not started yet";
export const PERIOD_NOT_FOUND = "No valuation for this month";

export const cvrMonthParams = slugParams.extend({
  month: z.string({ error: MONTH_MESSAGE }).refine(isMonth, MONTH_MESSAGE),
});

/** PUT …/cvr-periods/:month: the month's valuation as it now stands (blank is not yet known). */
export const valuationSchema = z.object({
  valueApplied: moneyField("Value applied"),
  valueCertified: moneyField("Value certified"),
});
export type ValuationInput = z.output<typeof valuationSchema>;

const money = z.string().describe("Decimal string, two places");
const head = z.enum(COST_HEADS);
const dated = z.string().nullable().describe("The record's own day (yyyy-MM-dd): tells a late record");

const contributionSchema = z.union([
  z.object({ kind: z.literal("order"), key: z.string(), head, label: z.string(), dated, invoiced: money, accrued: money, committed: money }),
  z.object({ kind: z.literal("variation"), key: z.string(), head, label: z.string(), dated, status: z.enum(VARIATION_STATUSES), value: money, cost: money }),
  z.object({
    kind: z.literal("labour"),
    key: z.string(),
    head: z.literal("labour"),
    label: z.string(),
    dated,
    seconds: z.number().int(),
    uncostedSeconds: z.number().int(),
    cost: money,
  }),
  z.object({ kind: z.enum(["plant", "waste", "energy"]), key: z.string(), head, label: z.string(), dated, cost: money }),
]);

const headSnapshotSchema = z.object({
  head,
  budget: money.nullable(),
  projectedBudget: money.nullable(),
  invoiced: money,
  accrued: money,
  committed: money,
  actual: money,
  forecast: money,
  method: z.enum(FORECAST_METHODS),
});

/** The whole snapshot (`CvrSnapshot`), once the figures are worked out for it. */
export const cvrSnapshotSchema = z
  .object({
    month: z.string(),
    value: z.object({ applied: money, certified: money, retention: money }),
    heads: z.array(headSnapshotSchema),
    cost: money,
    margin: money,
    marginPercent: z.string().nullable(),
    forecast: money,
    contributions: z.array(contributionSchema),
  })
  .meta({ id: "CvrSnapshot" });

/**
 * What a month closed before the cost figures existed keeps: its valuation alone, the value as
 * certified when it closed. Nothing else is claimed for it.
 */
export const valuationSnapshotSchema = z
  .object({ month: z.string(), value: z.object({ applied: money, certified: money }) })
  .meta({ id: "CvrValuationSnapshot" });
export type ValuationSnapshot = z.output<typeof valuationSnapshotSchema>;

export const cvrPeriodViewSchema = z
  .object({
    month: z.string().describe("yyyy-MM"),
    valueApplied: money.nullable(),
    valueCertified: money.nullable(),
    status: z.enum(["open", "closed"]),
    closedAt: timestamp.nullable(),
    /** Who closed it by hand; null when the daily job closed it, or while open. */
    closedBy: personRef.nullable(),
    updatedAt: timestamp,
    updatedBy: personRef.nullable(),
  })
  .meta({ id: "CvrPeriod" });
export type CvrPeriodView = z.output<typeof cvrPeriodViewSchema>;

/** Why a figure moved since the last closed month (rules/cvr-movements.ts `Movement`). */
export const movementSchema = z
  .object({
    kind: z.string(),
    key: z.string().nullable().describe("The record's contribution key (order:42, variation:7, labour:31:2026-10, plant:88 …)"),
    head: head.nullable(),
    text: z.string(),
    affects: z.enum(["cost", "committed", "budget", "forecast", "value"]),
    amount: money.describe("Signed"),
    late: z.string().nullable(),
  })
  .meta({ id: "CvrMovement" });

/**
 * One month with what it keeps: the snapshot of a closed month (null while open), and for a closed
 * month with a whole snapshot why its figures moved since the month closed before it (null otherwise).
 */
export const cvrPeriodDetailSchema = cvrPeriodViewSchema
  .extend({
    snapshot: z.union([cvrSnapshotSchema, valuationSnapshotSchema]).nullable(),
    movements: z.array(movementSchema).nullable(),
  })
  .meta({ id: "CvrPeriodDetail" });
export type CvrPeriodDetail = z.output<typeof cvrPeriodDetailSchema>;

/** The contract's months, newest first. */
export const cvrPeriodsSchema = z.object({ months: z.array(cvrPeriodViewSchema) });
