import { useState } from "react";
import { ClipboardCheck, IdCard, Pencil, Plus } from "lucide-react";
import { CHECK_METHODS, type WorkerCardView, type WorkerDetail } from "@shared/workforce/worker";
import { RemoveIconButton } from "@web/components/forms/remove-button";
import { ExpiryBadge, expiryTone } from "@web/components/register/documents-panel";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card, CardContent } from "@web/components/ui/card";
import { EmptyState } from "@web/components/ui/empty-state";
import { cn } from "@web/lib/cn";
import { formatDate } from "@web/lib/format";
import { useRemoveCard } from "../api/workers";
import { CardDialog, CheckCardDialog } from "./card-dialogs";
import { CardPhotos } from "./card-photos";

const methodLabel = (m: string | null) => CHECK_METHODS.find((c) => c.value === m)?.label.toLowerCase() ?? m;

type Dialog = { kind: "card"; card: WorkerCardView | null } | { kind: "check"; card: WorkerCardView } | null;

/** The worker's cards, each with its expiry state and its last check; add, edit, remove and "Record a check" for Workforce edit. */
export function WorkerCardsPanel({ worker, canEdit, checker }: { worker: WorkerDetail; canEdit: boolean; checker: string }) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const remove = useRemoveCard(worker.id);
  const close = (open: boolean) => !open && setDialog(null);
  return (
    <Card>
      <CardContent className="grid gap-4 pt-4 sm:pt-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-base font-semibold text-slate-900">Cards</h2>
          {canEdit && (
            <Button variant="outline" size="sm" onClick={() => setDialog({ kind: "card", card: null })}>
              <Plus aria-hidden="true" />
              Add card
            </Button>
          )}
        </div>
        {worker.cards.length === 0 ? (
          <EmptyState icon={IdCard} title="No cards yet" text="Add the worker's CSCS card and any plant, electrical or scaffolding card they hold." />
        ) : (
          <ul className="grid gap-3" aria-label="Cards">
            {worker.cards.map((c) => (
              <li key={c.id} className={cn("rounded-lg border p-3", c.renewed ? "border-slate-200 bg-slate-50" : expiryTone(c.expiryState))}>
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0">
                    <p className="font-medium break-words text-slate-900">
                      {c.schemeIdentifier} <span className="break-all">{c.cardNumber}</span>
                    </p>
                    <p className="text-xs break-words text-slate-500">{[c.cardTypeName, c.qualificationType].filter(Boolean).join(" · ") || c.schemeLabel}</p>
                  </div>
                  <span className="flex flex-wrap items-center gap-1.5">
                    {c.renewed ? <Badge variant="secondary">Renewed</Badge> : <ExpiryBadge state={c.expiryState} />}
                    {c.expiryDate && (
                      <span className="text-xs text-slate-600">{`${c.expiryState === "expired" ? "Expired" : "Expires"} ${formatDate(c.expiryDate)}`}</span>
                    )}
                  </span>
                </div>
                <p className="mt-2 text-sm text-slate-700">
                  {c.validationDate ? (
                    <>
                      <Badge variant={c.validationResult === "valid" ? "success" : "destructive"} className="mr-1.5">
                        {c.validationResult === "valid" ? "Checked: valid" : "Checked: not valid"}
                      </Badge>
                      {`${formatDate(c.validationDate)} by ${c.checkedBy?.name ?? "a former user"}, ${methodLabel(c.validationMethod)}`}
                    </>
                  ) : (
                    <span className="text-slate-500">Not checked yet</span>
                  )}
                </p>
                <CardPhotos workerId={worker.id} card={c} canEdit={canEdit} />
                {canEdit && (
                  <div className="mt-2 flex flex-wrap items-center gap-2">
                    <Button variant="outline" size="sm" onClick={() => setDialog({ kind: "check", card: c })}>
                      <ClipboardCheck aria-hidden="true" />
                      Record a check
                    </Button>
                    <Button variant="ghost" size="sm" onClick={() => setDialog({ kind: "card", card: c })} aria-label={`Edit card ${c.cardNumber}`}>
                      <Pencil aria-hidden="true" />
                      Edit
                    </Button>
                    <RemoveIconButton id={c.id} remove={remove} noun="card" from={`${worker.firstName} ${worker.lastName}'s cards`} />
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      {dialog?.kind === "card" && <CardDialog workerId={worker.id} card={dialog.card} open onOpenChange={close} />}
      {dialog?.kind === "check" && <CheckCardDialog workerId={worker.id} card={dialog.card} checker={checker} open onOpenChange={close} />}
    </Card>
  );
}
