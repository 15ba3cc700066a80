import { useWatch } from "react-hook-form";
import { MONEY_FIELD_INFO, REASON_MAX, sameMoney, type MoneyField as Field } from "@shared/projects/budget-fields";
import type { ProjectView } from "@shared/projects/project-view";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { formatCurrency } from "@web/lib/format";
import { BudgetHistory } from "./budget-history";
import { MoneyInput } from "./project-form-fields";
import { errorAt, formatMoneyInput, type ProjectFormApi } from "./project-form-values";

/**
 * A money field. Editing a saved project it also shows the original value and the history, and
 * asks for the reason as soon as the amount differs from the saved one.
 */
export function MoneyField({ form, field, project }: { form: ProjectFormApi; field: Field; project?: ProjectView }) {
  const info = MONEY_FIELD_INFO[field];
  const id = `project-${field}`;
  const value = useWatch({ control: form.control, name: field });
  const saved = project ? project[field] : null;
  const original = project ? project[info.original] : null;
  const needsReason = saved !== null && !sameMoney(saved, value as string | number | null | undefined);

  return (
    <div className="grid content-start gap-2">
      <FormField label={info.label} htmlFor={id} error={errorAt(form, field)}>
        <MoneyInput
          placeholder="0.00"
          {...form.register(field, {
            onBlur: (e: { target: HTMLInputElement }) => {
              const tidy = formatMoneyInput(e.target.value);
              if (tidy !== e.target.value) form.setValue(field, tidy, { shouldDirty: true });
            },
          })}
        />
      </FormField>
      {needsReason && (
        <FormField
          label="Reason for change"
          htmlFor={`${id}-reason`}
          error={errorAt(form, `reasons.${field}`)}
          hint={`Was ${formatCurrency(saved)}. Kept in the ${info.label.toLowerCase()} history.`}
          required
          className="rounded-md border border-amber-200 bg-amber-50/60 p-3"
        >
          <Input maxLength={REASON_MAX} placeholder="e.g. Client instruction CI-014" {...form.register(`reasons.${field}`)} />
        </FormField>
      )}
      {project && saved !== null && (
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
          <p className="text-xs text-slate-500">
            Original <span className="font-medium text-slate-700 tabular-nums">{original === null ? "not recorded" : formatCurrency(original)}</span>
          </p>
          <BudgetHistory projectId={project.id} field={info.logName} label={info.label} />
        </div>
      )}
    </div>
  );
}
