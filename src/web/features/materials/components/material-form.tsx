import { useEffect, useMemo } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { WEIGHT_UNITS } from "@shared/carbon/carbon";
import { MATERIAL_TYPES, materialFieldsSchema, materialWeight, type MaterialFields, type MaterialFormValues } from "@shared/materials/material";
import type { MaterialDetail } from "@shared/materials/material-detail";
import { supplierOptionLabel } from "@shared/suppliers/supplier-fields";
import { materialCarbonPerUnit } from "@shared/rules/material-carbon";
import { MaterialFactorPicker } from "@web/components/carbon/material-factor-picker";
import { FormActions, saveText } from "@web/components/forms/form-actions";
import { FieldGrid } from "@web/components/forms/field-grid";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { Select } from "@web/components/ui/select";
import { Textarea } from "@web/components/ui/textarea";
import { toast } from "@web/components/ui/toast";
import { errorText } from "@web/lib/api";
import { useMaterialFactors, useMaterialOptions, useSaveMaterial } from "../api/materials";
import { CarbonPerUnitNote } from "./carbon-per-unit";
import { schemaResolver } from "@web/lib/schema-form";
import { showServerErrors, fieldOf } from "@web/lib/server-field-errors";
import { textsOf } from "@web/lib/form-texts";

type FormValues = { [K in keyof MaterialFormValues]-?: string };

const empty = (): FormValues => ({
  itemDescription: "",
  sku: "",
  type: "materials",
  purchaseCost: "",
  unit: "",
  weight: "",
  weightUnit: "tonnes",
  category: "",
  supplierId: "",
  active: "yes",
  notes: "",
  carbonFactorId: "",
});

const fromMaterial = (m: MaterialDetail): FormValues => ({
  ...textsOf(m, ["unit", "category", "notes", "carbonFactorId"]),
  itemDescription: m.itemDescription,
  sku: m.sku,
  type: m.type,
  purchaseCost: m.purchaseCost,
  weight: m.weight ? String(Number(m.weight)) : "",
  weightUnit: m.weightUnit ?? "tonnes",
  supplierId: m.supplier ? String(m.supplier.id) : "",
  active: m.active,
});

const NO_FACTOR = { value: "", title: "No carbon factor", detail: "The material carries no embodied carbon figure until one is chosen." };
const PURPOSE = "The embodied carbon of one unit of this material: a DESNZ Material use factor or one of the company's own.";
const weightOf = materialWeight("Weight");

/** Add or edit a material or service: the shared schema checks here and again on the server. */
export function MaterialForm({ material, onDone, onCancel }: { material: MaterialDetail | null; onDone: (id: number) => void; onCancel: () => void }) {
  const save = useSaveMaterial();
  const options = useMaterialOptions();
  const factors = useMaterialFactors();
  const form = useForm<FormValues, unknown, MaterialFields>({
    resolver: schemaResolver(materialFieldsSchema),
    defaultValues: material ? fromMaterial(material) : empty(),
  });
  const { errors } = form.formState;
  useEffect(() => form.setFocus("itemDescription"), [form]);

  // The carbon one unit implies, worked out as the server will (rules/material-carbon.ts) while the form is filled in.
  const [factorId, weight, weightUnit, unit, description] = useWatch({
    control: form.control,
    name: ["carbonFactorId", "weight", "weightUnit", "unit", "itemDescription"],
  });
  const factor = useMemo(
    () => [...(factors.data?.company ?? []), ...(factors.data?.desnz ?? [])].find((f) => f.factorId === factorId) ?? null,
    [factors.data, factorId],
  );
  const parsedWeight = weightOf.safeParse(weight);
  const carbon = factor
    ? materialCarbonPerUnit(
        {
          itemDescription: description,
          unit: unit || null,
          weight: parsedWeight.success && parsedWeight.data !== null ? Number(parsedWeight.data) : null,
          weightUnit: weightUnit || null,
        },
        factor,
      )
    : null;

  const suppliers = options.data?.suppliers ?? [];
  const supplierOptions = [
    ...suppliers.map((s) => ({ value: String(s.id), label: supplierOptionLabel(s) })),
    ...(material?.supplier && !suppliers.some((s) => s.id === material.supplier?.id)
      ? [{ value: String(material.supplier.id), label: material.supplier.name }]
      : []),
  ];

  const submit = form.handleSubmit((values) => {
    save.mutate(
      { id: material?.id ?? null, body: values },
      {
        onSuccess: (saved) => {
          toast({ title: "Success", description: material ? "Material updated" : `${saved.sku} added` });
          onDone(saved.id);
        },
        onError: (e) => {
          showServerErrors(form.setError, e, { accept: fieldOf(empty()) });
          toast({
            title: "Error",
            description: errorText(e, material ? "Failed to update the material" : "Failed to add the material"),
            variant: "destructive",
          });
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate aria-label={material ? "Edit material" : "New material"}>
      <FieldGrid>
        <FormField label="Description" htmlFor="material-description" error={errors.itemDescription?.message} required className="sm:col-span-2">
          <Input placeholder="e.g. Ready-mix concrete C32/40" {...form.register("itemDescription")} />
        </FormField>
        <FormField label="SKU" htmlFor="material-sku" error={errors.sku?.message} required hint="Unique, e.g. RMX-C3240">
          <Input autoCapitalize="characters" {...form.register("sku")} />
        </FormField>
        <FormField label="Type" htmlFor="material-type" error={errors.type?.message} required>
          <Select
            options={MATERIAL_TYPES.map((t) => ({ value: t.value, label: t.value === "materials" ? "Materials" : "Services" }))}
            {...form.register("type")}
          />
        </FormField>
        <FormField label="Purchase cost (£)" htmlFor="material-cost" error={errors.purchaseCost?.message} required hint="Excluding VAT, per unit">
          <Input inputMode="decimal" placeholder="0.00" {...form.register("purchaseCost")} />
        </FormField>
        <FormField label="Unit" htmlFor="material-unit" error={errors.unit?.message} hint="e.g. m³, tonne, each, m², day">
          <Input {...form.register("unit")} />
        </FormField>
        <FormField label="Weight per unit" htmlFor="material-weight" error={errors.weight?.message}>
          <Input inputMode="decimal" placeholder="e.g. 2.4" {...form.register("weight")} />
        </FormField>
        <FormField label="Weight unit" htmlFor="material-weight-unit" error={errors.weightUnit?.message}>
          <Select options={WEIGHT_UNITS.map((u) => ({ value: u, label: u }))} {...form.register("weightUnit")} />
        </FormField>
        <FormField label="Category" htmlFor="material-category" error={errors.category?.message}>
          <Input list="material-categories" placeholder="e.g. Concrete" {...form.register("category")} />
        </FormField>
        <datalist id="material-categories">
          {(options.data?.categories ?? []).map((c) => (
            <option key={c} value={c} />
          ))}
        </datalist>
        <FormField
          label="Supplier"
          htmlFor="material-supplier"
          error={errors.supplierId?.message}
          hint={options.isError ? "The supplier list could not be loaded." : undefined}
        >
          <Select placeholder="No supplier" options={supplierOptions} {...form.register("supplierId")} />
        </FormField>
        <FormField label="Active" htmlFor="material-active" error={errors.active?.message} required>
          <Select
            options={[
              { value: "yes", label: "Yes" },
              { value: "no", label: "No" },
            ]}
            {...form.register("active")}
          />
        </FormField>
        <div className="grid gap-1.5 sm:col-span-2">
          <FormField label="Carbon factor" htmlFor="material-factor" error={errors.carbonFactorId?.message}>
            <Controller
              control={form.control}
              name="carbonFactorId"
              render={({ field }) => (
                <MaterialFactorPicker
                  id="material-factor"
                  ref={field.ref}
                  value={field.value}
                  onChange={field.onChange}
                  factors={factors}
                  none={NO_FACTOR}
                  purpose={PURPOSE}
                />
              )}
            />
          </FormField>
          <div className="rounded-md border border-emerald-100 bg-emerald-50/60 p-3">
            <CarbonPerUnitNote carbon={carbon} unit={unit || null} factor={factor} />
          </div>
        </div>
        <FormField label="Notes" htmlFor="material-notes" error={errors.notes?.message} className="sm:col-span-2">
          <Textarea rows={3} placeholder="Specification, lead time, delivery notes" {...form.register("notes")} />
        </FormField>
      </FieldGrid>
      <FormActions onCancel={onCancel} pending={save.isPending} submitText={saveText(Boolean(material), "Add material")} className="mt-4" />
    </form>
  );
}
