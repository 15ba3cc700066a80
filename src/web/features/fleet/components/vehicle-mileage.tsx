import { formatCount } from "@shared/common/numbers";
import { ukToday } from "@shared/common/uk-dates";
import { MILEAGE_SOURCE_LABELS } from "@shared/fleet/fleet";
import { mileageInput } from "@shared/fleet/fleet-work";
import { ReadingForm, ReadingsCard } from "@web/components/register/record-readings";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { usePermission } from "@web/features/permissions/api/get-role-permissions";
import { useAddMileage, useMileage } from "../api/fleet";

/** The odometer over time (typed, walkaround checks, fuel, services): a reading lower than the last one is refused. */
export function VehicleMileage({ vehicleId }: { vehicleId: number }) {
  const readings = useMileage(vehicleId);
  const can = usePermission();
  return (
    <ReadingsCard
      title="Mileage"
      description="Odometer readings over time; a reading lower than the last one is refused."
      listLabel="Mileage readings"
      read={readings}
      value={(r) => <>{formatCount(r.mileage)} miles</>}
      source={(r) => MILEAGE_SOURCE_LABELS[r.source]}
      form={can("Fleet Management", "edit") && <AddMileage vehicleId={vehicleId} />}
    />
  );
}

function AddMileage({ vehicleId }: { vehicleId: number }) {
  const add = useAddMileage(vehicleId);
  return (
    <ReadingForm
      label="Add a mileage reading"
      columns="sm:grid-cols-[1fr_1fr_auto]"
      schema={mileageInput}
      empty={() => ({ day: ukToday(), mileage: "" })}
      add={add}
      recorded={(body) => `${formatCount(body.mileage)} miles recorded`}
    >
      {({ register, formState: { errors } }) => (
        <>
          <FormField label="Day" htmlFor="mileage-day" error={errors.day?.message}>
            <Input id="mileage-day" type="date" {...register("day")} />
          </FormField>
          <FormField label="Mileage" htmlFor="mileage-value" error={errors.mileage?.message}>
            <Input id="mileage-value" inputMode="numeric" placeholder="e.g. 45210" {...register("mileage")} />
          </FormField>
        </>
      )}
    </ReadingForm>
  );
}
