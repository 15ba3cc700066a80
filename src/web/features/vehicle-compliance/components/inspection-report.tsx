import { useRef, useState } from "react";
import { FileText, Paperclip, X } from "lucide-react";
import { fileSizeProblem } from "@shared/files/files";
import { REPORT_ACCEPT, SAFETY_MESSAGES, isReportType, type SafetyInspectionView } from "@shared/vehicle-compliance/safety-inspections";
import { HiddenFileInput } from "@web/components/forms/hidden-file-input";
import { Button } from "@web/components/ui/button";
import { toast } from "@web/components/ui/toast";
import { errorText } from "@web/lib/api";
import { formatBytes, formatDate } from "@web/lib/format";
import { inspectionReportHref, useAttachInspectionReport } from "../api/vehicle-compliance";

/** The browser's check of a chosen report before it is sent: a PDF or a photo, 10 MB at most. */
export const reportProblem = (file: File) => (isReportType(file.type) ? fileSizeProblem(file) : `${file.name}: ${SAFETY_MESSAGES.reportType}`);

/** The record dialog's report: chosen here and sent once the inspection is recorded. */
export function ReportField({ file, onChange }: { file: File | null; onChange: (file: File | null) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const pick = (list: FileList | null, el: HTMLInputElement) => {
    const chosen = list?.[0];
    el.value = "";
    if (!chosen) return;
    const found = reportProblem(chosen);
    setProblem(found);
    if (!found) onChange(chosen);
  };
  return (
    <div role="group" aria-labelledby="si-report-label" className="grid gap-1.5">
      <p id="si-report-label" className="text-sm font-medium text-slate-900">
        Inspection report <span className="font-normal text-slate-500">(optional: the PDF or a photo of the sheet)</span>
      </p>
      <HiddenFileInput ref={input} accept={REPORT_ACCEPT} onPick={pick} />
      {file ? (
        <div className="flex min-w-0 flex-wrap items-center gap-2 rounded-md border border-slate-200 p-2 text-sm">
          <FileText className="size-5 shrink-0 text-slate-500" aria-hidden="true" />
          <span className="min-w-0 flex-1 break-words text-slate-900">
            {file.name} <span className="text-xs text-slate-500">· {formatBytes(file.size)}</span>
          </span>
          <Button type="button" variant="ghost" size="sm" onClick={() => onChange(null)} aria-label="Remove the report">
            <X aria-hidden="true" />
            Remove
          </Button>
        </div>
      ) : (
        <div>
          <Button type="button" variant="outline" onClick={() => input.current?.click()}>
            <Paperclip aria-hidden="true" />
            Choose report
          </Button>
        </div>
      )}
      {problem && (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
    </div>
  );
}

/**
 * An inspection's report on its card: the file to open (view), and attaching or replacing it for
 * someone who records inspections.
 */
export function InspectionReport({ vehicleId, inspection: i, canAttach }: { vehicleId: number; inspection: SafetyInspectionView; canAttach: boolean }) {
  const input = useRef<HTMLInputElement>(null);
  const attach = useAttachInspectionReport(vehicleId);
  const pick = (list: FileList | null, el: HTMLInputElement) => {
    const file = list?.[0];
    el.value = "";
    if (!file) return;
    const problem = reportProblem(file);
    if (problem) return toast({ title: "Error", description: problem, variant: "destructive" });
    attach.mutate(
      { inspectionId: i.id, file },
      {
        onSuccess: () => toast({ title: i.report ? "Report replaced" : "Report attached" }),
        onError: (e) => toast({ title: "Error", description: errorText(e, "The report could not be attached"), variant: "destructive" }),
      },
    );
  };
  if (!i.report && !canAttach) return null;
  return (
    <div className="flex flex-wrap items-center gap-2 text-xs">
      {i.report && (
        <a
          href={inspectionReportHref(vehicleId, i.id)}
          target="_blank"
          rel="noreferrer"
          className="inline-flex min-h-10 min-w-0 items-center gap-1.5 font-medium break-all text-brand-dark underline-offset-2 hover:underline"
          aria-label={`Open the report of the inspection of ${formatDate(i.day)}: ${i.report.name}`}
        >
          <FileText className="size-4 shrink-0" aria-hidden="true" />
          {i.report.name}
        </a>
      )}
      {canAttach && (
        <>
          <HiddenFileInput ref={input} accept={REPORT_ACCEPT} onPick={pick} />
          <Button type="button" variant="outline" size="sm" disabled={attach.isPending} onClick={() => input.current?.click()}>
            <Paperclip aria-hidden="true" />
            {attach.isPending ? "Uploading..." : i.report ? "Replace report" : "Attach report"}
          </Button>
        </>
      )}
    </div>
  );
}
