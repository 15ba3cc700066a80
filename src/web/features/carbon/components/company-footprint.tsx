import { Link } from "@web/lib/router";
import { Building2 } from "lucide-react";
import { formatCarbon } from "@shared/carbon/carbon";
import type { CompanyFootprint } from "@shared/carbon-footprint/carbon-footprint";
import { Badge } from "@web/components/ui/badge";
import { EmptyState } from "@web/components/ui/empty-state";
import { Pagination } from "@web/components/ui/pagination";
import { TableCell, TableRow } from "@web/components/ui/table";
import { CardsOrTable, HeadedTable, col, right } from "@web/components/table/headed-table";
import { cn } from "@web/lib/cn";
import { companyLedgerCsv } from "../api/download-ledger-csv";
import { Section } from "./footprint-sections";
import { LedgerExportButton } from "./ledger-export-button";
import { kgNumber, SCOPE_COLOURS } from "./carbon-format";
import { periodLabel } from "./project-footprint";
import { ScopeSummary } from "./scope-summary";

/** The company overview: its total by scope and each live contract's, largest first, each opening its footprint. */
export function CompanyFootprintView({
  data,
  projectLink,
  onPage,
  busy,
}: {
  data: CompanyFootprint;
  projectLink: (slug: string) => string;
  onPage: (page: number) => void;
  busy: boolean;
}) {
  const c = data.company;
  const byScope = [
    { scope: 1 as const, kgCo2e: c.scope1 },
    { scope: 2 as const, kgCo2e: c.scope2 },
    { scope: 3 as const, kgCo2e: c.scope3 },
  ];
  return (
    <div className="grid gap-4">
      <ScopeSummary
        totalKg={c.totalKg}
        byScope={byScope}
        caption={`${periodLabel(data.from, data.to)} · ${c.projects} ${c.projects === 1 ? "contract" : "contracts"} with figures`}
      />
      <Section
        title="By contract"
        description="Largest first; choose a contract to see its footprint"
        action={c.projects > 0 && <LedgerExportButton file={companyLedgerCsv({ from: data.from ?? undefined, to: data.to ?? undefined })} />}
      >
        {data.items.length === 0 ? (
          <EmptyState icon={Building2} title="No contracts yet" text="Create a contract and log its site activity in the diary to see its carbon here." />
        ) : (
          <div className={cn("grid gap-2", busy && "opacity-60")}>
            <CardsOrTable
              items={data.items}
              itemKey={(r) => r.project.id}
              card={(r) => (
                <>
                  <Link
                    to={projectLink(r.project.slug)}
                    className="block rounded-md border border-slate-200 bg-white p-3 hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-brand focus-visible:outline-none"
                  >
                    <span className="flex items-start justify-between gap-3">
                      <span className="min-w-0 font-medium break-words text-slate-900">{r.project.name}</span>
                      <span className="shrink-0 font-semibold tabular-nums">{formatCarbon(r.totalKg)}</span>
                    </span>
                    <ScopeBar row={r} />
                    <span className="mt-1 flex flex-wrap gap-x-3 text-xs text-slate-600">
                      <span>S1 {formatCarbon(r.scope1)}</span>
                      <span>S2 {formatCarbon(r.scope2)}</span>
                      <span>S3 {formatCarbon(r.scope3)}</span>
                    </span>
                  </Link>
                </>
              )}
              table={
                <HeadedTable
                  columns={["Contract", right("Scope 1 kg"), right("Scope 2 kg"), right("Scope 3 kg"), right("Total kg CO2e"), col("Split", "w-40")]}
                >
                  {data.items.map((r) => (
                    <TableRow key={r.project.id}>
                      <TableCell className="whitespace-normal">
                        <Link to={projectLink(r.project.slug)} className="font-medium text-slate-900 hover:underline">
                          {r.project.name}
                        </Link>
                        <span className="mt-0.5 flex items-center gap-2 text-xs text-slate-500">
                          {r.project.code}
                          {r.project.status && r.project.status !== "Open" && <Badge variant="secondary">{r.project.status}</Badge>}
                        </span>
                      </TableCell>
                      <TableCell className="text-right tabular-nums">{kgNumber(r.scope1)}</TableCell>
                      <TableCell className="text-right tabular-nums">{kgNumber(r.scope2)}</TableCell>
                      <TableCell className="text-right tabular-nums">{kgNumber(r.scope3)}</TableCell>
                      <TableCell className="text-right font-medium tabular-nums">{kgNumber(r.totalKg)}</TableCell>
                      <TableCell>
                        <ScopeBar row={r} />
                      </TableCell>
                    </TableRow>
                  ))}
                </HeadedTable>
              }
            />
            {data.pageCount > 1 && <Pagination page={data.page} pageCount={data.pageCount} onPageChange={onPage} disabled={busy} />}
          </div>
        )}
      </Section>
    </div>
  );
}

/** The scopes' shares of a contract's total as one bar; empty when nothing is recorded. */
function ScopeBar({ row }: { row: { scope1: number; scope2: number; scope3: number; totalKg: number } }) {
  return (
    <span className="mt-1.5 flex h-2 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
      {row.totalKg > 0 &&
        ([1, 2, 3] as const).map((s) => <span key={s} style={{ width: `${(row[`scope${s}`] / row.totalKg) * 100}%`, backgroundColor: SCOPE_COLOURS[s] }} />)}
    </span>
  );
}
