import { useEffect } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { reportIssueSchema } from "@shared/identity/auth";
import { FormDialogFooter } from "@web/components/forms/form-dialog-footer";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { Textarea } from "@web/components/ui/textarea";
import { toast } from "@web/components/ui/toast";
import { useReportIssue } from "../api/report-issue";
import { schemaResolver } from "@web/lib/schema-form";

type Form = z.input<typeof reportIssueSchema>;
type Props = { open: boolean; onOpenChange: (open: boolean) => void; defaults: { name: string; email: string } };

/** The header's Report Issue dialog (product.md §2.4): subject, description, name and email prefilled from the user. */
export function ReportIssueDialog({ open, onOpenChange, defaults }: Props) {
  const empty: Form = { subject: "", description: "", name: defaults.name, email: defaults.email };
  const form = useForm<Form, unknown, z.output<typeof reportIssueSchema>>({ resolver: schemaResolver(reportIssueSchema), defaultValues: empty });
  const mutation = useReportIssue();
  const { errors } = form.formState;

  // Opening fills in the signed-in user, who may have changed since the last report.
  useEffect(() => {
    if (open) form.reset(empty);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, defaults.name, defaults.email]);

  const submit = form.handleSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: () => {
        toast({ title: "Issue Reported", description: "Your issue has been sent successfully. We'll review it shortly." });
        form.reset(empty);
        onOpenChange(false);
      },
      onError: () => toast({ title: "Error", description: "Failed to send issue report. Please try again.", variant: "destructive" }),
    }),
  );

  return (
    <Dialog open={open} onOpenChange={(next) => !mutation.isPending && onOpenChange(next)}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Report an Issue</DialogTitle>
          <DialogDescription>Tell us what went wrong. The team receives it by email and follows it up.</DialogDescription>
        </DialogHeader>
        <form id="report-issue-form" onSubmit={submit} noValidate className="grid gap-4">
          <FormField label="Subject" htmlFor="issue-subject" error={errors.subject?.message} required>
            <Input placeholder="e.g. Purchase order PDF is blank" autoComplete="off" {...form.register("subject")} />
          </FormField>
          <FormField label="Description" htmlFor="issue-description" error={errors.description?.message} required>
            <Textarea rows={5} placeholder="What happened, and what did you expect?" {...form.register("description")} />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Name" htmlFor="issue-name" error={errors.name?.message}>
              <Input autoComplete="name" {...form.register("name")} />
            </FormField>
            <FormField label="Email" htmlFor="issue-email" error={errors.email?.message} required>
              <Input type="email" autoComplete="email" {...form.register("email")} />
            </FormField>
          </div>
        </form>
        <FormDialogFooter form="report-issue-form" pending={mutation.isPending} onCancel={() => onOpenChange(false)}>
          {mutation.isPending ? "Sending..." : "Send Report"}
        </FormDialogFooter>
      </DialogContent>
    </Dialog>
  );
}
