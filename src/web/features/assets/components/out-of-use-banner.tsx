import { useState } from "react";
import { OctagonX } from "lucide-react";
import { clearanceSchema } from "@shared/assets/asset-checks";
import { FormDialogFooter } from "@web/components/forms/form-dialog-footer";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { FormField } from "@web/components/ui/form-field";
import { Textarea } from "@web/components/ui/textarea";
import { toast } from "@web/components/ui/toast";
import { errorText } from "@web/lib/api";
import { formatDateTime } from "@web/lib/format";
import { serverFieldErrors } from "@web/lib/server-field-errors";
import { useClearForUse } from "../api/asset-checks";
import { useAssetSafety } from "../api/asset-inspections";

/**
 * The asset page's red banner while the item is out of use: why and since when, and "Clear for use"
 * for those who may (Assets edit, decision 0074; the server says who in the safety read). Nothing
 * shows while the item is in use.
 */
export function OutOfUseBanner({ assetId }: { assetId: number }) {
  const safety = useAssetSafety(assetId);
  const [clearing, setClearing] = useState(false);
  const out = safety.data?.outOfUse;
  if (!out) return null;
  return (
    <section role="alert" aria-label="Out of use" className="flex flex-col gap-3 rounded-lg border-2 border-red-700 bg-red-50 p-4 sm:flex-row sm:items-center">
      <OctagonX className="size-8 shrink-0 text-red-700" aria-hidden="true" />
      <div className="grid min-w-0 flex-1 gap-0.5">
        <p className="text-lg font-bold text-red-800">Do not use: out of use</p>
        {out.reason && <p className="text-sm break-words text-red-900">{out.reason}</p>}
        {out.since && <p className="text-xs text-red-900">Since {formatDateTime(out.since)}</p>}
      </div>
      {safety.data?.canEdit && (
        <Button variant="outline" className="border-red-700 text-red-800" onClick={() => setClearing(true)}>
          Clear for use
        </Button>
      )}
      {clearing && <ClearDialog assetId={assetId} onClose={() => setClearing(false)} />}
    </section>
  );
}

function ClearDialog({ assetId, onClose }: { assetId: number; onClose: () => void }) {
  const save = useClearForUse(assetId);
  const [note, setNote] = useState("");
  const [error, setError] = useState<string>();
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = clearanceSchema.safeParse({ note });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    save.mutate(parsed.data, {
      onSuccess: () => {
        toast({ title: "Success", description: "Cleared for use" });
        onClose();
      },
      onError: (e) => {
        setError(serverFieldErrors(e)[0]?.message);
        toast({ title: "Error", description: errorText(e, "Failed to clear the item for use"), variant: "destructive" });
      },
    });
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Clear for use</DialogTitle>
          <DialogDescription>Say what was repaired or found: the note stays in the item's history with your name.</DialogDescription>
        </DialogHeader>
        <form id="clear-for-use-form" onSubmit={submit} noValidate className="grid gap-4" aria-label="Clear for use">
          <FormField label="Note" htmlFor="clear-note" error={error} required>
            <Textarea
              rows={3}
              value={note}
              onChange={(e) => (setNote(e.target.value), setError(undefined))}
              placeholder="e.g. Hose replaced by the fitter and tested"
            />
          </FormField>
        </form>
        <FormDialogFooter form="clear-for-use-form" pending={save.isPending} onCancel={onClose} spinner>
          Clear for use
        </FormDialogFooter>
      </DialogContent>
    </Dialog>
  );
}
