import { useState } from "react";
import { useForm } from "react-hook-form";
import { localToday } from "@shared/diary/labour-entry-form";
import {
  SAFETY_RESULT_LABELS,
  SAFETY_RESULTS,
  safetyInspectionSchema,
  type SafetyInspectionForm,
  type SafetyInspectionInput,
} from "@shared/vehicle-compliance/safety-inspections";
import { FormDialogFooter } from "@web/components/forms/form-dialog-footer";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { Select } from "@web/components/ui/select";
import { Textarea } from "@web/components/ui/textarea";
import { toast } from "@web/components/ui/toast";
import { errorText } from "@web/lib/api";
import { schemaResolver } from "@web/lib/schema-form";
import { fieldOf, showServerErrors } from "@web/lib/server-field-errors";
import { useAttachInspectionReport, useRecordSafetyInspection } from "../api/vehicle-compliance";
import { ReportField } from "./inspection-report";

type Fields = { day: string; inspector: string; mileage: string; result: string; brakeTestPercent: string; defects: string };
const FIELDS: Fields = { day: "", inspector: "", mileage: "", result: "pass", brakeTestPercent: "", defects: "" };

/** Record a periodic safety inspection: the day (its ISO week is the server's), inspector, mileage, result, brake test, defects and the report. */
export function RecordSafetyInspectionDialog({ vehicleId, onClose }: { vehicleId: number; onClose: () => void }) {
  const record = useRecordSafetyInspection(vehicleId);
  const attach = useAttachInspectionReport(vehicleId);
  const [report, setReport] = useState<File | null>(null);
  const form = useForm<Fields, unknown, SafetyInspectionInput>({
    resolver: schemaResolver(safetyInspectionSchema),
    defaultValues: { ...FIELDS, day: localToday() },
  });
  const { errors } = form.formState;
  // The report goes once the inspection is kept; if it fails the record stands and its card offers Attach report.
  const finish = async (inspectionId: number) => {
    if (report)
      try {
        await attach.mutateAsync({ inspectionId, file: report });
      } catch (e) {
        toast({
          title: "Inspection recorded; the report was not attached",
          description: errorText(e, "Attach it from the inspection"),
          variant: "destructive",
        });
        return onClose();
      }
    toast({ title: "Safety inspection recorded" });
    onClose();
  };
  const submit = form.handleSubmit((body) =>
    record.mutate(body as SafetyInspectionForm, {
      onSuccess: ({ inspection }) => void finish(inspection.id),
      onError: (e) => {
        showServerErrors(form.setError, e, { accept: fieldOf(FIELDS) });
        toast({ title: "Not recorded", description: errorText(e, "The inspection could not be recorded"), variant: "destructive" });
      },
    }),
  );
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Record safety inspection</DialogTitle>
          <DialogDescription>A pass or a pass with rectification moves the next inspection to this week plus the interval.</DialogDescription>
        </DialogHeader>
        <form id="safety-inspection-form" onSubmit={submit} noValidate className="grid gap-4" aria-label="Record safety inspection">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Inspection date" htmlFor="si-day" error={errors.day?.message} required>
              <Input id="si-day" type="date" max={localToday()} {...form.register("day")} />
            </FormField>
            <FormField label="Result" htmlFor="si-result" error={errors.result?.message} required>
              <Select id="si-result" options={SAFETY_RESULTS.map((r) => ({ value: r, label: SAFETY_RESULT_LABELS[r] }))} {...form.register("result")} />
            </FormField>
          </div>
          <FormField
            label="Inspector"
            htmlFor="si-inspector"
            error={errors.inspector?.message}
            required
            hint="The person and the garage or maintenance contractor."
          >
            <Input id="si-inspector" maxLength={200} {...form.register("inspector")} />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Mileage" htmlFor="si-mileage" error={errors.mileage?.message}>
              <Input id="si-mileage" type="number" inputMode="numeric" min={0} step={1} placeholder="e.g. 148250" {...form.register("mileage")} />
            </FormField>
            <FormField
              label="Brake test (%)"
              htmlFor="si-brake"
              error={errors.brakeTestPercent?.message}
              hint="Service brake efficiency from the roller brake test."
            >
              <Input id="si-brake" inputMode="decimal" placeholder="e.g. 58.5" {...form.register("brakeTestPercent")} />
            </FormField>
          </div>
          <FormField label="Defects" htmlFor="si-defects" error={errors.defects?.message} hint="Required for a fail or a pass with rectification.">
            <Textarea id="si-defects" rows={3} maxLength={4000} {...form.register("defects")} />
          </FormField>
          <ReportField file={report} onChange={setReport} />
        </form>
        <FormDialogFooter form="safety-inspection-form" pending={record.isPending || attach.isPending} onCancel={onClose} spinner>
          {attach.isPending ? "Attaching report…" : record.isPending ? "Recording…" : "Record inspection"}
        </FormDialogFooter>
      </DialogContent>
    </Dialog>
  );
}
