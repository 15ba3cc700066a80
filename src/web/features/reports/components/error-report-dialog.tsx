import { AlertCircle, ExternalLink } from "lucide-react";
import { issueTypeLabel } from "@shared/reports/error-report";
import type { ErrorReportDetail } from "@shared/reports/report-admin";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { Skeleton } from "@web/components/ui/skeleton";
import { toast } from "@web/components/ui/toast";
import { errorText } from "@web/lib/api";
import { formatDateTime } from "@web/lib/format";
import { useErrorReport } from "../api/get-reports";
import { useUpdateReportStatus } from "../api/update-report-status";
import { CodeBlock, Detail, KIND_LABELS, SeverityBadge, StatusBadge, authorText } from "./report-bits";

/** An error report in full: stacks, browser details and the screenshot; mark it resolved or reopen it. */
export function ErrorReportDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const query = useErrorReport(id);
  const update = useUpdateReportStatus("error-reports");
  const report = query.data;

  const change = (r: ErrorReportDetail) => {
    const next = r.status === "resolved" ? "new" : "resolved";
    update.mutate(
      { id: r.id, status: next },
      {
        onSuccess: () => {
          void query.refetch();
          toast({ title: next === "resolved" ? "Marked resolved" : "Reopened", description: `Error report #${r.id}` });
        },
        onError: (e) => toast({ title: "Error", description: errorText(e, "The report could not be updated."), variant: "destructive" }),
      },
    );
  };

  return (
    <Dialog open={id !== null} onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="sm:max-w-2xl">
        {query.isLoading || !report ? (
          query.isError ? (
            <div className="flex items-start gap-3 py-4 text-sm text-red-700">
              <AlertCircle className="size-5 shrink-0" aria-hidden="true" />
              <div>
                <DialogTitle className="text-base">The report could not be loaded</DialogTitle>
                <DialogDescription>{errorText(query.error, "Please try again.")}</DialogDescription>
              </div>
            </div>
          ) : (
            <div className="grid gap-3" aria-busy="true">
              <DialogTitle className="sr-only">Loading report</DialogTitle>
              <DialogDescription className="sr-only">The report's details are loading.</DialogDescription>
              <Skeleton className="h-5 w-1/3" />
              <Skeleton className="h-6 w-3/4" />
              <Skeleton className="h-32 w-full" />
            </div>
          )
        ) : (
          <>
            <DialogHeader>
              <div className="flex flex-wrap items-center gap-2">
                <StatusBadge status={report.status} />
                {report.kind !== "sidebar" && <SeverityBadge severity={report.severity} />}
                <span className="text-xs text-slate-500">
                  {KIND_LABELS[report.kind]} #{report.id}
                </span>
              </div>
              <DialogTitle className="break-words">{report.message}</DialogTitle>
              <DialogDescription>
                {formatDateTime(report.createdAt)} · {authorText(report.user)}
              </DialogDescription>
            </DialogHeader>
            <ReportBody report={report} />
            <DialogFooter>
              <Button variant="outline" onClick={onClose}>
                Close
              </Button>
              <Button onClick={() => change(report)} disabled={update.isPending} variant={report.status === "resolved" ? "outline" : "default"}>
                {report.status === "resolved" ? "Reopen" : "Mark resolved"}
              </Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function ReportBody({ report }: { report: ErrorReportDetail }) {
  const browser = report.browserInfo;
  return (
    <div className="grid gap-4">
      <dl className="grid gap-3 sm:grid-cols-2">
        {report.issueType && <Detail label="Issue type">{issueTypeLabel(report.issueType)}</Detail>}
        {report.source && <Detail label="Source">{report.source}</Detail>}
        {report.componentName && <Detail label="Screen">{report.componentName}</Detail>}
        {report.user && <Detail label="Reported by">{`${report.user.name} (${report.user.email})`}</Detail>}
        {report.url && (
          <Detail label="Page" wide>
            {report.url}
          </Detail>
        )}
        {browser ? (
          <Detail label="Browser" wide>
            {[browser.platform, browser.screenSize, browser.language].filter(Boolean).join(" · ")}
            {browser.userAgent && <span className="block text-xs text-slate-500">{browser.userAgent}</span>}
          </Detail>
        ) : (
          report.userAgent && (
            <Detail label="Browser" wide>
              <span className="text-xs text-slate-600">{report.userAgent}</span>
            </Detail>
          )
        )}
      </dl>
      {report.stepsToReproduce && (
        <section>
          <h3 className="mb-1 text-sm font-semibold text-slate-900">Steps to reproduce</h3>
          <p className="rounded-md bg-slate-50 p-3 text-sm whitespace-pre-wrap text-slate-800">{report.stepsToReproduce}</p>
        </section>
      )}
      {report.screenshotUrl && (
        <section>
          <div className="mb-1 flex items-center justify-between">
            <h3 className="text-sm font-semibold text-slate-900">Screenshot</h3>
            <a
              href={report.screenshotUrl}
              target="_blank"
              rel="noreferrer"
              className="flex items-center gap-1 text-xs font-medium text-brand-dark hover:underline"
            >
              Open full size
              <ExternalLink className="size-3" aria-hidden="true" />
            </a>
          </div>
          <img
            src={report.screenshotUrl}
            alt="Screenshot sent with the report"
            className="max-h-80 w-full rounded-md border border-slate-200 bg-slate-50 object-contain"
          />
        </section>
      )}
      {report.stack && (
        <section>
          <h3 className="mb-1 text-sm font-semibold text-slate-900">Stack</h3>
          <CodeBlock>{report.stack}</CodeBlock>
        </section>
      )}
      {report.componentStack && (
        <section>
          <h3 className="mb-1 text-sm font-semibold text-slate-900">Component stack</h3>
          <CodeBlock>{report.componentStack.trim()}</CodeBlock>
        </section>
      )}
    </div>
  );
}
