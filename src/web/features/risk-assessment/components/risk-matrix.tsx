import { useState } from "react";
import { LIKELIHOOD_LABELS, RISK_SCALE, SEVERITY_LABELS, matrixCounts, riskBand, type ScoredRatings } from "@shared/rules/risk-score";
import { cn } from "@web/lib/cn";
import { BAND_CELL } from "../lib/risk-colours";

/**
 * The 5 × 5 matrix: likelihood rows (5 at the top) × severity columns, each cell coloured by its band
 * and showing how many hazards sit in it, before or after controls.
 */
export function RiskMatrix({ hazards }: { hazards: readonly Partial<ScoredRatings>[] }) {
  const [view, setView] = useState<"initial" | "residual">("residual");
  const rated = hazards.filter((h): h is ScoredRatings =>
    [h.likelihood, h.severity, h.residualLikelihood, h.residualSeverity].every((n) => typeof n === "number" && n >= 1 && n <= 5),
  );
  const counts = matrixCounts(rated, view);
  return (
    <section aria-labelledby="risk-matrix-title" className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="risk-matrix-title" className="text-base font-semibold text-slate-900">
          Risk matrix
        </h2>
        <div role="radiogroup" aria-label="Matrix view" className="inline-flex rounded-md border border-slate-300 p-0.5 text-sm">
          {(["initial", "residual"] as const).map((v) => (
            <button
              key={v}
              type="button"
              role="radio"
              aria-checked={view === v}
              onClick={() => setView(v)}
              className={cn("rounded px-3 py-1 font-medium", view === v ? "bg-brand text-white" : "text-slate-700 hover:bg-slate-100")}
            >
              {v === "initial" ? "Before controls" : "Residual"}
            </button>
          ))}
        </div>
      </div>
      <div className="grid grid-cols-[1.5rem_auto_repeat(5,minmax(0,1fr))] gap-1 text-center text-xs">
        <div className="row-span-5 flex items-center justify-center">
          <span className="-rotate-90 font-medium whitespace-nowrap text-slate-600">Likelihood</span>
        </div>
        {[...RISK_SCALE].reverse().map((l) => (
          <Row key={l} l={l} counts={counts} />
        ))}
        <div />
        <div />
        {RISK_SCALE.map((s) => (
          <div key={s} className="px-0.5 text-slate-600">
            <span className="font-semibold">{s}</span>
            <span className="hidden truncate 2xl:block" title={SEVERITY_LABELS[s]}>
              {SEVERITY_LABELS[s]}
            </span>
          </div>
        ))}
        <div className="col-span-5 col-start-3 font-medium text-slate-600">Severity</div>
      </div>
      <p className="text-xs text-slate-500 sm:hidden">Likelihood: {RISK_SCALE.map((l) => `${l} ${LIKELIHOOD_LABELS[l]}`).join(" · ")}</p>
      <p className="text-xs text-slate-500 2xl:hidden">Severity: {RISK_SCALE.map((s) => `${s} ${SEVERITY_LABELS[s]}`).join(" · ")}</p>
      <p className="text-xs text-slate-500">
        {rated.length} {rated.length === 1 ? "hazard" : "hazards"} placed by{" "}
        {view === "initial" ? "likelihood and severity before controls" : "residual likelihood and severity"}. Bands: 1–4 Low, 5–9 Medium, 10–16 High, 20–25
        Very high.
      </p>
    </section>
  );
}

function Row({ l, counts }: { l: number; counts: number[][] }) {
  return (
    <>
      <div className="flex items-center justify-end gap-1 pr-1 text-slate-600">
        <span className="hidden whitespace-nowrap sm:inline">{LIKELIHOOD_LABELS[l]}</span>
        <span className="font-semibold">{l}</span>
      </div>
      {RISK_SCALE.map((s) => {
        const score = l * s;
        const n = counts[l - 1][s - 1];
        const band = riskBand(score);
        return (
          <div
            key={s}
            className={cn(
              "relative flex aspect-square min-h-10 flex-col items-center justify-center rounded sm:aspect-[4/3]",
              BAND_CELL[band.key],
              n > 0 && "ring-2 ring-slate-900 ring-inset",
            )}
            aria-label={`Likelihood ${l}, severity ${s}: risk ${score} ${band.label}, ${n} ${n === 1 ? "hazard" : "hazards"}`}
            role="img"
          >
            <span className="text-[10px] font-medium">{score}</span>
            {n > 0 && <span className="text-base leading-none font-bold">{n}</span>}
          </div>
        );
      })}
    </>
  );
}
