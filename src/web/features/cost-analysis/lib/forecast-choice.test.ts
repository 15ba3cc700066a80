import { describe, expect, it } from "vitest";
import type { HeadFigures } from "@shared/cost-analysis/cost-figures";
import { choiceFields, forecastNow, methodOptions } from "./forecast-choice";

const head: Pick<HeadFigures, "method" | "methodUsed" | "methods" | "qsFigure" | "forecast"> = {
  method: "spend_rate",
  methodUsed: "budget",
  forecast: "52000.00",
  methods: [
    { method: "budget", label: "Budget", amount: "52000.00", reason: null },
    { method: "spend_rate", label: "Spend rate", amount: null, reason: "No spend yet" },
    { method: "qs_figure", label: "QS figure", amount: "49500.00", reason: null },
  ],
  qsFigure: { amount: "49500.00", note: "Second fix still to let" },
};

describe("the forecast method dialog", () => {
  it("shows each method's figure or why it has none, which is chosen and which gave the forecast", () => {
    expect(methodOptions(head)).toEqual([
      { method: "budget", label: "Budget", figure: "£52,000.00", reason: null, chosen: false, used: true },
      { method: "spend_rate", label: "Spend rate", figure: null, reason: "No spend yet", chosen: true, used: false },
      { method: "qs_figure", label: "QS figure", figure: "£49,500.00", reason: null, chosen: false, used: false },
    ]);
  });

  it("names a method the figures left out rather than dropping it", () => {
    const [, , qs] = methodOptions({ ...head, methods: head.methods.slice(0, 2) });
    expect(qs).toMatchObject({ method: "qs_figure", label: "QS figure", figure: null, reason: "Not worked out" });
  });

  it("starts from the head's choice and the QS figure it keeps", () => {
    expect(choiceFields(head)).toEqual({ method: "spend_rate", qsAmount: "49500.00", qsNote: "Second fix still to let" });
    expect(choiceFields({ method: "budget", qsFigure: null })).toEqual({ method: "budget", qsAmount: "", qsNote: "" });
    expect(forecastNow(head)).toBe("Forecast £52,000.00 by Budget");
  });
});
