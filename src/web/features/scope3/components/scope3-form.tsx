import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { Layers } from "lucide-react";
import type { ProjectView } from "@shared/projects/project-view";
import {
  CALCULATION_METHODS,
  CALCULATION_METHOD_LABELS,
  SCOPE3_CATEGORIES,
  SCOPE3_CATEGORY_LABELS,
  scope3FormSchema,
  type Scope3Category,
  type Scope3EntryView,
  type Scope3FormValues,
} from "@shared/scope3/scope3-entry";
import { localToday } from "@shared/diary/labour-entry-form";
import { FieldGrid } from "@web/components/forms/field-grid";
import { DateField } from "@web/components/forms/date-field";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { Select } from "@web/components/ui/select";
import { Textarea } from "@web/components/ui/textarea";
import { RecordFormPage, recordLoad, type RecordFieldsProps } from "@web/components/diary/record-form-page";
import { deleteAction, saveOutcome } from "@web/components/forms/record-outcome";
import { FormActions } from "@web/components/forms/form-actions";
import { type PagePermissions } from "@web/lib/record-rights";
import { scope3Changes, scope3Endpoints } from "@shared/scope3/scope3.endpoints";
import { useRecordWrites } from "@web/lib/record-writes";
import { useScope3Entry } from "../api/scope3-entries";
import { StoredFigures } from "@web/components/carbon/stored-figures";
import { FactorFields, SupplierReportedFields, WasteFields, WaterFields } from "./scope3-method-fields";
import { schemaResolver } from "@web/lib/schema-form";
import { showServerErrors } from "@web/lib/server-field-errors";
import { textsOf } from "@web/lib/form-texts";

/** `permissions` (the Carbon Tracking flags: Scope 3 is a carbon record) offer Delete on a saved entry the user may delete. */
export type Scope3FormProps = { project: ProjectView; entryId: number | null; onClose: () => void; permissions?: PagePermissions };
type Output = z.output<typeof scope3FormSchema>;

/**
 * Add Scope 3 entry (opened from the carbon tab): water, purchased goods, subcontractors and other
 * waste, worked out from a DESNZ or company factor, or the supplier's own reported figure. Once saved
 * the form shows the stored figures and where each came from.
 */
export function Scope3Form({ project, entryId, onClose, permissions }: Scope3FormProps) {
  const [id, setId] = useState(entryId);
  const entry = useScope3Entry(id);
  const editing = id !== null;
  return (
    <RecordFormPage
      titleId="scope3-form-title"
      icon={Layers}
      title={editing ? "Edit Scope 3 entry" : "Add Scope 3 entry"}
      description={`Other indirect emissions for ${project.name}: water, purchased goods, subcontractors and waste.`}
      onBack={onClose}
      {...recordLoad(editing, entry, "The Scope 3 entry could not be loaded")}
    >
      <Scope3Fields key={entry.data?.id ?? "new"} project={project} entry={entry.data ?? null} onSaved={setId} onClose={onClose} permissions={permissions} />
    </RecordFormPage>
  );
}

const DEFAULT_UNIT: Record<Scope3Category, string> = { water: "m³", waste: "tonnes", purchased_goods: "", subcontractor: "" };

const TEXTS = ["subcategory", "supplier", "wasteCode", "invoiceReference", "notes", "factorId"] as const;

function defaults(entry: Scope3EntryView | null): Scope3FormValues {
  const texts = textsOf(entry, TEXTS);
  if (!entry) {
    return {
      ...texts,
      date: localToday(),
      category: "water",
      description: "",
      quantity: Number.NaN,
      unit: "m³",
      wasteDisposalMethod: null,
      wasteMaterialConfirmed: false,
      calculationMethod: "factor",
      includeTreatment: true,
      carbonEmitted: null,
    };
  }
  return {
    ...texts,
    date: entry.date,
    category: entry.category,
    description: entry.description,
    quantity: entry.quantity,
    unit: entry.unit,
    wasteDisposalMethod: entry.wasteDisposalMethod,
    wasteMaterialConfirmed: entry.wasteMaterialConfirmed,
    calculationMethod: entry.calculationMethod,
    includeTreatment: entry.includeTreatment,
    carbonEmitted: entry.calculationMethod === "supplier_reported" ? entry.carbonEmitted : null,
  };
}

const FIELDS = [
  "date",
  "category",
  "subcategory",
  "description",
  "quantity",
  "unit",
  "supplier",
  "wasteCode",
  "wasteDisposalMethod",
  "wasteMaterialConfirmed",
  "invoiceReference",
  "notes",
  "calculationMethod",
  "factorId",
  "carbonEmitted",
];

const DELETE_WORDS = { title: "Delete this Scope 3 entry?", subject: "The Scope 3 entry", figures: "carbon figures", noun: "Scope 3 entry" };

function Scope3Fields({ project, entry, onSaved, onClose, permissions }: RecordFieldsProps<Scope3EntryView>) {
  const { save, remove } = useRecordWrites(scope3Endpoints, scope3Changes, project.slug);
  const askDelete = deleteAction(entry, permissions, remove, DELETE_WORDS, onClose);
  const form = useForm<Scope3FormValues, unknown, Output>({ resolver: schemaResolver(scope3FormSchema), defaultValues: defaults(entry) });
  const { errors } = form.formState;
  const [category, method] = useWatch({ control: form.control, name: ["category", "calculationMethod"] });

  // A different category or method asks different questions: start those afresh rather than carry a stale unit or factor.
  const reset = (next: { category?: Scope3Category; method?: string }) => {
    const cat = next.category ?? category;
    const byFactor = (next.method ?? method) !== "supplier_reported";
    form.setValue("unit", byFactor ? DEFAULT_UNIT[cat] : "");
    form.setValue("factorId", "");
    if (next.category) form.setValue("subcategory", "");
    form.setValue("wasteDisposalMethod", null);
  };
  const categoryField = form.register("category", { onChange: (e) => reset({ category: e.target.value }) });
  const methodField = form.register("calculationMethod", { onChange: (e) => reset({ method: e.target.value }) });

  const submit = form.handleSubmit((values) => {
    save.mutate(
      { id: entry?.id ?? null, body: { ...values, projectId: project.id } },
      saveOutcome<Scope3EntryView>("Scope 3 entry", Boolean(entry), {
        saved: (saved) => onSaved?.(saved.id),
        refused: (error) => showServerErrors(form.setError, error, { accept: (field) => FIELDS.includes(field), type: "server" }),
      }),
    );
  });

  const byFactor = method !== "supplier_reported";
  return (
    <form onSubmit={submit} noValidate aria-label={entry ? "Edit Scope 3 entry" : "Add Scope 3 entry"} className="grid gap-4">
      {entry && (
        <StoredFigures figures={entry.figures} total={entry.carbonEmitted} title="Carbon for this entry" empty="No figure: this entry has no factor." />
      )}
      <FieldGrid className="[&>*]:content-start">
        <DateField id="scope3-date" error={errors.date?.message} {...form.register("date")} />
        <FormField label="Category" htmlFor="scope3-category" error={errors.category?.message} required>
          <Select options={SCOPE3_CATEGORIES.map((c) => ({ value: c, label: SCOPE3_CATEGORY_LABELS[c] }))} {...categoryField} />
        </FormField>
        <FormField label="Description" htmlFor="scope3-description" error={errors.description?.message} required className="sm:col-span-2">
          <Input
            placeholder={category === "water" ? "e.g. Mains water for welfare and wheel wash" : "e.g. Scaffold to the east elevation"}
            {...form.register("description")}
          />
        </FormField>
        <FormField label="How is the carbon worked out?" htmlFor="scope3-method" error={errors.calculationMethod?.message} required className="sm:col-span-2">
          <Select options={CALCULATION_METHODS.map((m) => ({ value: m, label: CALCULATION_METHOD_LABELS[m] }))} {...methodField} />
        </FormField>
        {!byFactor ? (
          <SupplierReportedFields form={form} />
        ) : category === "water" ? (
          <WaterFields form={form} />
        ) : category === "waste" ? (
          <WasteFields form={form} />
        ) : (
          <FactorFields form={form} initialFactor={entry?.factorId ?? null} />
        )}
        {(category !== "waste" || !byFactor) && (
          <FormField label="Subcategory" htmlFor="scope3-subcategory" error={errors.subcategory?.message} hint="Optional, for your own grouping.">
            <Input placeholder={category === "water" ? "e.g. Mains supply" : "e.g. Temporary works"} {...form.register("subcategory")} />
          </FormField>
        )}
        <FormField
          label="Supplier"
          htmlFor="scope3-supplier"
          error={errors.supplier?.message}
          hint={!byFactor ? "Named on the figure so the report says where it came from." : undefined}
        >
          <Input autoComplete="organization" placeholder="e.g. Yorkshire Water" {...form.register("supplier")} />
        </FormField>
        <FormField label="Invoice Reference" htmlFor="scope3-invoice" error={errors.invoiceReference?.message}>
          <Input placeholder="e.g. INV-88231" {...form.register("invoiceReference")} />
        </FormField>
        <FormField label="Notes" htmlFor="scope3-notes" error={errors.notes?.message} className="sm:col-span-2">
          <Textarea rows={3} {...form.register("notes")} />
        </FormField>
      </FieldGrid>
      <FormActions onCancel={onClose} pending={save.isPending} editing={Boolean(entry)} onDelete={askDelete} deleting={remove.isPending} />
    </form>
  );
}
