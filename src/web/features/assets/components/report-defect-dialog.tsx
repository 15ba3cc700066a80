import { useState } from "react";
import { TriangleAlert } from "lucide-react";
import { defectReportSchema } from "@shared/assets/asset-checks";
import { FormDialogFooter } from "@web/components/forms/form-dialog-footer";
import { Button } from "@web/components/ui/button";
import { Checkbox } from "@web/components/ui/checkbox";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { FormField } from "@web/components/ui/form-field";
import { Textarea } from "@web/components/ui/textarea";
import { toast } from "@web/components/ui/toast";
import { errorText } from "@web/lib/api";
import { serverFieldErrors } from "@web/lib/server-field-errors";
import { useReportDefect } from "../api/asset-checks";
import { useDoDialog } from "./use-do-dialog";

/** "Report a defect": what is wrong, and whether it is unsafe, which takes the item out of use at once. Opens itself on `?do=defect`. */
export function ReportDefectButton({ assetId }: { assetId: number }) {
  const [open, setOpen] = useDoDialog("defect");
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <TriangleAlert aria-hidden="true" />
        Report a defect
      </Button>
      {open && <ReportDefectDialog assetId={assetId} onClose={() => setOpen(false)} />}
    </>
  );
}

export function ReportDefectDialog({ assetId, onClose }: { assetId: number; onClose: () => void }) {
  const save = useReportDefect(assetId);
  const [note, setNote] = useState("");
  const [unsafe, setUnsafe] = useState(false);
  const [error, setError] = useState<string>();
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = defectReportSchema.safeParse({ note, unsafe });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    save.mutate(parsed.data, {
      onSuccess: (r) => {
        toast({
          title: r.assetOutOfUse ? "Do not use" : "Success",
          description: r.assetOutOfUse ? "Defect reported: the item is out of use until an authorised person clears it" : "Defect reported",
          variant: r.assetOutOfUse ? "destructive" : undefined,
        });
        onClose();
      },
      onError: (e) => {
        setError(serverFieldErrors(e).find((f) => f.field === "note")?.message);
        toast({ title: "Error", description: errorText(e, "Failed to report the defect"), variant: "destructive" });
      },
    });
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Report a defect</DialogTitle>
          <DialogDescription>Say what is wrong. If it is unsafe to use, it is taken out of use now, until an authorised person clears it.</DialogDescription>
        </DialogHeader>
        <form id="report-defect-form" onSubmit={submit} noValidate className="grid gap-4" aria-label="Report a defect">
          <FormField label="What is wrong?" htmlFor="defect-note" error={error} required>
            <Textarea rows={3} value={note} onChange={(e) => (setNote(e.target.value), setError(undefined))} placeholder="e.g. Reversing alarm not working" />
          </FormField>
          <label htmlFor="defect-unsafe" className="flex min-h-11 items-center gap-3 rounded-md border border-slate-200 p-3 text-sm font-medium text-slate-900">
            <Checkbox id="defect-unsafe" className="size-5" checked={unsafe} onChange={(e) => setUnsafe(e.target.checked)} />
            It is unsafe to use: take it out of use
          </label>
        </form>
        <FormDialogFooter form="report-defect-form" pending={save.isPending} onCancel={onClose} spinner>
          Report defect
        </FormDialogFooter>
      </DialogContent>
    </Dialog>
  );
}
