import { Controller, useFieldArray, useWatch, type Control, type FieldErrors, type UseFormRegister } from "react-hook-form";
import { Plus, Trash2 } from "lucide-react";
import { WEIGHT_UNITS } from "@shared/carbon/carbon";
import { MAX_LINE_ITEMS, NO_MATERIAL_FACTOR, type DeliveryFormOutput } from "@shared/deliveries/delivery-entry";
import { emptyDeliveryLine, type DeliveryFields } from "@shared/deliveries/delivery-form";
import { Button } from "@web/components/ui/button";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { Select } from "@web/components/ui/select";
import { MaterialFactorPicker } from "@web/components/carbon/material-factor-picker";
import { useMaterialFactors } from "../api/deliveries";

const NO_FACTOR = {
  value: NO_MATERIAL_FACTOR,
  title: "No embodied carbon factor",
  detail: "For items you cannot classify: the line carries no material figure.",
};
const PURPOSE = "The embodied carbon of this line: a DESNZ factor, one of the company's own, or none.";

type Props = { control: Control<DeliveryFields, unknown, DeliveryFormOutput>; register: UseFormRegister<DeliveryFields>; errors: FieldErrors<DeliveryFields> };

/** The delivery note's lines: one row each on a desktop, stacked cards on a phone. */
export function DeliveryLines({ control, register, errors }: Props) {
  const lines = useFieldArray({ control, name: "lineItems" });
  const factors = useMaterialFactors();
  const values = useWatch({ control, name: "lineItems" });
  const listError = errors.lineItems?.message ?? errors.lineItems?.root?.message;

  return (
    <div className="grid gap-3">
      {lines.fields.map((field, i) => {
        const e = errors.lineItems?.[i];
        const id = (name: string) => `delivery-line-${i}-${name}`;
        const noFactor = values?.[i]?.materialFactorId === NO_MATERIAL_FACTOR;
        return (
          <fieldset key={field.id} className="grid grid-cols-2 items-start gap-3 rounded-md border border-slate-200 bg-slate-50/60 p-3 sm:grid-cols-12">
            <legend className="sr-only">Line {i + 1}</legend>
            <div className="col-span-2 flex items-center justify-between sm:col-span-12">
              <p className="text-sm font-semibold text-slate-700" aria-hidden="true">
                Line {i + 1}
              </p>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                onClick={() => lines.remove(i)}
                disabled={lines.fields.length === 1}
                aria-label={`Remove line ${i + 1}`}
                className="text-slate-500 hover:text-red-600"
              >
                <Trash2 aria-hidden="true" />
                <span className="hidden sm:inline">Remove</span>
              </Button>
            </div>
            <FormField label="Description" htmlFor={id("description")} error={e?.description?.message} required className="col-span-2 sm:col-span-6">
              <Input placeholder="e.g. C32/40 ready-mix concrete" {...register(`lineItems.${i}.description`)} />
            </FormField>
            <div className="col-span-2 grid gap-1.5 sm:col-span-6">
              <Label htmlFor={id("factor")}>
                Material factor
                <span className="ml-0.5 text-red-600" aria-hidden="true">
                  *
                </span>
              </Label>
              <Controller
                control={control}
                name={`lineItems.${i}.materialFactorId`}
                render={({ field: f }) => (
                  <MaterialFactorPicker
                    id={id("factor")}
                    ref={f.ref}
                    value={f.value}
                    onChange={f.onChange}
                    factors={factors}
                    none={NO_FACTOR}
                    purpose={PURPOSE}
                    invalid={Boolean(e?.materialFactorId)}
                    describedBy={`${id("factor")}-note`}
                  />
                )}
              />
              <p
                id={`${id("factor")}-note`}
                className={e?.materialFactorId ? "text-xs font-medium text-red-600" : "text-xs text-slate-500"}
                role={e?.materialFactorId ? "alert" : undefined}
              >
                {e?.materialFactorId?.message ??
                  (noFactor ? "No material figure: this line's embodied carbon is not counted." : "DESNZ factors are per tonne: enter the weight.")}
              </p>
            </div>
            <FormField label="Quantity" htmlFor={id("quantity")} error={e?.quantity?.message} required className="sm:col-span-3">
              <Input inputMode="decimal" placeholder="e.g. 8" {...register(`lineItems.${i}.quantity`)} />
            </FormField>
            <FormField label="Unit" htmlFor={id("unit")} error={e?.unit?.message} required className="sm:col-span-3">
              <Input placeholder="m³, tonnes, no., bags" list="delivery-units" {...register(`lineItems.${i}.unit`)} />
            </FormField>
            <FormField label="Weight" htmlFor={id("weight")} error={e?.weight?.message} className="sm:col-span-3">
              <Input inputMode="decimal" placeholder={noFactor ? "Optional" : "e.g. 19.2"} {...register(`lineItems.${i}.weight`)} />
            </FormField>
            <FormField label="Weight unit" htmlFor={id("weight-unit")} error={e?.weightUnit?.message} className="sm:col-span-3">
              <Select options={WEIGHT_UNITS.map((u) => ({ value: u, label: u }))} {...register(`lineItems.${i}.weightUnit`)} />
            </FormField>
          </fieldset>
        );
      })}
      <datalist id="delivery-units">
        {["m³", "tonnes", "kg", "no.", "bags", "m²", "m", "litres", "pallets", "sheets"].map((u) => (
          <option key={u} value={u} />
        ))}
      </datalist>
      {listError && (
        <p role="alert" className="text-xs font-medium text-red-600">
          {listError}
        </p>
      )}
      <div>
        <Button type="button" variant="outline" size="sm" onClick={() => lines.append(emptyDeliveryLine())} disabled={lines.fields.length >= MAX_LINE_ITEMS}>
          <Plus aria-hidden="true" />
          Add line
        </Button>
      </div>
    </div>
  );
}
