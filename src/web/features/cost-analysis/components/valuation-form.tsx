import { useForm } from "react-hook-form";
import type { z } from "zod";
import { cvrMonthParams, valuationSchema } from "@shared/cost-analysis/cvr-periods";
import { monthLabel } from "@shared/rules/cvr";
import { FormDialogFooter } from "@web/components/forms/form-dialog-footer";
import { recordFields } from "@web/components/forms/record-fields";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { toast } from "@web/components/ui/toast";
import { errorText } from "@web/lib/api";
import { schemaResolver } from "@web/lib/schema-form";
import { fieldOf, showServerErrors } from "@web/lib/server-field-errors";
import { useSaveValuation } from "../api/cvr-periods";
import { valuationStart, type ValuationStart } from "../lib/cvr-view";

/** The valuation's two figures and the month they are for (the route's own month rule). */
const schema = valuationSchema.extend({ month: cvrMonthParams.shape.month });
type Fields = ValuationStart;

type Props = {
  slug: string;
  /** The month to start on; `fixed` false lets the month be chosen (a valuation for another open month). */
  start: { month: string; fixed: boolean };
  /** The contract's months as listed: a month chosen shows the figures it holds. */
  months: Parameters<typeof valuationStart>[0];
  onClose: () => void;
};

/**
 * Enter or change a month's valuation: the value applied for and the value certified, cumulative as
 * UK valuations are, each optional until known. A closed month answers 409 "This month is closed", a
 * month to come 400: the server's words are shown.
 */
export function ValuationFormDialog({ slug, start, months, onClose }: Props) {
  const save = useSaveValuation(slug);
  const { fixed } = start;
  const defaultValues = valuationStart(months, start.month);
  const form = useForm<Fields, unknown, z.output<typeof schema>>({ resolver: schemaResolver(schema), defaultValues });
  const f = recordFields(form, "valuation");
  const formId = "valuation-form";
  const title = fixed ? `Valuation for ${monthLabel(start.month)}` : "Enter a valuation";

  const submit = form.handleSubmit(({ month, ...body }) =>
    save.mutate(
      { month, body },
      {
        onSuccess: () => {
          toast({ title: "Success", description: `Valuation for ${monthLabel(month)} saved` });
          onClose();
        },
        onError: (e) => {
          showServerErrors(form.setError, e, { accept: fieldOf(defaultValues) });
          toast({ title: "Error", description: errorText(e, "The valuation could not be saved"), variant: "destructive" });
        },
      },
    ),
  );

  return (
    <Dialog open onOpenChange={(open) => !open && !save.isPending && onClose()}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            Cumulative to the month's end. Leave a figure blank until it is known; the retention held follows from the value certified.
          </DialogDescription>
        </DialogHeader>
        <form id={formId} onSubmit={submit} noValidate aria-label={title} className="grid gap-4 sm:grid-cols-2">
          {!fixed && (
            <FormField
              label="Month"
              htmlFor="valuation-month"
              error={form.formState.errors.month?.message}
              required
              hint="This month or an earlier one still open."
              className="sm:col-span-2"
            >
              <Input
                type="month"
                placeholder="yyyy-MM"
                {...form.register("month", {
                  // Another month shows the figures it holds: saving replaces both.
                  onChange: (e: { target: { value: string } }) => {
                    const held = valuationStart(months, e.target.value);
                    form.setValue("valueApplied", held.valueApplied);
                    form.setValue("valueCertified", held.valueCertified);
                  },
                })}
              />
            </FormField>
          )}
          {f.number("valueApplied", "Value applied for (£)", "e.g. 250000.00")}
          {f.number("valueCertified", "Value certified (£)", "e.g. 238500.00")}
        </form>
        <FormDialogFooter form={formId} pending={save.isPending} onCancel={onClose} spinner>
          Save valuation
        </FormDialogFooter>
      </DialogContent>
    </Dialog>
  );
}
