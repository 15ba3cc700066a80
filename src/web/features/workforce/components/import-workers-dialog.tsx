import { WORKER_IMPORT_MAX_BYTES, WORKER_IMPORT_MAX_ROWS } from "@shared/workforce/worker";
import { parseWorkerCsv } from "@shared/workforce/worker-csv";
import { formatCount } from "@shared/common/numbers";
import { CsvImportDialog, csvTemplateHref } from "@web/components/register/csv-import";
import { useImportWorkers } from "../api/workers";

// The import reads columns by their names, so the template needs only the ones a first file fills in.
const template =
  "Worker ID,First name,Last name,Employer,Trade,Mobile,Induction completed,Induction date\nW-0101,Jack,Hargreaves,Pennine Brickwork Ltd,Bricklayer,07700 900123,yes,06/01/2026\n";

/** Import CSV: every row checked here and again on the server; one bad row and nothing is saved. */
export function ImportWorkersButton() {
  const importer = useImportWorkers();
  return (
    <CsvImportDialog
      title="Import workers"
      description={
        <>
          A CSV file with a header row and one worker per row, at most {formatCount(WORKER_IMPORT_MAX_ROWS)} rows and 1 MB. Worker ID, First name and Last name
          are required; dates are written 31/12/2026. If any row has a problem, nothing is imported.
        </>
      }
      template={{ href: csvTemplateHref(template), name: "workers-template.csv" }}
      importer={importer}
      maxBytes={WORKER_IMPORT_MAX_BYTES}
      check={parseWorkerCsv}
      fileLabel="CSV file of workers"
      importedText={(r, file) => `${file.name}: ${formatCount(r.imported)} ${r.imported === 1 ? "worker" : "workers"} added`}
    />
  );
}
