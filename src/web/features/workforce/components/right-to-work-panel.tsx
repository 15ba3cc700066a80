import { useState } from "react";
import { useForm } from "react-hook-form";
import { ClipboardCheck, ShieldCheck } from "lucide-react";
import type { ExpiryState } from "@shared/common/expiry";
import { ukToday } from "@shared/common/uk-dates";
import {
  RIGHT_TO_WORK_METHODS,
  RIGHT_TO_WORK_STATE_LABELS,
  rightToWorkCheckSchema,
  type RightToWorkCheckInput,
  type RightToWorkState,
} from "@shared/workforce/right-to-work";
import type { WorkerDetail } from "@shared/workforce/worker";
import { FormDialogFooter } from "@web/components/forms/form-dialog-footer";
import { ExpiryBadge, expiryTone } from "@web/components/register/documents-panel";
import { Button } from "@web/components/ui/button";
import { Card, CardContent } from "@web/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { EmptyState } from "@web/components/ui/empty-state";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { Select } from "@web/components/ui/select";
import { toast } from "@web/components/ui/toast";
import { errorText } from "@web/lib/api";
import { cn } from "@web/lib/cn";
import { formatDate } from "@web/lib/format";
import { schemaResolver } from "@web/lib/schema-form";
import { fieldOf, showServerErrors } from "@web/lib/server-field-errors";
import { useRecordRightToWork } from "../api/workers";

/** The kit's expiry look for each state: a follow-up due reads as "expires soon", a passed one as expired. */
const AS_EXPIRY: Record<RightToWorkState, ExpiryState> = { none: "none", valid: "valid", follow_up_due: "expiring", expired: "expired" };

/**
 * The worker's right to work check (issue 31): its state, how, who and when, and the follow-up for
 * time-limited permission; "Record a check" for Workforce edit. The documents themselves are not stored.
 */
export function RightToWorkPanel({ worker, canEdit, checker }: { worker: WorkerDetail; canEdit: boolean; checker: string }) {
  const [open, setOpen] = useState(false);
  const c = worker.rightToWorkCheck;
  return (
    <Card>
      <CardContent className="grid gap-4 pt-4 sm:pt-6" data-testid="right-to-work-panel">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-base font-semibold text-slate-900">Right to work</h2>
          {canEdit && (
            <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
              <ClipboardCheck aria-hidden="true" />
              Record a check
            </Button>
          )}
        </div>
        {c.checkedOn === null ? (
          <EmptyState
            icon={ShieldCheck}
            title="Not checked"
            text="No right to work check is recorded. Check the worker's documents, share code or identity service before they start on site."
          />
        ) : (
          <div className={cn("grid gap-1 rounded-lg border p-3 text-sm text-slate-700", expiryTone(AS_EXPIRY[c.state]))}>
            <p className="flex flex-wrap items-center gap-2">
              <ExpiryBadge state={AS_EXPIRY[c.state]}>{RIGHT_TO_WORK_STATE_LABELS[c.state]}</ExpiryBadge>
              <span className="font-medium text-slate-900">{c.methodLabel}</span>
            </p>
            <p>{`Checked ${formatDate(c.checkedOn)} by ${c.checkedBy?.name ?? "a former user"}`}</p>
            <p>
              {c.followUpOn
                ? `Time-limited permission: ${c.state === "expired" ? "follow-up check was due" : "follow-up check due"} ${formatDate(c.followUpOn)}`
                : "Permanent permission: no follow-up check"}
            </p>
          </div>
        )}
      </CardContent>
      {open && <RightToWorkDialog worker={worker} checker={checker} open onOpenChange={setOpen} />}
    </Card>
  );
}

type Fields = { method: string; checkedOn: string; followUpOn: string };

function RightToWorkDialog({
  worker,
  checker,
  open,
  onOpenChange,
}: {
  worker: WorkerDetail;
  checker: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const record = useRecordRightToWork(worker.id);
  const form = useForm<Fields, unknown, RightToWorkCheckInput>({
    resolver: schemaResolver(rightToWorkCheckSchema),
    defaultValues: { method: "", checkedOn: ukToday(), followUpOn: "" },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((body) =>
    record.mutate(body, {
      onSuccess: (w) => {
        toast({ title: "Success", description: `Right to work check recorded for ${w.firstName} ${w.lastName}` });
        onOpenChange(false);
      },
      onError: (e) => {
        showServerErrors(form.setError, e, { accept: fieldOf({ method: "", checkedOn: "", followUpOn: "" }) });
        toast({ title: "Error", description: errorText(e, "Failed to record the check"), variant: "destructive" });
      },
    }),
  );
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Record a right to work check</DialogTitle>
          <DialogDescription>
            {worker.firstName} {worker.lastName}, checked by {checker}. The documents are not stored: only the check is recorded.
          </DialogDescription>
        </DialogHeader>
        <form id="right-to-work-form" onSubmit={submit} noValidate className="grid gap-4" aria-label="Record a right to work check">
          <FormField label="How it was checked" htmlFor="rtw-method" error={errors.method?.message} required>
            <Select placeholder="Choose how" options={RIGHT_TO_WORK_METHODS} {...form.register("method")} />
          </FormField>
          <FormField label="Checked on" htmlFor="rtw-checkedOn" error={errors.checkedOn?.message}>
            <Input type="date" max={ukToday()} {...form.register("checkedOn")} />
          </FormField>
          <FormField
            label="Follow-up check due"
            htmlFor="rtw-followUpOn"
            error={errors.followUpOn?.message}
            hint="For time-limited permission: when their permission ends. Leave empty for permanent permission."
          >
            <Input type="date" {...form.register("followUpOn")} />
          </FormField>
        </form>
        <FormDialogFooter form="right-to-work-form" pending={record.isPending} onCancel={() => onOpenChange(false)}>
          {record.isPending ? "Saving..." : "Record check"}
        </FormDialogFooter>
      </DialogContent>
    </Dialog>
  );
}
