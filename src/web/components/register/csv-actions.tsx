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
 * A register's CSV buttons: "Export CSV" with the list's filters (a toast says why when it fails), and
 * "Import CSV", the register's import dialog loaded on first use, for a role that may create.
 */
export function CsvActions<F>({
  exporter,
  filters,
  failure,
  ImportButton,
}: {
  exporter: Exporter<F>;
  filters: F;
  /** The toast's fallback when the server gives no reason: "Failed to export the workers". */
  failure: string;
  /** The lazy import dialog's button; left out for a role that may not create. */
  ImportButton?: ComponentType;
}) {
  return (
    <>
      <Button
        variant="outline"
        disabled={exporter.isPending}
        onClick={() => exporter.mutate(filters, { onError: (e) => toast({ title: "Error", description: errorText(e, failure), variant: "destructive" }) })}
      >
        <Download aria-hidden="true" />
        {exporter.isPending ? "Exporting..." : "Export CSV"}
      </Button>
      {ImportButton && (
        <Suspense fallback={<WaitingButton icon={Upload} label="Import CSV" />}>
          <ImportButton />
        </Suspense>
      )}
    </>
  );
}
