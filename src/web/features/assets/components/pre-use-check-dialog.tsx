import { useState } from "react";
import { ClipboardCheck, OctagonX } from "lucide-react";
import { preUseCheckSchema, type AssetChecklistView, type RecordedCheck } from "@shared/assets/asset-checks";
import { FormDialogFooter } from "@web/components/forms/form-dialog-footer";
import { QueryBody } from "@web/components/forms/query-body";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { Select } from "@web/components/ui/select";
import { toast } from "@web/components/ui/toast";
import { errorText } from "@web/lib/api";
import { formatDate } from "@web/lib/format";
import { serverFieldErrors } from "@web/lib/server-field-errors";
import { useAssetChecklist, useRecordCheck } from "../api/asset-checks";
import { CheckItem, DEFECT_CHOICE, OK_CHOICE } from "@web/components/register/check-item";

/** One answered item: OK (true), a defect (false, with its note), or not yet answered. */
type Answer = { item: string; ok: boolean | null; note: string };
const CHOICES = [OK_CHOICE, DEFECT_CHOICE] as const;
import { useDoDialog } from "./use-do-dialog";
import { OperatorRefusalBox, refusalsOf } from "./operator-refusal";
import { usePermission } from "@web/features/permissions/api/get-role-permissions";
import type { OperatorRefusal } from "@shared/assets/asset-use";

/**
 * "Pre-use check" and its dialog, made for a phone (decision 0074): each check a big OK or Defect,
 * the note shown on a defect, the operator and the hour meter, one tap to send. A defect takes the
 * item out of use, and the dialog then says so plainly: Do not use. Opens itself on `?do=check`.
 */
export function PreUseCheckButton({ assetId }: { assetId: number }) {
  const [open, setOpen] = useDoDialog("check");
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <ClipboardCheck aria-hidden="true" />
        Pre-use check
      </Button>
      {open && <PreUseCheckDialog assetId={assetId} onClose={() => setOpen(false)} />}
    </>
  );
}

export function PreUseCheckDialog({ assetId, onClose }: { assetId: number; onClose: () => void }) {
  const checklist = useAssetChecklist(assetId);
  const [result, setResult] = useState<RecordedCheck | null>(null);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Pre-use check</DialogTitle>
          <DialogDescription>{checklist.data ? checklist.data.assetName : "Look at each item before you use it."}</DialogDescription>
        </DialogHeader>
        {result ? (
          <Outcome result={result} onClose={onClose} />
        ) : (
          <QueryBody read={checklist} rows={["h-14", "h-14", "h-14", "h-14"]} errorTitle="The checklist could not be loaded">
            {checklist.data && <CheckForm assetId={assetId} checklist={checklist.data} onClose={onClose} onDone={setResult} />}
          </QueryBody>
        )}
      </DialogContent>
    </Dialog>
  );
}

type Errors = Record<string, string>;

function CheckForm({
  assetId,
  checklist,
  onClose,
  onDone,
}: {
  assetId: number;
  checklist: AssetChecklistView;
  onClose: () => void;
  onDone: (r: RecordedCheck) => void;
}) {
  const save = useRecordCheck(assetId);
  const [answers, setAnswers] = useState<Answer[]>(() => checklist.items.map((item) => ({ item, ok: null, note: "" })));
  const [workerId, setWorkerId] = useState("");
  const [hours, setHours] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  // The operator judged as at check-out (decision 0075): refused with the reasons, let through by Assets edit with a reason.
  const can = usePermission();
  const [refusals, setRefusals] = useState<OperatorRefusal[] | null>(null);
  const [overriding, setOverriding] = useState(false);
  const [reason, setReason] = useState("");
  const pickOperator = (id: string) => {
    setWorkerId(id);
    setRefusals(null);
    setOverriding(false);
  };
  const set = (i: number, change: Partial<Answer>) => {
    setAnswers((all) => all.map((a, j) => (j === i ? { ...a, ...change } : a)));
    // An answered check's message goes: what is left to fix is what is still shown.
    setErrors((all) => Object.fromEntries(Object.entries(all).filter(([k]) => !k.startsWith(`answers.${i}.`))));
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    answers.forEach((a, i) => a.ok === null && (found[`answers.${i}.ok`] = "OK or defect?"));
    const body = {
      answers: answers.map((a) => ({ item: a.item, ok: a.ok ?? true, note: a.note })),
      workerId,
      hoursReading: hours,
      ...(overriding ? { override: { reason } } : {}),
    };
    const parsed = preUseCheckSchema.safeParse(body);
    for (const issue of parsed.error?.issues ?? []) found[issue.path.join(".")] ??= issue.message;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(body, {
      onSuccess: (r) => {
        if (r.assetOutOfUse) onDone(r);
        else {
          toast({ title: "Success", description: "Pre-use check recorded: no defects" });
          onClose();
        }
      },
      onError: (e) => {
        const refused = refusalsOf(e);
        if (refused) return setRefusals(refused);
        const fields = serverFieldErrors(e);
        setErrors(Object.fromEntries(fields.map((f) => [f.field, f.message])));
        toast({ title: "Error", description: fields[0]?.message ?? errorText(e, "Failed to record the check"), variant: "destructive" });
      },
    });
  };

  const unanswered = answers.filter((a) => a.ok === null).length;
  return (
    <>
      {checklist.outOfUse && (
        <p role="status" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          This item is out of use: do not use it. You can still record what you find.
        </p>
      )}
      <form id="pre-use-check-form" onSubmit={submit} noValidate className="grid gap-3" aria-label="Pre-use check">
        <ul className="grid gap-2">
          {answers.map((a, i) => (
            <CheckItem
              key={a.item}
              label={a.item}
              choices={CHOICES}
              result={a.ok === null ? null : a.ok ? "ok" : "defect"}
              onResult={(r) => set(i, { ok: r === "ok" })}
              defect={a.ok === false}
              note={a.note}
              onNote={(note) => set(i, { note })}
              noteId={`check-note-${i}`}
              notePlaceholder="e.g. Boom ram hose weeping oil"
              error={errors[`answers.${i}.ok`]}
              noteError={errors[`answers.${i}.note`]}
            />
          ))}
        </ul>
        {errors.answers && (
          <p role="alert" className="text-sm font-medium text-red-600">
            {errors.answers}
          </p>
        )}
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField
            label="Operator"
            htmlFor="check-operator"
            error={errors.workerId}
            hint={checklist.operators.length === 0 ? "No operators are named for this item: the check is recorded as yours." : undefined}
          >
            <Select
              value={workerId}
              onChange={(e) => pickOperator(e.target.value)}
              placeholder="Me (signed in)"
              options={checklist.operators.map((o) => ({ value: String(o.id), label: o.name }))}
              disabled={checklist.operators.length === 0}
            />
          </FormField>
          <FormField
            label="Hour meter"
            htmlFor="check-hours"
            error={errors.hoursReading}
            hint={checklist.lastHours ? `Last: ${checklist.lastHours.value} h on ${formatDate(checklist.lastHours.day)}` : "Optional"}
          >
            <Input inputMode="decimal" autoComplete="off" placeholder="e.g. 1250.5" value={hours} onChange={(e) => setHours(e.target.value)} />
          </FormField>
        </div>
        {refusals && refusals.length > 0 && (
          <OperatorRefusalBox
            id="check-override"
            who={checklist.operators.find((o) => String(o.id) === workerId)?.name ?? "This operator"}
            refusals={refusals}
            canOverride={can("Assets", "edit")}
            overriding={overriding}
            onOverride={() => setOverriding(true)}
            reason={reason}
            onReason={setReason}
            error={errors["override.reason"]}
          />
        )}
        {checklist.project && <p className="text-xs text-slate-500">On {checklist.project.name}</p>}
      </form>
      <FormDialogFooter
        form="pre-use-check-form"
        pending={save.isPending}
        onCancel={onClose}
        ready={!(refusals?.length && !overriding) && (!overriding || reason.trim().length >= 3)}
        spinner
      >
        {unanswered > 0 ? `Record check (${unanswered} to answer)` : "Record check"}
      </FormDialogFooter>
    </>
  );
}

/** After a defect: plainly, the item may not be used until an authorised person clears it. */
function Outcome({ result, onClose }: { result: RecordedCheck; onClose: () => void }) {
  return (
    <>
      <div role="alert" className="grid justify-items-center gap-2 rounded-lg border-2 border-red-700 bg-red-50 p-5 text-center">
        <OctagonX className="size-10 text-red-700" aria-hidden="true" />
        <p className="text-2xl font-bold text-red-800">Do not use</p>
        <p className="text-sm text-red-900">
          The check found {result.check.answers.filter((a) => !a.ok).length === 1 ? "a defect" : "defects"}. This item is now out of use until an authorised
          person clears it.
        </p>
        {result.check.defectNote && <p className="text-sm break-words text-red-900">{result.check.defectNote}</p>}
      </div>
      <DialogFooter>
        <Button onClick={onClose}>Done</Button>
      </DialogFooter>
    </>
  );
}
