import { useForm, useWatch } from "react-hook-form";
import { localToday } from "@shared/diary/labour-entry-form";
import { TACHO_KIND_LABELS, TACHO_KINDS } from "@shared/rules/tachograph";
import type { TachoDownloadForm } from "@shared/vehicle-compliance/tachograph";
import { FormDialogFooter } from "@web/components/forms/form-dialog-footer";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { Select } from "@web/components/ui/select";
import { toast } from "@web/components/ui/toast";
import { errorText } from "@web/lib/api";
import { useRecordTachoDownload } from "../api/vehicle-compliance";

type Driver = { kind: "worker" | "user"; id: number; name: string };
type Fields = { kind: string; driver: string; day: string; notes: string };

/** Record a download: the vehicle unit, or the card of one of the vehicle's drivers. The server checks it all again. */
export function RecordTachoDialog({ vehicleId, drivers, onClose }: { vehicleId: number; drivers: Driver[]; onClose: () => void }) {
  const record = useRecordTachoDownload(vehicleId);
  const form = useForm<Fields>({ defaultValues: { kind: "vehicle_unit", driver: "", day: localToday(), notes: "" } });
  const kind = useWatch({ control: form.control, name: "kind" });
  const submit = form.handleSubmit((f) => {
    const d = drivers.find((x) => `${x.kind}:${x.id}` === f.driver);
    const body: TachoDownloadForm = {
      kind: f.kind as TachoDownloadForm["kind"],
      day: f.day,
      workerId: f.kind === "driver_card" && d?.kind === "worker" ? d.id : null,
      userId: f.kind === "driver_card" && d?.kind === "user" ? d.id : null,
      notes: f.notes,
    };
    record.mutate(body, {
      onSuccess: () => {
        toast({ title: "Download recorded" });
        onClose();
      },
      onError: (e) => toast({ title: "Not recorded", description: errorText(e, "The download could not be recorded"), variant: "destructive" }),
    });
  });
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Record tachograph download</DialogTitle>
          <DialogDescription>The vehicle unit at least every 90 days; each driver&rsquo;s card at least every 28 days.</DialogDescription>
        </DialogHeader>
        <form id="tacho-form" onSubmit={submit} noValidate className="grid gap-4" aria-label="Record tachograph download">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Downloaded" htmlFor="tacho-kind" required>
              <Select id="tacho-kind" options={TACHO_KINDS.map((k) => ({ value: k, label: TACHO_KIND_LABELS[k] }))} {...form.register("kind")} />
            </FormField>
            <FormField label="Date" htmlFor="tacho-day" required>
              <Input id="tacho-day" type="date" max={localToday()} {...form.register("day")} />
            </FormField>
          </div>
          {kind === "driver_card" && (
            <FormField label="Driver" htmlFor="tacho-driver" required hint={drivers.length ? undefined : "Add the vehicle's drivers on the vehicle first."}>
              <Select
                id="tacho-driver"
                placeholder="Choose the driver"
                options={drivers.map((d) => ({ value: `${d.kind}:${d.id}`, label: d.name }))}
                {...form.register("driver")}
              />
            </FormField>
          )}
          <FormField label="Notes" htmlFor="tacho-notes">
            <Input id="tacho-notes" maxLength={1000} {...form.register("notes")} />
          </FormField>
        </form>
        <FormDialogFooter form="tacho-form" pending={record.isPending} onCancel={onClose} spinner>
          {record.isPending ? "Recording…" : "Record download"}
        </FormDialogFooter>
      </DialogContent>
    </Dialog>
  );
}
