import { useForm } from "react-hook-form";
import { VEHICLE_FUEL_KEYS, VEHICLE_FUELS } from "@shared/carbon/carbon";
import { localToday } from "@shared/diary/labour-entry-form";
import { fuelLogSchema, type FuelLogForm, type FuelLogInput } from "@shared/vehicle-compliance/fuel";
import { FormDialogFooter } from "@web/components/forms/form-dialog-footer";
import { Checkbox } from "@web/components/ui/checkbox";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { Select } from "@web/components/ui/select";
import { toast } from "@web/components/ui/toast";
import { errorText } from "@web/lib/api";
import { schemaResolver } from "@web/lib/schema-form";
import { fieldOf, showServerErrors } from "@web/lib/server-field-errors";
import { useLogFuel, useOpenContracts } from "../api/vehicle-compliance";

type Fields = { day: string; litres: string; fuelType: string; cost: string; mileage: string; projectId: string; fuelCard: boolean; notes: string };
const FIELDS: Fields = { day: "", litres: "", fuelType: "diesel", cost: "", mileage: "", projectId: "", fuelCard: false, notes: "" };

/** Log fuel: litres, fuel, date, cost, mileage, the contract (the vehicle's by default; cleared, the company's) and the fuel card. */
export function LogFuelDialog({
  vehicleId,
  defaultProject,
  onClose,
}: {
  vehicleId: number;
  defaultProject: { id: number; name: string } | null;
  onClose: () => void;
}) {
  const log = useLogFuel(vehicleId);
  const contracts = useOpenContracts(true);
  const form = useForm<Fields, unknown, FuelLogInput>({
    resolver: schemaResolver(fuelLogSchema),
    defaultValues: { ...FIELDS, day: localToday(), projectId: defaultProject ? String(defaultProject.id) : "" },
  });
  const { errors } = form.formState;
  const options = (contracts.data?.items ?? []).map((p) => ({ value: String(p.id), label: p.name }));
  if (defaultProject && !options.some((o) => o.value === String(defaultProject.id)))
    options.unshift({ value: String(defaultProject.id), label: defaultProject.name });
  const submit = form.handleSubmit((body) =>
    log.mutate(body as FuelLogForm, {
      onSuccess: () => {
        toast({ title: "Fuel logged" });
        onClose();
      },
      onError: (e) => {
        showServerErrors(form.setError, e, { accept: fieldOf(FIELDS) });
        toast({ title: "Not logged", description: errorText(e, "The fuel could not be logged"), variant: "destructive" });
      },
    }),
  );
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Log fuel</DialogTitle>
          <DialogDescription>Its Scope 1 carbon is the litres times the DESNZ factor for the fuel in the company&rsquo;s reporting year.</DialogDescription>
        </DialogHeader>
        <form id="fuel-form" onSubmit={submit} noValidate className="grid gap-4" aria-label="Log fuel">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Date" htmlFor="fuel-day" error={errors.day?.message} required>
              <Input id="fuel-day" type="date" max={localToday()} {...form.register("day")} />
            </FormField>
            <FormField label="Fuel" htmlFor="fuel-type" error={errors.fuelType?.message} required>
              <Select id="fuel-type" options={VEHICLE_FUEL_KEYS.map((k) => ({ value: k, label: VEHICLE_FUELS[k].label }))} {...form.register("fuelType")} />
            </FormField>
            <FormField label="Litres" htmlFor="fuel-litres" error={errors.litres?.message} required>
              <Input id="fuel-litres" inputMode="decimal" placeholder="e.g. 65.40" {...form.register("litres")} />
            </FormField>
            <FormField label="Cost (£)" htmlFor="fuel-cost" error={errors.cost?.message}>
              <Input id="fuel-cost" inputMode="decimal" placeholder="e.g. 92.35" {...form.register("cost")} />
            </FormField>
            <FormField label="Mileage" htmlFor="fuel-mileage" error={errors.mileage?.message}>
              <Input id="fuel-mileage" type="number" inputMode="numeric" min={0} step={1} {...form.register("mileage")} />
            </FormField>
            <FormField label="Contract" htmlFor="fuel-project" error={errors.projectId?.message} hint="None: the company's own fuel.">
              <Select id="fuel-project" placeholder="None (company)" options={options} {...form.register("projectId")} />
            </FormField>
          </div>
          <label className="flex items-center gap-2 text-sm text-slate-700">
            <Checkbox {...form.register("fuelCard")} />
            Paid with the fuel card
          </label>
          <FormField label="Notes" htmlFor="fuel-notes" error={errors.notes?.message}>
            <Input id="fuel-notes" maxLength={1000} {...form.register("notes")} />
          </FormField>
        </form>
        <FormDialogFooter form="fuel-form" pending={log.isPending} onCancel={onClose} spinner>
          {log.isPending ? "Logging…" : "Log fuel"}
        </FormDialogFooter>
      </DialogContent>
    </Dialog>
  );
}
