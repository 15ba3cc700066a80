import { formatMoneyText } from "@shared/common/money";
import type { HeadFigures } from "@shared/cost-analysis/cost-figures";
import { FORECAST_METHODS, forecastMethodLabel, type ForecastMethod } from "@shared/rules/cost-forecast";

/**
 * The forecast method dialog's view of a head (decision 0081, "Forecast at completion"): each method
 * with its figure or the reason it has none, which one is chosen and which gave the forecast, and the
 * form's starting values from what the head keeps.
 */

export type MethodOption = {
  method: ForecastMethod;
  label: string;
  /** "£12,400.00", or null with a reason. */
  figure: string | null;
  reason: string | null;
  chosen: boolean;
  /** The method whose figure is the forecast now (Budget when the chosen one has none). */
  used: boolean;
};

/** The three methods in their order, each with what `current.methods` says of it. */
export function methodOptions(current: Pick<HeadFigures, "method" | "methodUsed" | "methods">): MethodOption[] {
  return FORECAST_METHODS.map((method) => {
    const result = current.methods.find((m) => m.method === method);
    const figure = result?.amount != null ? formatMoneyText(result.amount) : null;
    return {
      method,
      label: result?.label ?? forecastMethodLabel(method),
      figure,
      reason: figure === null ? (result?.reason ?? "Not worked out") : null,
      chosen: current.method === method,
      used: current.methodUsed === method,
    };
  });
}

/** The form's boxes, as text. */
export type ChoiceFields = { method: ForecastMethod; qsAmount: string; qsNote: string };

/** Starts from what the head keeps: its chosen method and the QS figure with its note, if any. */
export const choiceFields = (current: Pick<HeadFigures, "method" | "qsFigure">): ChoiceFields => ({
  method: current.method,
  qsAmount: current.qsFigure?.amount ?? "",
  qsNote: current.qsFigure?.note ?? "",
});

/** "Forecast £48,200.00 by Spend rate", the head's forecast as it stands. */
export const forecastNow = (current: Pick<HeadFigures, "forecast" | "methodUsed">) =>
  `Forecast ${formatMoneyText(current.forecast)} by ${forecastMethodLabel(current.methodUsed)}`;
