import { ListFilter } from "lucide-react";
import { FIGURE_CATEGORIES, type SourceKind } from "@shared/carbon/carbon";
import { formatCarbon, formatCount } from "@shared/common/numbers";
import type { LedgerFigure } from "@shared/carbon-footprint/carbon-footprint";
import { Badge } from "@web/components/ui/badge";
import { LoadError } from "@web/components/ui/load-error";
import { Pagination } from "@web/components/ui/pagination";
import { Select } from "@web/components/ui/select";
import { Skeleton } from "@web/components/ui/skeleton";
import { TableCell, TableRow } from "@web/components/ui/table";
import { CardsOrTable, HeadedTable, right } from "@web/components/table/headed-table";
import { formatDate } from "@web/lib/format";
import { cn } from "@web/lib/cn";
import { bindSelect } from "@web/lib/use-url-filters";
import { projectLedgerCsv } from "../api/download-ledger-csv";
import { useFigures } from "../api/get-figures";
import { activityText, factorText, ghgLabel, kgNumber, longMonthLabel } from "./carbon-format";
import { LedgerExportButton } from "./ledger-export-button";

export type LedgerFilters = { scope?: number; category?: string; month?: string; page: number };

const CATEGORY_OPTIONS = Object.entries(FIGURE_CATEGORIES).map(([value, label]) => ({ value, label }));
const SCOPE_OPTIONS = [1, 2, 3].map((s) => ({ value: String(s), label: `Scope ${s}` }));

/**
 * "The entries behind each figure": the ledger rows with their factor, newest first, filtered by
 * scope, category and month, exported as CSV with the same filters; a row opens the record it came
 * from when the viewer may edit it.
 */
export function Ledger(props: {
  slug: string;
  range: { from?: string; to?: string };
  filters: LedgerFilters;
  onFilters: (f: LedgerFilters) => void;
  months: string[];
  canOpen: (kind: SourceKind) => boolean;
  onOpen: (kind: SourceKind, id: number) => void;
}) {
  const { slug, range, filters, onFilters, canOpen, onOpen } = props;
  const figures = useFigures(slug, { ...range, ...filters });
  const set = (change: Partial<LedgerFilters>) => onFilters({ ...filters, page: 1, ...change });
  const data = figures.data;
  const filtered = Boolean(filters.scope || filters.category || filters.month);

  return (
    // minmax(0, 1fr): the grid's one column may not grow to the table's own width, so the filters and
    // the table stay inside the card and only the table scrolls if it must (issue 11 item 21).
    <div className="grid grid-cols-[minmax(0,1fr)] gap-3">
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-[repeat(3,minmax(0,1fr))]" role="group" aria-label="Filter the entries">
        <Select
          aria-label="Scope"
          placeholder="All scopes"
          options={SCOPE_OPTIONS}
          {...bindSelect(filters.scope || undefined, (v) => set({ scope: v ? Number(v) : undefined }))}
        />
        <Select
          aria-label="Category"
          placeholder="All categories"
          options={CATEGORY_OPTIONS}
          {...bindSelect(filters.category, (category) => set({ category }))}
        />
        <Select
          aria-label="Month"
          placeholder="All months"
          options={props.months.map((m) => ({ value: m, label: longMonthLabel(m) }))}
          {...bindSelect(filters.month, (month) => set({ month }))}
        />
      </div>
      {figures.isPending ? (
        <div className="grid gap-2" aria-busy="true" aria-label="Loading the entries">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-12" />
          ))}
        </div>
      ) : figures.isError || !data ? (
        <LoadError title="The entries could not be loaded" error={figures.error} onRetry={() => figures.refetch()} />
      ) : data.items.length === 0 ? (
        <p className="flex items-center gap-2 rounded-md border border-dashed border-slate-300 p-4 text-sm text-slate-500">
          <ListFilter className="size-4" aria-hidden="true" />
          {filtered ? "No figures match these filters." : "No figures in this period."}
        </p>
      ) : (
        <>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm text-slate-600" aria-live="polite">
              {formatCount(data.total)} {data.total === 1 ? "figure" : "figures"} · {formatCarbon(data.totalKg)}
            </p>
            <LedgerExportButton file={projectLedgerCsv(slug, { ...range, scope: filters.scope, category: filters.category, month: filters.month })} />
          </div>
          <CardsOrTable
            items={data.items}
            itemKey={(f) => f.id}
            faded={figures.isPlaceholderData}
            card={(f) => (
              <>
                <FigureCard figure={f} open={canOpen(f.sourceKind) ? () => onOpen(f.sourceKind, f.sourceId) : undefined} />
              </>
            )}
            table={
              <HeadedTable columns={["Date", "Description", right("Activity"), "Factor", right("kg CO2e")]}>
                {data.items.map((f) => {
                  const open = canOpen(f.sourceKind) ? () => onOpen(f.sourceKind, f.sourceId) : undefined;
                  return (
                    <TableRow key={f.id} className={cn(open && "cursor-pointer")} onClick={open}>
                      <TableCell className="whitespace-nowrap">{formatDate(`${f.date}T00:00:00`)}</TableCell>
                      <TableCell className="w-2/5 min-w-56 whitespace-normal">
                        {open ? (
                          <button
                            type="button"
                            className="text-left font-medium text-slate-900 hover:underline focus-visible:ring-2 focus-visible:ring-brand focus-visible:outline-none"
                            onClick={(e) => (e.stopPropagation(), open())}
                          >
                            {f.description}
                          </button>
                        ) : (
                          <span className="font-medium text-slate-900">{f.description}</span>
                        )}
                        {/* Scope and GHG category beneath the description, in full: a column of their own cut the category to "Cat. 4: Upstream tran…". */}
                        <span className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-0.5 text-xs text-slate-500">
                          <Badge variant="secondary">Scope {f.scope}</Badge>
                          {f.ghgCategory && <span>{ghgLabel(f.ghgCategory)}</span>}
                        </span>
                      </TableCell>
                      <TableCell className="text-right whitespace-nowrap tabular-nums">{activityText(f)}</TableCell>
                      <TableCell className="min-w-52 text-xs whitespace-normal text-slate-600">{factorText(f.factor)}</TableCell>
                      <TableCell className="text-right font-medium tabular-nums">{kgNumber(f.kgCo2e)}</TableCell>
                    </TableRow>
                  );
                })}
              </HeadedTable>
            }
          />
          {data.pageCount > 1 && (
            <Pagination page={data.page} pageCount={data.pageCount} onPageChange={(page) => onFilters({ ...filters, page })} disabled={figures.isFetching} />
          )}
        </>
      )}
    </div>
  );
}

function FigureCard({ figure: f, open }: { figure: LedgerFigure; open?: () => void }) {
  const body = (
    <>
      <span className="flex items-start justify-between gap-3">
        <span className="min-w-0 font-medium break-words text-slate-900">{f.description}</span>
        <span className="shrink-0 font-semibold text-slate-900 tabular-nums">{formatCarbon(f.kgCo2e)}</span>
      </span>
      <span className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-600">
        <span>{formatDate(`${f.date}T00:00:00`)}</span>
        <Badge variant="secondary">Scope {f.scope}</Badge>
        {f.ghgCategory && <span>{ghgLabel(f.ghgCategory)}</span>}
        <span>{activityText(f)}</span>
      </span>
      <span className="mt-1 block text-xs break-words text-slate-500">{factorText(f.factor)}</span>
    </>
  );
  const box = "block w-full rounded-md border border-slate-200 bg-white p-3 text-left text-sm";
  return open ? (
    <button type="button" onClick={open} className={cn(box, "hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-brand focus-visible:outline-none")}>
      {body}
    </button>
  ) : (
    <div className={box}>{body}</div>
  );
}
