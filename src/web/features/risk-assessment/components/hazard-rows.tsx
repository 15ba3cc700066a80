import { Plus, Trash2 } from "lucide-react";
import { MAX_HAZARDS } from "@shared/risk/risk-assessment";
import { LIKELIHOOD_LABELS, RISK_SCALE, SEVERITY_LABELS } from "@shared/rules/risk-score";
import { Button } from "@web/components/ui/button";
import { Input } from "@web/components/ui/input";
import { Select } from "@web/components/ui/select";
import { Textarea } from "@web/components/ui/textarea";
import { cn } from "@web/lib/cn";
import { RiskBadge } from "./risk-badge";

export type HazardDraft = {
  key: string;
  id?: string | null;
  hazard: string;
  whoAtRisk: string;
  likelihood: number;
  severity: number;
  controls: string;
  residualLikelihood: number;
  residualSeverity: number;
  owner: string;
};

let seq = 0;
export const newHazard = (): HazardDraft => ({
  key: `new-${++seq}`,
  hazard: "",
  whoAtRisk: "",
  likelihood: 3,
  severity: 3,
  controls: "",
  residualLikelihood: 2,
  residualSeverity: 3,
  owner: "",
});

const options = (labels: Record<number, string>) => RISK_SCALE.map((n) => ({ value: String(n), label: `${n} ${labels[n]}` }));
const L_OPTIONS = options(LIKELIHOOD_LABELS);
const S_OPTIONS = options(SEVERITY_LABELS);

/** xl: a table row; smaller: a card. One set of controls serves both. */
const GRID = "xl:grid-cols-[1.75rem_minmax(0,3fr)_12rem_minmax(0,3fr)_12rem_minmax(0,2fr)_2.5rem]";

type Props = {
  hazards: HazardDraft[];
  errors: Record<string, string>;
  readOnly?: boolean;
  onChange: (hazards: HazardDraft[]) => void;
};

/** The hazards: likelihood and severity selects with the risk scored live and coloured by band. */
export function HazardRows({ hazards, errors, readOnly, onChange }: Props) {
  const set = (i: number, patch: Partial<HazardDraft>) => onChange(hazards.map((h, j) => (j === i ? { ...h, ...patch } : h)));
  return (
    <section aria-labelledby="hazards-title" className="grid gap-3">
      <div className="flex items-center justify-between gap-2">
        <h2 id="hazards-title" className="text-base font-semibold text-slate-900">
          Hazards <span className="text-slate-500">({hazards.length})</span>
        </h2>
        {!readOnly && (
          <Button type="button" variant="outline" size="sm" onClick={() => onChange([...hazards, newHazard()])} disabled={hazards.length >= MAX_HAZARDS}>
            <Plus aria-hidden="true" />
            Add hazard
          </Button>
        )}
      </div>
      {errors.scores && (
        <p role="alert" className="text-sm font-medium text-red-600">
          {errors.scores}
        </p>
      )}
      <div className={cn("hidden gap-2 border-b border-slate-200 pb-2 text-xs font-medium text-slate-500 xl:grid", GRID)} aria-hidden="true">
        <span>#</span>
        <span>Hazard / who is at risk</span>
        <span>Before controls (likelihood × severity)</span>
        <span>Controls</span>
        <span>Residual (likelihood × severity)</span>
        <span>Owner</span>
        <span />
      </div>
      <ol className="grid gap-3 xl:gap-0">
        {hazards.map((h, i) => {
          const err = (f: string) => errors[`scores.${i}.${f}`];
          const initial = h.likelihood * h.severity;
          const residual = h.residualLikelihood * h.residualSeverity;
          const id = (f: string) => `hazard-${h.key}-${f}`;
          return (
            <li
              key={h.key}
              className={cn(
                "grid gap-3 rounded-lg border border-slate-200 bg-white p-3 sm:grid-cols-2 xl:items-start xl:gap-2 xl:rounded-none xl:border-0 xl:border-b xl:px-0 xl:py-2",
                GRID,
              )}
            >
              <span className="text-sm font-semibold text-slate-500 sm:col-span-2 xl:col-span-1 xl:pt-2">
                <span className="xl:hidden">Hazard </span>
                {i + 1}
              </span>
              <div className="grid gap-1.5 sm:col-span-2 xl:col-span-1">
                <Labelled label="Hazard" htmlFor={id("hazard")} error={err("hazard")}>
                  <Textarea
                    id={id("hazard")}
                    rows={2}
                    value={h.hazard}
                    disabled={readOnly}
                    onChange={(e) => set(i, { hazard: e.target.value })}
                    placeholder="e.g. Work at height on slab edges"
                  />
                </Labelled>
                <Labelled label="Who is at risk" htmlFor={id("who")} error={err("whoAtRisk")}>
                  <Input
                    id={id("who")}
                    value={h.whoAtRisk}
                    disabled={readOnly}
                    onChange={(e) => set(i, { whoAtRisk: e.target.value })}
                    placeholder="e.g. Operatives, public"
                  />
                </Labelled>
              </div>
              {/* In the table the two ratings stack, so "5 Catastrophic" is read whole in a 12rem column. */}
              <div className="grid grid-cols-2 gap-2 xl:grid-cols-1">
                <Rating
                  label="Likelihood"
                  id={id("l")}
                  value={h.likelihood}
                  options={L_OPTIONS}
                  readOnly={readOnly}
                  onChange={(v) => set(i, { likelihood: v })}
                />
                <Rating label="Severity" id={id("s")} value={h.severity} options={S_OPTIONS} readOnly={readOnly} onChange={(v) => set(i, { severity: v })} />
                <Score label="Risk before controls" score={initial} />
              </div>
              <Labelled label="Controls" htmlFor={id("controls")} error={err("controls")} className="sm:order-2 sm:col-span-2 xl:order-none xl:col-span-1">
                <Textarea
                  id={id("controls")}
                  rows={2}
                  value={h.controls}
                  disabled={readOnly}
                  onChange={(e) => set(i, { controls: e.target.value })}
                  placeholder="What reduces the risk"
                />
              </Labelled>
              <div className="grid grid-cols-2 gap-2 xl:grid-cols-1">
                <Rating
                  label="Residual likelihood"
                  id={id("rl")}
                  value={h.residualLikelihood}
                  options={L_OPTIONS}
                  readOnly={readOnly}
                  onChange={(v) => set(i, { residualLikelihood: v })}
                />
                <Rating
                  label="Residual severity"
                  id={id("rs")}
                  value={h.residualSeverity}
                  options={S_OPTIONS}
                  readOnly={readOnly}
                  onChange={(v) => set(i, { residualSeverity: v })}
                />
                <Score label="Residual risk" score={residual} />
                {(err("residualSeverity") || residual > initial) && (
                  <p role="alert" className="col-span-2 text-xs font-medium text-red-600 xl:col-span-1">
                    {err("residualSeverity") ?? "Residual risk cannot be higher than the risk before controls"}
                  </p>
                )}
              </div>
              <Labelled label="Owner" htmlFor={id("owner")} error={err("owner")} className="sm:order-2 xl:order-none">
                <Input id={id("owner")} value={h.owner} disabled={readOnly} onChange={(e) => set(i, { owner: e.target.value })} placeholder="Who acts" />
              </Labelled>
              {!readOnly && (
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="justify-self-end text-slate-500 hover:text-red-700 sm:order-3 xl:order-none"
                  onClick={() => onChange(hazards.filter((_, j) => j !== i))}
                  aria-label={`Remove hazard ${i + 1}`}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

function Labelled({
  label,
  htmlFor,
  error,
  className,
  children,
}: {
  label: string;
  htmlFor: string;
  error?: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div className={cn("grid gap-1", className)}>
      <label htmlFor={htmlFor} className="text-xs font-medium text-slate-600 xl:sr-only">
        {label}
      </label>
      {children}
      {error && (
        <p role="alert" className="text-xs font-medium text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}

function Rating({
  label,
  id,
  value,
  options,
  readOnly,
  onChange,
}: {
  label: string;
  id: string;
  value: number;
  options: { value: string; label: string }[];
  readOnly?: boolean;
  onChange: (v: number) => void;
}) {
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-xs font-medium text-slate-600 xl:sr-only">
        {label}
      </label>
      <Select
        id={id}
        value={String(value)}
        disabled={readOnly}
        onChange={(e) => onChange(Number(e.target.value))}
        options={options}
        className="xl:px-2"
        title={label}
      />
    </div>
  );
}

function Score({ label, score }: { label: string; score: number }) {
  return (
    <div className="col-span-2 flex items-center gap-2 xl:col-span-1" aria-live="polite">
      <span className="text-xs font-medium text-slate-600 xl:sr-only">{label}</span>
      <RiskBadge score={score} />
    </div>
  );
}
