import { useForm } from "react-hook-form";
import { Wrench } from "lucide-react";
import type { z } from "zod";
import { formatCount, formatCurrency } from "@shared/common/numbers";
import { ukToday } from "@shared/common/uk-dates";
import { SERVICE_KIND_LABELS } from "@shared/fleet/fleet";
import { serviceInput } from "@shared/fleet/fleet-work";
import { QueryBody } from "@web/components/forms/query-body";
import { DeleteButton } from "@web/components/forms/remove-button";
import { recordFields } from "@web/components/forms/record-fields";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardIconHeader } from "@web/components/ui/card";
import { confirm } from "@web/components/ui/confirm-dialog";
import { toast } from "@web/components/ui/toast";
import { errorText } from "@web/lib/api";
import { formatDate } from "@web/lib/format";
import { schemaResolver } from "@web/lib/schema-form";
import { fieldOf, showServerErrors } from "@web/lib/server-field-errors";
import { usePermission } from "@web/features/permissions/api/get-role-permissions";
import { useAddService, useRemoveService, useServices } from "../api/fleet";

/** Services, repairs, MOT tests and tyres: a service recorded moves the last and next service, its mileage is a reading. */
export function VehicleServices({ vehicleId }: { vehicleId: number }) {
  const services = useServices(vehicleId);
  const remove = useRemoveService(vehicleId);
  const can = usePermission();
  const canEdit = can("Fleet Management", "edit");
  const drop = async (id: number, what: string) => {
    if (!(await confirm({ title: "Delete this record?", description: `${what} will be deleted.`, confirmText: "Delete", variant: "destructive" }))) return;
    remove.mutate(id, {
      onSuccess: () => toast({ title: "Success", description: "Record deleted" }),
      onError: (e) => toast({ title: "Error", description: errorText(e, "Failed to delete the record"), variant: "destructive" }),
    });
  };
  return (
    <Card>
      <CardIconHeader icon={Wrench} title="Services and repairs" description="What was done, when, at what mileage, where and for how much." />
      <CardContent className="grid gap-4">
        <QueryBody
          read={services}
          rows={["h-14"]}
          errorTitle="The services could not be loaded"
          empty={services.data?.length === 0 && <p className="text-sm text-slate-500">No services recorded yet.</p>}
        >
          <ul className="grid gap-2" aria-label="Services and repairs">
            {services.data?.map((s) => (
              <li key={s.id} className="flex items-start justify-between gap-2 rounded-md border border-slate-200 p-3 text-sm">
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">
                    {SERVICE_KIND_LABELS[s.kind]} · {formatDate(s.day)}
                  </p>
                  <p className="break-words text-slate-700">
                    {[s.description, s.mileage !== null ? `${formatCount(s.mileage)} miles` : null, s.garage, s.cost ? formatCurrency(s.cost) : null]
                      .filter(Boolean)
                      .join(" · ")}
                  </p>
                </div>
                {canEdit && (
                  <DeleteButton
                    variant="ghost"
                    size="sm"
                    className="text-red-700"
                    onClick={() => void drop(s.id, `The ${SERVICE_KIND_LABELS[s.kind].toLowerCase()} of ${formatDate(s.day)}`)}
                  />
                )}
              </li>
            ))}
          </ul>
        </QueryBody>
        {canEdit && <ServiceForm vehicleId={vehicleId} />}
      </CardContent>
    </Card>
  );
}

type Fields = { kind: string; day: string; mileage: string; garage: string; cost: string; description: string; nextServiceDate: string };

function ServiceForm({ vehicleId }: { vehicleId: number }) {
  const add = useAddService(vehicleId);
  const empty = (): Fields => ({ kind: "service", day: ukToday(), mileage: "", garage: "", cost: "", description: "", nextServiceDate: "" });
  const form = useForm<Fields, unknown, z.output<typeof serviceInput>>({ resolver: schemaResolver(serviceInput), defaultValues: empty() });
  const f = recordFields(form, "service");
  const submit = form.handleSubmit((body) =>
    add.mutate(body, {
      onSuccess: () => {
        toast({ title: "Success", description: `${SERVICE_KIND_LABELS[body.kind]} recorded` });
        form.reset(empty());
      },
      onError: (e) => {
        showServerErrors(form.setError, e, { accept: fieldOf(empty()) });
        toast({ title: "Error", description: errorText(e, "Failed to record the service"), variant: "destructive" });
      },
    }),
  );
  return (
    <form onSubmit={submit} noValidate aria-label="Record a service" className="grid gap-3 border-t border-slate-200 pt-4 sm:grid-cols-2">
      <h3 className="text-sm font-semibold text-slate-900 sm:col-span-2">Record a service or repair</h3>
      {f.select("kind", "What was done", SERVICE_KIND_LABELS)}
      {f.day("day", "Day")}
      {f.number("mileage", "Mileage", "e.g. 45210")}
      {f.number("cost", "Cost (£)", "e.g. 245.00")}
      {f.text("garage", "Garage", { placeholder: "e.g. Kirkstall Road Ford" })}
      {f.day("nextServiceDate", "Next service", "Blank: the interval in months sets it.")}
      {f.text("description", "Description", { placeholder: "e.g. Annual service, front pads" }, { wide: true })}
      <div className="sm:col-span-2">
        <Button type="submit" disabled={add.isPending}>
          {add.isPending ? "Saving..." : "Record"}
        </Button>
      </div>
    </form>
  );
}
