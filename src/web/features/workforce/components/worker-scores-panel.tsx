import { useState } from "react";
import { Gauge, Plus } from "lucide-react";
import { SCORE_COLUMNS, SCORE_KINDS, scoreKindLabel, type ScoreKind, type WorkerScoreNote } from "@shared/workforce/worker-scores";
import type { WorkerDetail } from "@shared/workforce/worker";
import { PagedList } from "@web/components/register/paged-list";
import { Button } from "@web/components/ui/button";
import { Card, CardContent } from "@web/components/ui/card";
import { formatDateTime } from "@web/lib/format";
import { useWorkerScores } from "../api/worker-scores";
import { ScoreDialog } from "./score-dialog";

/**
 * The worker's four current scores (each the latest of its kind, out of 10) and every score with its
 * note, newest first; "Score" for Workforce edit. Scores are never typed in the worker's form (decision 0065).
 */
export function WorkerScoresPanel({ worker, canEdit }: { worker: WorkerDetail; canEdit: boolean }) {
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<{ kind: ScoreKind | null } | null>(null);
  const history = useWorkerScores(worker.id, page);
  const name = `${worker.firstName} ${worker.lastName}`;
  return (
    <Card>
      <CardContent className="grid gap-4 pt-4 sm:pt-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-base font-semibold text-slate-900">Scores</h2>
          {canEdit && (
            <Button variant="outline" size="sm" onClick={() => setDialog({ kind: null })}>
              <Plus aria-hidden="true" />
              Score
            </Button>
          )}
        </div>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Current scores">
          {SCORE_KINDS.map((k) => (
            <div key={k.value} className="rounded-lg border border-slate-200 p-3">
              <dt className="text-xs text-slate-500">{k.label}</dt>
              <dd className="text-lg font-semibold text-slate-900 tabular-nums">
                {worker[SCORE_COLUMNS[k.value]]}
                <span className="text-xs font-normal text-slate-500"> / 10</span>
              </dd>
            </div>
          ))}
        </dl>
        <PagedList<WorkerScoreNote>
          query={history}
          errorTitle="The scores could not be loaded"
          filtered={false}
          empty={{
            icon: Gauge,
            title: "Not scored yet",
            text: "A manager scores timekeeping, attendance, quality and safety out of 10, each with a note that says why.",
          }}
          noMatch={{ title: "No scores", text: "" }}
          itemKey={(s) => s.id}
          cardsLabel="Score history"
          pagerOnlyWhenPaged
          onPage={setPage}
          card={(s) => (
            <div className="rounded-lg border border-slate-200 p-3 text-sm">
              <p className="flex flex-wrap items-baseline justify-between gap-2">
                <span className="font-medium text-slate-900">
                  {scoreKindLabel(s.kind)} <span className="tabular-nums">{s.score}</span>
                  <span className="text-xs font-normal text-slate-500"> / 10</span>
                </span>
                <span className="text-xs text-slate-500">{`${formatDateTime(s.createdAt)} by ${s.scoredBy?.name ?? "a former user"}`}</span>
              </p>
              <p className="mt-1 break-words whitespace-pre-line text-slate-700">{s.note}</p>
            </div>
          )}
        />
      </CardContent>
      {dialog && <ScoreDialog workerId={worker.id} name={name} kind={dialog.kind} open onOpenChange={(open) => !open && setDialog(null)} />}
    </Card>
  );
}
