import { Suspense, type ComponentType } from "react";
import { Download, Upload, type LucideIcon } from "lucide-react";
import { Button } from "@web/components/ui/button";
import { toast } from "@web/components/ui/toast";
import { errorText } from "@web/lib/api";

/** A dialog's button as it looks until its code, loaded on first use, is there (a moment after the page). */
export function WaitingButton({ icon: Icon, label }: { icon: LucideIcon; label: string }) {
  return (
    <Button variant="outline" disabled>
      <Icon aria-hidden="true" />
      {label}
    </Button>
  );
}

/** The export mutation a register's api gives (useExportSuppliers, useExportWorkers…). */
type Exporter<F> = { isPending: boolean; mutate: (filters: F, options: { onError: (e: unknown) => void }) => void };

/**
 * A register's CSV buttons: "Export CSV" with the list's filters (a toast says why when it fails),
 * "Export XLSX" beside it when the register offers a spreadsheet too (the platform's streamed exports
 * write both), and "Import CSV", the register's import dialog loaded on first use, for a role that may create.
 */
export function CsvActions<F>({
  exporter,
  xlsxExporter,
  filters,
  failure,
  ImportButton,
}: {
  exporter: Exporter<F>;
  /** The same export as XLSX, when the register offers it. */
  xlsxExporter?: Exporter<F>;
  filters: F;
  /** The toast's fallback when the server gives no reason: "Failed to export the workers". */
  failure: string;
  /** The lazy import dialog's button; left out for a role that may not create. */
  ImportButton?: ComponentType;
}) {
  const run = (e: Exporter<F>) =>
    e.mutate(filters, { onError: (error) => toast({ title: "Error", description: errorText(error, failure), variant: "destructive" }) });
  return (
    <>
      <Button variant="outline" disabled={exporter.isPending} onClick={() => run(exporter)}>
        <Download aria-hidden="true" />
        {exporter.isPending ? "Exporting..." : "Export CSV"}
      </Button>
      {xlsxExporter && (
        <Button variant="outline" disabled={xlsxExporter.isPending} onClick={() => run(xlsxExporter)}>
          <Download aria-hidden="true" />
          {xlsxExporter.isPending ? "Exporting..." : "Export XLSX"}
        </Button>
      )}
      {ImportButton && (
        <Suspense fallback={<WaitingButton icon={Upload} label="Import CSV" />}>
          <ImportButton />
        </Suspense>
      )}
    </>
  );
}
