import { useForm } from "react-hook-form";
import { retentionInput, type RetentionInput } from "@shared/site-sign-in/site-sign-in.endpoints";
import { FieldGrid } from "@web/components/forms/field-grid";
import { FormActions, saveText } from "@web/components/forms/form-actions";
import { Card, CardContent } from "@web/components/ui/card";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { Skeleton } from "@web/components/ui/skeleton";
import { toast } from "@web/components/ui/toast";
import { schemaResolver } from "@web/lib/schema-form";
import { fieldOf, showServerErrors } from "@web/lib/server-field-errors";
import { useRetention, useSaveRetention } from "../api/site-sign-in";

type Values = { attendanceMonths: string; gateAnswerDays: string };

/**
 * How long the company keeps sign-ins and gate answers (decision 0069): every reader is told, the
 * administrator sets it. A job removes what is older.
 */
export function RetentionPanel({ canEdit }: { canEdit: boolean }) {
  const kept = useRetention();
  return (
    <section aria-labelledby="retention-heading" className="grid gap-3">
      <h2 id="retention-heading" className="text-base font-semibold text-slate-900">
        How long records are kept
      </h2>
      {!kept.data ? (
        <Skeleton className="h-24" />
      ) : canEdit ? (
        <RetentionForm values={{ attendanceMonths: String(kept.data.attendanceMonths), gateAnswerDays: String(kept.data.gateAnswerDays) }} />
      ) : (
        <Card>
          <CardContent className="pt-4 text-sm text-slate-600 sm:pt-5">
            Sign-ins are kept for {kept.data.attendanceMonths} months and gate answers for {kept.data.gateAnswerDays} days, then removed. The administrator sets
            this.
          </CardContent>
        </Card>
      )}
    </section>
  );
}

function RetentionForm({ values }: { values: Values }) {
  const save = useSaveRetention();
  const form = useForm<Values, unknown, RetentionInput>({ resolver: schemaResolver(retentionInput), defaultValues: values });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (body) => {
    try {
      const saved = await save.mutateAsync(body);
      form.reset({ attendanceMonths: String(saved.attendanceMonths), gateAnswerDays: String(saved.gateAnswerDays) });
      toast({ title: "Success", description: "Record keeping saved." });
    } catch (error) {
      showServerErrors(form.setError, error, { accept: fieldOf(form.getValues()) });
      toast({ title: "Error", description: "Failed to save how long records are kept", variant: "destructive" });
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label="How long records are kept" className="grid gap-3">
      <FieldGrid className="items-start">
        <FormField
          label="Keep sign-ins (months)"
          htmlFor="keep-sign-ins"
          error={errors.attendanceMonths?.message}
          hint="Evidence of hours for payroll and subcontract accounts."
        >
          <Input type="number" inputMode="numeric" min={1} max={120} step={1} {...form.register("attendanceMonths")} />
        </FormField>
        <FormField
          label="Keep gate answers (days)"
          htmlFor="keep-gate-answers"
          error={errors.gateAnswerDays?.message}
          hint="Fit-for-work answers are health information: kept short."
        >
          <Input type="number" inputMode="numeric" min={1} max={365} step={1} {...form.register("gateAnswerDays")} />
        </FormField>
      </FieldGrid>
      <FormActions pending={save.isPending} submitText={saveText(true, "Save", "Save")} />
    </form>
  );
}
