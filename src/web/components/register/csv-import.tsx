import { useRef, useState, type ReactNode } from "react";
import { FileWarning, Upload } from "lucide-react";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { toast } from "@web/components/ui/toast";
import { ApiError, errorText } from "@web/lib/api";
import { cn } from "@web/lib/cn";

/** A template file as a link's address, for "Download template". */
export const csvTemplateHref = (text: string) => `data:text/csv;charset=utf-8,${encodeURIComponent(text)}`;

/** A refused file's messages: the server's per-row list, else its one message. */
export function csvProblemsOf(error: unknown): string[] {
  if (error instanceof ApiError) {
    const rows = (error.body as { errors?: { message: string }[] })?.errors?.map((e) => e.message) ?? [];
    return rows.length ? rows : [error.detail];
  }
  return [errorText(error, "The file could not be imported")];
}

type Importer<R> = { mutate: (file: File, handlers: { onSuccess: (result: R) => void; onError: (e: unknown) => void }) => void; isPending: boolean };
type Problems = { file: string; list: string[] };

type Options<R> = {
  importer: Importer<R>;
  /** The size the server takes (1 MB): a larger file is refused here before it is sent. */
  maxBytes: number;
  /** The shared row-by-row check the server runs too: a bad file is refused here with every row's message. */
  check: (text: string) => { ok: true } | { ok: false; errors: string[] };
  /** For the file input's accessible name: "CSV file of suppliers". */
  fileLabel: string;
  onImported: (result: R, file: File) => void;
  onFailed?: () => void;
};

/**
 * Importing a CSV file into a register: every row checked in the browser and again on the server,
 * and one bad row means nothing is saved, so the person sees every problem at once and imports the
 * fixed file again. Gives the hidden file input, what opens it, and the problems to show.
 */
export function useCsvImport<R>({ importer, maxBytes, check, fileLabel, onImported, onFailed }: Options<R>) {
  const input = useRef<HTMLInputElement>(null);
  const [problems, setProblems] = useState<Problems | null>(null);

  const upload = async (file: File) => {
    setProblems(null);
    if (file.size > maxBytes) return setProblems({ file: file.name, list: ["The file must be 1 MB or smaller"] });
    const checked = check(await file.text());
    if (!checked.ok) return setProblems({ file: file.name, list: checked.errors });
    importer.mutate(file, {
      onSuccess: (r) => onImported(r, file),
      onError: (e) => {
        setProblems({ file: file.name, list: csvProblemsOf(e) });
        onFailed?.();
      },
    });
  };

  const fileInput = (
    <input
      ref={input}
      type="file"
      accept=".csv,text/csv"
      className="sr-only"
      aria-label={fileLabel}
      onChange={(e) => {
        const file = e.target.files?.[0];
        e.target.value = "";
        if (file) void upload(file);
      }}
    />
  );
  return {
    fileInput,
    choose: () => input.current?.click(),
    pending: importer.isPending,
    problems: problems && <CsvProblems problems={problems} />,
    reset: () => setProblems(null),
  };
}

function CsvProblems({ problems }: { problems: Problems }) {
  return (
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
  );
}

type DialogProps<R> = Omit<Options<R>, "onImported"> & {
  title: string;
  description: ReactNode;
  template: { href: string; name: string };
  /** The success toast's words for what was imported: "suppliers.csv: 12 suppliers added". */
  importedText: (result: R, file: File) => string;
  className?: string;
};

/** The register's "Import CSV" button and its dialog: the rules, the template, the file, and any problems. */
export function CsvImportDialog<R>({ title, description, template, importedText, className, ...options }: DialogProps<R>) {
  const [open, setOpen] = useState(false);
  const csv = useCsvImport({
    ...options,
    onImported: (r, file) => {
      toast({ title: "Success", description: importedText(r, file) });
      setOpen(false);
    },
  });
  return (
    <Dialog open={open} onOpenChange={(o) => (setOpen(o), csv.reset())}>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <Upload aria-hidden="true" />
        Import CSV
      </Button>
      <DialogContent className={cn("max-w-xl", className)}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {csv.fileInput}
        <div className="flex flex-wrap gap-2">
          <Button onClick={csv.choose} disabled={csv.pending}>
            <Upload aria-hidden="true" />
            {csv.pending ? "Importing..." : "Choose CSV file"}
          </Button>
          <Button variant="outline" asChild>
            <a href={template.href} download={template.name}>
              Download template
            </a>
          </Button>
        </div>
        {csv.problems}
      </DialogContent>
    </Dialog>
  );
}
