import type { ContractCosts } from "@shared/cost-analysis/cost-figures";
import { formatCount, formatHours } from "@shared/common/numbers";
import { UNCOSTED } from "@shared/rules/labour-cost";
import { Button } from "@web/components/ui/button";
import { hoursText, money } from "./cost-format";
import { CostSection, Fact } from "./cost-section";

/** Labour's hours and cost, with the hours priced at nothing by employer; plant's entries and cost beside it. */
export function LabourCard({ costs, onLabour, onPlant }: { costs: ContractCosts; onLabour: () => void; onPlant: () => void }) {
  const l = costs.labour;
  const p = costs.plant;
  return (
    <CostSection
      title="Labour and plant"
      description="Signed-in hours at each worker's rates with the company's on-costs; plant at its hire rate or its order."
      action={
        <Button variant="outline" size="sm" onClick={onLabour}>
          Labour by day
        </Button>
      }
    >
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-3">
        <Fact label="Standard hours">{hoursText(l.standardSeconds)}</Fact>
        <Fact label="Overtime hours">{hoursText(l.overtimeSeconds)}</Fact>
        <Fact label="Labour cost">{money(l.cost)}</Fact>
        <Fact label="Pay">{money(l.pay)}</Fact>
        <Fact label="On-costs">{money(l.onCost)}</Fact>
        <Fact label="Typed in the diary, no sign-in">{hoursText(l.diarySeconds)}</Fact>
      </dl>
      {l.uncostedByEmployer.length > 0 && (
        <div className="mt-4 rounded-md border border-amber-200 bg-amber-50 p-3">
          <p className="text-sm font-medium text-amber-900">
            {hoursText(l.uncostedByEmployer.reduce((sum, e) => sum + e.uncostedSeconds, 0))} {UNCOSTED}: hours with no rate, priced at nothing
          </p>
          <ul className="mt-1 grid gap-0.5 text-sm text-amber-900" aria-label="Uncosted hours by employer">
            {l.uncostedByEmployer.map((e) => (
              <li key={e.employer} className="flex justify-between gap-3">
                <span className="min-w-0 break-words">{e.employer}</span>
                <span className="shrink-0 tabular-nums">
                  {hoursText(e.uncostedSeconds)} {UNCOSTED}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="mt-4 border-t border-slate-200 pt-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 className="text-sm font-semibold text-slate-900">Plant</h3>
          <Button variant="ghost" size="sm" onClick={onPlant}>
            Plant entries
          </Button>
        </div>
        <dl className="mt-2 grid grid-cols-2 gap-3 text-sm sm:grid-cols-3">
          <Fact label="Plant cost">{money(p.cost)}</Fact>
          <Fact label="Entries">
            {formatCount(p.entries)}
            {p.byOrder > 0 && <span className="block text-xs font-normal text-slate-500">{formatCount(p.byOrder)} costed by their order</span>}
          </Fact>
          <Fact label="Uncosted plant">
            {p.uncosted > 0 ? (
              <span className="text-amber-800">
                {formatCount(p.uncosted)} {p.uncosted === 1 ? "entry" : "entries"}, {formatHours(p.uncostedHours)} {UNCOSTED}
              </span>
            ) : (
              "None"
            )}
          </Fact>
        </dl>
      </div>
    </CostSection>
  );
}
