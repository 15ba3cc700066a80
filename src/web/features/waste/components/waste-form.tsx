import { useEffect, useMemo } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { useSearchParams } from "@web/lib/router";
import { AlertTriangle, Trash2 } from "lucide-react";
import type { ProjectView } from "@shared/projects/project-view";
import { WEIGHT_UNITS } from "@shared/carbon/carbon";
import { isHazardousCode, wasteFormSchema, type WasteFormOutput, type WasteMaterialRoutes, type WasteView } from "@shared/waste/waste-entry";
import { emptyWasteForm, wasteBody, wasteFormFromView, type WasteFields } from "@shared/waste/waste-form";
import { suggestWasteMaterials, wasteMaterialMismatch } from "@shared/waste/waste-material";
import { localToday } from "@shared/diary/labour-entry-form";
import { Card, CardContent } from "@web/components/ui/card";
import { DateField } from "@web/components/forms/date-field";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { Select } from "@web/components/ui/select";
import { Textarea } from "@web/components/ui/textarea";
import { RecordFormPage, type RecordFieldsProps } from "@web/components/diary/record-form-page";
import { deleteAction, saveOutcome } from "@web/components/forms/record-outcome";
import { FormActions } from "@web/components/forms/form-actions";
import { formatFactor } from "@web/lib/format";
import { wasteChanges, wasteEndpoints } from "@shared/waste/waste.endpoints";
import { useRecordWrites } from "@web/lib/record-writes";
import { useWasteEntry, useWasteRoutes } from "../api/waste";
import { StoredFigures } from "@web/components/carbon/stored-figures";
import { MaterialConfirmation } from "@web/components/carbon/waste-material-confirmation";
import { WasteCodePicker } from "./waste-code-picker";
import { type PagePermissions } from "@web/lib/record-rights";
import { schemaResolver } from "@web/lib/schema-form";
import { showServerErrors } from "@web/lib/server-field-errors";

/** `permissions` (the Contracts flags of the diary) offer Delete on a saved entry the user may delete. */
export type WasteFormProps = { project: ProjectView; entryId: number | null; onClose: () => void; permissions?: PagePermissions };

/** The Log Waste form: waste leaving site, by List of Waste code, weight, material and disposal route. */
export function WasteForm({ project, entryId, onClose, permissions }: WasteFormProps) {
  const editing = entryId !== null;
  const entry = useWasteEntry(entryId);
  // The material and route lists load first: a select cannot show a stored route before its options exist.
  const routes = useWasteRoutes();
  return (
    <RecordFormPage
      titleId="waste-form-title"
      icon={Trash2}
      title={editing ? "Edit Waste" : "Log Waste"}
      description={`Waste leaving ${project.name}: its List of Waste code, weight and where it goes.`}
      onBack={onClose}
      loading={(editing && entry.isLoading) || routes.isLoading}
      failure={
        editing && !entry.data
          ? { title: "The waste entry could not be loaded", error: entry.error, onRetry: () => entry.refetch() }
          : !routes.data && { title: "The DESNZ waste factors could not be loaded", error: routes.error, onRetry: () => routes.refetch() }
      }
    >
      {routes.data && (
        <WasteFieldsForm
          key={entry.data?.id ?? "new"}
          project={project}
          entry={entry.data ?? null}
          materials={routes.data}
          onClose={onClose}
          permissions={permissions}
        />
      )}
    </RecordFormPage>
  );
}

const DELETE_WORDS = { title: "Delete this waste entry?", subject: "The waste entry", figures: "carbon figure", noun: "waste entry" };

function WasteFieldsForm({ project, entry, materials, onClose, permissions }: RecordFieldsProps<WasteView> & { materials: WasteMaterialRoutes[] }) {
  const { save, remove } = useRecordWrites(wasteEndpoints, wasteChanges, project.slug);
  const askDelete = deleteAction(entry, permissions, remove, DELETE_WORDS, onClose);
  const [, setParams] = useSearchParams();
  const form = useForm<WasteFields, unknown, WasteFormOutput>({
    // The boxes hold text; the schema turns numbers-as-text into numbers.
    resolver: schemaResolver(wasteFormSchema),
    defaultValues: entry ? wasteFormFromView(entry) : emptyWasteForm(localToday()),
  });
  const { errors } = form.formState;
  const [code, material, route] = useWatch({ control: form.control, name: ["wasteCode", "wasteMaterial", "disposalRoute"] });
  const hazardous = code ? isHazardousCode(code) : false;
  const suggestions = code ? suggestWasteMaterials(code) : [];
  // A material the code does not name prices the waste differently (concrete as wood: 925 instead of 1.26 kg/t): the user confirms it.
  const mismatch = code && material ? wasteMaterialMismatch(code, material) : null;
  const unconfirm = () => form.setValue("wasteMaterialConfirmed", false);
  const available = useMemo(() => materials.find((m) => m.material === material)?.routes ?? [], [materials, material]);

  // A material offers only the routes DESNZ publishes for it: a route it lacks is cleared.
  useEffect(() => {
    if (!material) return;
    if (route && !available.some((r) => r.route === route))
      form.setValue("disposalRoute", available.length === 1 ? available[0].route : "", { shouldValidate: form.formState.isSubmitted });
    else if (!route && available.length === 1) form.setValue("disposalRoute", available[0].route);
  }, [material, route, available, form]);

  const submit = form.handleSubmit((values) => {
    save.mutate(
      { id: entry?.id ?? null, body: wasteBody(values, project.id) },
      saveOutcome<WasteView>("waste entry", Boolean(entry), {
        // Stay on the saved entry so its stored figure shows; Back to Diary returns.
        saved: (saved) =>
          entry
            ? form.reset(wasteFormFromView(saved))
            : setParams((prev) => new URLSearchParams({ ...Object.fromEntries(prev), waste: String(saved.id) }), { replace: true }),
        refused: (error) => showServerErrors(form.setError, error, { focus: true }),
      }),
    );
  });

  return (
    <form onSubmit={submit} noValidate aria-label={entry ? "Edit Waste" : "Log Waste"} className="grid gap-4">
      <Card>
        <CardContent className="grid grid-cols-2 items-start gap-x-3 gap-y-5 pt-4 sm:gap-5 sm:pt-6">
          <DateField id="waste-date" error={errors.date?.message} className="col-span-2 sm:col-span-1" {...form.register("date")} />
          <div className="hidden sm:block" aria-hidden="true" />
          <div className="col-span-2 grid gap-1.5">
            <Label htmlFor="waste-code">
              Waste Code (List of Waste)
              <span className="ml-0.5 text-red-600" aria-hidden="true">
                *
              </span>
            </Label>
            <Controller
              control={form.control}
              name="wasteCode"
              render={({ field }) => (
                <WasteCodePicker
                  id="waste-code"
                  ref={field.ref}
                  value={field.value}
                  invalid={Boolean(errors.wasteCode)}
                  describedBy={errors.wasteCode ? "waste-code-error" : undefined}
                  onChange={(c) => {
                    const before = suggestWasteMaterials(field.value)[0];
                    field.onChange(c.code);
                    unconfirm();
                    const next = suggestWasteMaterials(c.code)[0];
                    // Follow the code with the material unless the user chose one of their own.
                    if (next && (!form.getValues("wasteMaterial") || form.getValues("wasteMaterial") === before)) form.setValue("wasteMaterial", next);
                    if (!form.getValues("description")) form.setValue("description", c.description);
                    if (form.formState.isSubmitted) void form.trigger(["wasteCode", "wasteTransferNote"]);
                  }}
                />
              )}
            />
            {errors.wasteCode && (
              <p id="waste-code-error" role="alert" className="text-xs font-medium text-red-600">
                {errors.wasteCode.message}
              </p>
            )}
          </div>
          {hazardous && (
            <div role="alert" className="flex items-start gap-3 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900 col-span-2">
              <AlertTriangle className="mt-0.5 size-5 shrink-0 text-red-600" aria-hidden="true" />
              <p>
                <span className="font-semibold">Hazardous waste.</span> It must travel with a hazardous waste consignment note, not a waste transfer note, and
                go to a site permitted to take it. Enter the consignment note number below.
              </p>
            </div>
          )}
          <FormField label="Description" htmlFor="waste-description" error={errors.description?.message} required className="col-span-2">
            <Input placeholder="e.g. Broken-out ground slab from plot 4" {...form.register("description")} />
          </FormField>
          <FormField label="Quantity" htmlFor="waste-quantity" error={errors.quantity?.message} hint="As it left site, e.g. 2 skips or 8 m³.">
            <Input inputMode="decimal" placeholder="e.g. 2" {...form.register("quantity")} />
          </FormField>
          <FormField label="Unit" htmlFor="waste-unit" error={errors.unit?.message}>
            <Input placeholder="skips, m³, bags, loads" list="waste-units" {...form.register("unit")} />
          </FormField>
          <datalist id="waste-units">
            {["skips", "m³", "bags", "loads", "grab loads", "drums"].map((u) => (
              <option key={u} value={u} />
            ))}
          </datalist>
          <FormField
            label="Weight"
            htmlFor="waste-weight"
            error={errors.weight?.message}
            required
            hint="From the weighbridge ticket: waste carbon is worked out per tonne."
          >
            <Input inputMode="decimal" placeholder="e.g. 12" {...form.register("weight")} />
          </FormField>
          <FormField label="Weight Unit" htmlFor="waste-weight-unit" error={errors.weightUnit?.message}>
            <Select options={WEIGHT_UNITS.map((u) => ({ value: u, label: u }))} {...form.register("weightUnit")} />
          </FormField>
          <FormField
            label="Waste Material"
            htmlFor="waste-material"
            className="col-span-2 sm:col-span-1"
            error={errors.wasteMaterial?.message}
            required
            hint={suggestions.length ? `Suggested for ${code}: ${suggestions.join(" or ")}.` : "The DESNZ waste material it is closest to."}
          >
            <Select
              placeholder="Choose a material"
              options={materials.map((m) => ({ value: m.material, label: m.material }))}
              {...form.register("wasteMaterial", { onChange: unconfirm })}
            />
          </FormField>
          <FormField
            label="Disposal Route"
            htmlFor="waste-route"
            className="col-span-2 sm:col-span-1"
            // The route waits for the material (the field is disabled): the material's error says what to do.
            error={material ? errors.disposalRoute?.message : undefined}
            required
            hint={material ? `Only the routes DESNZ publishes a factor for ${material} are offered.` : undefined}
          >
            <Select
              placeholder={material ? "Choose a route" : "Choose the material first"}
              disabled={!material}
              options={available.map((r) => ({ value: r.route, label: `${r.label} (${formatFactor(r.value)} kg CO2e per tonne)` }))}
              {...form.register("disposalRoute")}
            />
          </FormField>
          {mismatch && (
            <MaterialConfirmation
              id="waste-material-confirmed"
              className="col-span-2"
              code={code}
              material={material}
              expected={suggestions}
              error={errors.wasteMaterialConfirmed?.message}
              {...form.register("wasteMaterialConfirmed")}
            />
          )}
          <FormField
            label="Carrier"
            htmlFor="waste-carrier"
            error={errors.carrier?.message}
            hint="The registered waste carrier."
            className="col-span-2 sm:col-span-1"
          >
            <Input placeholder="e.g. Yorkshire Skip Hire" autoComplete="organization" {...form.register("carrier")} />
          </FormField>
          <FormField
            label={hazardous ? "Consignment Note Number" : "Waste Transfer Note Number"}
            htmlFor="waste-note"
            className="col-span-2 sm:col-span-1"
            error={errors.wasteTransferNote?.message}
            required={hazardous}
          >
            <Input placeholder={hazardous ? "e.g. ABC123/45678" : "e.g. WTN-55120"} {...form.register("wasteTransferNote")} />
          </FormField>
          <FormField
            label="Cost (£)"
            htmlFor="waste-cost"
            error={errors.cost?.message}
            hint="Net of VAT, as on the carrier's ticket."
            className="col-span-2 sm:col-span-1"
          >
            <Input inputMode="decimal" autoComplete="off" className="tabular-nums" placeholder="e.g. 185.00" {...form.register("cost")} />
          </FormField>
          {/* An order of the contract the removal is on (a skip hire) is its cost instead, so it is never counted twice. */}
          <FormField
            label="Order number"
            htmlFor="waste-po-number"
            error={errors.poNumber?.message}
            hint="If this waste removal is on a purchase order, its number: the order is then its cost."
            className="col-span-2 sm:col-span-1"
          >
            <Input autoComplete="off" placeholder="e.g. PO-2025-0142" {...form.register("poNumber")} />
          </FormField>
          <FormField label="Notes" htmlFor="waste-notes" error={errors.notes?.message} className="col-span-2">
            <Textarea rows={3} placeholder="e.g. Segregated on site; skip swapped at 14:00" {...form.register("notes")} />
          </FormField>
        </CardContent>
      </Card>

      {entry && (
        <StoredFigures
          figures={entry.figures}
          total={entry.carbonEmitted}
          title="Carbon for this waste"
          empty="No figure: nothing on this record has a factor."
        />
      )}

      <FormActions onCancel={onClose} pending={save.isPending} editing={Boolean(entry)} onDelete={askDelete} deleting={remove.isPending} />
    </form>
  );
}
