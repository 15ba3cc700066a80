import { File, FileImage, FileSpreadsheet, FileText, Presentation, Ruler, type LucideIcon } from "lucide-react";
import { cn } from "@web/lib/cn";

type Kind = { label: string; icon: LucideIcon; tone: string };

const KINDS: [test: (mimetype: string) => boolean, kind: Kind][] = [
  [(m) => m.startsWith("image/"), { label: "Image", icon: FileImage, tone: "bg-violet-50 text-violet-600" }],
  [(m) => m === "application/pdf", { label: "PDF", icon: FileText, tone: "bg-red-50 text-red-600" }],
  [(m) => m.includes("word") || m === "application/msword", { label: "Word", icon: FileText, tone: "bg-blue-50 text-blue-600" }],
  [(m) => m.includes("spreadsheet") || m.includes("excel"), { label: "Excel", icon: FileSpreadsheet, tone: "bg-emerald-50 text-emerald-700" }],
  [(m) => m.includes("presentation") || m.includes("powerpoint"), { label: "PowerPoint", icon: Presentation, tone: "bg-orange-50 text-orange-600" }],
  [(m) => m === "text/csv", { label: "CSV", icon: FileSpreadsheet, tone: "bg-emerald-50 text-emerald-700" }],
  [(m) => m === "text/plain", { label: "Text", icon: FileText, tone: "bg-slate-100 text-slate-600" }],
  [(m) => m === "application/acad", { label: "DWG drawing", icon: Ruler, tone: "bg-sky-50 text-sky-700" }],
];

/** What a site team calls the file ("PDF", "Excel"), and its icon. */
export function fileKind(mimetype: string): Kind {
  return KINDS.find(([test]) => test(mimetype))?.[1] ?? { label: "File", icon: File, tone: "bg-slate-100 text-slate-600" };
}

export function FileKindIcon({ mimetype, className }: { mimetype: string; className?: string }) {
  const { icon: Icon, tone } = fileKind(mimetype);
  return (
    <span className={cn("flex size-10 shrink-0 items-center justify-center rounded-md", tone, className)}>
      <Icon className="size-5" aria-hidden="true" />
    </span>
  );
}
