import { z } from "zod";
import { moneyField, optionalText } from "../common/fields";
import { slugParams } from "../common/slug";
import { personRef, timestamp } from "../common/wire";
import { FORECAST_METHODS, type ForecastMethod } from "../rules/cost-forecast";
import { COST_HEADS } from "../rules/cvr";
import { HEAD_MESSAGE } from "./variations";

/**
 * A contract's forecast choice per head (docs/decisions/0081-cost-analysis.md, "Forecast at
 * completion"): the method, and the QS figure with its note. The methods are cost-forecast.ts's.
 */

export const METHOD_MESSAGE = "Method must be budget, spend_rate or qs_figure";
export const QS_AMOUNT_REQUIRED = "Enter the QS figure to forecast by it";
export const QS_NOTE_REQUIRED = "A note is required with a QS figure";
export const QS_NOTE_MAX = 2000;

export const forecastHeadParams = slugParams.extend({ head: z.enum(COST_HEADS, { error: HEAD_MESSAGE }) });

/**
 * PUT …/cost-forecasts/:head: the head's whole choice. A QS figure may be kept while another method
 * is chosen (it is then shown beside it); forecasting by it needs the figure and its note.
 */
export const forecastChoiceSchema = z
  .object({
    method: z.enum(FORECAST_METHODS, { error: METHOD_MESSAGE }),
    qsAmount: moneyField("QS figure"),
    qsNote: optionalText("Note", QS_NOTE_MAX),
  })
  .superRefine((v, ctx) => {
    if (v.qsAmount !== null && v.qsNote === null) ctx.addIssue({ code: "custom", path: ["qsNote"], message: QS_NOTE_REQUIRED });
    if (v.method === "qs_figure" && v.qsAmount === null) ctx.addIssue({ code: "custom", path: ["qsAmount"], message: QS_AMOUNT_REQUIRED });
  });
export type ForecastChoiceInput = z.output<typeof forecastChoiceSchema>;

export const forecastChoiceViewSchema = z
  .object({
    head: z.enum(COST_HEADS),
    method: z.enum(FORECAST_METHODS),
    qsAmount: z.string().nullable().describe("Decimal string, two places"),
    qsNote: z.string().nullable(),
    /** Null while the head keeps the default (Budget) nobody chose. */
    chosenBy: personRef.nullable(),
    chosenAt: timestamp.nullable(),
  })
  .meta({ id: "ForecastChoice" });
export type ForecastChoiceView = z.output<typeof forecastChoiceViewSchema>;

/** Every head, in the heads' order, whether chosen or not. */
export const forecastChoicesSchema = z.object({ heads: z.array(forecastChoiceViewSchema) });
export type { ForecastMethod };
