import { useState } from "react";
import { Library } from "lucide-react";
import { Badge } from "@web/components/ui/badge";
import { Card, CardContent, CardIconHeader } from "@web/components/ui/card";
import { EmptyState } from "@web/components/ui/empty-state";
import { FormField } from "@web/components/ui/form-field";
import { LoadError } from "@web/components/ui/load-error";
import { Pagination } from "@web/components/ui/pagination";
import { totalOf } from "@web/lib/page-total";
import { SearchInput } from "@web/components/ui/search-input";
import { Select } from "@web/components/ui/select";
import { Skeleton } from "@web/components/ui/skeleton";
import { TableCell, TableRow } from "@web/components/ui/table";
import { HeadedTable, right } from "@web/components/table/headed-table";
import { useDebounced } from "@web/lib/use-debounced";
import { useFactorLibrary } from "../api/carbon-settings";
import { formatFactor } from "@web/lib/format";

/** The DESNZ sheets shipped in src/server/db/reference, as a construction company uses them. */
const SHEETS = [
  "Fuels",
  "Bioenergy",
  "UK electricity",
  "Heat and steam",
  "Transmission and distribution",
  "Water supply",
  "Water treatment",
  "Material use",
  "Waste disposal",
  "Freighting goods",
  "Delivery vehicles",
  "Passenger vehicles",
  "Business travel- land",
  "WTT- fuels",
  "WTT- UK electricity",
  "WTT- heat and steam",
  "WTT- delivery vehs & freight",
  "WTT- pass vehs & travel- land",
  "WTT- bioenergy",
  "Outside of scopes",
];
const PAGE_SIZE = 25;
const value = formatFactor;

/** Browse the conversion factors: one DESNZ set at a time, with the company's own beside it. */
export function FactorLibrary({ years, reportingYear }: { years: number[]; reportingYear: number }) {
  const [q, setQ] = useState("");
  const [sheet, setSheet] = useState("");
  const [year, setYear] = useState(reportingYear);
  const [page, setPage] = useState(1);
  const search = useDebounced(q.trim(), 300);
  const list = useFactorLibrary({ q: search, sheet, year, company: sheet ? false : null, page, pageSize: PAGE_SIZE });
  const data = list.data;

  return (
    <Card>
      <CardIconHeader
        icon={Library}
        title="Factor library"
        description="Every conversion factor Sitebook can use, in kg CO2e per unit. Your company's own factors are listed first."
      />
      <CardContent className="grid gap-4">
        <div className="grid gap-3 sm:grid-cols-[1fr_14rem_9rem] sm:items-end">
          <SearchInput
            aria-label="Search factors"
            placeholder="Search by name, ID or source, e.g. concrete"
            value={q}
            onChange={(e) => {
              setQ(e.target.value);
              setPage(1);
            }}
          />
          <FormField label="Sheet" htmlFor="factor-sheet">
            <Select
              placeholder="All sheets"
              options={SHEETS.map((s) => ({ value: s, label: s }))}
              value={sheet}
              onChange={(e) => {
                setSheet(e.target.value);
                setPage(1);
              }}
            />
          </FormField>
          <FormField label="Set year" htmlFor="factor-year">
            <Select
              options={years.map((y) => ({ value: String(y), label: `DESNZ ${y}` }))}
              value={String(year)}
              onChange={(e) => {
                setYear(Number(e.target.value));
                setPage(1);
              }}
            />
          </FormField>
        </div>
        {list.isLoading ? (
          <div className="grid gap-2" aria-busy="true">
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} className="h-9" />
            ))}
          </div>
        ) : list.isError ? (
          <LoadError title="The factor library could not be loaded" error={list.error} onRetry={() => list.refetch()} />
        ) : !data || data.items.length === 0 ? (
          <EmptyState icon={Library} title="No factors match" text="Try another word or sheet." />
        ) : (
          <>
            <p className="text-sm text-slate-600" aria-live="polite">
              {totalOf(data, "factor", "factors")}
            </p>
            <HeadedTable columns={["Factor ID", "Name", "Unit", right("kg CO2e per unit"), "Scope"]}>
              {data.items.map((f) => (
                <TableRow key={f.id}>
                  <TableCell className="font-mono text-xs whitespace-nowrap">{f.factorId}</TableCell>
                  <TableCell className="min-w-56">
                    <span className="block">{f.name}</span>
                    <span className="text-xs text-slate-500">{f.isCompany ? f.source : `${f.sheet} · DESNZ ${f.year}`}</span>
                  </TableCell>
                  <TableCell className="whitespace-nowrap">{f.unit}</TableCell>
                  <TableCell className="text-right tabular-nums">{value(f.value)}</TableCell>
                  <TableCell className="whitespace-nowrap">{f.isCompany ? <Badge variant="info">Company</Badge> : (f.scope ?? "—")}</TableCell>
                </TableRow>
              ))}
            </HeadedTable>
            <Pagination page={data.page} pageCount={data.pageCount} onPageChange={setPage} disabled={list.isFetching} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
