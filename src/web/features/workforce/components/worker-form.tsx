import { useEffect, type ComponentProps, type ReactNode } from "react";
import { useForm, type UseFormReturn } from "react-hook-form";
import { z } from "zod";
import {
  EMPLOYMENT_STATUSES,
  EMPLOYMENT_TYPES,
  PERSONAL_FIELDS,
  UNITED_KINGDOM,
  WORKER_TRADES,
  workerSchema,
  type WorkerDetail,
  type WorkerFormValues,
  type UpdateWorkerInput,
  type WorkerInput,
} from "@shared/workforce/worker";
import { FormActions, saveText } from "@web/components/forms/form-actions";
import { FieldGrid } from "@web/components/forms/field-grid";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { Select } from "@web/components/ui/select";
import { Textarea } from "@web/components/ui/textarea";
import { toast } from "@web/components/ui/toast";
import { errorText } from "@web/lib/api";
import { formatDate } from "@web/lib/format";
import { textsOf } from "@web/lib/form-texts";
import { schemaResolver } from "@web/lib/schema-form";
import { fieldOf, showServerErrors } from "@web/lib/server-field-errors";
import { useSaveWorker } from "../api/workers";

type Text = keyof WorkerFormValues;
export type WorkerFormFields = { [K in Text]: string };

const TEXT_KEYS = Object.keys(workerSchema.in.shape) as Text[];

const emptyForm = (): WorkerFormFields => ({
  ...textsOf(null, TEXT_KEYS),
  country: UNITED_KINGDOM,
  employmentStatus: "active",
  active: "yes",
});

const fromWorker = (w: WorkerDetail): WorkerFormFields => textsOf(w, TEXT_KEYS);

// The type select's "not set" is an empty option; the shared schema takes no type as null.
const formSchema = z.preprocess(
  (v) => (v && typeof v === "object" && "employmentType" in v && v.employmentType === "" ? { ...v, employmentType: null } : v),
  workerSchema,
);

const isPersonal = (key: string) => (PERSONAL_FIELDS as readonly string[]).includes(key);

/** A change from a form without the personal boxes leaves the worker's personal data as it is. */
function withoutPersonal(v: WorkerInput): UpdateWorkerInput {
  const {
    nationalInsurance: _ni,
    utr: _utr,
    bankDetails: _bank,
    taxCode: _tax,
    medicalConditions: _medical,
    allergies: _allergies,
    medications: _medications,
    ...rest
  } = v;
  return rest;
}

/**
 * Add or edit a worker in the data model's sections; the shared schema checks here and again on the
 * server, with its messages. Personal data (decision 0065) has its boxes only when `personal`: for a
 * saved worker, when the server's answer carries it; otherwise those fields are neither shown nor sent.
 */
export function WorkerForm({
  worker,
  personal,
  readOnly = false,
  onDone,
  onCancel,
  onDelete,
  deleting,
}: {
  worker: WorkerDetail | null;
  personal: boolean;
  readOnly?: boolean;
  onDone: (id: number) => void;
  onCancel: () => void;
  onDelete?: () => void;
  deleting?: boolean;
}) {
  const save = useSaveWorker();
  const form = useForm<WorkerFormFields, unknown, WorkerInput>({
    resolver: schemaResolver(formSchema),
    defaultValues: worker ? fromWorker(worker) : emptyForm(),
  });
  // A new worker starts at their ID; a saved one's page opens to be read (no phone keyboard popping up).
  useEffect(() => {
    if (!worker) form.setFocus("workerId");
  }, [form, worker]);

  const submit = form.handleSubmit((values) => {
    save.mutate(worker ? { id: worker.id, body: personal ? values : withoutPersonal(values) } : { id: null, body: values }, {
      onSuccess: (saved) => {
        const name = `${saved.firstName} ${saved.lastName}`;
        toast({ title: "Success", description: worker ? `${name} updated` : `${name} added` });
        onDone(saved.id);
      },
      onError: (e) => {
        showServerErrors(form.setError, e, { accept: fieldOf(emptyForm()) });
        toast({ title: "Error", description: errorText(e, worker ? "Failed to update the worker" : "Failed to add the worker"), variant: "destructive" });
      },
    });
  });

  const f = fieldsOf(form, personal);
  return (
    <form onSubmit={submit} noValidate aria-label={worker ? "Edit worker" : "Add worker"} className="grid gap-4">
      <fieldset disabled={readOnly} className="grid min-w-0 gap-4">
        <Section title="Identity">
          {f.text("workerId", "Worker ID", { placeholder: "e.g. W-0042", autoCapitalize: "characters" }, { required: true, hint: "Unique to this worker." })}
          {f.text("salutation", "Salutation", { placeholder: "e.g. Mr, Ms" })}
          {f.text("firstName", "First name", { autoComplete: "off" }, { required: true })}
          {f.text("lastName", "Last name", { autoComplete: "off" }, { required: true })}
          {f.text("dateOfBirth", "Date of birth", { type: "date" })}
          {f.text("nationality", "Nationality")}
          {f.text("nationalInsurance", "National Insurance number", { placeholder: "e.g. AB 12 34 56 C", autoCapitalize: "characters" })}
          {f.text("utr", "UTR", { inputMode: "numeric", placeholder: "10 digits" }, { hint: "Unique Taxpayer Reference, for CIS." })}
        </Section>
        <Section title="Contact">
          {f.text("mobilePhone", "Mobile", { type: "tel", placeholder: "e.g. 07700 900123" })}
          {f.text("phoneNumber", "Phone", { type: "tel", placeholder: "e.g. 0113 496 0000" })}
          {f.text("email", "Email", { type: "email" }, { wide: true })}
          {f.text("addressLine1", "Address line 1", {}, { wide: true })}
          {f.text("addressLine2", "Address line 2")}
          {f.text("addressLine3", "Address line 3")}
          {f.text("addressLine4", "Address line 4")}
          {f.text("city", "Town or city")}
          {f.text("postcode", "Postcode", { autoCapitalize: "characters", placeholder: "e.g. LS11 5DF" })}
          {f.text("country", "Country")}
        </Section>
        <Section title="Employment and rates">
          {f.text("employer", "Employer", { placeholder: "e.g. Pennine Brickwork Ltd" })}
          {f.text("trade", "Trade", { list: "worker-trades", placeholder: "e.g. Bricklayer" })}
          <datalist id="worker-trades">
            {WORKER_TRADES.map((t) => (
              <option key={t} value={t} />
            ))}
          </datalist>
          {f.text("jobTitle", "Job title")}
          {f.text("department", "Department")}
          {f.select("employmentType", "Employment type", EMPLOYMENT_TYPES, "Not set")}
          {f.select("employmentStatus", "Employment status", EMPLOYMENT_STATUSES)}
          {f.text("startDate", "Start date", { type: "date" })}
          {f.text("endDate", "End date", { type: "date" })}
          {f.text("hourlyRate", "Hourly rate (£)", { inputMode: "decimal", placeholder: "e.g. 18.50" })}
          {f.text("dayRate", "Day rate (£)", { inputMode: "decimal", placeholder: "e.g. 160.00" })}
          {f.text("overtimeRate", "Overtime rate (£)", { inputMode: "decimal", placeholder: "e.g. 27.75" })}
          {f.select("active", "Active", [
            { value: "yes", label: "Yes" },
            { value: "no", label: "No" },
          ])}
        </Section>
        <Section title="Qualifications">
          {f.area("qualifications", "Qualifications", "e.g. NVQ Level 2 Bricklaying")}
          {f.area("certifications", "Certifications", "e.g. First aid at work, asbestos awareness")}
          {f.area("skillsTraining", "Skills and training", "Courses done and due")}
          {worker && <InductionDate worker={worker} />}
        </Section>
        <Section title="Compliance">
          {f.text("drivingLicense", "Driving licence", { placeholder: "e.g. Full UK, categories B and C1" })}
          {f.text("vehicleRegistration", "Vehicle registration", { autoCapitalize: "characters" })}
          {f.text("bankDetails", "Bank details", { autoComplete: "off" }, { wide: true })}
          {f.text("taxCode", "Tax code", { autoCapitalize: "characters", placeholder: "e.g. 1257L" })}
        </Section>
        <Section title="Next of kin and medical">
          {f.text("nextOfKin", "Next of kin", { placeholder: "Name and relationship" })}
          {f.text("nextOfKinPhone", "Next of kin mobile", { type: "tel", placeholder: "07xxx xxxxxx" })}
          {f.area("nextOfKinAddress", "Next of kin address")}
          {f.area("medicalConditions", "Medical conditions")}
          {f.area("allergies", "Allergies")}
          {f.area("medications", "Medications")}
          {f.area("notes", "Notes", "Anything the site team should know")}
        </Section>
      </fieldset>
      {!readOnly && (
        <FormActions
          onCancel={onCancel}
          pending={save.isPending}
          submitText={saveText(Boolean(worker), "Add worker")}
          onDelete={onDelete}
          deleting={deleting}
        />
      )}
    </form>
  );
}

type Extra = { required?: boolean; wide?: boolean; hint?: string };

/** The form's boxes, each labelled and showing its message; personal ones only when the form carries them. */
function fieldsOf(form: UseFormReturn<WorkerFormFields, unknown, WorkerInput>, personal: boolean) {
  const { errors } = form.formState;
  const id = (key: string) => `worker-${key}`;
  const hidden = (key: Text) => isPersonal(key) && !personal;
  return {
    text: (key: Text, label: string, props: ComponentProps<typeof Input> = {}, extra: Extra = {}) =>
      hidden(key) ? null : (
        <FormField
          label={label}
          htmlFor={id(key)}
          error={errors[key]?.message}
          required={extra.required}
          hint={extra.hint}
          className={extra.wide ? "sm:col-span-2" : undefined}
        >
          <Input {...props} {...form.register(key)} />
        </FormField>
      ),
    area: (key: Text, label: string, placeholder?: string) =>
      hidden(key) ? null : (
        <FormField label={label} htmlFor={id(key)} error={errors[key]?.message} className="sm:col-span-2">
          <Textarea rows={2} placeholder={placeholder} {...form.register(key)} />
        </FormField>
      ),
    select: (key: Text, label: string, options: readonly { value: string; label: string }[], placeholder?: string) => (
      <FormField label={label} htmlFor={id(key)} error={errors[key]?.message}>
        <Select placeholder={placeholder} options={options} {...form.register(key)} />
      </FormField>
    ),
  };
}

/** Read-only: the date comes from the worker's induction results (decision 0068), recorded on the worker's page. */
function InductionDate({ worker }: { worker: WorkerDetail }) {
  return (
    <div className="grid gap-1 text-sm sm:col-span-2" data-testid="worker-induction-date">
      <span className="font-medium text-slate-700">Induction date</span>
      <span className="text-slate-900">
        {worker.inductionDate ? formatDate(worker.inductionDate) : "Not inducted"}
        {worker.inductionDate && !worker.inductionCompleted ? " (expired)" : ""}
      </span>
      <span className="text-xs text-slate-500">From the worker&apos;s induction results: see the Inductions panel.</span>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <FieldGrid>
      <h2 className="text-base font-semibold text-slate-900 sm:col-span-2">{title}</h2>
      {children}
    </FieldGrid>
  );
}
