import { useState } from "react";
import { useForm } from "react-hook-form";
import { ISSUE_TYPES, reportProblemFormSchema, type ReportProblemForm } from "@shared/reports/error-report";
import { FormDialogFooter } from "@web/components/forms/form-dialog-footer";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { FormField } from "@web/components/ui/form-field";
import { Label } from "@web/components/ui/label";
import { Select } from "@web/components/ui/select";
import { Textarea } from "@web/components/ui/textarea";
import { toast } from "@web/components/ui/toast";
import { useSubmitErrorReport } from "../api/submit-error-report";
import { ScreenshotPicker, type PickedScreenshot } from "./screenshot-picker";
import { schemaResolver } from "@web/lib/schema-form";

const EMPTY: ReportProblemForm = { issueType: "other", description: "", stepsToReproduce: "" };

/** The sidebar's "Report a problem" dialog (product.md §2.4): sends an error report with the browser's details. */
export function ReportProblemDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const form = useForm<ReportProblemForm>({ resolver: schemaResolver(reportProblemFormSchema), defaultValues: EMPTY });
  const [screenshot, setScreenshot] = useState<PickedScreenshot | null>(null);
  const mutation = useSubmitErrorReport();
  const description = form.watch("description");
  const { errors } = form.formState;

  const close = () => {
    form.reset(EMPTY);
    setScreenshot(null);
    onOpenChange(false);
  };

  const submit = form.handleSubmit((values) =>
    mutation.mutate(
      { ...values, screenshot: screenshot?.dataUrl },
      {
        onSuccess: () => {
          toast({ title: "Error report submitted", description: "Thank you for your feedback. Our team will look into this issue." });
          close();
        },
        onError: () => toast({ description: "Failed to submit error report. Please try again.", variant: "destructive" }),
      },
    ),
  );

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : !mutation.isPending && close())}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Report a Problem</DialogTitle>
          <DialogDescription>Describe what isn't working. The page address and your browser details are sent with it.</DialogDescription>
        </DialogHeader>
        <form id="report-problem-form" onSubmit={submit} noValidate className="grid gap-4">
          <FormField label="Issue type" htmlFor="problem-type" error={errors.issueType?.message}>
            <Select options={ISSUE_TYPES} {...form.register("issueType")} />
          </FormField>
          <FormField label="Description" htmlFor="problem-description" error={errors.description?.message} required>
            <Textarea rows={4} placeholder="What went wrong?" {...form.register("description")} />
          </FormField>
          <FormField
            label="Steps to reproduce"
            htmlFor="problem-steps"
            hint="Optional. What did you do just before it happened?"
            error={errors.stepsToReproduce?.message}
          >
            <Textarea rows={3} placeholder={"1. Open Materials\n2. Select a supplier\n3. …"} {...form.register("stepsToReproduce")} />
          </FormField>
          <div className="grid gap-1.5">
            <Label htmlFor="problem-screenshot">Screenshot</Label>
            <ScreenshotPicker id="problem-screenshot" value={screenshot} onChange={setScreenshot} />
          </div>
        </form>
        <FormDialogFooter form="report-problem-form" pending={mutation.isPending} onCancel={close} ready={Boolean(description?.trim())}>
          {mutation.isPending ? "Submitting..." : "Submit Report"}
        </FormDialogFooter>
      </DialogContent>
    </Dialog>
  );
}
