import { useFieldArray, useForm, useWatch } from "react-hook-form";
import { z } from "zod";
import { Plus, Trash2 } from "lucide-react";
import { INSPECTION_RESULTS, INSPECTION_RESULT_LABELS, inspectionSchema, type InspectionInput } from "@shared/assets/asset-inspections";
import { ELECTRICAL_TIERS, inspectionKindLabel, type InspectionKind } from "@shared/rules/inspections";
import { ukToday } from "@shared/common/uk-dates";
import { FormDialogFooter } from "@web/components/forms/form-dialog-footer";
import { Button } from "@web/components/ui/button";
import { Checkbox } from "@web/components/ui/checkbox";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { Select } from "@web/components/ui/select";
import { Textarea } from "@web/components/ui/textarea";
import { toast } from "@web/components/ui/toast";
import { errorText } from "@web/lib/api";
import { schemaResolver } from "@web/lib/schema-form";
import { fieldOf, showServerErrors } from "@web/lib/server-field-errors";
import { useInspectionDocuments, useRecordInspection } from "../api/asset-inspections";

type Defect = { description: string; dangerous: "" | "yes" | "no"; repairBy: string };
type Values = {
  kind: string;
  day: string;
  examinerName: string;
  examinerCompany: string;
  safeWorkingLoad: string;
  defects: Defect[];
  mayStayInUse: "" | "yes" | "no";
  result: string;
  nextDueDay: string;
  bySupplier: boolean;
  reportDocumentId: string;
  notes: string;
};

const yesNo = (v: string) => (v === "yes" ? true : v === "no" ? false : null);
const YES_NO = [
  { value: "yes", label: "Yes" },
  { value: "no", label: "No" },
];

/** The form's yes/no selects as the route's booleans, then the route's own schema: one set of rules and messages. */
const formSchema = z.preprocess((raw) => {
  const v = raw as Values;
  return {
    ...v,
    mayStayInUse: yesNo(v.mayStayInUse),
    defects: v.defects.map((d) => ({ ...d, dangerous: yesNo(d.dangerous) ?? undefined })),
    reportDocumentId: v.bySupplier ? v.reportDocumentId : null,
  };
}, inspectionSchema);

const isElectrical = (kind: string) => (ELECTRICAL_TIERS as readonly string[]).includes(kind);

/**
 * "Record inspection" (decision 0074): LOLER's report with its required content and a row per defect;
 * PUWER and the electrical tiers with their result; a hired-in item's supplier evidence with its document.
 */
export function RecordInspectionDialog({
  assetId,
  kinds,
  hiredIn,
  onClose,
}: {
  assetId: number;
  kinds: readonly InspectionKind[];
  hiredIn: boolean;
  onClose: () => void;
}) {
  const save = useRecordInspection(assetId);
  const form = useForm<Values, unknown, InspectionInput>({
    resolver: schemaResolver(formSchema),
    defaultValues: {
      kind: kinds[0] ?? "puwer_inspection",
      day: ukToday(),
      examinerName: "",
      examinerCompany: "",
      safeWorkingLoad: "",
      defects: [],
      mayStayInUse: "",
      result: "",
      nextDueDay: "",
      bySupplier: false,
      reportDocumentId: "",
      notes: "",
    },
  });
  const defects = useFieldArray({ control: form.control, name: "defects" });
  const [kind, bySupplier] = useWatch({ control: form.control, name: ["kind", "bySupplier"] });
  const documents = useInspectionDocuments(assetId, hiredIn && bySupplier);
  const loler = kind === "thorough_examination";
  const electrical = isElectrical(kind);
  const { errors } = form.formState;
  const results = INSPECTION_RESULTS.filter((r) => !electrical || r !== "pass_with_defects").map((r) => ({ value: r, label: INSPECTION_RESULT_LABELS[r] }));

  const nextDue = (
    <FormField
      label={loler ? "Next examination by" : "Next due"}
      htmlFor="insp-next"
      error={errors.nextDueDay?.message}
      required={loler || bySupplier}
      hint={loler || bySupplier ? undefined : "Leave blank to use the interval"}
    >
      <Input type="date" {...form.register("nextDueDay")} />
    </FormField>
  );

  const submit = form.handleSubmit((body) =>
    save.mutate(body, {
      onSuccess: (r) => {
        toast(
          r.assetOutOfUse
            ? { title: "Do not use", description: "Recorded: the item is out of use until an authorised person clears it", variant: "destructive" }
            : { title: "Success", description: `${inspectionKindLabel(r.inspection.kind)} recorded` },
        );
        onClose();
      },
      onError: (e) => {
        showServerErrors(form.setError, e, { accept: (f) => fieldOf(form.getValues())(f.split(".")[0]) });
        toast({ title: "Error", description: errorText(e, "Failed to record the inspection"), variant: "destructive" });
      },
    }),
  );

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Record inspection</DialogTitle>
          <DialogDescription>
            {loler ? "From the thorough examination report: the law says what it must contain." : "What was inspected, by whom, and the result."}
          </DialogDescription>
        </DialogHeader>
        <form id="record-inspection-form" onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2" aria-label="Record inspection">
          <FormField label="Kind" htmlFor="insp-kind" error={errors.kind?.message} required className="sm:col-span-2">
            <Select options={kinds.map((k) => ({ value: k, label: inspectionKindLabel(k) }))} {...form.register("kind")} />
          </FormField>
          <FormField label="Date" htmlFor="insp-day" error={errors.day?.message} required>
            <Input type="date" max={ukToday()} {...form.register("day")} />
          </FormField>
          {!loler && (
            <FormField label="Result" htmlFor="insp-result" error={errors.result?.message} required>
              <Select placeholder="Choose the result" options={results} {...form.register("result")} />
            </FormField>
          )}
          {loler && nextDue}
          <FormField label={loler ? "Examiner's name" : "Inspected by"} htmlFor="insp-examiner" error={errors.examinerName?.message} required>
            <Input autoComplete="off" {...form.register("examinerName")} />
          </FormField>
          <FormField label={loler ? "Examiner's company" : "Company"} htmlFor="insp-company" error={errors.examinerCompany?.message} required={loler}>
            <Input autoComplete="off" {...form.register("examinerCompany")} />
          </FormField>
          {loler && (
            <FormField
              label="Safe working load(s)"
              htmlFor="insp-swl"
              error={errors.safeWorkingLoad?.message}
              required
              hint="As the report states it, e.g. 2,000 kg at 3 m radius"
              className="sm:col-span-2"
            >
              <Input autoComplete="off" {...form.register("safeWorkingLoad")} />
            </FormField>
          )}
          {!electrical && (
            <fieldset className="grid gap-3 sm:col-span-2">
              <legend className="mb-1 text-sm font-semibold text-slate-900">Defects</legend>
              {defects.fields.length === 0 && <p className="text-xs text-slate-500">None found. Add each defect the report lists.</p>}
              {defects.fields.map((field, i) => (
                <div key={field.id} className="grid items-start gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-[1fr_8rem_10rem_auto]">
                  <FormField label={`Defect ${i + 1}`} htmlFor={`insp-defect-${i}`} error={errors.defects?.[i]?.description?.message} required>
                    <Input autoComplete="off" {...form.register(`defects.${i}.description`)} />
                  </FormField>
                  <FormField label="Danger now?" htmlFor={`insp-danger-${i}`} error={errors.defects?.[i]?.dangerous?.message} required>
                    <Select placeholder="Choose" options={YES_NO} {...form.register(`defects.${i}.dangerous`)} />
                  </FormField>
                  <FormField label="Repair by" htmlFor={`insp-repair-${i}`} error={errors.defects?.[i]?.repairBy?.message}>
                    <Input type="date" {...form.register(`defects.${i}.repairBy`)} />
                  </FormField>
                  <Button type="button" variant="ghost" className="sm:mt-6" aria-label={`Remove defect ${i + 1}`} onClick={() => defects.remove(i)}>
                    <Trash2 />
                  </Button>
                </div>
              ))}
              <Button
                type="button"
                variant="outline"
                className="justify-self-start"
                onClick={() => defects.append({ description: "", dangerous: "", repairBy: "" })}
              >
                <Plus aria-hidden="true" /> Add a defect
              </Button>
            </fieldset>
          )}
          {loler ? (
            <FormField label="May it stay in use?" htmlFor="insp-stay" error={errors.mayStayInUse?.message} required>
              <Select placeholder="Choose" options={YES_NO} {...form.register("mayStayInUse")} />
            </FormField>
          ) : (
            nextDue
          )}
          {hiredIn && (
            <label className="flex min-h-11 items-center gap-3 rounded-md border border-slate-200 p-3 text-sm font-medium text-slate-900 sm:col-span-2">
              <Checkbox className="size-5" {...form.register("bySupplier")} />
              The hire supplier's inspection evidence
            </label>
          )}
          {hiredIn && bySupplier && (
            <FormField
              label="Supplier's document"
              htmlFor="insp-document"
              error={errors.reportDocumentId?.message}
              required
              hint={documents.data?.documents.length === 0 ? "Upload it first under the item's documents, category Inspection." : undefined}
              className="sm:col-span-2"
            >
              <Select
                placeholder="Choose the document"
                options={(documents.data?.documents ?? []).map((d) => ({ value: String(d.id), label: d.title }))}
                {...form.register("reportDocumentId")}
              />
            </FormField>
          )}
          <FormField label="Notes" htmlFor="insp-notes" error={errors.notes?.message} className="sm:col-span-2">
            <Textarea rows={2} {...form.register("notes")} />
          </FormField>
        </form>
        <FormDialogFooter form="record-inspection-form" pending={save.isPending} onCancel={onClose} spinner>
          Record inspection
        </FormDialogFooter>
      </DialogContent>
    </Dialog>
  );
}
