import { useState } from "react";
import { clearDefectSchema, type WalkaroundCheckView } from "@shared/vehicle-checks/walkaround";
import { FormDialogFooter } from "@web/components/forms/form-dialog-footer";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { FormField } from "@web/components/ui/form-field";
import { Textarea } from "@web/components/ui/textarea";
import { toast } from "@web/components/ui/toast";
import { errorText } from "@web/lib/api";
import { serverFieldErrors } from "@web/lib/server-field-errors";
import { useClearDefect } from "../api/vehicle-checks";

/** An authorised person (Fleet Management edit) clears a walkaround defect with what was done to put it right. */
export function ClearDefectDialog({ check, onClose }: { check: WalkaroundCheckView; onClose: () => void }) {
  const clear = useClearDefect();
  const [note, setNote] = useState("");
  const [error, setError] = useState<string>();
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = clearDefectSchema.safeParse({ note });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    clear.mutate(
      { checkId: check.id, ...parsed.data },
      {
        onSuccess: (r) => {
          toast({
            title: "Success",
            description: r.vehicleOffRoad
              ? "Defect cleared; another unsafe defect keeps the vehicle off the road"
              : `Defect cleared: ${check.vehicle.name} is on the road`,
          });
          onClose();
        },
        onError: (e) => {
          setError(serverFieldErrors(e).find((f) => f.field === "note")?.message);
          toast({ title: "Error", description: errorText(e, "Failed to clear the defect"), variant: "destructive" });
        },
      },
    );
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Clear defect</DialogTitle>
          <DialogDescription className="break-words">{check.defects}</DialogDescription>
        </DialogHeader>
        <form id="clear-defect-form" onSubmit={submit} noValidate className="grid gap-4" aria-label="Clear defect">
          <FormField label="What was done to put it right?" htmlFor="clear-defect-note" error={error} required>
            <Textarea
              rows={3}
              value={note}
              onChange={(e) => (setNote(e.target.value), setError(undefined))}
              placeholder="e.g. Bulb replaced, all lights tested"
            />
          </FormField>
          {check.unsafe && <p className="text-sm text-slate-600">Cleared, the vehicle goes back on the road unless another unsafe defect is open.</p>}
        </form>
        <FormDialogFooter form="clear-defect-form" pending={clear.isPending} onCancel={onClose} spinner>
          Clear defect
        </FormDialogFooter>
      </DialogContent>
    </Dialog>
  );
}
