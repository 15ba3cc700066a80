import { useEffect, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { Info, Zap } from "lucide-react";
import type { ProjectView } from "@shared/projects/project-view";
import { ENERGY_TYPES, type EnergyType } from "@shared/carbon/carbon";
import { ENERGY_TYPE_LABELS, energyFormSchema, energyUnits, type EnergyEntryView, type EnergyFormValues } from "@shared/energy/energy-entry";
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
import { energyChanges, energyEndpoints } from "@shared/energy/energy.endpoints";
import { useRecordWrites } from "@web/lib/record-writes";
import { useEnergyEntry } from "../api/energy-entries";
import { StoredFigures } from "@web/components/carbon/stored-figures";
import { type PagePermissions } from "@web/lib/record-rights";
import { schemaResolver } from "@web/lib/schema-form";
import { showServerErrors } from "@web/lib/server-field-errors";
import { textsOf } from "@web/lib/form-texts";

/** `permissions` (the Contracts flags of the diary) offer Delete on a saved reading the user may delete. */
export type EnergyFormProps = { project: ProjectView; entryId: number | null; onClose: () => void; permissions?: PagePermissions };
type Output = z.output<typeof energyFormSchema>;

/**
 * Log Energy (a diary add action): a meter reading or invoice of electricity, gas, heat or steam.
 * The carbon is worked out on the server from the DESNZ factor; once saved, the form shows the stored
 * figures with their factors, Scope 2 and the transmission losses separately.
 */
export function EnergyForm({ project, entryId, onClose, permissions }: EnergyFormProps) {
  // A new reading becomes an edit once saved, so its figures can be shown in place.
  const [id, setId] = useState(entryId);
  const entry = useEnergyEntry(id);
  const editing = id !== null;

  return (
    <RecordFormPage
      titleId="energy-form-title"
      icon={Zap}
      title={editing ? "Edit Energy" : "Log Energy"}
      description={`Metered electricity, gas, heat or steam for ${project.name}.`}
      onBack={onClose}
      {...recordLoad(editing, entry, "The energy entry could not be loaded")}
    >
      <EnergyFields key={entry.data?.id ?? "new"} project={project} entry={entry.data ?? null} onSaved={setId} onClose={onClose} permissions={permissions} />
    </RecordFormPage>
  );
}

const FIELDS = ["date", "energyType", "consumption", "unit", "siteName", "meterReading", "supplier", "invoiceReference", "cost", "notes"] as const;

const TEXTS = ["siteName", "meterReading", "supplier", "invoiceReference", "cost", "notes"] as const;

function defaults(entry: EnergyEntryView | null): EnergyFormValues {
  const texts = textsOf(entry, TEXTS);
  if (!entry) return { date: localToday(), energyType: "electricity", consumption: Number.NaN, unit: "kWh", ...texts };
  return { date: entry.date, energyType: entry.energyType, consumption: entry.consumption, unit: entry.unit, ...texts };
}

const DELETE_WORDS = { title: "Delete this energy reading?", subject: "The reading", figures: "carbon figures", noun: "energy entry" };

function EnergyFields({ project, entry, onSaved, onClose, permissions }: RecordFieldsProps<EnergyEntryView>) {
  const { save, remove } = useRecordWrites(energyEndpoints, energyChanges, project.slug);
  const askDelete = deleteAction(entry, permissions, remove, DELETE_WORDS, onClose);
  const form = useForm<EnergyFormValues, unknown, Output>({ resolver: schemaResolver(energyFormSchema), defaultValues: defaults(entry) });
  const { errors } = form.formState;
  const [energyType, unit] = useWatch({ control: form.control, name: ["energyType", "unit"] });
  const units = energyUnits((energyType as EnergyType) ?? "electricity");

  // The unit list follows the energy type; a unit the new type is not metered in falls back to its first.
  useEffect(() => {
    if (!units.includes(unit)) form.setValue("unit", units[0], { shouldValidate: form.formState.isSubmitted });
  }, [units, unit, form]);

  const submit = form.handleSubmit((values) => {
    save.mutate(
      { id: entry?.id ?? null, body: { ...values, projectId: project.id } },
      saveOutcome<EnergyEntryView>("energy entry", Boolean(entry), {
        saved: (saved) => onSaved?.(saved.id),
        refused: (error) => showServerErrors(form.setError, error, { accept: (field) => (FIELDS as readonly string[]).includes(field), type: "server" }),
      }),
    );
  });

  return (
    <form onSubmit={submit} noValidate aria-label={entry ? "Edit Energy" : "Log Energy"} className="grid gap-4">
      {entry && (
        <StoredFigures figures={entry.figures} total={entry.carbonEmitted} title="Carbon for this reading" empty="No figure: this reading has no factor." />
      )}
      <FieldGrid className="[&>*]:content-start">
        <DateField id="energy-date" error={errors.date?.message} {...form.register("date")} />
        <FormField label="Energy Type" htmlFor="energy-type" error={errors.energyType?.message} required>
          <Select options={ENERGY_TYPES.map((t) => ({ value: t, label: ENERGY_TYPE_LABELS[t] }))} {...form.register("energyType")} />
        </FormField>
        <FormField label="Consumption" htmlFor="energy-consumption" error={errors.consumption?.message} required hint="From the meter or the invoice.">
          <Input
            type="number"
            inputMode="decimal"
            step="any"
            min="0"
            placeholder="e.g. 1250"
            className="tabular-nums"
            {...form.register("consumption", { valueAsNumber: true })}
          />
        </FormField>
        <FormField
          label="Unit"
          htmlFor="energy-unit"
          error={errors.unit?.message}
          required
          hint={energyType === "gas" ? "kWh as on the bill (gross CV), or m³ from the meter." : undefined}
        >
          <Select options={units.map((u) => ({ value: u, label: u }))} {...form.register("unit")} />
        </FormField>
        <FormField label="Meter Reading" htmlFor="energy-meter" error={errors.meterReading?.message}>
          <Input placeholder="e.g. 004512.7" {...form.register("meterReading")} />
        </FormField>
        <FormField label="Supplier" htmlFor="energy-supplier" error={errors.supplier?.message}>
          <Input placeholder="e.g. British Gas Business" autoComplete="organization" {...form.register("supplier")} />
        </FormField>
        <FormField label="Invoice Reference" htmlFor="energy-invoice" error={errors.invoiceReference?.message}>
          <Input placeholder="e.g. INV-2025-0314" {...form.register("invoiceReference")} />
        </FormField>
        <FormField label="Cost (£)" htmlFor="energy-cost" error={errors.cost?.message} hint="Net of VAT, as on the invoice.">
          <Input inputMode="decimal" autoComplete="off" className="tabular-nums" placeholder="e.g. 320.00" {...form.register("cost")} />
        </FormField>
        <FormField label="Site Name" htmlFor="energy-site" error={errors.siteName?.message} hint="Which supply or compound, if the contract has more than one.">
          <Input placeholder="e.g. Main compound" {...form.register("siteName")} />
        </FormField>
        <FormField label="Notes" htmlFor="energy-notes" error={errors.notes?.message} className="sm:col-span-2">
          <Textarea rows={3} placeholder="e.g. Estimated reading; temporary builder's supply" {...form.register("notes")} />
        </FormField>
        <p className="flex items-start gap-2 rounded-md border border-dashed border-slate-300 bg-slate-50 p-3 text-sm text-slate-600 sm:col-span-2">
          <Info className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
          <span>
            <span className="font-medium text-slate-800">Generator fuel? Log it as Plant.</span> Diesel burnt on site is Scope 1 fuel, not purchased energy.
            Carbon is worked out from the DESNZ factors when you save.
          </span>
        </p>
      </FieldGrid>
      <FormActions onCancel={onClose} pending={save.isPending} editing={Boolean(entry)} onDelete={askDelete} deleting={remove.isPending} />
    </form>
  );
}
