import { useForm } from "react-hook-form";
import type { HeadFigures } from "@shared/cost-analysis/cost-figures";
import { forecastChoiceSchema, type ForecastChoiceInput } from "@shared/cost-analysis/cost-forecasts";
import type { CostHead } from "@shared/cost-analysis/variations";
import { costHeadLabel } from "@shared/rules/cvr";
import { FormDialogFooter } from "@web/components/forms/form-dialog-footer";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { Textarea } from "@web/components/ui/textarea";
import { toast } from "@web/components/ui/toast";
import { errorText } from "@web/lib/api";
import { cn } from "@web/lib/cn";
import { schemaResolver } from "@web/lib/schema-form";
import { fieldOf, showServerErrors } from "@web/lib/server-field-errors";
import { useSaveForecastChoice } from "../api/cost-forecasts";
import { choiceFields, forecastNow, methodOptions, type ChoiceFields } from "../lib/forecast-choice";

type Props = {
  slug: string;
  head: CostHead;
  /** The head's figures as the page read them: its methods' answers, the chosen one and the QS figure kept. */
  current: HeadFigures;
  onClose: () => void;
};

/**
 * Choose how a head forecasts at completion: Budget, Spend rate or a QS figure with its note
 * (forecastChoiceSchema, the server's schema). Each method shows its figure or why it has none, so the
 * choice is made with the numbers in view. A QS figure may be kept while another method is chosen.
 */
export function ForecastMethodDialog({ slug, head, current, onClose }: Props) {
  const save = useSaveForecastChoice(slug, head);
  const form = useForm<ChoiceFields, unknown, ForecastChoiceInput>({ resolver: schemaResolver(forecastChoiceSchema), defaultValues: choiceFields(current) });
  const { errors } = form.formState;
  const chosen = form.watch("method");
  const formId = "forecast-method-form";
  const title = `Forecast method: ${costHeadLabel(head)}`;

  const submit = form.handleSubmit((body) =>
    save.mutate(body, {
      onSuccess: () => {
        toast({ title: "Success", description: `${costHeadLabel(head)} forecast method saved` });
        onClose();
      },
      onError: (e) => {
        showServerErrors(form.setError, e, { accept: fieldOf(choiceFields(current)) });
        toast({ title: "Error", description: errorText(e, "The forecast method could not be saved"), variant: "destructive" });
      },
    }),
  );

  return (
    <Dialog open onOpenChange={(open) => !open && !save.isPending && onClose()}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            {forecastNow(current)}.{current.methodNote ? ` ${current.methodNote}.` : ""}
          </DialogDescription>
        </DialogHeader>
        <form id={formId} onSubmit={submit} noValidate aria-label={title} className="grid gap-4">
          <fieldset className="grid gap-2">
            <legend className="mb-1.5 text-sm font-medium text-slate-900">Forecast by</legend>
            {methodOptions(current).map((m) => (
              <label
                key={m.method}
                className={cn(
                  "flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border px-3 py-2 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand",
                  chosen === m.method ? "border-brand bg-brand/5" : "border-slate-300 hover:bg-slate-50",
                )}
              >
                <input type="radio" value={m.method} className="mt-1 accent-brand" {...form.register("method")} />
                <span className="grid min-w-0 flex-1 gap-0.5">
                  <span className="flex flex-wrap items-baseline justify-between gap-x-3">
                    <span className="font-medium text-slate-900">{m.label}</span>
                    {m.figure && <span className="tabular-nums text-slate-900">{m.figure}</span>}
                  </span>
                  {m.reason && <span className="text-xs break-words text-slate-500">{m.reason}</span>}
                  {m.used && <span className="text-xs text-emerald-700">The forecast now</span>}
                </span>
              </label>
            ))}
            {errors.method?.message && <p className="text-sm text-red-700">{errors.method.message}</p>}
          </fieldset>
          <FormField
            label="QS figure (£)"
            htmlFor="forecast-qs-amount"
            error={errors.qsAmount?.message}
            required={chosen === "qs_figure"}
            hint="Your figure at completion; kept beside the other methods even when it is not the one chosen."
          >
            <Input inputMode="decimal" autoComplete="off" className="tabular-nums" placeholder="e.g. 48200.00" {...form.register("qsAmount")} />
          </FormField>
          <FormField label="Note" htmlFor="forecast-qs-note" error={errors.qsNote?.message} hint="Why this figure: required with a QS figure.">
            <Textarea rows={3} placeholder="e.g. Includes the second-fix package still to let" {...form.register("qsNote")} />
          </FormField>
        </form>
        <FormDialogFooter form={formId} pending={save.isPending} onCancel={onClose} spinner>
          Save method
        </FormDialogFooter>
      </DialogContent>
    </Dialog>
  );
}
