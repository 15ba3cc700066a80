import { formatMoney, formatMoneyText, parsePence, sumPence } from "@shared/common/money";
import { forecastMethodLabel } from "@shared/rules/cost-forecast";
import { costHeadLabel } from "@shared/rules/cvr";
import { CardsOrTable, HeadedTable, right } from "@web/components/table/headed-table";
import { TableCell, TableRow } from "@web/components/ui/table";
import type { WholeSnapshot } from "../lib/cvr-view";

type Head = WholeSnapshot["heads"][number];

const FIGURES = [
  ["invoiced", "Invoiced"],
  ["accrued", "Accrued"],
  ["committed", "Committed"],
  ["actual", "Actual"],
] as const;

/** One head on a phone: its figures two a row, then the forecast with its method. */
function HeadCard({ head: h }: { head: Head }) {
  return (
    <div className="rounded-md border border-slate-200 p-3 text-sm">
      <p className="font-medium text-slate-900">{costHeadLabel(h.head)}</p>
      <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1.5">
        {FIGURES.map(([key, label]) => (
          <div key={key}>
            <dt className="text-xs text-slate-500">{label}</dt>
            <dd className="tabular-nums">{formatMoneyText(h[key])}</dd>
          </div>
        ))}
        <div className="col-span-2">
          <dt className="text-xs text-slate-500">Forecast</dt>
          <dd className="tabular-nums">
            {formatMoneyText(h.forecast)} <span className="text-xs text-slate-500">by {forecastMethodLabel(h.method)}</span>
          </dd>
        </div>
      </dl>
    </div>
  );
}

/** The cost per head the month closed with: cards on a phone, a table with the totals from tablet width. */
export function SnapshotHeads({ snapshot }: { snapshot: WholeSnapshot }) {
  // The heads' columns added in exact pence; actual's total is the snapshot's cost, which is the same sum.
  const total = (key: (typeof FIGURES)[number][0]) => formatMoney(sumPence(snapshot.heads.map((h) => parsePence(h[key]) ?? 0n)));
  return (
    <CardsOrTable
      items={snapshot.heads}
      itemKey={(h) => h.head}
      card={(h) => <HeadCard head={h} />}
      table={
        <HeadedTable columns={["Head", ...FIGURES.map(([, label]) => right(label)), right("Forecast")]}>
          {snapshot.heads.map((h) => (
            <TableRow key={h.head}>
              <TableCell className="font-medium">{costHeadLabel(h.head)}</TableCell>
              {FIGURES.map(([key]) => (
                <TableCell key={key} className="text-right tabular-nums">
                  {formatMoneyText(h[key])}
                </TableCell>
              ))}
              <TableCell className="text-right tabular-nums">
                {formatMoneyText(h.forecast)}
                <span className="block text-xs text-slate-500">by {forecastMethodLabel(h.method)}</span>
              </TableCell>
            </TableRow>
          ))}
          <TableRow className="font-semibold">
            <TableCell>Total</TableCell>
            {FIGURES.map(([key]) => (
              <TableCell key={key} className="text-right tabular-nums">
                {key === "actual" ? formatMoneyText(snapshot.cost) : total(key)}
              </TableCell>
            ))}
            <TableCell className="text-right tabular-nums">{formatMoneyText(snapshot.forecast)}</TableCell>
          </TableRow>
        </HeadedTable>
      }
    />
  );
}
