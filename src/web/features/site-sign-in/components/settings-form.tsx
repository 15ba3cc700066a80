import { useFieldArray, useForm } from "react-hook-form";
import { Plus, Trash2 } from "lucide-react";
import { MAX_FIT_QUESTIONS, signInSettingsInput, type SignInSettingsInput, type SignInSettingsView } from "@shared/site-sign-in/site-sign-in";
import { FieldGrid } from "@web/components/forms/field-grid";
import { FormActions, saveText } from "@web/components/forms/form-actions";
import { Button } from "@web/components/ui/button";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { Select } from "@web/components/ui/select";
import { Textarea } from "@web/components/ui/textarea";
import { toast } from "@web/components/ui/toast";
import { schemaResolver } from "@web/lib/schema-form";
import { fieldOf, showServerErrors } from "@web/lib/server-field-errors";
import { useSaveSignInSettings } from "../api/site-sign-in";

type Values = {
  fitQuestions: { question: string; passAnswer: "yes" | "no" }[];
  briefing: string;
  autoSignOutTime: string;
  headcountLimit: string;
};

const valuesOf = (s: SignInSettingsView): Values => ({
  fitQuestions: s.fitQuestions.map((q) => ({ ...q })),
  briefing: s.briefing ?? "",
  autoSignOutTime: s.autoSignOutTime ?? "",
  headcountLimit: s.headcountLimit === null ? "" : String(s.headcountLimit),
});

const PASS_OPTIONS = [
  { value: "yes", label: "Yes lets them on site" },
  { value: "no", label: "No lets them on site" },
];

/** The Settings view: the gate's fit-for-work questions with the answer that passes, the briefing, the automatic sign-out and the headcount limit. */
export function SignInSettingsForm({ slug, settings }: { slug: string; settings: SignInSettingsView }) {
  const save = useSaveSignInSettings(slug);
  const form = useForm<Values, unknown, SignInSettingsInput>({
    resolver: schemaResolver(signInSettingsInput),
    defaultValues: valuesOf(settings),
  });
  const questions = useFieldArray({ control: form.control, name: "fitQuestions" });
  const { errors } = form.formState;

  const submit = form.handleSubmit((body) =>
    save.mutate(body, {
      onSuccess: (saved) => {
        form.reset(valuesOf(saved));
        toast({ title: "Success", description: "Gate settings saved." });
      },
      onError: (error) => {
        showServerErrors(form.setError, error, { accept: fieldOf(form.getValues()) });
        toast({ title: "Error", description: "Failed to save the gate settings", variant: "destructive" });
      },
    }),
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Gate settings" className="grid gap-4">
      <FieldGrid className="items-start">
        <fieldset className="grid gap-3 sm:col-span-2">
          <legend className="mb-1 text-sm font-semibold text-slate-900">Fit-for-work questions</legend>
          <p className="text-xs text-slate-500">Asked once a day at the gate. An answer that fails stops the sign-in and tells the site manager.</p>
          {questions.fields.map((field, i) => (
            <div key={field.id} className="grid items-start gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-[1fr_14rem_auto]">
              <FormField label={`Question ${i + 1}`} htmlFor={`fit-q-${i}`} error={errors.fitQuestions?.[i]?.question?.message} required>
                <Input placeholder="e.g. Are you fit for work today?" {...form.register(`fitQuestions.${i}.question`)} />
              </FormField>
              <FormField label="The answer that passes" htmlFor={`fit-a-${i}`} error={errors.fitQuestions?.[i]?.passAnswer?.message} required>
                <Select options={PASS_OPTIONS} {...form.register(`fitQuestions.${i}.passAnswer`)} />
              </FormField>
              <Button type="button" variant="ghost" className="sm:mt-6" aria-label={`Remove question ${i + 1}`} onClick={() => questions.remove(i)}>
                <Trash2 />
              </Button>
            </div>
          ))}
          {questions.fields.length < MAX_FIT_QUESTIONS && (
            <Button type="button" variant="outline" className="justify-self-start" onClick={() => questions.append({ question: "", passAnswer: "yes" })}>
              <Plus /> Add a question
            </Button>
          )}
          {errors.fitQuestions?.message && <p className="text-xs font-medium text-red-600">{errors.fitQuestions.message}</p>}
        </fieldset>
        <FormField
          label="Today's briefing"
          htmlFor="gate-briefing"
          error={errors.briefing?.message}
          hint="Read and acknowledged at the first sign-in of the day. Changing it asks everyone again."
          className="sm:col-span-2"
        >
          <Textarea rows={4} placeholder="e.g. Crane lift on the north side from 10:00: keep clear of the exclusion zone." {...form.register("briefing")} />
        </FormField>
        <FormField
          label="Automatic sign-out"
          htmlFor="gate-auto-out"
          error={errors.autoSignOutTime?.message}
          hint="Everyone still signed in is signed out at this time."
        >
          <Input type="time" {...form.register("autoSignOutTime")} />
        </FormField>
        <FormField
          label="Headcount limit"
          htmlFor="gate-headcount"
          error={errors.headcountLimit?.message}
          hint="The site manager is alerted when it is passed."
        >
          <Input type="number" inputMode="numeric" min={1} step={1} placeholder="No limit" {...form.register("headcountLimit")} />
        </FormField>
      </FieldGrid>
      <FormActions pending={save.isPending} submitText={saveText(true, "Save settings", "Save settings")} />
    </form>
  );
}
