import { useMemo, useState, type ComponentType, type ReactNode } from "react";
import { Controller, useForm, type FieldPath } from "react-hook-form";
import { Building2, CalendarDays, Percent, Plus, PoundSterling, Save, Users, X } from "lucide-react";
import { budgetChangeErrors, MONEY_FIELDS } from "@shared/projects/budget-fields";
import { CONTACT_NUMBERS, PROJECT_LABELS, projectSchema, type ProjectForm as FormValues, type ProjectInput } from "@shared/projects/project-form";
import { PROJECT_STATUSES, type ProjectView } from "@shared/projects/project-view";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardIconHeader } from "@web/components/ui/card";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { Select } from "@web/components/ui/select";
import { toast } from "@web/components/ui/toast";
import { errorText } from "@web/lib/api";
import { ManagerSelect } from "./manager-select";
import { MoneyField } from "./money-field";
import { TextField } from "./project-form-fields";
import { emptyProjectForm, errorAt, filledContactCount, toProjectFormValues, type ProjectFormApi } from "./project-form-values";
import { schemaResolver } from "@web/lib/schema-form";
import { showServerErrors } from "@web/lib/server-field-errors";

function Section({
  id,
  icon,
  title,
  description,
  children,
}: {
  id: string;
  icon: ComponentType<{ className?: string }>;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Card id={id} className="scroll-mt-20">
      <CardIconHeader icon={icon} title={title} description={description} />
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** The stored schema, plus (when editing) the budget rule judged against the saved amounts. */
function useSchema(project?: ProjectView) {
  return useMemo(
    () =>
      project
        ? projectSchema.superRefine((v, ctx) => {
            for (const e of budgetChangeErrors(project, v, v.reasons)) ctx.addIssue({ code: "custom", message: e.message, path: e.field.split(".") });
          })
        : projectSchema,
    [project],
  );
}

export interface ProjectFormProps {
  /** The saved project when editing; absent when creating. */
  project?: ProjectView;
  submitLabel: string;
  onSubmit: (values: ProjectInput) => Promise<unknown>;
  onCancel: () => void;
}

/** /create-contract and /edit-project/{id}: every field of a project in four sections, checked with the shared schema. */
export function ProjectForm({ project, submitLabel, onSubmit, onCancel }: ProjectFormProps) {
  const schema = useSchema(project);
  const defaults = useMemo(() => (project ? toProjectFormValues(project) : emptyProjectForm()), [project]);
  const form: ProjectFormApi = useForm<FormValues, unknown, ProjectInput>({ resolver: schemaResolver(schema), defaultValues: defaults, mode: "onTouched" });
  const [contacts, setContacts] = useState(() => filledContactCount(defaults));
  const [saving, setSaving] = useState(false);

  /** A field the server named that this form has ("budgetLabour", "reasons.budgetLabour"). */
  const isFormField = (name: string): name is FieldPath<FormValues> => name.split(".")[0] in defaults;

  const submit = form.handleSubmit(async (values) => {
    setSaving(true);
    try {
      await onSubmit(values);
    } catch (error) {
      showServerErrors(form.setError, error, { accept: isFormField, focus: true });
      toast({ title: "Contract not saved", description: errorText(error, "Failed to save the contract. Please try again."), variant: "destructive" });
    } finally {
      setSaving(false);
    }
  });

  const removeLastContact = () => {
    const n = CONTACT_NUMBERS.find((c) => c === contacts);
    if (n) for (const k of ["Name", "Phone", "Email"] as const) form.setValue(`clientContact${n}${k}`, "", { shouldDirty: true });
    setContacts((n) => n - 1);
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-6" aria-label={project ? "Edit contract" : "New contract"}>
      <fieldset disabled={saving} className="grid min-w-0 gap-6">
        <legend className="sr-only">Contract</legend>
        <Section id="project" icon={Building2} title="Project" description="What the contract is and where the site is.">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField form={form} name="name" required wide placeholder="e.g. Riverside Apartments" />
            <TextField form={form} name="code" placeholder="e.g. RA-001" />
            <FormField label={PROJECT_LABELS.status} htmlFor="project-status" error={errorAt(form, "status")} className="content-start">
              <Select options={PROJECT_STATUSES.map((s) => ({ value: s, label: s }))} {...form.register("status")} />
            </FormField>
            <TextField form={form} name="address" kind="textarea" rows={2} required wide placeholder="Street, town" />
            <TextField form={form} name="postcode" placeholder="e.g. LS1 4AP" autoComplete="postal-code" />
            <TextField form={form} name="division" placeholder="e.g. Residential" />
            <TextField form={form} name="description" kind="textarea" wide placeholder="Scope of works, phases, anything the team should know" />
          </div>
        </Section>

        <Section id="client" icon={Users} title="Client and contacts" description="Who the work is for, and up to five people to call.">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField form={form} name="clientName" placeholder="e.g. Harbour Homes Ltd" />
            <TextField form={form} name="clientAddress" placeholder="Street, town, postcode" />
          </div>
          <div className="mt-5 grid gap-4">
            {CONTACT_NUMBERS.filter((n) => n <= contacts).map((n) => (
              <fieldset key={n} className="grid gap-3 rounded-md border border-slate-200 p-3 sm:p-4">
                <legend className="flex items-center gap-2 px-1 text-sm font-medium text-slate-700">Contact {n}</legend>
                <div className="grid gap-3 sm:grid-cols-3">
                  <TextField form={form} name={`clientContact${n}Name`} label="Name" autoComplete="off" />
                  <TextField form={form} name={`clientContact${n}Phone`} label="Phone" kind="tel" />
                  <TextField form={form} name={`clientContact${n}Email`} label="Email" kind="email" />
                </div>
                {n === contacts && n > 1 && (
                  <Button type="button" variant="ghost" size="sm" className="justify-self-start" onClick={removeLastContact}>
                    <X aria-hidden="true" />
                    Remove contact {n}
                  </Button>
                )}
              </fieldset>
            ))}
            {contacts < CONTACT_NUMBERS.length && (
              <Button type="button" variant="outline" size="sm" className="justify-self-start" onClick={() => setContacts((n) => n + 1)}>
                <Plus aria-hidden="true" />
                Add contact
              </Button>
            )}
          </div>
        </Section>

        <Section
          id="budget"
          icon={PoundSterling}
          title="Budget"
          description={
            project
              ? "The first value of each amount is kept as its original. Changing an amount needs a reason, kept in its history."
              : "Amounts in pounds. The first value of each is kept as its original budget."
          }
        >
          <div className="grid gap-x-4 gap-y-5 sm:grid-cols-2">
            {MONEY_FIELDS.map((f) => (
              <MoneyField key={f} form={form} field={f} project={project} />
            ))}
          </div>
        </Section>

        <Section id="team" icon={CalendarDays} title="Team and dates" description="Who runs the contract and the site, and when it starts and finishes.">
          <div className="grid gap-4 sm:grid-cols-2">
            {(["projectManagerId", "siteManagerId"] as const).map((name) => (
              <Controller
                key={name}
                control={form.control}
                name={name}
                render={({ field }) => (
                  <FormField label={PROJECT_LABELS[name]} htmlFor={`project-${name}`} error={errorAt(form, name)} className="content-start">
                    <ManagerSelect
                      current={name === "projectManagerId" ? project?.projectManager : project?.siteManager}
                      name={field.name}
                      value={field.value === null || field.value === undefined ? "" : String(field.value)}
                      onChange={(e) => field.onChange(e.target.value)}
                      onBlur={field.onBlur}
                      ref={field.ref}
                    />
                  </FormField>
                )}
              />
            ))}
            <TextField form={form} name="startDate" kind="date" />
            <TextField form={form} name="finishDate" kind="date" />
          </div>
        </Section>

        <Section
          id="retention"
          icon={Percent}
          title="Retention"
          description="What the client holds back of each certified valuation: half comes back at practical completion, the rest after the defects period."
        >
          <div className="grid gap-4 sm:grid-cols-3">
            <FormField
              label={PROJECT_LABELS.retentionPercent}
              htmlFor="project-retentionPercent"
              error={errorAt(form, "retentionPercent")}
              hint="0 to 10; usually 3 or 5."
              className="content-start"
            >
              <Input inputMode="decimal" autoComplete="off" className="tabular-nums" {...form.register("retentionPercent")} />
            </FormField>
            <TextField form={form} name="practicalCompletionDate" kind="date" hint="When the works are certified complete." />
            <FormField
              label={PROJECT_LABELS.defectsPeriodMonths}
              htmlFor="project-defectsPeriodMonths"
              error={errorAt(form, "defectsPeriodMonths")}
              hint="0 to 24; usually 12."
              className="content-start"
            >
              <Input inputMode="numeric" autoComplete="off" className="tabular-nums" {...form.register("defectsPeriodMonths")} />
            </FormField>
          </div>
        </Section>
      </fieldset>

      <div className="sticky bottom-3 z-10 flex items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white/95 px-4 py-3 shadow-lg backdrop-blur">
        <p className="hidden text-sm text-slate-600 sm:block">{project ? "Changed budgets need a reason before saving." : "Fields marked * are required."}</p>
        <div className="flex flex-1 gap-2 sm:flex-none [&>*]:flex-1 sm:[&>*]:flex-none">
          <Button type="button" variant="outline" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" disabled={saving}>
            <Save aria-hidden="true" />
            {saving ? "Saving..." : submitLabel}
          </Button>
        </div>
      </div>
    </form>
  );
}
