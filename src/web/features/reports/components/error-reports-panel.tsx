import { useState } from "react";
import { ImageIcon } from "lucide-react";
import { issueTypeLabel } from "@shared/reports/error-report";
import { Badge } from "@web/components/ui/badge";
import { formatDateTime } from "@web/lib/format";
import { useErrorReports } from "../api/get-reports";
import { KIND_LABELS, SeverityBadge, StatusBadge, authorText } from "./report-bits";
import { ReportListRow } from "./report-list-row";
import { ReportPanel } from "./report-panel";
import { ErrorReportDialog } from "./error-report-dialog";

/** Error reports: screen errors, failed screen loads and people's "Report a problem" (admin). */
export function ErrorReportsPanel() {
  const [openId, setOpenId] = useState<number | null>(null);

  return (
    <>
      <ReportPanel
        id="error-reports"
        title="Error reports"
        noun="error report"
        useReports={useErrorReports}
        renderRow={(r) => (
          <ReportListRow
            key={r.id}
            title={r.message}
            badges={
              <>
                <StatusBadge status={r.status} />
                <Badge variant="outline">{r.kind === "sidebar" && r.issueType ? issueTypeLabel(r.issueType) : KIND_LABELS[r.kind]}</Badge>
                {r.kind !== "sidebar" && <SeverityBadge severity={r.severity} />}
                {r.hasScreenshot && (
                  <Badge variant="info">
                    <ImageIcon aria-hidden="true" />
                    Screenshot
                  </Badge>
                )}
              </>
            }
            meta={`${formatDateTime(r.createdAt)} · ${authorText(r.user)}${r.url ? ` · ${pathOf(r.url)}` : ""}`}
            onOpen={() => setOpenId(r.id)}
          />
        )}
      />
      <ErrorReportDialog id={openId} onClose={() => setOpenId(null)} />
    </>
  );
}

/** The page a report came from, without the host. */
export function pathOf(url: string) {
  try {
    const u = new URL(url);
    return `${u.pathname}${u.search}`;
  } catch {
    return url;
  }
}
