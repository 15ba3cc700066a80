import { useForm } from "react-hook-form";
import type { InductionInput, InductionView } from "@shared/workforce/inductions";
import { FormActions, saveText } from "@web/components/forms/form-actions";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { Textarea } from "@web/components/ui/textarea";
import { toast } from "@web/components/ui/toast";
import { errorText } from "@web/lib/api";
import { schemaResolver } from "@web/lib/schema-form";
import { showServerErrors } from "@web/lib/server-field-errors";
import { useSaveInduction } from "../../api/inductions";
import { editorSchema, emptyInduction, fromInduction, type InductionEditorValues } from "./induction-form-values";
import { InductionQuestionsField } from "./induction-questions-field";
import { InductionSectionsField } from "./induction-sections-field";

/**
 * The company's or a contract's induction (decision 0068): title, sections of content, the test, its
 * pass mark and attempts, and the statement the worker signs. The shared schema checks it here and on
 * the server; saving a change to the content or the test makes a new version.
 */
export function InductionEditor({
  slug,
  induction,
  defaultTitle,
  canEdit,
  onDone,
}: {
  slug: string | null;
  induction: InductionView | null;
  defaultTitle: string;
  canEdit: boolean;
  onDone: () => void;
}) {
  const save = useSaveInduction(slug);
  const form = useForm<InductionEditorValues, unknown, InductionInput>({
    resolver: schemaResolver(editorSchema),
    defaultValues: induction ? fromInduction(induction) : emptyInduction(defaultTitle),
  });
  const { errors } = form.formState;
  // The promise, not mutate's callbacks: the saved induction refreshes the page's read, which may
  // remount this form before the callbacks would run, and then they never do.
  const submit = form.handleSubmit((body) =>
    save.mutateAsync(body).then(
      (saved) => {
        toast({ title: "Success", description: `${saved.title} saved (version ${saved.version})` });
        onDone();
      },
      (e: unknown) => {
        showServerErrors(form.setError, e);
        toast({ title: "Error", description: errorText(e, "Failed to save the induction"), variant: "destructive" });
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate aria-label="Induction" className="grid gap-6">
      <fieldset disabled={!canEdit} className="grid min-w-0 gap-6">
        <FormField label="Title" htmlFor="induction-title-input" error={errors.title?.message} required>
          <Input {...form.register("title")} />
        </FormField>
        <InductionSectionsField form={form} inductionId={induction?.id ?? null} canEdit={canEdit} />
        <InductionQuestionsField form={form} canEdit={canEdit} />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            label="Pass mark (%)"
            htmlFor="induction-pass-mark"
            error={errors.passMark?.message}
            required
            hint="The share of questions a worker must get right."
          >
            <Input inputMode="numeric" {...form.register("passMark")} />
          </FormField>
          <FormField
            label="Attempts allowed"
            htmlFor="induction-attempts"
            error={errors.maxAttempts?.message}
            required
            hint="After these, the site manager gives it in person."
          >
            <Input inputMode="numeric" {...form.register("maxAttempts")} />
          </FormField>
        </div>
        <FormField
          label="Sign-off statement"
          htmlFor="induction-statement"
          error={errors.signOffStatement?.message}
          required
          hint="What the worker signs to confirm."
        >
          <Textarea rows={3} {...form.register("signOffStatement")} />
        </FormField>
      </fieldset>
      {canEdit && <FormActions onCancel={onDone} pending={save.isPending} submitText={saveText(Boolean(induction), "Save induction")} />}
    </form>
  );
}
