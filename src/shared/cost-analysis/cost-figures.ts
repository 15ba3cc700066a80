import { z } from "zod";
import { pageOf, pageQuery } from "../common/paging";
import { CASH_FLOW_PROFILES, FORECAST_METHODS } from "../rules/cost-forecast";
import { COST_HEADS } from "../rules/cvr";
import { isoDay } from "../common/wire";

/**
 * A contract's cost figures as `/cost-analysis/{slug}` reads them (docs/decisions/0081-cost-analysis.md):
 * each head's budget, committed, invoiced, accrued, actual, remaining and forecast with its method and
 * flags, the margin, labour and plant detail, exceptions, cost codes, cash flow and spend over time;
 * and the drill-downs to the records behind each figure. Money is a decimal string with two places,
 * worked out in exact pence on the server (rules/cvr.ts `money`).
 */

const money = z.string().describe("Decimal string, two places");
const head = z.enum(COST_HEADS);
const method = z.enum(FORECAST_METHODS);

export const HEAD_DRILL_MESSAGE = "Head must be labour, plant, materials, waste, energy or other";
export const PROFILE_MESSAGE = "Profile must be even, front or back";

/** GET …/costs: the cash flow's spread (even, front- or back-loaded). */
export const contractCostsQuery = z.object({
  profile: z.enum(CASH_FLOW_PROFILES, { error: PROFILE_MESSAGE }).default("even"),
});

/** One forecast method's answer for a head: its figure, or why it has none. */
export const methodResultSchema = z.object({
  method,
  label: z.string(),
  amount: money.nullable(),
  /** Why the method has no figure ("No spend yet"); null when it has one. */
  reason: z.string().nullable(),
});

export const headFiguresSchema = z
  .object({
    head,
    label: z.string(),
    originalBudget: money.nullable(),
    budget: money.nullable(),
    /** Current budget + pending and unagreed variations' cost; null with neither. */
    projectedBudget: money.nullable(),
    /** The pending and unagreed variations' cost estimates in the projected budget. */
    pendingVariations: money,
    committed: money,
    /** Orders' invoices, and waste and energy entries' billed costs. */
    invoiced: money,
    /** Orders' goods received not yet invoiced, labour signed in and plant on hire. */
    accrued: money,
    /** Of invoiced and accrued, what comes from the site's records rather than orders (labour, plant, waste, energy). */
    recordCosts: money,
    /** invoiced + accrued. */
    actual: money,
    /** projectedBudget − (actual + committed); null with no projected budget. */
    remaining: money.nullable(),
    forecast: money,
    /** The method the head chose (Budget where none was chosen). */
    method,
    /** The method whose figure is the forecast: the chosen one, or Budget when it is not available. */
    methodUsed: method,
    /** "Spend rate not available: No spend yet. Budget used"; null when the chosen method gave the forecast. */
    methodNote: z.string().nullable(),
    /** Every method's answer; shown side by side when `sideBySide`. */
    methods: z.array(methodResultSchema),
    sideBySide: z.boolean(),
    /** The flag texts ("93.6% of the projected budget spent or committed", "Forecast £2,500.00 over the projected budget", …). */
    flags: z.array(z.string()),
    /** (actual + committed) as a percentage of the projected budget, one decimal; null with none. */
    percentUsed: z.string().nullable(),
    /** The QS figure kept for the head, if any. */
    qsFigure: z.object({ amount: money, note: z.string() }).nullable(),
  })
  .meta({ id: "CostHeadFigures" });
export type HeadFigures = z.output<typeof headFiguresSchema>;

const totalsSchema = z.object({
  budget: money.nullable(),
  projectedBudget: money.nullable(),
  committed: money,
  invoiced: money,
  accrued: money,
  actual: money,
  remaining: money.nullable(),
  forecast: money,
});

export const exceptionKinds = ["receipt_no_invoice", "invoice_above_order", "sign_in_no_rate", "delivery_no_order"] as const;
export const costExceptionSchema = z
  .object({
    kind: z.enum(exceptionKinds),
    text: z.string(),
    /** The record it links to: an order (id), a worker (id, only for Workforce edit; otherwise null), a diary entry (id). */
    record: z.object({ type: z.enum(["order", "worker", "diary_entry"]), id: z.number().int() }).nullable(),
    head,
  })
  .meta({ id: "CostException" });

export const contractCostsSchema = z
  .object({
    contract: z.object({
      id: z.number().int(),
      slug: z.string(),
      name: z.string(),
      status: z.string(),
      division: z.string().nullable(),
      startDate: isoDay.nullable(),
      finishDate: isoDay.nullable(),
      /** The contract value now (approved variations included); null if never entered. */
      value: money.nullable(),
      /** Contract value + pending and unagreed variations' value estimates. */
      projectedValue: money.nullable(),
      retentionPercent: z.string(),
      practicalCompletionDate: isoDay.nullable(),
      defectsPeriodMonths: z.number().int(),
    }),
    asOf: isoDay,
    heads: z.array(headFiguresSchema),
    totals: totalsSchema,
    /** Margin at completion: projected value − the heads' forecast. */
    forecastMargin: z.object({ value: money.nullable(), cost: money, margin: money.nullable(), percent: z.string().nullable() }),
    /** Margin to date: the latest valuation's value certified − the cost of the same month (a closed month's snapshot, this month's cost today); null with no valuation. */
    marginToDate: z.object({ month: z.string(), certified: money, cost: money, margin: money, percent: z.string().nullable(), retention: money }).nullable(),
    labour: z.object({
      standardSeconds: z.number().int(),
      overtimeSeconds: z.number().int(),
      uncostedSeconds: z.number().int(),
      diarySeconds: z.number().int(),
      pay: money,
      onCost: money,
      cost: money,
      /** Employers with hours that carry no rate (workers with none, the diary's typed hours), most first. */
      uncostedByEmployer: z.array(z.object({ employer: z.string(), uncostedSeconds: z.number().int() })),
      /** Whether the reader may open labour by named worker (Workforce edit). */
      namesVisible: z.boolean(),
    }),
    plant: z.object({ entries: z.number().int(), byOrder: z.number().int(), uncosted: z.number().int(), uncostedHours: z.string(), cost: money }),
    /** Orders whose invoice replaced what had been received: "Invoice £1,500.00 against £1,440.00 accrued: £60.00 over". */
    invoicesAgainstAccruals: z.array(z.object({ orderId: z.number().int(), poNumber: z.string(), head, text: z.string(), difference: money })),
    exceptions: z.array(costExceptionSchema),
    /** How many exceptions there are in all (the list holds the first 50). */
    exceptionCount: z.number().int(),
    /** Order figures by cost code (labour, plant, waste and energy records under their head's name). */
    costCodes: z.array(z.object({ costCode: z.string(), committed: money, invoiced: money, accrued: money, actual: money })),
    cashFlow: z.object({
      profile: z.enum(CASH_FLOW_PROFILES),
      /** Actual by month so far (past months), then the cost to complete spread to the finish date. */
      months: z.array(z.object({ month: z.string(), actual: money, forecast: money })),
    }),
    /** Spend over time: each month's cumulative actual per head, with the head's projected budget for the line it is read against. */
    spendOverTime: z.object({
      months: z.array(z.object({ month: z.string(), heads: z.record(z.string(), money) })),
      budgets: z.record(z.string(), money.nullable()),
    }),
  })
  .meta({ id: "ContractCosts" });
export type ContractCosts = z.output<typeof contractCostsSchema>;

// Drill-downs -------------------------------------------------------------------------------------------

export const costOrdersQuery = pageQuery.extend({
  head: z.enum(COST_HEADS, { error: HEAD_DRILL_MESSAGE }).optional(),
  /** One cost code's lines ("No cost code" for lines without one). */
  costCode: z.string().trim().max(100).optional(),
});

export const costOrderSchema = z
  .object({
    id: z.number().int(),
    poNumber: z.string(),
    supplier: z.string(),
    status: z.string(),
    head,
    /** Net of VAT. */
    subtotal: money,
    committed: money,
    invoiced: money,
    accrued: money,
    lastReceiptDay: isoDay.nullable(),
    invoiceNumber: z.string().nullable(),
    invoiceDate: isoDay.nullable(),
    /** The invoice against what had been received, when both exist. */
    invoiceNote: z.string().nullable(),
    lines: z.array(
      z.object({
        id: z.number().int(),
        description: z.string(),
        costCode: z.string().nullable(),
        quantity: z.string(),
        quantityDelivered: z.string(),
        unit: z.string().nullable(),
        unitPrice: money,
        lineTotal: money,
        deliveredValue: money,
        /** The line's share of the order's invoice or accrual (rules/order-cost.ts `byCostCode`). */
        actualShare: money,
      }),
    ),
  })
  .meta({ id: "CostOrder" });
export const costOrdersPageSchema = pageOf(costOrderSchema);

export const labourDaysQuery = pageQuery;
/** Labour by employer and day (no names): what every Cost Analysis reader sees. */
export const labourEmployerDaySchema = z.object({
  day: isoDay,
  employer: z.string(),
  standardSeconds: z.number().int(),
  overtimeSeconds: z.number().int(),
  uncostedSeconds: z.number().int(),
  diarySeconds: z.number().int(),
  pay: money,
  onCost: money,
  cost: money,
});
export const labourEmployerDaysPageSchema = pageOf(labourEmployerDaySchema);

/** Labour by named worker and day: only for Workforce edit (decision 0065). */
export const labourWorkerDaySchema = z.object({
  workerId: z.number().int(),
  workerName: z.string(),
  employer: z.string(),
  day: isoDay,
  standardSeconds: z.number().int(),
  overtimeSeconds: z.number().int(),
  uncostedSeconds: z.number().int(),
  rateBasis: z.enum(["hourly", "day", "none"]),
  overtimeAtStandardRate: z.boolean(),
  pay: money,
  onCost: money,
  cost: money,
});
export const labourWorkerDaysPageSchema = pageOf(labourWorkerDaySchema);
export const WORKER_LABOUR_FORBIDDEN = "Labour by named worker needs Workforce edit";

export const costEntriesQuery = pageQuery.extend({
  head: z.enum(["plant", "waste", "energy"], { error: "Head must be plant, waste or energy" }),
});
/** A plant, waste or energy record and what it adds to its head. */
export const costEntrySchema = z.object({
  id: z.number().int(),
  kind: z.enum(["plant", "waste", "energy"]),
  day: isoDay,
  description: z.string(),
  /** Plant: "8.0 h at £45.00 per hour"; waste and energy: the ticket's or invoice's reference. */
  detail: z.string().nullable(),
  cost: money.nullable(),
  /** "costed by its order PO-…", "uncosted: no hire rate", or null. */
  note: z.string().nullable(),
  /** The diary entry it belongs to (plant and waste); null for energy. */
  diaryEntryId: z.number().int().nullable(),
});
export const costEntriesPageSchema = pageOf(costEntrySchema);
