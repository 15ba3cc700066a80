import { FileSpreadsheet } from "lucide-react";
import { Button } from "@web/components/ui/button";
import { Spinner } from "@web/components/ui/spinner";
import { toast } from "@web/components/ui/toast";
import { errorMessage } from "@web/lib/api";
import { useDownloadLedgerCsv, type CsvDownload } from "../api/download-ledger-csv";

/** "Export CSV": every figure the ledger's filters select (not only the page shown), for an auditor's spreadsheet. */
export function LedgerExportButton({ file }: { file: CsvDownload }) {
  const download = useDownloadLedgerCsv();
  const onClick = () =>
    download.mutate(file, {
      onSuccess: () => toast({ title: "Ledger exported", description: "The CSV is in your downloads." }),
      onError: (error) =>
        toast({ title: "Export failed", description: errorMessage(error, "The CSV could not be made. Please try again."), variant: "destructive" }),
    });
  return (
    <Button variant="outline" size="sm" onClick={onClick} disabled={download.isPending}>
      {download.isPending ? <Spinner size="sm" className="text-current" label="Preparing the CSV" /> : <FileSpreadsheet aria-hidden="true" />}
      {download.isPending ? "Preparing CSV..." : "Export CSV"}
    </Button>
  );
}
