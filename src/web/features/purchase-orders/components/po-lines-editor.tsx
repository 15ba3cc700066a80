import { useFieldArray, useWatch, type Control, type FieldErrors, type UseFormRegister, type UseFormSetValue } from "react-hook-form";
import { Plus, Trash2 } from "lucide-react";
import { formatMoney, orderTotals } from "@shared/common/money";
import { MAX_LINES, type PoLookups, type PurchaseOrderInput } from "@shared/purchase-orders/purchase-order";
import { Button } from "@web/components/ui/button";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { Select } from "@web/components/ui/select";
import type { PoFormValues } from "./po-form-values";
import { emptyLine } from "./po-form-values";

type Props = {
  control: Control<PoFormValues, unknown, PurchaseOrderInput>;
  register: UseFormRegister<PoFormValues>;
  setValue: UseFormSetValue<PoFormValues>;
  errors: FieldErrors<PoFormValues>;
  materials: PoLookups["materials"];
};

/** The order's lines: each line's total is worked out exactly (shared money rules) as it is typed. */
export function PoLinesEditor({ control, register, setValue, errors, materials }: Props) {
  const { fields, append, remove } = useFieldArray({ control, name: "lines" });
  const lines = useWatch({ control, name: "lines" });
  const { lineTotals } = orderTotals(lines ?? [], 0);

  const pickMaterial = (index: number, id: string) => {
    setValue(`lines.${index}.materialId`, id);
    const m = materials.find((x) => String(x.id) === id);
    if (!m) return;
    setValue(`lines.${index}.description`, m.description, { shouldValidate: true });
    setValue(`lines.${index}.unit`, m.unit ?? "");
    setValue(`lines.${index}.unitPrice`, m.purchaseCost, { shouldValidate: true });
  };

  return (
    <div className="grid gap-3">
      <ol className="grid gap-3">
        {fields.map((field, i) => {
          const e = errors.lines?.[i];
          return (
            <li key={field.id} className="rounded-lg border border-slate-200 bg-slate-50/60 p-3" aria-label={`Line ${i + 1}`}>
              <div className="grid grid-cols-3 gap-3 sm:grid-cols-[minmax(0,1fr)_6.5rem_5rem_7.5rem_7rem_auto] sm:items-start">
                <div className="col-span-3 grid gap-2 sm:col-span-1">
                  {materials.length > 0 && (
                    <Select
                      aria-label={`Line ${i + 1} material`}
                      placeholder="From materials (optional)"
                      options={materials.map((m) => ({ value: String(m.id), label: m.description }))}
                      value={lines?.[i]?.materialId ?? ""}
                      onChange={(ev) => pickMaterial(i, ev.target.value)}
                    />
                  )}
                  <FormField label="Description" htmlFor={`line-${i}-description`} error={e?.description?.message} required>
                    <Input placeholder="What is ordered" {...register(`lines.${i}.description`)} />
                  </FormField>
                  <FormField label="Cost code" htmlFor={`line-${i}-cost-code`} error={e?.costCode?.message}>
                    <Input placeholder="e.g. PR-120" autoComplete="off" {...register(`lines.${i}.costCode`)} />
                  </FormField>
                </div>
                <FormField label="Quantity" htmlFor={`line-${i}-quantity`} error={e?.quantity?.message} required>
                  <Input inputMode="decimal" className="tabular-nums" {...register(`lines.${i}.quantity`)} />
                </FormField>
                <FormField label="Unit" htmlFor={`line-${i}-unit`} error={e?.unit?.message}>
                  <Input placeholder="e.g. t" {...register(`lines.${i}.unit`)} />
                </FormField>
                <FormField label="Price (£)" htmlFor={`line-${i}-price`} error={e?.unitPrice?.message} required>
                  <Input inputMode="decimal" className="tabular-nums" {...register(`lines.${i}.unitPrice`)} />
                </FormField>
                <div className="col-span-2 grid gap-1.5 sm:col-span-1">
                  <span className="text-sm font-medium text-slate-700">Line total</span>
                  <output className="flex h-9 items-center text-sm font-semibold text-slate-900 tabular-nums" aria-label={`Line ${i + 1} total`}>
                    {formatMoney(lineTotals[i] ?? 0n)}
                  </output>
                </div>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="self-end justify-self-end sm:mt-6 sm:self-start"
                  aria-label={`Remove line ${i + 1}`}
                  onClick={() => remove(i)}
                  disabled={fields.length === 1}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      {errors.lines?.root?.message && (
        <p role="alert" className="text-xs font-medium text-red-600">
          {errors.lines.root.message}
        </p>
      )}
      <div>
        <Button type="button" variant="outline" onClick={() => append(emptyLine())} disabled={fields.length >= MAX_LINES}>
          <Plus aria-hidden="true" />
          Add line
        </Button>
      </div>
    </div>
  );
}
