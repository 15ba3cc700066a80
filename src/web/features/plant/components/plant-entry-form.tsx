import { useEffect, useState } from "react";
import { useSearchParams } from "@web/lib/router";
import { useForm, useWatch } from "react-hook-form";
import { Construction } from "lucide-react";
import type { ProjectView } from "@shared/projects/project-view";
import { PLANT_FUELS, formatCarbon } from "@shared/carbon/carbon";
import { formatFactor } from "@shared/common/numbers";
import { fuelCombustion } from "@shared/rules/carbon";
import { localToday } from "@shared/diary/labour-entry-form";
import {
  HIRE_RATE_UNITS,
  PLANT_OWNERSHIP,
  emptyPlantForm,
  plantEntrySchema,
  plantFormFromEntry,
  type PlantEntryFormValues,
  type PlantEntryInput,
  type PlantEntryView,
} from "@shared/plant/plant-entry";
import { FieldGrid } from "@web/components/forms/field-grid";
import { DateField } from "@web/components/forms/date-field";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { Select } from "@web/components/ui/select";
import { Textarea } from "@web/components/ui/textarea";
import { RecordFormPage, recordLoad, type RecordFieldsProps } from "@web/components/diary/record-form-page";
import { saveOutcome } from "@web/components/forms/record-outcome";
import { FormActions } from "@web/components/forms/form-actions";
import { cn } from "@web/lib/cn";
import type { PagePermissions } from "@web/lib/record-rights";
import { plantChanges, plantEndpoints } from "@shared/plant/plant.endpoints";
import { useRecordWrites } from "@web/lib/record-writes";
import { useFactor, usePlantEntry } from "../api/plant-entries";
import { StoredFigures } from "@web/components/carbon/stored-figures";
import { PlantCertificates } from "./plant-certificates";
import { PlantAssetPicker, type AssetFill } from "./plant-asset-picker";
import { schemaResolver } from "@web/lib/schema-form";
import { showServerErrors, fieldOf } from "@web/lib/server-field-errors";

export type PlantEntryFormProps = { project: ProjectView; entryId: number | null; onClose: () => void; permissions: PagePermissions };
type Values = PlantEntryFormValues & { projectId: number };

const FUEL_OPTIONS = Object.entries(PLANT_FUELS).map(([value, f]) => ({ value, label: f.label }));
const RATE_UNIT_OPTIONS = Object.entries(HIRE_RATE_UNITS).map(([value, label]) => ({ value, label: label.replace("per ", "Per ") }));

/** Log Plant (issue 4): a machine on site for a day, its hours and fuel, its carbon and its HSE certificates. */
export function PlantEntryForm({ project, entryId, onClose, permissions }: PlantEntryFormProps) {
  // A new entry stays open once created, as an edit: its stored figure shows and certificates can be added.
  const [id, setId] = useState(entryId);
  const [, setParams] = useSearchParams();
  const entry = usePlantEntry(id);
  const editing = id !== null;

  const created = (saved: PlantEntryView) => {
    setId(saved.id);
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (next.get("plant") === "new") next.set("plant", String(saved.id));
        return next;
      },
      { replace: true },
    );
  };

  return (
    <RecordFormPage
      titleId="plant-entry-title"
      icon={Construction}
      title={editing ? "Edit Plant" : "Log Plant"}
      description={`Plant on site at ${project.name}: hours, fuel and its carbon, and the machine's HSE certificates.`}
      onBack={onClose}
      {...recordLoad(editing, entry, "The plant entry could not be loaded")}
    >
      <PlantFields key={entry.data?.id ?? "new"} project={project} entry={entry.data ?? null} onClose={onClose} onCreated={created} />
      <div className="mt-5">
        <PlantCertificates slug={project.slug} entryId={entry.data?.id ?? null} permissions={permissions} />
      </div>
    </RecordFormPage>
  );
}

function PlantFields({ project, entry, onClose, onCreated }: RecordFieldsProps<PlantEntryView> & { onCreated: (e: PlantEntryView) => void }) {
  const { save } = useRecordWrites(plantEndpoints, plantChanges, project.slug);
  const form = useForm<Values, unknown, PlantEntryInput>({
    resolver: schemaResolver(plantEntrySchema),
    defaultValues: { ...(entry ? plantFormFromEntry(entry) : emptyPlantForm(localToday())), projectId: project.id },
  });
  const { errors } = form.formState;
  const [ownership, fuelType, litres, assetId] = useWatch({ control: form.control, name: ["ownership", "fuelType", "fuelLitres", "assetId"] });
  const burnsFuel = fuelType !== "none";

  useEffect(() => {
    if (!entry) form.setFocus("plantItem");
  }, [form, entry]);

  // A register asset fills what it knows; the person may still change any of it (a hired machine's fuel).
  const fill = (f: AssetFill) => {
    form.setValue("assetId", f.assetId, { shouldDirty: true });
    for (const key of ["plantItem", "ownership", "hireCompany", "assetName", "fuelType"] as const) {
      const value = f[key];
      if (value !== undefined) form.setValue(key, value, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    }
  };

  const submit = form.handleSubmit((values) => {
    save.mutate(
      { id: entry?.id ?? null, body: values },
      saveOutcome<PlantEntryView>("plant entry", Boolean(entry), {
        saved: (saved) => (entry ? onClose() : onCreated(saved)),
        refused: (error) => showServerErrors(form.setError, error, { accept: fieldOf(form.getValues()) }),
      }),
    );
  });

  return (
    <form onSubmit={submit} noValidate aria-label={entry ? "Edit Plant" : "Log Plant"}>
      <FieldGrid className="items-start">
        <PlantAssetPicker slug={project.slug} assetId={assetId} onChoose={fill} error={errors.assetId?.message} />
        <DateField id="plant-date" error={errors.date?.message} {...form.register("date")} />
        <FormField label="Plant item" htmlFor="plant-item" error={errors.plantItem?.message} required>
          <Input placeholder="e.g. 13t excavator" {...form.register("plantItem")} />
        </FormField>
        <fieldset className="grid gap-1.5">
          <legend className="mb-1.5 text-sm font-medium text-slate-900">Ownership</legend>
          <div className="grid grid-cols-2 gap-1 rounded-md bg-slate-100 p-1">
            {Object.entries(PLANT_OWNERSHIP).map(([value, label]) => (
              <label
                key={value}
                className={cn(
                  "cursor-pointer rounded px-3 py-1.5 text-center text-sm font-medium text-slate-600 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand",
                  ownership === value && "bg-white text-slate-900 shadow-sm",
                )}
              >
                <input type="radio" value={value} className="sr-only" {...form.register("ownership")} />
                {label}
              </label>
            ))}
          </div>
        </fieldset>
        {ownership === "hired" ? (
          <FormField label="Hire company" htmlFor="plant-hire-company" error={errors.hireCompany?.message} required>
            <Input placeholder="e.g. GAP Hire Solutions" autoComplete="organization" {...form.register("hireCompany")} />
          </FormField>
        ) : (
          <FormField label="Asset" htmlFor="plant-asset" error={errors.assetName?.message} hint="The company's own machine, e.g. its fleet number.">
            <Input placeholder="e.g. Telehandler T14" {...form.register("assetName")} />
          </FormField>
        )}
        {/* What the cost analysis prices the entry at (decision 0081): the rate and what it is per, or neither. */}
        <div className="grid grid-cols-[minmax(0,1fr)_8.5rem] items-start gap-3">
          <FormField label="Hire rate (£)" htmlFor="plant-hire-rate" error={errors.hireRate?.message} hint="Net of VAT.">
            <Input inputMode="decimal" autoComplete="off" className="tabular-nums" placeholder="e.g. 45.00" {...form.register("hireRate")} />
          </FormField>
          <FormField label="Rate per" htmlFor="plant-hire-rate-unit" error={errors.hireRateUnit?.message}>
            <Select options={RATE_UNIT_OPTIONS} placeholder="Choose" {...form.register("hireRateUnit")} />
          </FormField>
        </div>
        {/* An order of the contract the hire is on is its cost instead of the rate, so it is never counted twice. */}
        <FormField
          label="Order number"
          htmlFor="plant-po-number"
          error={errors.poNumber?.message}
          hint="If this hire is on a purchase order, its number: the order is then its cost."
        >
          <Input autoComplete="off" placeholder="e.g. PO-2025-0142" {...form.register("poNumber")} />
        </FormField>
        <FormField label="Hours" htmlFor="plant-hours" error={errors.hours?.message} hint="Hours worked today, to one decimal (0–24).">
          <Input type="number" inputMode="decimal" min={0} max={24} step={0.1} placeholder="e.g. 7.5" {...form.register("hours")} />
        </FormField>
        <FormField label="Fuel type" htmlFor="plant-fuel" error={errors.fuelType?.message} required>
          <Select options={FUEL_OPTIONS} {...form.register("fuelType")} />
        </FormField>
        {burnsFuel && (
          <FormField label="Fuel used (litres)" htmlFor="plant-litres" error={errors.fuelLitres?.message} required>
            <Input type="number" inputMode="decimal" min={0} step={0.1} placeholder="e.g. 85" {...form.register("fuelLitres")} />
          </FormField>
        )}
        {/* Beside the litres it works from; with no fuel it has the row to itself. */}
        <Estimate fuelType={fuelType} litres={litres} className={burnsFuel ? "" : "sm:col-span-2"} />
        <FormField label="Notes" htmlFor="plant-notes" error={errors.notes?.message} className="sm:col-span-2">
          <Textarea rows={3} placeholder="e.g. Breaker attachment fitted for the afternoon" {...form.register("notes")} />
        </FormField>
        {entry && (
          <div className="sm:col-span-2">
            <StoredFigures
              figures={entry.figures}
              total={entry.carbonEmitted}
              title="Carbon for this entry"
              empty="No fuel burnt, so no emissions are recorded."
            />
          </div>
        )}
      </FieldGrid>
      <FormActions onCancel={onClose} pending={save.isPending} editing={Boolean(entry)} className="mt-4" />
    </form>
  );
}

/** What the fuel would come to at the reporting year's factor: a guide while typing; the server's figure is the one kept. */
function Estimate({ fuelType, litres, className }: { fuelType: PlantEntryFormValues["fuelType"]; litres: string; className?: string }) {
  const factorId = PLANT_FUELS[fuelType]?.factorId ?? null;
  const factor = useFactor(factorId);
  const amount = Number(litres);
  const figure = factor.data && litres.trim() !== "" && Number.isFinite(amount) && amount > 0 ? fuelCombustion(amount, factor.data, "estimate") : null;
  return (
    <div className={cn("grid gap-1.5", className)}>
      <span className="text-sm font-medium text-slate-900">Carbon (estimate)</span>
      <p className="flex min-h-10 items-center rounded-md border border-dashed border-slate-300 bg-slate-50 px-3 text-sm text-slate-700" aria-live="polite">
        {factorId === null ? "No fuel: 0 kg CO2e" : figure ? `≈ ${formatCarbon(figure.kgCo2e)}` : "Enter the litres used"}
      </p>
      {figure && factor.data && (
        <p className="text-xs text-slate-500">
          At {formatFactor(factor.data.value)} kg CO2e per litre (DESNZ {factor.data.year}). The figure is worked out again when saved.
        </p>
      )}
    </div>
  );
}
