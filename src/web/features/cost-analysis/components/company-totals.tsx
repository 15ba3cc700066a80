import type { CompanyCosts } from "@shared/cost-analysis/company-costs";
import { CardsOrTable, HeadedTable, right } from "@web/components/table/headed-table";
import { TableCell, TableRow } from "@web/components/ui/table";
import { FIGURE_COLUMNS, FigureCells, FigureFacts, Margin } from "./company-figures";
import { countOf, isNegative, money, projectedDiffers } from "./cost-format";
import { CostSection, DENSE_TABLE, Stat } from "./cost-section";

type Totals = CompanyCosts["totals"];
type TotalsRow = Totals["all"];

/** The headline figures of every contract the filters match (all pages), above the list. */
export function CompanySummary({ all }: { all: TotalsRow }) {
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4" role="group" aria-label="Totals of the contracts shown">
      <Stat
        label="Contract value"
        value={money(all.value)}
        hint={[
          countOf(all.contracts, "contract", "contracts"),
          projectedDiffers({ budget: all.value, projectedBudget: all.projectedValue }) && `${money(all.projectedValue)} projected`,
        ]
          .filter(Boolean)
          .join(", ")}
      />
      <Stat label="Actual cost" value={money(all.actual)} hint={`${money(all.committed)} committed`} />
      <Stat
        label="Forecast cost"
        value={money(all.forecast)}
        hint={all.projectedBudget === null ? "No budget" : `Budget ${money(all.projectedBudget)} projected`}
      />
      <Stat label="Forecast margin" value={<Margin f={all} />} tone={isNegative(all.margin) ? "bad" : undefined} />
    </div>
  );
}

/** A group's name; contracts with none recorded are one group, named by `none`. */
function TotalsTable({ heading, rows, none }: { heading: string; rows: TotalsRow[]; none: string }) {
  const name = (r: TotalsRow) => r.key || none;
  return (
    <CardsOrTable
      items={rows}
      itemKey={(r) => r.key}
      cardClassName="rounded-md border border-slate-200 p-3"
      card={(r) => (
        <>
          <p className="flex justify-between gap-3 font-medium text-slate-900">
            <span className="min-w-0 break-words">{name(r)}</span>
            <span className="shrink-0 text-xs font-normal text-slate-500">{countOf(r.contracts, "contract", "contracts")}</span>
          </p>
          <FigureFacts f={r} />
        </>
      )}
      table={
        <HeadedTable columns={[heading, right("Contracts"), ...FIGURE_COLUMNS]} className={DENSE_TABLE}>
          {rows.map((r) => (
            <TableRow key={r.key}>
              <TableCell className="font-medium break-words">{name(r)}</TableCell>
              <TableCell className="text-right tabular-nums">{r.contracts}</TableCell>
              <FigureCells f={r} />
            </TableRow>
          ))}
        </HeadedTable>
      }
    />
  );
}

/** The same figures added up by division and by status (of every contract the filters match). */
export function CompanyTotals({ totals }: { totals: Totals }) {
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
      {totals.byDivision.length > 0 && (
        <CostSection title="Totals by division">
          <TotalsTable heading="Division" rows={totals.byDivision} none="No division" />
        </CostSection>
      )}
      {totals.byStatus.length > 0 && (
        <CostSection title="Totals by status">
          <TotalsTable heading="Status" rows={totals.byStatus} none="No status" />
        </CostSection>
      )}
    </div>
  );
}
