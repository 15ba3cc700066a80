import { ukToday } from "@shared/common/uk-dates";
import { meterReadingInput } from "@shared/assets/asset-register";
import { METER_LABELS, readingText } from "@shared/rules/asset-due";
import { ReadingForm, ReadingsCard } from "@web/components/register/record-readings";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { Select } from "@web/components/ui/select";
import { usePermission } from "@web/features/permissions/api/get-role-permissions";
import { useAddReading, useMeterReadings } from "../api/assets";

/** Engine hours and miles over time: what maintenance and inspections by hours or miles count from. A meter only goes up. */
export function AssetReadings({ assetId }: { assetId: number }) {
  const readings = useMeterReadings(assetId);
  const can = usePermission();
  return (
    <ReadingsCard
      title="Meter readings"
      description="Engine hours and miles: a reading lower than the last one is refused."
      listLabel="Meter readings"
      read={readings}
      value={(r) => readingText(r.meter, r.value)}
      form={can("Assets", "edit") && <AddReading assetId={assetId} />}
    />
  );
}

function AddReading({ assetId }: { assetId: number }) {
  const add = useAddReading(assetId);
  return (
    <ReadingForm
      label="Add a meter reading"
      columns="sm:grid-cols-[1fr_1fr_1fr_auto]"
      schema={meterReadingInput}
      empty={() => ({ meter: "hours", day: ukToday(), value: "" })}
      add={add}
      recorded={(body) => `${readingText(body.meter, body.value)} recorded`}
    >
      {({ register, formState: { errors } }) => (
        <>
          <FormField label="Meter" htmlFor="reading-meter" error={errors.meter?.message}>
            <Select id="reading-meter" options={Object.entries(METER_LABELS).map(([value, label]) => ({ value, label }))} {...register("meter")} />
          </FormField>
          <FormField label="Day" htmlFor="reading-day" error={errors.day?.message}>
            <Input id="reading-day" type="date" {...register("day")} />
          </FormField>
          <FormField label="Reading" htmlFor="reading-value" error={errors.value?.message}>
            <Input id="reading-value" inputMode="decimal" placeholder="e.g. 1250.5" {...register("value")} />
          </FormField>
        </>
      )}
    </ReadingForm>
  );
}
