import { useForm } from "react-hook-form";
import { variationFormSchema, type VariationInput, type VariationView } from "@shared/cost-analysis/variations";
import { COST_HEAD_LABELS } from "@shared/rules/cvr";
import { FormDialogFooter } from "@web/components/forms/form-dialog-footer";
import { recordFields } from "@web/components/forms/record-fields";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { toast } from "@web/components/ui/toast";
import { errorText } from "@web/lib/api";
import { schemaResolver } from "@web/lib/schema-form";
import { fieldOf, showServerErrors } from "@web/lib/server-field-errors";
import { useSaveVariation } from "../api/variations";
import { variationFields, type VariationFields } from "../lib/variation-view";

const SIGNED_HINT = "Below nothing for an omission, e.g. -1250.50";

/**
 * Raise a variation (pending, numbered by the server) or change one not yet approved: the same schema
 * as the server (shared/cost-analysis/variations.ts), so an omission's "-£1,250.50" is read alike on
 * both sides. `variation` null raises a new one.
 */
export function VariationFormDialog({ slug, variation, onClose }: { slug: string; variation: VariationView | null; onClose: () => void }) {
  const save = useSaveVariation(slug);
  const form = useForm<VariationFields, unknown, VariationInput>({ resolver: schemaResolver(variationFormSchema), defaultValues: variationFields(variation) });
  const f = recordFields(form, "variation");
  const editing = variation !== null;
  const formId = "variation-form";

  const submit = form.handleSubmit((body) =>
    save.mutate(editing ? { id: variation.id, body } : { id: null, body }, {
      onSuccess: (saved) => {
        toast({ title: "Success", description: editing ? `Variation ${saved.number} saved` : `Variation ${saved.number} raised` });
        onClose();
      },
      onError: (e) => {
        showServerErrors(form.setError, e, { accept: fieldOf(variationFields(null)) });
        toast({
          title: "Error",
          description: errorText(e, editing ? "The variation could not be saved" : "The variation could not be raised"),
          variant: "destructive",
        });
      },
    }),
  );

  return (
    <Dialog open onOpenChange={(open) => !open && !save.isPending && onClose()}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{editing ? `Edit ${variation.number}` : "Raise a variation"}</DialogTitle>
          <DialogDescription>
            {editing
              ? "Change the variation while it is not approved: once approved it is final."
              : "A change to the contract's value and cost. It starts pending: its cost estimate moves the projected budget until it is approved."}
          </DialogDescription>
        </DialogHeader>
        <form
          id={formId}
          onSubmit={submit}
          noValidate
          aria-label={editing ? `Edit ${variation.number}` : "Raise a variation"}
          className="grid gap-4 sm:grid-cols-2"
        >
          {f.text("title", "Title", { placeholder: "e.g. Additional drainage run to plot 4", maxLength: 200 }, { required: true, wide: true })}
          {f.select("head", "Head", COST_HEAD_LABELS, "Choose a head", { required: true, wide: true })}
          {f.text("valueEstimate", "Value estimate (£)", { inputMode: "text", placeholder: "e.g. 4500.00" }, { hint: "What the client pays. " + SIGNED_HINT })}
          {f.text("costEstimate", "Cost estimate (£)", { inputMode: "text", placeholder: "e.g. 3800.00" }, { hint: "What it costs us. " + SIGNED_HINT })}
          {f.area("description", "Description", "The instruction, its reference and what it covers")}
        </form>
        <FormDialogFooter form={formId} pending={save.isPending} onCancel={onClose} spinner>
          {editing ? "Save" : "Raise variation"}
        </FormDialogFooter>
      </DialogContent>
    </Dialog>
  );
}
