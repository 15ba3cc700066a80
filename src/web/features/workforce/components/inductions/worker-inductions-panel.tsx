import { useState } from "react";
import { ClipboardCheck, GraduationCap, UserCheck } from "lucide-react";
import type { WorkerDetail } from "@shared/workforce/worker";
import type { WorkerInductions } from "@shared/workforce/inductions.endpoints";
import { Button } from "@web/components/ui/button";
import { Card, CardContent } from "@web/components/ui/card";
import { EmptyState } from "@web/components/ui/empty-state";
import { LoadError } from "@web/components/ui/load-error";
import { Skeleton } from "@web/components/ui/skeleton";
import { formatDate } from "@web/lib/format";
import { useInductionsOverview, useWorkerInductions } from "../../api/inductions";
import { RecordInductionDialog } from "./record-induction-dialog";
import { ResultStateBadge, ReviewBadge, scoreText } from "./result-state-badge";
import { TakeInductionDialog } from "./take-induction-dialog";

export type InductionChoice = { id: number; label: string };

/** Every induction set up (the company's first, then each contract's), for taking or recording one. */
export function useInductionChoices(): InductionChoice[] {
  const overview = useInductionsOverview();
  const data = overview.data;
  if (!data) return [];
  const company = data.company ? [{ id: data.company.id, label: `Company induction: ${data.company.title}` }] : [];
  return [...company, ...data.contracts.flatMap((c) => (c.induction ? [{ id: c.induction.id, label: `${c.name}: ${c.induction.title}` }] : []))];
}

/**
 * The worker's inductions (decision 0068): the company induction and each contract's they have taken,
 * with the latest result. "Take induction" opens the test full screen for the worker at the site's
 * tablet (Workforce create); "Record induction given in person" is the manager's (Workforce edit).
 */
export function WorkerInductionsPanel({ worker, canCreate, canEdit }: { worker: WorkerDetail; canCreate: boolean; canEdit: boolean }) {
  const list = useWorkerInductions(worker.id);
  const choices = useInductionChoices();
  const [open, setOpen] = useState<"take" | "record" | null>(null);
  const name = `${worker.firstName} ${worker.lastName}`;
  return (
    <Card>
      <CardContent className="grid gap-4 pt-4 sm:pt-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-base font-semibold text-slate-900">Inductions</h2>
          <div className="flex flex-wrap gap-2">
            {canCreate && choices.length > 0 && (
              <Button size="sm" onClick={() => setOpen("take")}>
                <GraduationCap aria-hidden="true" />
                Take induction
              </Button>
            )}
            {canEdit && choices.length > 0 && (
              <Button size="sm" variant="outline" onClick={() => setOpen("record")}>
                <UserCheck aria-hidden="true" />
                Record induction given in person
              </Button>
            )}
          </div>
        </div>
        <Body list={list} setUp={choices.length > 0} />
      </CardContent>
      {open === "take" && <TakeInductionDialog workerId={worker.id} name={name} choices={choices} onClose={() => setOpen(null)} />}
      {open === "record" && <RecordInductionDialog workerId={worker.id} name={name} choices={choices} onClose={() => setOpen(null)} />}
    </Card>
  );
}

function Body({ list, setUp }: { list: ReturnType<typeof useWorkerInductions>; setUp: boolean }) {
  if (list.isLoading) return <Skeleton className="h-16" />;
  if (list.error || !list.data) return <LoadError title="The inductions could not be loaded" error={list.error} onRetry={() => void list.refetch()} />;
  if (list.data.items.length === 0 && setUp)
    return (
      <EmptyState
        icon={ClipboardCheck}
        title="No inductions taken yet"
        text="Take a contract's induction here at the site's tablet, or record one given in person."
      />
    );
  if (list.data.items.length === 0)
    return (
      <EmptyState
        icon={ClipboardCheck}
        title="No induction set up yet"
        text="Set up the company induction and each contract's under Workforce, Inductions; then the worker takes it here."
      />
    );
  return (
    <ul className="grid gap-3" aria-label="Induction results">
      {list.data.items.map((item) => (
        <Row key={item.inductionId} item={item} />
      ))}
    </ul>
  );
}

function Row({ item }: { item: WorkerInductions["items"][number] }) {
  const r = item.latest;
  return (
    <li className="grid gap-1 rounded-lg border border-slate-200 p-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-medium text-slate-900">{item.contractName ?? "Company induction"}</span>
        <span className="flex flex-wrap gap-1">
          {r ? <ResultStateBadge state={r.state} /> : <span className="text-slate-500">Not taken</span>}
          {r && <ReviewBadge result={r} />}
        </span>
      </div>
      <p className="text-slate-600">{item.title}</p>
      {r && (
        <p className="text-slate-600">
          {r.passedOn ? `Passed ${formatDate(r.passedOn)}` : `Taken ${formatDate(r.completedAt)}`}
          {` · ${scoreText(r)}`}
          {r.validUntil && ` · valid until ${formatDate(r.validUntil)}`}
          {r.reviewStatus === "rejected" && r.reviewNote && ` · rejected: ${r.reviewNote}`}
        </p>
      )}
    </li>
  );
}
