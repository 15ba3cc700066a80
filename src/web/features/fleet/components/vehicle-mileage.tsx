import { useForm } from "react-hook-form";
import { Gauge } from "lucide-react";
import { formatCount } from "@shared/common/numbers";
import { ukToday } from "@shared/common/uk-dates";
import { MILEAGE_SOURCE_LABELS } from "@shared/fleet/fleet";
import { mileageInput, type MileageInput } from "@shared/fleet/fleet-register";
import { QueryBody } from "@web/components/forms/query-body";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardIconHeader } from "@web/components/ui/card";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { toast } from "@web/components/ui/toast";
import { errorText } from "@web/lib/api";
import { formatDate } from "@web/lib/format";
import { schemaResolver } from "@web/lib/schema-form";
import { fieldOf, showServerErrors } from "@web/lib/server-field-errors";
import { usePermission } from "@web/features/permissions/api/get-role-permissions";
import { useAddMileage, useMileage } from "../api/fleet";

/** The odometer over time (typed, walkaround checks, fuel, services): a reading lower than the last one is refused. */
export function VehicleMileage({ vehicleId }: { vehicleId: number }) {
  const readings = useMileage(vehicleId);
  const can = usePermission();
  return (
    <Card>
      <CardIconHeader icon={Gauge} title="Mileage" description="Odometer readings over time; a reading lower than the last one is refused." />
      <CardContent className="grid gap-4">
        <QueryBody
          read={readings}
          rows={["h-12"]}
          errorTitle="The readings could not be loaded"
          empty={readings.data?.length === 0 && <p className="text-sm text-slate-500">No readings yet.</p>}
        >
          <ul className="grid gap-1 text-sm" aria-label="Mileage readings">
            {readings.data?.slice(0, 10).map((r) => (
              <li key={r.id} className="flex flex-wrap justify-between gap-2 border-b border-slate-100 pb-1">
                <span className="text-slate-900">{formatCount(r.mileage)} miles</span>
                <span className="text-xs text-slate-500">
                  {formatDate(r.day)} · {MILEAGE_SOURCE_LABELS[r.source]}
                  {r.recordedBy ? ` · ${r.recordedBy.name}` : ""}
                </span>
              </li>
            ))}
          </ul>
        </QueryBody>
        {can("Fleet Management", "edit") && <ReadingForm vehicleId={vehicleId} />}
      </CardContent>
    </Card>
  );
}

type Fields = { day: string; mileage: string };

function ReadingForm({ vehicleId }: { vehicleId: number }) {
  const add = useAddMileage(vehicleId);
  const empty = (): Fields => ({ day: ukToday(), mileage: "" });
  const form = useForm<Fields, unknown, MileageInput>({ resolver: schemaResolver(mileageInput), defaultValues: empty() });
  const { errors } = form.formState;
  const submit = form.handleSubmit((body) =>
    add.mutate(body, {
      onSuccess: () => {
        toast({ title: "Success", description: `${formatCount(body.mileage)} miles recorded` });
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
      aria-label="Add a mileage reading"
      className="grid items-start gap-3 border-t border-slate-200 pt-4 sm:grid-cols-[1fr_1fr_auto]"
    >
      <FormField label="Day" htmlFor="mileage-day" error={errors.day?.message}>
        <Input id="mileage-day" type="date" {...form.register("day")} />
      </FormField>
      <FormField label="Mileage" htmlFor="mileage-value" error={errors.mileage?.message}>
        <Input id="mileage-value" inputMode="numeric" placeholder="e.g. 45210" {...form.register("mileage")} />
      </FormField>
      <Button type="submit" className="sm:mt-6" disabled={add.isPending}>
        {add.isPending ? "Saving..." : "Add reading"}
      </Button>
    </form>
  );
}
