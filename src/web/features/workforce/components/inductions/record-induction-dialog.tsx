import { useState, type FormEvent } from "react";
import { ukToday } from "@shared/common/uk-dates";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { FormDialogFooter } from "@web/components/forms/form-dialog-footer";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { Select } from "@web/components/ui/select";
import { Textarea } from "@web/components/ui/textarea";
import { toast } from "@web/components/ui/toast";
import { errorText } from "@web/lib/api";
import { serverFieldErrors } from "@web/lib/server-field-errors";
import { useRecordInduction } from "../../api/inductions";
import type { InductionChoice } from "./worker-inductions-panel";

/**
 * A briefing given in person (a worker out of attempts, or without a tablet): which induction, the
 * day it was given and a note. It counts as passed and approved by the caller.
 */
export function RecordInductionDialog({
  workerId,
  name,
  choices,
  onClose,
}: {
  workerId: number;
  name: string;
  choices: InductionChoice[];
  onClose: () => void;
}) {
  const [inductionId, setInductionId] = useState(choices[0]?.id ?? 0);
  const [passedOn, setPassedOn] = useState(ukToday());
  const [note, setNote] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const record = useRecordInduction(inductionId);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    record.mutate(
      { workerId, passedOn, note },
      {
        onSuccess: () => {
          toast({ title: "Success", description: `Induction recorded for ${name}` });
          onClose();
        },
        onError: (err) => {
          setErrors(Object.fromEntries(serverFieldErrors(err).map((f) => [f.field, f.message])));
          toast({ title: "Error", description: errorText(err, "Failed to record the induction"), variant: "destructive" });
        },
      },
    );
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Record induction given in person</DialogTitle>
          <DialogDescription>You gave {name} the induction yourself: it is recorded as passed and approved by you.</DialogDescription>
        </DialogHeader>
        <form id="record-induction-form" onSubmit={submit} noValidate className="grid gap-4" aria-label="Record induction">
          <FormField label="Induction" htmlFor="record-induction-id" required>
            <Select
              options={choices.map((c) => ({ value: String(c.id), label: c.label }))}
              value={String(inductionId)}
              onChange={(e) => setInductionId(Number(e.target.value))}
            />
          </FormField>
          <FormField label="Date given" htmlFor="record-induction-date" error={errors.passedOn} required>
            <Input type="date" max={ukToday()} value={passedOn} onChange={(e) => setPassedOn(e.target.value)} />
          </FormField>
          <FormField label="Note" htmlFor="record-induction-note" error={errors.note}>
            <Textarea rows={2} placeholder="e.g. Briefed at the gate; no tablet on site" value={note} onChange={(e) => setNote(e.target.value)} />
          </FormField>
        </form>
        <FormDialogFooter form="record-induction-form" pending={record.isPending} onCancel={onClose}>
          {record.isPending ? "Saving..." : "Record induction"}
        </FormDialogFooter>
      </DialogContent>
    </Dialog>
  );
}
