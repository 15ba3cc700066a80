import { useEffect } from "react";
import { useForm } from "react-hook-form";
import {
  ISSUE_TYPES,
  PRIORITIES,
  siteIssueFieldsSchema,
  type SiteIssueDetail,
  type SiteIssueFields,
  type SiteIssueFormValues,
} from "@shared/site-issues/site-issue";
import { ukToday } from "@shared/common/uk-dates";
import { FormActions, saveText } from "@web/components/forms/form-actions";
import { FieldGrid } from "@web/components/forms/field-grid";
import { DateField } from "@web/components/forms/date-field";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { Select } from "@web/components/ui/select";
import { Textarea } from "@web/components/ui/textarea";
import { toast } from "@web/components/ui/toast";
import { errorText } from "@web/lib/api";
import { useAssignees, useSaveSiteIssue } from "../api/site-issues";
import { schemaResolver } from "@web/lib/schema-form";
import { showServerErrors, fieldOf } from "@web/lib/server-field-errors";
import { textsOf } from "@web/lib/form-texts";

type FormValues = { [K in keyof SiteIssueFormValues]: string };

const emptyForm = (): FormValues => ({
  date: ukToday(),
  issueType: "",
  priority: "medium",
  location: "",
  assignedToId: "",
  targetDate: "",
  issueDescription: "",
  immediateActions: "",
  proposedSolution: "",
});

const fromIssue = (i: SiteIssueDetail): FormValues => ({
  ...textsOf(i, ["location", "targetDate", "immediateActions", "proposedSolution"]),
  date: i.date,
  issueType: i.issueType,
  priority: i.priority,
  assignedToId: i.assignedToId ? String(i.assignedToId) : "",
  issueDescription: i.issueDescription,
});

/** Raise issue / Edit issue: the shared schema checks here and again on the server. */
export function IssueForm({
  project,
  issue,
  onDone,
  onCancel,
}: {
  project: { id: number; slug: string };
  issue: SiteIssueDetail | null;
  onDone: (id: number) => void;
  onCancel: () => void;
}) {
  const save = useSaveSiteIssue(project.slug);
  const team = useAssignees();
  const form = useForm<FormValues, unknown, SiteIssueFields>({
    resolver: schemaResolver(siteIssueFieldsSchema),
    defaultValues: issue ? fromIssue(issue) : emptyForm(),
  });
  const { errors } = form.formState;
  useEffect(() => form.setFocus("issueDescription"), [form]);

  // A person who has left stays selectable on their old issues: the stored name is shown.
  const people = team.data?.items ?? [];
  const options = [
    ...people.map((p) => ({ value: String(p.id), label: `${p.name} (${p.role})` })),
    ...(issue?.assignedToId && !people.some((p) => p.id === issue.assignedToId)
      ? [{ value: String(issue.assignedToId), label: issue.assignedTo ?? "Current assignee" }]
      : []),
  ];

  const submit = form.handleSubmit((values) => {
    save.mutate(issue ? { id: issue.id, body: values } : { id: null, body: { ...values, projectId: project.id } }, {
      onSuccess: (saved) => {
        toast({ title: "Success", description: issue ? "Site issue updated" : `Site issue #${saved.id} raised` });
        onDone(saved.id);
      },
      onError: (e) => {
        showServerErrors(form.setError, e, { accept: fieldOf(emptyForm()) });
        toast({
          title: "Error",
          description: errorText(e, issue ? "Failed to update the site issue" : "Failed to raise the site issue"),
          variant: "destructive",
        });
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-label={issue ? "Edit site issue" : "Raise site issue"}>
      <FieldGrid>
        <DateField id="issue-date" error={errors.date?.message} {...form.register("date")} />
        <FormField label="Issue type" htmlFor="issue-type" error={errors.issueType?.message} required>
          <Select placeholder="Choose a type" options={ISSUE_TYPES} {...form.register("issueType")} />
        </FormField>
        <FormField label="Priority" htmlFor="issue-priority" error={errors.priority?.message} required>
          <Select options={PRIORITIES} {...form.register("priority")} />
        </FormField>
        <FormField label="Location" htmlFor="issue-location" error={errors.location?.message}>
          <Input placeholder="e.g. Level 2, grid C4" {...form.register("location")} />
        </FormField>
        <FormField
          label="Assigned to"
          htmlFor="issue-assignee"
          error={errors.assignedToId?.message}
          hint={team.isError ? "The team list could not be loaded." : undefined}
        >
          <Select placeholder="Unassigned" options={options} {...form.register("assignedToId")} />
        </FormField>
        <FormField label="Target date" htmlFor="issue-target" error={errors.targetDate?.message}>
          <Input type="date" {...form.register("targetDate")} />
        </FormField>
        <FormField label="Issue description" htmlFor="issue-description" error={errors.issueDescription?.message} required className="sm:col-span-2">
          <Textarea rows={4} placeholder="What is wrong, where, and what it affects" {...form.register("issueDescription")} />
        </FormField>
        <FormField label="Immediate actions" htmlFor="issue-actions" error={errors.immediateActions?.message} className="sm:col-span-2">
          <Textarea rows={3} placeholder="e.g. Area cordoned off, gang briefed" {...form.register("immediateActions")} />
        </FormField>
        <FormField label="Proposed solution" htmlFor="issue-solution" error={errors.proposedSolution?.message} className="sm:col-span-2">
          <Textarea rows={3} placeholder="What will put it right, and who does it" {...form.register("proposedSolution")} />
        </FormField>
      </FieldGrid>
      <FormActions onCancel={onCancel} pending={save.isPending} submitText={saveText(Boolean(issue), "Raise issue")} className="mt-4" />
    </form>
  );
}
