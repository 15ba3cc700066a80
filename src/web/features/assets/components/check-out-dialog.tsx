import { useState, type FormEvent } from "react";
import { type OperatorRefusal, type Whereabouts } from "@shared/assets/asset-use";
import { ukToday } from "@shared/common/uk-dates";
import { FormDialogFooter } from "@web/components/forms/form-dialog-footer";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { Select } from "@web/components/ui/select";
import { Textarea } from "@web/components/ui/textarea";
import { toast } from "@web/components/ui/toast";
import { errorText } from "@web/lib/api";
import { serverFieldErrors } from "@web/lib/server-field-errors";
import { useCheckOut, useContractOptions } from "../api/asset-use";
import { WorkerPicker, type WorkerOption } from "@web/components/pickers/worker-picker";
import { OperatorRefusalBox, refusalsOf } from "./operator-refusal";

type Props = { asset: Whereabouts; canOverride: boolean; onClose: () => void };

/**
 * Check out to a worker on a contract (decision 0075), phone first: find the worker, pick the contract
 * (where it is now, unless told), a due-back day and a note. A refusal shows its reasons; an operator's
 * refusal (cards, authorisation) offers someone with Assets edit the override with a reason.
 */
export function CheckOutDialog({ asset, canOverride, onClose }: Props) {
  const [worker, setWorker] = useState<WorkerOption | null>(null);
  const [projectId, setProjectId] = useState(asset.place ? String(asset.place.id) : "");
  const [dueBack, setDueBack] = useState("");
  const [note, setNote] = useState("");
  const [refusals, setRefusals] = useState<OperatorRefusal[] | null>(null);
  const [overriding, setOverriding] = useState(false);
  const [reason, setReason] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const contracts = useContractOptions();
  const checkOut = useCheckOut(asset.assetId);

  const pickWorker = (w: WorkerOption | null) => {
    setWorker(w);
    // Another worker may meet the rule: the last one's refusal and override no longer apply.
    setRefusals(null);
    setOverriding(false);
    setProblem(null);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setProblem(null);
    setErrors({});
    checkOut.mutate(
      {
        workerId: worker?.id ?? "",
        projectId,
        dueBack: dueBack || null,
        note: note || null,
        ...(overriding ? { override: { reason } } : {}),
      },
      {
        onSuccess: () => {
          toast({ title: `${asset.name} checked out to ${worker?.name}` });
          onClose();
        },
        onError: (err) => {
          const refused = refusalsOf(err);
          const fields = serverFieldErrors(err);
          if (refused) setRefusals(refused);
          else if (fields.length) setErrors(Object.fromEntries(fields.map((f) => [f.field, f.message])));
          else setProblem(errorText(err, "The check-out failed"));
        },
      },
    );
  };

  const blocked = !!refusals?.length && !overriding;
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="max-w-lg grid-cols-[minmax(0,1fr)]">
        <DialogHeader>
          <DialogTitle>Check out {asset.name}</DialogTitle>
          <DialogDescription>Who takes it, and the contract it goes to.</DialogDescription>
        </DialogHeader>
        <form id="asset-check-out" onSubmit={submit} className="grid grid-cols-[minmax(0,1fr)] gap-4" noValidate>
          <FormField label="Worker" htmlFor="check-out-worker" error={errors.workerId} required className="grid-cols-[minmax(0,1fr)]">
            <WorkerPicker id="check-out-worker" value={worker} onChange={pickWorker} invalid={!!errors.workerId} />
          </FormField>
          {refusals && refusals.length > 0 && (
            <OperatorRefusalBox
              id="check-out-override"
              who={worker?.name ?? "This worker"}
              refusals={refusals}
              canOverride={canOverride}
              overriding={overriding}
              onOverride={() => setOverriding(true)}
              reason={reason}
              onReason={setReason}
              error={errors["override.reason"]}
            />
          )}
          <FormField label="Contract" htmlFor="check-out-contract" error={errors.projectId} required>
            <Select
              value={projectId}
              onChange={(e) => setProjectId(e.target.value)}
              placeholder={contracts.isLoading ? "Loading contracts…" : "Choose a contract"}
              options={(contracts.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
            />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Due back" htmlFor="check-out-due" error={errors.dueBack} hint="Past this day it shows as overdue">
              <Input type="date" min={ukToday()} value={dueBack} onChange={(e) => setDueBack(e.target.value)} />
            </FormField>
          </div>
          <FormField label="Note" htmlFor="check-out-note" error={errors.note}>
            <Textarea rows={2} value={note} onChange={(e) => setNote(e.target.value)} placeholder="What it is for, attachments sent with it" />
          </FormField>
          {problem && (
            <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm font-medium text-red-800">
              {problem}
            </p>
          )}
          <FormDialogFooter
            form="asset-check-out"
            pending={checkOut.isPending}
            onCancel={onClose}
            ready={!blocked && (!overriding || reason.trim().length >= 3)}
            spinner
          >
            {overriding ? "Check out with override" : "Check out"}
          </FormDialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
