import { AlertTriangle, PoundSterling } from "lucide-react";
import type { CompanyCosts, ContractCostRow } from "@shared/cost-analysis/company-costs";
import { Badge } from "@web/components/ui/badge";
import { PagedList, cardLinkClass, type PageQuery } from "@web/components/register/paged-list";
import { HeadedTable } from "@web/components/table/headed-table";
import { TableCell, TableRow } from "@web/components/ui/table";
import { cn } from "@web/lib/cn";
import { Link } from "@web/lib/router";
import { FIGURE_COLUMNS, FigureCells, FigureFacts } from "./company-figures";
import { countOf, hoursText, isOverrun, riskText } from "./cost-format";
import { DENSE_TABLE } from "./cost-section";

const link = (r: ContractCostRow) => `/cost-analysis/${encodeURIComponent(r.slug)}`;

/** A head over budget, and labour hours priced at nothing, in words beside the contract. */
function RowFlags({ row: r }: { row: ContractCostRow }) {
  if (!r.flaggedHeads && !r.uncostedSeconds) return null;
  return (
    <span className="mt-1 flex flex-wrap gap-1.5">
      {r.flaggedHeads > 0 && (
        <Badge variant="warning">
          <AlertTriangle aria-hidden="true" />
          {countOf(r.flaggedHeads, "head", "heads")} flagged
        </Badge>
      )}
      {r.uncostedSeconds > 0 && <Badge variant="secondary">{hoursText(r.uncostedSeconds)} uncosted</Badge>}
    </span>
  );
}

function Risk({ risk, className, prefix = "" }: { risk: string | null; className?: string; prefix?: string }) {
  return (
    <span className={cn(isOverrun(risk) ? "font-medium text-red-700" : risk === null ? "text-slate-500" : "text-slate-700", className)}>
      {/* "forecast on budget" mid-sentence, "On budget" alone. */}
      {prefix ? `${prefix}${riskText(risk).toLowerCase()}` : riskText(risk)}
    </span>
  );
}

/** Its name, reference, status and division: what the contract is. */
function What({ row: r }: { row: ContractCostRow }) {
  return <span className="block text-xs break-words text-slate-500">{[r.reference, r.status, r.division].filter(Boolean).join(" · ")}</span>;
}

function ContractCard({ row: r }: { row: ContractCostRow }) {
  return (
    <Link to={link(r)} className={cardLinkClass}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-medium break-words text-slate-900">{r.name}</p>
          <What row={r} />
        </div>
        <span className="shrink-0 text-right text-xs">
          <span className="block text-slate-500">Risk</span>
          <Risk risk={r.risk} />
        </span>
      </div>
      <FigureFacts f={r} />
      <RowFlags row={r} />
    </Link>
  );
}

function ContractsTable({ items, totals }: { items: ContractCostRow[]; totals: CompanyCosts["totals"]["all"] }) {
  return (
    <HeadedTable columns={["Contract", ...FIGURE_COLUMNS]} className={DENSE_TABLE}>
      {items.map((r) => (
        <TableRow key={r.slug}>
          <TableCell className="max-w-56 min-w-36">
            <Link to={link(r)} className="font-medium break-words text-slate-900 hover:underline">
              {r.name}
            </Link>
            <What row={r} />
            <RowFlags row={r} />
          </TableCell>
          {/* The budget risk under the budget: forecast over or under it. */}
          <FigureCells f={r} under={{ budget: r.risk !== null && <Risk risk={r.risk} prefix="forecast " className="block text-xs" /> }} />
        </TableRow>
      ))}
      <TableRow className="border-t-2 border-slate-300 bg-slate-50 hover:bg-slate-50">
        <TableCell className="font-semibold">All {countOf(totals.contracts, "contract", "contracts")}</TableCell>
        <FigureCells f={totals} strong />
      </TableRow>
    </HeadedTable>
  );
}

/** Every contract's figures: cards on a phone, a table with the totals row from tablet width, paged. */
export function CompanyResults({
  list,
  filtered,
  onPage,
}: {
  list: PageQuery<ContractCostRow> & { data?: CompanyCosts };
  filtered: boolean;
  onPage: (page: number) => void;
}) {
  const totals = list.data?.totals.all;
  return (
    <PagedList
      query={list}
      errorTitle="The contracts' costs could not be loaded"
      filtered={filtered}
      empty={{ icon: PoundSterling, title: "No contracts yet", text: "Create a contract with its value and budgets to see its costs here." }}
      noMatch={{ title: "No contracts match these filters", text: "Try another search, status or division." }}
      total={["contract", "contracts"]}
      itemKey={(r) => r.slug}
      card={(r) => <ContractCard row={r} />}
      table={(items) => totals && <ContractsTable items={items} totals={totals} />}
      onPage={onPage}
      cardsLabel="Contracts"
    />
  );
}
