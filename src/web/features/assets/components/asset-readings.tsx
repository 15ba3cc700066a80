import { useForm } from "react-hook-form";
import { Gauge } from "lucide-react";
import { meterReadingInput, type MeterReadingInput } from "@shared/assets/asset-register";
import { METER_LABELS, readingText } from "@shared/rules/asset-due";
import { ukToday } from "@shared/common/uk-dates";
import { QueryBody } from "@web/components/forms/query-body";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardIconHeader } from "@web/components/ui/card";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { Select } from "@web/components/ui/select";
import { toast } from "@web/components/ui/toast";
import { errorText } from "@web/lib/api";
import { formatDate } from "@web/lib/format";
import { schemaResolver } from "@web/lib/schema-form";
import { fieldOf, showServerErrors } from "@web/lib/server-field-errors";
import { usePermission } from "@web/features/permissions/api/get-role-permissions";
import { useAddReading, useMeterReadings } from "../api/assets";

/** Engine hours and miles over time: what maintenance and inspections by hours or miles count from. A meter only goes up. */
export function AssetReadings({ assetId }: { assetId: number }) {
  const readings = useMeterReadings(assetId);
  const can = usePermission();
  return (
    <Card>
      <CardIconHeader icon={Gauge} title="Meter readings" description="Engine hours and miles: a reading lower than the last one is refused." />
      <CardContent className="grid gap-4">
        <QueryBody
          read={readings}
          rows={["h-12"]}
          errorTitle="The readings could not be loaded"
          empty={readings.data?.length === 0 && <p className="text-sm text-slate-500">No readings yet.</p>}
        >
          <ul className="grid gap-1 text-sm" aria-label="Meter readings">
            {readings.data?.slice(0, 10).map((r) => (
              <li key={r.id} className="flex flex-wrap justify-between gap-2 border-b border-slate-100 pb-1">
                <span className="text-slate-900">{readingText(r.meter, r.value)}</span>
                <span className="text-xs text-slate-500">
                  {formatDate(r.day)}
                  {r.recordedBy ? ` · ${r.recordedBy.name}` : ""}
                </span>
              </li>
            ))}
          </ul>
        </QueryBody>
        {can("Assets", "edit") && <ReadingForm assetId={assetId} />}
      </CardContent>
    </Card>
  );
}

type Fields = { meter: string; day: string; value: string };

function ReadingForm({ assetId }: { assetId: number }) {
  const add = useAddReading(assetId);
  const empty = (): Fields => ({ meter: "hours", day: ukToday(), value: "" });
  const form = useForm<Fields, unknown, MeterReadingInput>({ resolver: schemaResolver(meterReadingInput), defaultValues: empty() });
  const { errors } = form.formState;
  const submit = form.handleSubmit((body) =>
    add.mutate(body, {
      onSuccess: () => {
        toast({ title: "Success", description: `${readingText(body.meter, body.value)} recorded` });
        form.reset(empty());
      },
      onError: (e) => {
        showServerErrors(form.setError, e, { accept: fieldOf(empty()) });
        toast({ title: "Error", description: errorText(e, "Failed to record the reading"), variant: "destructive" });
      },
    }),
  );
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Add a meter reading"
      className="grid items-start gap-3 border-t border-slate-200 pt-4 sm:grid-cols-[1fr_1fr_1fr_auto]"
    >
      <FormField label="Meter" htmlFor="reading-meter" error={errors.meter?.message}>
        <Select id="reading-meter" options={Object.entries(METER_LABELS).map(([value, label]) => ({ value, label }))} {...form.register("meter")} />
      </FormField>
      <FormField label="Day" htmlFor="reading-day" error={errors.day?.message}>
        <Input id="reading-day" type="date" {...form.register("day")} />
      </FormField>
      <FormField label="Reading" htmlFor="reading-value" error={errors.value?.message}>
        <Input id="reading-value" inputMode="decimal" placeholder="e.g. 1250.5" {...form.register("value")} />
      </FormField>
      <Button type="submit" className="sm:mt-6" disabled={add.isPending}>
        {add.isPending ? "Saving..." : "Add reading"}
      </Button>
    </form>
  );
}
