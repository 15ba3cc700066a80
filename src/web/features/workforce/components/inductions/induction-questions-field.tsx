import { useFieldArray, type UseFormReturn } from "react-hook-form";
import { Plus, Trash2, X } from "lucide-react";
import { MAX_OPTIONS, type InductionInput } from "@shared/workforce/inductions";
import { Button } from "@web/components/ui/button";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { newQuestion, type InductionEditorValues } from "./induction-form-values";

type Form = UseFormReturn<InductionEditorValues, unknown, InductionInput>;

/** The test: each question with two to six answers, the right one marked; the server marks a worker's attempt against it. */
export function InductionQuestionsField({ form, canEdit }: { form: Form; canEdit: boolean }) {
  const questions = useFieldArray({ control: form.control, name: "questions" });
  const errors = form.formState.errors.questions;
  return (
    <section aria-labelledby="induction-questions-title" className="grid gap-3">
      <h2 id="induction-questions-title" className="text-base font-semibold text-slate-900">
        Questions
      </h2>
      <ol className="grid gap-3">
        {questions.fields.map((field, i) => (
          <li key={field.id} className="grid gap-3 rounded-lg border border-slate-200 p-3">
            <div className="flex items-start gap-2">
              <FormField label={`Question ${i + 1}`} htmlFor={`question-${field.id}`} error={errors?.[i]?.question?.message} required className="flex-1">
                <Input {...form.register(`questions.${i}.question`)} />
              </FormField>
              {canEdit && (
                <Button type="button" size="icon" variant="ghost" className="mt-6" aria-label={`Remove question ${i + 1}`} onClick={() => questions.remove(i)}>
                  <Trash2 aria-hidden="true" />
                </Button>
              )}
            </div>
            <Options form={form} index={i} canEdit={canEdit} />
          </li>
        ))}
      </ol>
      {errors?.message && (
        <p role="alert" className="text-xs font-medium text-red-600">
          {errors.message}
        </p>
      )}
      {canEdit && (
        <div>
          <Button type="button" size="sm" variant="outline" onClick={() => questions.append(newQuestion())}>
            <Plus aria-hidden="true" />
            Add question
          </Button>
        </div>
      )}
    </section>
  );
}

/** A question's answers, the right one chosen by its radio. */
function Options({ form, index, canEdit }: { form: Form; index: number; canEdit: boolean }) {
  const options = form.watch(`questions.${index}.options`);
  const correct = form.watch(`questions.${index}.correct`);
  const e = form.formState.errors.questions?.[index];
  const setOptions = (next: string[], nextCorrect = correct) => {
    form.setValue(`questions.${index}.options`, next, { shouldDirty: true });
    form.setValue(`questions.${index}.correct`, nextCorrect, { shouldDirty: true });
  };
  const remove = (j: number) => {
    const c = Number(correct);
    // The mark follows its answer; removing the marked one leaves none marked.
    const nextCorrect = correct === "" || c === j ? "" : String(c > j ? c - 1 : c);
    setOptions(
      options.filter((_, k) => k !== j),
      nextCorrect,
    );
  };
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium text-slate-700">Answers (mark the right one)</legend>
      {options.map((_, j) => (
        <div key={j} className="flex items-center gap-2">
          <input
            type="radio"
            className="size-5 shrink-0 accent-brand"
            name={`question-${index}-correct`}
            value={String(j)}
            checked={correct === String(j)}
            aria-label={`Answer ${j + 1} is the right one`}
            onChange={() => form.setValue(`questions.${index}.correct`, String(j), { shouldDirty: true, shouldValidate: form.formState.isSubmitted })}
          />
          <Input
            aria-label={`Question ${index + 1}, answer ${j + 1}`}
            aria-invalid={e?.options?.[j] ? true : undefined}
            {...form.register(`questions.${index}.options.${j}`)}
          />
          {canEdit && options.length > 2 && (
            <Button type="button" size="icon" variant="ghost" aria-label={`Remove answer ${j + 1}`} onClick={() => remove(j)}>
              <X aria-hidden="true" />
            </Button>
          )}
        </div>
      ))}
      {[e?.options?.message, ...(options.map((_, j) => e?.options?.[j]?.message) ?? []), e?.correct?.message]
        .filter((m, k, all): m is string => Boolean(m) && all.indexOf(m) === k)
        .map((m) => (
          <p key={m} role="alert" className="text-xs font-medium text-red-600">
            {m}
          </p>
        ))}
      {canEdit && options.length < MAX_OPTIONS && (
        <div>
          <Button type="button" size="sm" variant="ghost" onClick={() => setOptions([...options, ""])}>
            <Plus aria-hidden="true" />
            Add answer
          </Button>
        </div>
      )}
    </fieldset>
  );
}
