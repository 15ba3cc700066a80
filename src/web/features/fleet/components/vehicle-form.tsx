import { useEffect } from "react";
import { useForm, type UseFormReturn } from "react-hook-form";
import { fleetSchema, fleetShape, type VehicleInput } from "@shared/fleet/fleet";
import type { VehicleDetail } from "@shared/fleet/fleet-register";
import { FormActions, saveText } from "@web/components/forms/form-actions";
import { toast } from "@web/components/ui/toast";
import { errorText } from "@web/lib/api";
import { schemaResolver } from "@web/lib/schema-form";
import { fieldOf, showServerErrors } from "@web/lib/server-field-errors";
import { useFleetOptions, useSaveVehicle } from "../api/fleet";
import { VehicleFormSections } from "./vehicle-form-sections";

/** Set elsewhere on the vehicle's page (the drivers), or not typed at all (custom fields). */
const NOT_TYPED = ["driverWorkerId", "driverUserId", "customFields", "operatorLicence"] as const;
type NotTyped = (typeof NOT_TYPED)[number];
export type VehicleTextKey = Exclude<keyof typeof fleetShape, NotTyped>;
export type VehicleFormFields = { [K in VehicleTextKey]: string } & { operatorLicence: boolean };
export type VehicleFormApi = UseFormReturn<VehicleFormFields, unknown, VehicleInput>;

const TEXT_KEYS = Object.keys(fleetShape).filter((k) => !(NOT_TYPED as readonly string[]).includes(k)) as VehicleTextKey[];

const emptyForm = (): VehicleFormFields => ({
  ...(Object.fromEntries(TEXT_KEYS.map((k) => [k, ""])) as Record<VehicleTextKey, string>),
  status: "active",
  ownership: "owned",
  operatorLicence: false,
});

/** A saved vehicle as the boxes hold it: the plate in its format, numbers as digits, none as an empty box. */
function fromVehicle(v: VehicleDetail): VehicleFormFields {
  const record = v as unknown as Record<string, unknown>;
  return {
    ...(Object.fromEntries(TEXT_KEYS.map((k) => [k, record[k] === null || record[k] === undefined ? "" : String(record[k])])) as Record<
      VehicleTextKey,
      string
    >),
    licensePlate: v.plate ?? "",
    operatorLicence: v.operatorLicence,
  };
}

/**
 * Add or edit a vehicle in its sections; the shared schema checks here and again on the server (the
 * plate as a UK registration, §5's rules), and the server's messages land on their fields. The driver
 * is chosen in the Drivers section; a new vehicle's is chosen once it is added.
 */
export function VehicleForm({
  vehicle,
  readOnly = false,
  onDone,
  onCancel,
  onDelete,
  deleting,
}: {
  vehicle: VehicleDetail | null;
  readOnly?: boolean;
  onDone: (id: number) => void;
  onCancel: () => void;
  onDelete?: () => void;
  deleting?: boolean;
}) {
  const save = useSaveVehicle();
  const options = useFleetOptions();
  const form = useForm<VehicleFormFields, unknown, VehicleInput>({
    resolver: schemaResolver(fleetSchema),
    defaultValues: vehicle ? fromVehicle(vehicle) : emptyForm(),
  });
  useEffect(() => {
    if (!vehicle) form.setFocus("vehicleName");
  }, [form, vehicle]);

  const submit = form.handleSubmit((values) => {
    // The drivers are the Drivers section's: an edit leaves them as they are.
    const { driverWorkerId: _w, driverUserId: _u, customFields: _c, ...fields } = values;
    save.mutateAsync(vehicle ? { id: vehicle.id, body: fields } : { id: null, body: fields }).then(
      (saved) => {
        toast({ title: "Success", description: vehicle ? `${saved.vehicleName} updated` : `${saved.vehicleName} added` });
        onDone(saved.id);
      },
      (e: unknown) => {
        showServerErrors(form.setError, e, { accept: fieldOf(emptyForm()) });
        toast({ title: "Error", description: errorText(e, vehicle ? "Failed to update the vehicle" : "Failed to add the vehicle"), variant: "destructive" });
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate aria-label={vehicle ? "Edit vehicle" : "Add vehicle"} className="grid gap-4">
      <fieldset disabled={readOnly} className="grid min-w-0 gap-4">
        <VehicleFormSections form={form} contracts={options.data?.contracts ?? []} />
      </fieldset>
      {!readOnly && (
        <FormActions
          onCancel={onCancel}
          pending={save.isPending}
          submitText={saveText(Boolean(vehicle), "Add vehicle")}
          onDelete={onDelete}
          deleting={deleting}
        />
      )}
    </form>
  );
}
