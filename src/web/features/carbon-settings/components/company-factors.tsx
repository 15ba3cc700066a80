import { useRef, useState } from "react";
import { Building2, Download, FileWarning, Trash2, Upload } from "lucide-react";
import { FACTOR_CSV_TEMPLATE, MAX_FACTOR_FILE_BYTES, MAX_FACTOR_ROWS } from "@shared/carbon-settings/carbon-settings";
import { parseFactorCsv } from "@shared/carbon-settings/factor-csv";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardIconHeader } from "@web/components/ui/card";
import { confirm } from "@web/components/ui/confirm-dialog";
import { EmptyState } from "@web/components/ui/empty-state";
import { LoadError } from "@web/components/ui/load-error";
import { Pagination } from "@web/components/ui/pagination";
import { Skeleton } from "@web/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@web/components/ui/table";
import { toast } from "@web/components/ui/toast";
import { ApiError, errorText } from "@web/lib/api";
import { useDeleteFactor, useFactorLibrary, useImportFactors } from "../api/carbon-settings";
import { formatCount, formatFactor } from "@web/lib/format";

const PAGE_SIZE = 25;
const templateHref = `data:text/csv;charset=utf-8,${encodeURIComponent(`${FACTOR_CSV_TEMPLATE}\n`)}`;

/** A refused file's messages: the server's per-row list, else its one message. */
function problemsOf(error: unknown): string[] {
  if (error instanceof ApiError) {
    const rows = (error.body as { errors?: { message: string }[] })?.errors?.map((e) => e.message) ?? [];
    return rows.length ? rows : [error.detail];
  }
  return [errorText(error, "The file could not be imported")];
}

/**
 * The company's own conversion factors (an ICE licence, an EPD): imported as CSV beside the DESNZ
 * ones, listed, and removable. The file is checked here first and again on the server.
 */
export function CompanyFactors({ canImport, canDelete }: { canImport: boolean; canDelete: boolean }) {
  const [page, setPage] = useState(1);
  const list = useFactorLibrary({ q: "", sheet: "", year: null, company: true, page, pageSize: PAGE_SIZE });
  const importer = useImportFactors();
  const remove = useDeleteFactor();
  const input = useRef<HTMLInputElement>(null);
  const [problems, setProblems] = useState<{ file: string; list: string[] } | null>(null);

  const upload = async (file: File) => {
    setProblems(null);
    if (file.size > MAX_FACTOR_FILE_BYTES) return setProblems({ file: file.name, list: ["The file must be 1 MB or smaller"] });
    const checked = parseFactorCsv(await file.text());
    if (!checked.ok) return setProblems({ file: file.name, list: checked.errors });
    importer.mutate(file, {
      onSuccess: (r) => toast({ title: "Success", description: `${file.name}: ${r.imported} added, ${r.updated} updated, ${r.unchanged} unchanged` }),
      onError: (e) => {
        setProblems({ file: file.name, list: problemsOf(e) });
        toast({ title: "Error", description: "Failed to import factors", variant: "destructive" });
      },
    });
  };

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
              <input
                ref={input}
                type="file"
                accept=".csv,text/csv"
                className="sr-only"
                aria-label="CSV file of factors"
                onChange={(e) => {
                  const file = e.target.files?.[0];
                  e.target.value = "";
                  if (file) void upload(file);
                }}
              />
              <Button onClick={() => input.current?.click()} disabled={importer.isPending}>
                <Upload aria-hidden="true" />
                {importer.isPending ? "Importing..." : "Import CSV"}
              </Button>
              <Button variant="outline" asChild>
                <a href={templateHref} download="company-factors-template.csv">
                  <Download aria-hidden="true" />
                  Template
                </a>
              </Button>
            </div>
            {problems && (
              <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-red-800">
                <p className="flex items-center gap-2 font-medium">
                  <FileWarning className="size-4" aria-hidden="true" />
                  {problems.file} was not imported. Fix these and import it again:
                </p>
                <ul className="mt-2 max-h-60 list-disc overflow-y-auto pl-6 text-xs">
                  {problems.list.map((p) => (
                    <li key={p}>{p}</li>
                  ))}
                </ul>
              </div>
            )}
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
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Factor ID</TableHead>
                  <TableHead>Name</TableHead>
                  <TableHead>Unit</TableHead>
                  <TableHead className="text-right">kg CO2e per unit</TableHead>
                  <TableHead>Source</TableHead>
                  {canDelete && <TableHead className="text-right">Actions</TableHead>}
                </TableRow>
              </TableHeader>
              <TableBody>
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
              </TableBody>
            </Table>
            {data.pageCount > 1 && <Pagination page={data.page} pageCount={data.pageCount} onPageChange={setPage} disabled={list.isFetching} />}
          </>
        )}
      </CardContent>
    </Card>
  );
}
