import { useState } from "react";
import { Mail } from "lucide-react";
import type { IssueReportView, ReportStatus } from "@shared/reports/report-admin";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { toast } from "@web/components/ui/toast";
import { errorText } from "@web/lib/api";
import { formatDateTime } from "@web/lib/format";
import { useIssueReports } from "../api/get-reports";
import { useUpdateReportStatus } from "../api/update-report-status";
import { Detail, StatusBadge, authorText } from "./report-bits";
import { ReportListRow } from "./report-list-row";
import { ReportPanel } from "./report-panel";

/** Issue reports from the header's Report Issue dialog (admin). */
export function IssueReportsPanel() {
  const [open, setOpen] = useState<IssueReportView | null>(null);

  return (
    <>
      <ReportPanel
        id="issue-reports"
        title="Issue reports"
        noun="issue report"
        useReports={useIssueReports}
        renderRow={(r) => (
          <ReportListRow
            key={r.id}
            title={r.subject}
            summary={r.description}
            badges={<StatusBadge status={r.status} />}
            meta={`${formatDateTime(r.createdAt)} · ${r.name || authorText(r.user, r.email)}`}
            onOpen={() => setOpen(r)}
          />
        )}
      />
      <IssueReportDialog report={open} onClose={() => setOpen(null)} />
    </>
  );
}

function IssueReportDialog({ report, onClose }: { report: IssueReportView | null; onClose: () => void }) {
  const update = useUpdateReportStatus("issue-reports");
  const [status, setStatus] = useState<ReportStatus | null>(null);
  if (!report) return null;
  const current = status ?? report.status;
  const next: ReportStatus = current === "resolved" ? "new" : "resolved";

  const change = () =>
    update.mutate(
      { id: report.id, status: next },
      {
        onSuccess: () => {
          setStatus(next);
          toast({ title: next === "resolved" ? "Marked resolved" : "Reopened", description: `Issue report #${report.id}` });
        },
        onError: (e) => toast({ title: "Error", description: errorText(e, "The report could not be updated."), variant: "destructive" }),
      },
    );

  return (
    <Dialog open onOpenChange={(o) => !o && (setStatus(null), onClose())}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <div className="flex items-center gap-2">
            <StatusBadge status={current} />
            <span className="text-xs text-slate-500">Issue report #{report.id}</span>
          </div>
          <DialogTitle>{report.subject}</DialogTitle>
          <DialogDescription>Sent {formatDateTime(report.createdAt)}</DialogDescription>
        </DialogHeader>
        <p className="rounded-md bg-slate-50 p-3 text-sm whitespace-pre-wrap text-slate-800">{report.description}</p>
        <dl className="grid gap-3 sm:grid-cols-2">
          <Detail label="Name">{report.name || "Not given"}</Detail>
          <Detail label="Email">
            <a
              className="text-brand-dark underline-offset-2 hover:underline"
              href={`mailto:${report.email}?subject=${encodeURIComponent(`Re: ${report.subject}`)}`}
            >
              {report.email}
            </a>
          </Detail>
          <Detail label="Signed in as">{report.user ? `${report.user.name} (${report.user.email})` : "Unknown"}</Detail>
        </dl>
        <DialogFooter>
          <Button variant="outline" asChild>
            <a href={`mailto:${report.email}?subject=${encodeURIComponent(`Re: ${report.subject}`)}`}>
              <Mail aria-hidden="true" />
              Reply by email
            </a>
          </Button>
          <Button onClick={change} disabled={update.isPending} variant={current === "resolved" ? "outline" : "default"}>
            {current === "resolved" ? "Reopen" : "Mark resolved"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
