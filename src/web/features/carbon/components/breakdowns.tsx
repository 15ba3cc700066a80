import { formatCarbon, formatCount, formatFactor } from "@shared/common/numbers";
import type { ProjectFootprint } from "@shared/carbon-footprint/carbon-footprint";
import { TableCell, TableRow } from "@web/components/ui/table";
import { CardsOrTable, HeadedTable, right } from "@web/components/table/headed-table";
import { cn } from "@web/lib/cn";
import { factorText, kgNumber, SCOPE_COLOURS, SOURCE_LABELS } from "./carbon-format";

/** The footprint's breakdowns: by category (with a bar for its share), GHG Scope 3 category, source and factor. */

export function CategoryBreakdown({
  footprint,
  selected,
  onSelect,
}: {
  footprint: ProjectFootprint;
  selected?: string;
  onSelect?: (category: string | undefined) => void;
}) {
  const max = Math.max(...footprint.byCategory.map((c) => c.kgCo2e), 0);
  return (
    <ul className="grid gap-2" aria-label="Carbon by category">
      {footprint.byCategory.map((c) => {
        const active = selected === c.category;
        const body = (
          <>
            <span className="flex items-baseline justify-between gap-3 text-sm">
              <span className="min-w-0 font-medium break-words text-slate-800">
                {c.label} <span className="font-normal text-slate-500">· Scope {c.scope}</span>
              </span>
              <span className="shrink-0 text-slate-700 tabular-nums">{formatCarbon(c.kgCo2e)}</span>
            </span>
            <span className="mt-1 block h-2 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
              <span
                className="block h-full rounded-full"
                style={{ width: `${max ? Math.max(2, (c.kgCo2e / max) * 100) : 0}%`, backgroundColor: SCOPE_COLOURS[c.scope as 1 | 2 | 3] }}
              />
            </span>
          </>
        );
        return (
          <li key={`${c.category}-${c.scope}`}>
            {onSelect ? (
              <button
                type="button"
                aria-pressed={active}
                title={active ? "Show every category" : `Show only ${c.label} in the entries below`}
                onClick={() => onSelect(active ? undefined : c.category)}
                className={cn(
                  "block w-full rounded-md p-2 text-left transition-colors hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-brand focus-visible:outline-none",
                  active && "bg-brand/5 ring-1 ring-brand/40",
                )}
              >
                {body}
              </button>
            ) : (
              <div className="p-2">{body}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}

export function GhgTable({ footprint }: { footprint: ProjectFootprint }) {
  if (footprint.byGhgCategory.length === 0) return <p className="text-sm text-slate-500">No Scope 3 figures in this period.</p>;
  return (
    <HeadedTable columns={["GHG Protocol category", right("Figures"), right("kg CO2e")]}>
      {footprint.byGhgCategory.map((g) => (
        <TableRow key={g.ghgCategory}>
          <TableCell className="whitespace-normal">
            {g.ghgCategory}. {g.label}
          </TableCell>
          <TableCell className="text-right tabular-nums">{formatCount(g.figures)}</TableCell>
          <TableCell className="text-right tabular-nums">{kgNumber(g.kgCo2e)}</TableCell>
        </TableRow>
      ))}
    </HeadedTable>
  );
}

export function SourceList({ footprint }: { footprint: ProjectFootprint }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {footprint.bySource.map((s) => (
        <div key={s.sourceKind} className="rounded-md border border-slate-200 p-3">
          <dt className="text-xs font-medium text-slate-500">{SOURCE_LABELS[s.sourceKind] ?? s.sourceKind}</dt>
          <dd className="mt-0.5 text-sm font-semibold text-slate-900">{formatCarbon(s.kgCo2e)}</dd>
          <dd className="text-xs text-slate-500">
            {formatCount(s.records)} {s.records === 1 ? "record" : "records"} · {formatCount(s.figures)} {s.figures === 1 ? "figure" : "figures"}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function FactorsTable({ footprint }: { footprint: ProjectFootprint }) {
  return (
    <>
      <CardsOrTable
        items={footprint.factors}
        itemKey={(f) => `${f.factorId}-${f.year}-${f.value}`}
        cardClassName="rounded-md border border-slate-200 p-3 text-sm"
        card={(f) => (
          <>
            <p className="font-medium break-words text-slate-800">{factorText(f)}</p>
            <p className="mt-0.5 text-xs text-slate-500">
              {formatCount(f.figures)} {f.figures === 1 ? "figure" : "figures"} · {formatCarbon(f.kgCo2e)}
            </p>
          </>
        )}
        table={
          <HeadedTable columns={["Factor", "ID", "Set", right("kg CO2e per unit"), right("Figures"), right("kg CO2e")]}>
            {footprint.factors.map((f) => (
              <TableRow key={`${f.factorId}-${f.year}-${f.value}`}>
                <TableCell className="max-w-80 whitespace-normal">{f.name}</TableCell>
                <TableCell className="font-mono text-xs">{f.factorId}</TableCell>
                <TableCell className="whitespace-nowrap">{f.year ? `${f.source} ${f.year}` : f.source}</TableCell>
                <TableCell className="text-right whitespace-nowrap tabular-nums">
                  {formatFactor(f.value)} <span className="text-slate-500">/ {f.unit}</span>
                </TableCell>
                <TableCell className="text-right tabular-nums">{formatCount(f.figures)}</TableCell>
                <TableCell className="text-right tabular-nums">{kgNumber(f.kgCo2e)}</TableCell>
              </TableRow>
            ))}
          </HeadedTable>
        }
      />
    </>
  );
}
