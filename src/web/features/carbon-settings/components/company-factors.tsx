import { useState } from "react";
import { Building2, Download, Trash2, Upload } from "lucide-react";
import { FACTOR_CSV_TEMPLATE, MAX_FACTOR_FILE_BYTES, MAX_FACTOR_ROWS } from "@shared/carbon-settings/carbon-settings";
import { parseFactorCsv } from "@shared/carbon-settings/factor-csv";
import { csvTemplateHref, useCsvImport } from "@web/components/register/csv-import";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardIconHeader } from "@web/components/ui/card";
import { confirm } from "@web/components/ui/confirm-dialog";
import { EmptyState } from "@web/components/ui/empty-state";
import { LoadError } from "@web/components/ui/load-error";
import { Pagination } from "@web/components/ui/pagination";
import { Skeleton } from "@web/components/ui/skeleton";
import { TableCell, TableRow } from "@web/components/ui/table";
import { HeadedTable, right } from "@web/components/table/headed-table";
import { toast } from "@web/components/ui/toast";
import { errorText } from "@web/lib/api";
import { useDeleteFactor, useFactorLibrary, useImportFactors } from "../api/carbon-settings";
import { formatCount, formatFactor } from "@web/lib/format";

const PAGE_SIZE = 25;
const templateHref = csvTemplateHref(`${FACTOR_CSV_TEMPLATE}\n`);

/**
 * The company's own conversion factors (an ICE licence, an EPD): imported as CSV beside the DESNZ
 * ones, listed, and removable. The file is checked here first and again on the server.
 */
export function CompanyFactors({ canImport, canDelete }: { canImport: boolean; canDelete: boolean }) {
  const [page, setPage] = useState(1);
  const list = useFactorLibrary({ q: "", sheet: "", year: null, company: true, page, pageSize: PAGE_SIZE });
  const importer = useImportFactors();
  const remove = useDeleteFactor();
  const csv = useCsvImport({
    importer,
    maxBytes: MAX_FACTOR_FILE_BYTES,
    check: parseFactorCsv,
    fileLabel: "CSV file of factors",
    onImported: (r, file) => toast({ title: "Success", description: `${file.name}: ${r.imported} added, ${r.updated} updated, ${r.unchanged} unchanged` }),
    onFailed: () => toast({ title: "Error", description: "Failed to import factors", variant: "destructive" }),
  });

  const removeFactor = async (f: { id: number; name: string; factorId: string }) => {
    const ok = await confirm({
      title: `Remove ${f.name}?`,
      description:
        "Figures already worked out with this factor keep their own copy of it, so no total changes. New entries will no longer be able to choose it.",
      confirmText: "Remove",
      variant: "destructive",
    });
    if (!ok) return;
    remove.mutate(f.id, {
      onSuccess: () => toast({ title: "Success", description: `${f.name} removed` }),
      onError: (e) => toast({ title: "Error", description: errorText(e, "Failed to remove the factor"), variant: "destructive" }),
    });
  };

  const data = list.data;
  return (
    <Card>
      <CardIconHeader
        icon={Building2}
        title="Company factors"
        description="Your own conversion factors, e.g. from an ICE licence or a supplier's EPD. They sit beside the DESNZ factors and have no set year."
      />
      <CardContent className="grid gap-4">
        {canImport && (
          <div className="grid gap-3 rounded-md border border-dashed border-slate-300 bg-slate-50 p-3 text-sm">
            <p className="text-slate-600">
              A CSV file with a header row and one factor per row, at most {formatCount(MAX_FACTOR_ROWS)} rows and 1 MB. A factor with the same name, unit and
              source as one already imported takes the new value.
            </p>
            <pre
              tabIndex={0}
              className="overflow-x-auto rounded focus-visible:ring-2 focus-visible:ring-brand focus-visible:outline-none bg-white p-2 font-mono text-xs text-slate-800"
            >
              {FACTOR_CSV_TEMPLATE}
            </pre>
            <div className="flex flex-wrap gap-2">
              {csv.fileInput}
              <Button onClick={csv.choose} disabled={csv.pending}>
                <Upload aria-hidden="true" />
                {csv.pending ? "Importing..." : "Import CSV"}
              </Button>
              <Button variant="outline" asChild>
                <a href={templateHref} download="company-factors-template.csv">
                  <Download aria-hidden="true" />
                  Template
                </a>
              </Button>
            </div>
            {csv.problems}
          </div>
        )}
        {list.isLoading ? (
          <Skeleton className="h-24" />
        ) : list.isError ? (
          <LoadError title="The company factors could not be loaded" error={list.error} onRetry={() => list.refetch()} />
        ) : !data || data.items.length === 0 ? (
          <EmptyState
            icon={Building2}
            title="No company factors yet"
            text={canImport ? "Import a CSV to add your own." : "Ask someone with Carbon Tracking create permission to import them."}
          />
        ) : (
          <>
            <HeadedTable columns={["Factor ID", "Name", "Unit", right("kg CO2e per unit"), "Source", canDelete && right("Actions")]}>
              {data.items.map((f) => (
                <TableRow key={f.id}>
                  <TableCell className="font-mono text-xs whitespace-nowrap">{f.factorId}</TableCell>
                  <TableCell className="min-w-40">{f.name}</TableCell>
                  <TableCell className="whitespace-nowrap">{f.unit}</TableCell>
                  <TableCell className="text-right tabular-nums">{formatFactor(f.value)}</TableCell>
                  <TableCell className="min-w-32">{f.source}</TableCell>
                  {canDelete && (
                    <TableCell className="text-right">
                      <Button variant="ghost" size="sm" onClick={() => removeFactor(f)} disabled={remove.isPending} aria-label={`Remove ${f.name}`}>
                        <Trash2 aria-hidden="true" />
                        Remove
                      </Button>
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </HeadedTable>
            {data.pageCount > 1 && <Pagination page={data.page} pageCount={data.pageCount} onPageChange={setPage} disabled={list.isFetching} />}
          </>
        )}
      </CardContent>
    </Card>
  );
}
