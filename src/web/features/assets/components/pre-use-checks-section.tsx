import { useState } from "react";
import { ClipboardCheck } from "lucide-react";
import { QueryBody } from "@web/components/forms/query-body";
import { Badge } from "@web/components/ui/badge";
import { Card, CardContent, CardIconHeader } from "@web/components/ui/card";
import { Pagination } from "@web/components/ui/pagination";
import { formatDateTime } from "@web/lib/format";
import { useAssetChecks } from "../api/asset-checks";
import { PreUseCheckButton } from "./pre-use-check-dialog";
import { ReportDefectButton } from "./report-defect-dialog";

/**
 * Before use (decision 0074): the pre-use check and a defect report, the two things done with an item
 * on site, and the checks made, nil-defect ones too, newest first, so a site manager sees it was
 * checked each day and by whom.
 */
export function PreUseChecksSection({ assetId }: { assetId: number }) {
  const [page, setPage] = useState(1);
  const checks = useAssetChecks(assetId, page);
  const data = checks.data;
  return (
    <Card>
      <CardIconHeader icon={ClipboardCheck} title="Before use" description="A check before each use; a defect takes the item out of use until it is cleared." />
      <CardContent className="grid gap-3">
        <div className="flex flex-wrap gap-2">
          <PreUseCheckButton assetId={assetId} />
          <ReportDefectButton assetId={assetId} />
        </div>
        <QueryBody
          read={checks}
          rows={["h-16"]}
          errorTitle="The checks could not be loaded"
          failed={!!checks.error && !data}
          empty={data?.items.length === 0 && <p className="text-sm text-slate-500">No pre-use checks yet.</p>}
        >
          {data && (
            <>
              <ol className="grid gap-2" aria-label="Pre-use checks">
                {data.items.map((c) => (
                  <li key={c.id} className="grid gap-1 rounded-md border border-slate-200 p-3 text-sm">
                    <p className="flex flex-wrap items-center gap-2">
                      <Badge variant={c.passed ? "success" : "destructive"}>{c.passed ? "No defects" : "Defect: do not use"}</Badge>
                      <span className="text-slate-900">{[c.worker?.name, c.project?.name].filter(Boolean).join(" on ") || "Checked"}</span>
                    </p>
                    {c.defectNote && <p className="break-words text-slate-800">{c.defectNote}</p>}
                    <p className="text-xs text-slate-500">
                      {formatDateTime(c.checkedAt)}
                      {c.hoursReading ? ` · ${c.hoursReading} h` : ""}
                      {c.recordedBy ? ` · recorded by ${c.recordedBy.name}` : ""}
                    </p>
                  </li>
                ))}
              </ol>
              {data.pageCount > 1 && <Pagination page={data.page} pageCount={data.pageCount} onPageChange={setPage} disabled={checks.isFetching} />}
            </>
          )}
        </QueryBody>
      </CardContent>
    </Card>
  );
}
