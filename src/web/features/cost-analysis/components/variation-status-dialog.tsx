import { useForm } from "react-hook-form";
import { costHeadLabel } from "@shared/rules/cvr";
import { variationStatusSchema, type VariationStatus, type VariationStatusInput, type VariationView } from "@shared/cost-analysis/variations";
import { FormDialogFooter } from "@web/components/forms/form-dialog-footer";
import { recordFields } from "@web/components/forms/record-fields";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { toast } from "@web/components/ui/toast";
import { errorText } from "@web/lib/api";
import { schemaResolver } from "@web/lib/schema-form";
import { fieldOf, showServerErrors } from "@web/lib/server-field-errors";
import { useVariationStatus } from "../api/variations";
import { approvalProblems, moveTitle, statusFields, statusText, type StatusFields } from "../lib/variation-view";

/** What each move does to the figures, said before it is made. */
const EFFECT: Record<VariationStatus, string> = {
  approved:
    "Approving moves the head's current budget by the agreed cost and the contract value by the agreed value. It is final: a correction is a new variation.",
  unagreed: "The client disputes it: its cost estimate stays in the projected budget while the talk goes on.",
  rejected: "Its estimates leave the projected budget. It can be reopened later.",
  pending: "Back to pending: its cost estimate counts in the projected budget again.",
};

/**
 * Moves a variation on, only by a step rules/variation-status.ts allows (the list offers no other).
 * Approving takes the agreed value and cost, each starting from its estimate; any move may carry a
 * note. The server's words for a refused move (409) or a missing figure (400) are shown.
 */
export function VariationStatusDialog({ slug, variation, to, onClose }: { slug: string; variation: VariationView; to: VariationStatus; onClose: () => void }) {
  const move = useVariationStatus(slug);
  const form = useForm<StatusFields, unknown, VariationStatusInput>({
    resolver: schemaResolver(variationStatusSchema),
    defaultValues: statusFields(variation, to),
  });
  const f = recordFields(form, "variation-status");
  const approving = to === "approved";
  const formId = "variation-status-form";

  const submit = form.handleSubmit((body) => {
    const missing = approvalProblems(form.getValues());
    if (missing.length > 0) return missing.forEach(({ field, message }) => form.setError(field, { message }));
    move.mutate(
      { id: variation.id, body },
      {
        onSuccess: (saved) => {
          toast({ title: "Success", description: `${saved.number} is now ${statusText(saved.status).toLowerCase()}` });
          onClose();
        },
        onError: (e) => {
          showServerErrors(form.setError, e, { accept: fieldOf(statusFields(variation, to)) });
          toast({ title: "Error", description: errorText(e, "The variation's status could not be changed"), variant: "destructive" });
        },
      },
    );
  });

  return (
    <Dialog open onOpenChange={(open) => !open && !move.isPending && onClose()}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{moveTitle(variation, to)}</DialogTitle>
          <DialogDescription>
            {variation.title} ({costHeadLabel(variation.head)}). {EFFECT[to]}
          </DialogDescription>
        </DialogHeader>
        <form id={formId} onSubmit={submit} noValidate aria-label={moveTitle(variation, to)} className="grid gap-4 sm:grid-cols-2">
          {approving && (
            <>
              {f.text(
                "agreedValue",
                "Agreed value (£)",
                { inputMode: "text", placeholder: "e.g. 4500.00" },
                { required: true, hint: "From the value estimate" },
              )}
              {f.text("agreedCost", "Agreed cost (£)", { inputMode: "text", placeholder: "e.g. 3800.00" }, { required: true, hint: "From the cost estimate" })}
            </>
          )}
          {f.area("note", approving ? "Note" : "Note (why)", approving ? "e.g. Instructed by the client's AI 12" : "e.g. Client's letter of 14/10/2026")}
        </form>
        <FormDialogFooter form={formId} pending={move.isPending} onCancel={onClose} spinner>
          {moveTitle(variation, to)}
        </FormDialogFooter>
      </DialogContent>
    </Dialog>
  );
}
