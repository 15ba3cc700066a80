import { costHeadLabel } from "@shared/rules/cvr";
import { Badge } from "@web/components/ui/badge";
import { cn } from "@web/lib/cn";
import { Link } from "@web/lib/router";
import { AFFECTS_LABEL, movementLink, movementTotals, signedMoney, type Movement } from "../lib/cvr-view";

/**
 * "Why it moved": what changed since the month closed before this one, each movement with what it
 * moves (cost, committed, budget, forecast, value), its signed amount, its record where it has a
 * screen, and for a record dated in an earlier closed month the server's "late" words.
 */
export function CvrMovements({ movements }: { movements: Movement[] | null }) {
  if (movements === null) return <p className="text-sm text-slate-500">Why the figures moved is shown once the month before it has closed with its figures.</p>;
  if (movements.length === 0) return <p className="text-sm text-slate-500">Nothing moved since the month before.</p>;
  const totals = movementTotals(movements);
  return (
    <div className="grid gap-3">
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700" aria-label="Movements in total">
        {totals.map((t) => (
          <span key={t.affects}>
            {t.label} <span className="font-medium tabular-nums">{signedMoney(t.total)}</span>
          </span>
        ))}
      </p>
      <ul className="grid divide-y divide-slate-200 rounded-md border border-slate-200" aria-label="Why it moved">
        {movements.map((m, i) => {
          const link = movementLink(m.key);
          const amount = signedMoney(m.amount);
          return (
            <li key={`${m.key ?? m.kind}-${i}`} className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 gap-y-1 p-3 text-sm">
              <div className="min-w-0">
                <p className="break-words text-slate-900">
                  {link ? (
                    <Link to={link} className="text-blue-700 underline">
                      {m.text}
                    </Link>
                  ) : (
                    m.text
                  )}
                </p>
                <div className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-500">
                  <Badge variant="outline">{AFFECTS_LABEL[m.affects]}</Badge>
                  {m.head && <span>{costHeadLabel(m.head)}</span>}
                </div>
                {m.late && <p className="mt-1 text-xs break-words text-amber-800">{m.late}</p>}
              </div>
              <span className={cn("text-right font-medium tabular-nums", amount.startsWith("-") ? "text-red-700" : "text-slate-900")}>{amount}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
