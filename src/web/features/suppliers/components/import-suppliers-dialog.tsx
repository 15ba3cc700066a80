import { SUPPLIER_IMPORT_MAX_BYTES, SUPPLIER_IMPORT_MAX_ROWS } from "@shared/suppliers/supplier";
import { SUPPLIER_CSV_HEADER, parseSupplierCsv } from "@shared/suppliers/supplier-csv";
import { formatCount } from "@shared/common/numbers";
import { CsvImportDialog, csvTemplateHref } from "@web/components/register/csv-import";
import { useImportSuppliers } from "../api/suppliers";

const template = `${SUPPLIER_CSV_HEADER.slice(0, 20).join(",")}\nJewson Leeds,JEW-LDS,Builders' merchant,Active,Karen Holt,leeds@jewson.example,0113 496 0100,Kirkstall Road,Leeds,LS4 2AA,United Kingdom,Timber; Cement,ISO 9001,31/03/2027,GB123456789,01234567,30 days end of month,25000,2.5,\n`;

/** Import CSV: every row checked here and again on the server; one bad row and nothing is saved. */
export function ImportSuppliersButton() {
  const importer = useImportSuppliers();
  return (
    <CsvImportDialog
      title="Import suppliers"
      description={
        <>
          A CSV file with a header row and one supplier per row, at most {formatCount(SUPPLIER_IMPORT_MAX_ROWS)} rows and 1 MB. Name and Supplier type are
          required; lists are separated by semicolons. If any row has a problem, nothing is imported.
        </>
      }
      template={{ href: csvTemplateHref(template), name: "suppliers-template.csv" }}
      importer={importer}
      maxBytes={SUPPLIER_IMPORT_MAX_BYTES}
      check={parseSupplierCsv}
      fileLabel="CSV file of suppliers"
      importedText={(r, file) => `${file.name}: ${formatCount(r.imported)} ${r.imported === 1 ? "supplier" : "suppliers"} added`}
    />
  );
}
