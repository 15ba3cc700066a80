import { useRef, useState } from "react";
import { FileWarning, Upload } from "lucide-react";
import { SUPPLIER_IMPORT_MAX_BYTES, SUPPLIER_IMPORT_MAX_ROWS } from "@shared/suppliers/supplier";
import { SUPPLIER_CSV_HEADER, parseSupplierCsv } from "@shared/suppliers/supplier-csv";
import { formatCount } from "@shared/common/numbers";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { toast } from "@web/components/ui/toast";
import { ApiError, errorText } from "@web/lib/api";
import { useImportSuppliers } from "../api/suppliers";

const template = `${SUPPLIER_CSV_HEADER.slice(0, 20).join(",")}\nJewson Leeds,JEW-LDS,Builders' merchant,Active,Karen Holt,leeds@jewson.example,0113 496 0100,Kirkstall Road,Leeds,LS4 2AA,United Kingdom,Timber; Cement,ISO 9001,31/03/2027,GB123456789,01234567,30 days end of month,25000,2.5,\n`;
const templateHref = `data:text/csv;charset=utf-8,${encodeURIComponent(template)}`;

function problemsOf(error: unknown): string[] {
  if (error instanceof ApiError) {
    const rows = (error.body as { errors?: { message: string }[] })?.errors?.map((e) => e.message) ?? [];
    return rows.length ? rows : [error.detail];
  }
  return [errorText(error, "The file could not be imported")];
}

/** Import CSV: every row checked here and again on the server; one bad row and nothing is saved. */
export function ImportSuppliersButton() {
  const [open, setOpen] = useState(false);
  const importer = useImportSuppliers();
  const input = useRef<HTMLInputElement>(null);
  const [problems, setProblems] = useState<{ file: string; list: string[] } | null>(null);

  const upload = async (file: File) => {
    setProblems(null);
    if (file.size > SUPPLIER_IMPORT_MAX_BYTES) return setProblems({ file: file.name, list: ["The file must be 1 MB or smaller"] });
    const checked = parseSupplierCsv(await file.text());
    if (!checked.ok) return setProblems({ file: file.name, list: checked.errors });
    importer.mutate(file, {
      onSuccess: (r) => {
        toast({ title: "Success", description: `${file.name}: ${formatCount(r.imported)} ${r.imported === 1 ? "supplier" : "suppliers"} added` });
        setOpen(false);
      },
      onError: (e) => setProblems({ file: file.name, list: problemsOf(e) }),
    });
  };

  return (
    <Dialog open={open} onOpenChange={(o) => (setOpen(o), setProblems(null))}>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <Upload aria-hidden="true" />
        Import CSV
      </Button>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Import suppliers</DialogTitle>
          <DialogDescription>
            A CSV file with a header row and one supplier per row, at most {formatCount(SUPPLIER_IMPORT_MAX_ROWS)} rows and 1 MB. Name and Supplier type are
            required; lists are separated by semicolons. If any row has a problem, nothing is imported.
          </DialogDescription>
        </DialogHeader>
        <input
          ref={input}
          type="file"
          accept=".csv,text/csv"
          className="sr-only"
          aria-label="CSV file of suppliers"
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = "";
            if (file) void upload(file);
          }}
        />
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => input.current?.click()} disabled={importer.isPending}>
            <Upload aria-hidden="true" />
            {importer.isPending ? "Importing..." : "Choose CSV file"}
          </Button>
          <Button variant="outline" asChild>
            <a href={templateHref} download="suppliers-template.csv">
              Download template
            </a>
          </Button>
        </div>
        {problems && (
          <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
            <p className="flex items-center gap-2 font-medium">
              <FileWarning className="size-4 shrink-0" aria-hidden="true" />
              {problems.file} was not imported. Fix these and import it again:
            </p>
            <ul className="mt-2 max-h-60 list-disc overflow-y-auto pl-6 text-xs">
              {problems.list.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
