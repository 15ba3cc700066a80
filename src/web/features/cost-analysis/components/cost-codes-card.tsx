import { Tags } from "lucide-react";
import type { ContractCosts } from "@shared/cost-analysis/cost-figures";
import { CardsOrTable, HeadedTable, right } from "@web/components/table/headed-table";
import { TableCell, TableRow } from "@web/components/ui/table";
import { money } from "./cost-format";
import { CostSection } from "./cost-section";

const num = "text-right tabular-nums whitespace-nowrap";

/** The order figures by cost code (labour, plant, waste and energy under their head's name), each code opening its orders' lines. */
export function CostCodesCard({ costs, onCode }: { costs: ContractCosts; onCode: (costCode: string) => void }) {
  const rows = costs.costCodes;
  const code = (costCode: string) => (
    <button
      type="button"
      onClick={() => onCode(costCode)}
      className="text-left font-medium break-words text-blue-800 underline"
      aria-label={`${costCode}: show its orders`}
    >
      {costCode}
    </button>
  );
  return (
    <CostSection title="Cost codes" description="Each order line's share of its order's invoice or accrual, by the line's cost code.">
      {rows.length === 0 ? (
        <p className="flex items-center gap-2 text-sm text-slate-600">
          <Tags className="size-4" aria-hidden="true" />
          No costs yet.
        </p>
      ) : (
        <CardsOrTable
          items={rows}
          itemKey={(r) => r.costCode}
          cardClassName="rounded-md border border-slate-200 p-3"
          card={(r) => (
            <>
              {code(r.costCode)}
              <dl className="mt-1 grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
                {(["committed", "invoiced", "accrued", "actual"] as const).map((k) => (
                  <div key={k} className="min-w-0">
                    <dt className="text-xs text-slate-500 capitalize">{k}</dt>
                    <dd className="tabular-nums">{money(r[k])}</dd>
                  </div>
                ))}
              </dl>
            </>
          )}
          table={
            <HeadedTable columns={["Cost code", right("Committed"), right("Invoiced"), right("Accrued"), right("Actual")]}>
              {rows.map((r) => (
                <TableRow key={r.costCode}>
                  <TableCell>{code(r.costCode)}</TableCell>
                  <TableCell className={num}>{money(r.committed)}</TableCell>
                  <TableCell className={num}>{money(r.invoiced)}</TableCell>
                  <TableCell className={num}>{money(r.accrued)}</TableCell>
                  <TableCell className={`${num} font-medium`}>{money(r.actual)}</TableCell>
                </TableRow>
              ))}
            </HeadedTable>
          }
        />
      )}
    </CostSection>
  );
}
