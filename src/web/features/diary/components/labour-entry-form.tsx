import { useEffect } from "react";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { Camera, HardHat } from "lucide-react";
import type { DiaryEntryView } from "@shared/diary/diary-entry";
import { diaryEntryBody, emptyLabourForm, labourEntryFormSchema, labourFormFromEntry, type LabourEntryFormValues } from "@shared/diary/labour-entry-form";
import { labourHours } from "@shared/rules/labour-hours";
import { FieldGrid } from "@web/components/forms/field-grid";
import { DateField } from "@web/components/forms/date-field";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { Textarea } from "@web/components/ui/textarea";
import { RecordFormPage, recordLoad, type RecordFieldsProps } from "@web/components/diary/record-form-page";
import { saveOutcome } from "@web/components/forms/record-outcome";
import { FormActions } from "@web/components/forms/form-actions";
import { useDiaryEntry, useSaveDiaryEntry } from "../api/diary-entries";
import { formatNumber } from "@web/lib/format";
import { schemaResolver } from "@web/lib/schema-form";

type Output = z.output<typeof labourEntryFormSchema>;

export interface LabourEntryFormProps {
  project: { id: number; slug: string; name: string };
  /** null: a new entry. */
  entryId: number | null;
  /** The signed-in user's name: shown as a new entry's author (the server writes it). */
  author: string;
  onClose: () => void;
}

/** The Labour Entry form (product.md §2.5): a full-width view in place of the diary, Back to Diary returns. */
export function LabourEntryForm({ project, entryId, author, onClose }: LabourEntryFormProps) {
  const editing = entryId !== null;
  const entry = useDiaryEntry(entryId);
  const title = editing ? "Edit Labour Entry" : "Log Labour Entry";

  return (
    <RecordFormPage
      titleId="labour-entry-title"
      icon={HardHat}
      title={title}
      description={`Track labour, plant and project activities for ${project.name}.`}
      onBack={onClose}
      {...recordLoad(editing, entry, "The entry could not be loaded")}
    >
      <EntryFields project={project} entry={entry.data ?? null} author={author} onClose={onClose} />
    </RecordFormPage>
  );
}

function EntryFields({ project, entry, author, onClose }: RecordFieldsProps<DiaryEntryView, LabourEntryFormProps["project"]> & { author: string }) {
  const save = useSaveDiaryEntry(project.slug);
  const form = useForm<LabourEntryFormValues, unknown, Output>({
    resolver: schemaResolver(labourEntryFormSchema),
    defaultValues: entry ? labourFormFromEntry(entry) : emptyLabourForm(),
  });
  const { errors } = form.formState;
  const [startTime, finishTime] = useWatch({ control: form.control, name: ["startTime", "finishTime"] });
  const hours = labourHours(startTime, finishTime);

  useEffect(() => form.setFocus("workSummary"), [form]);

  const submit = form.handleSubmit((values) => {
    const body = diaryEntryBody(values, {
      projectId: project.id,
      materialsDelivered: entry?.materialsDelivered,
      sharedWith: entry?.sharedWith,
      createdAt: entry?.createdAt,
    });
    save.mutate({ id: entry?.id ?? null, body }, saveOutcome("diary entry", Boolean(entry), { saved: onClose }));
  });

  return (
    <form onSubmit={submit} noValidate aria-label={entry ? "Edit Labour Entry" : "Log Labour Entry"}>
      <FieldGrid>
        <DateField id="labour-date" error={errors.date?.message} {...form.register("date")} />
        <FormField
          label="Author"
          htmlFor="labour-author"
          hint={entry ? "Whoever logged the entry; an edit does not change it." : "You: the entry is logged in your name."}
        >
          <Input readOnly tabIndex={-1} value={entry?.author ?? author} className="bg-slate-50" />
        </FormField>
        <FormField label="Work Summary" htmlFor="labour-summary" error={errors.workSummary?.message} required className="sm:col-span-2">
          <Textarea rows={4} placeholder="What was done on site today, where, and by whom" {...form.register("workSummary")} />
        </FormField>
        <FormField label="Plant Description" htmlFor="labour-plant" error={errors.plant?.message} className="sm:col-span-2">
          <Input placeholder="e.g. 9t excavator, 3t dumper" {...form.register("plant")} />
        </FormField>
        <FormField label="Start Time" htmlFor="labour-start" error={errors.startTime?.message}>
          <Input type="time" {...form.register("startTime")} />
        </FormField>
        <FormField label="Finish Time" htmlFor="labour-finish" error={errors.finishTime?.message}>
          <Input type="time" {...form.register("finishTime")} />
        </FormField>
        <FormField label="Company" htmlFor="labour-company" error={errors.company?.message}>
          <Input placeholder="e.g. Aire Groundworks Ltd" autoComplete="organization" {...form.register("company")} />
        </FormField>
        <FormField label="Operatives Job Role" htmlFor="labour-role" error={errors.jobRole?.message}>
          <Input placeholder="e.g. Groundworker" {...form.register("jobRole")} />
        </FormField>
        <FormField label="Labour Details" htmlFor="labour-details" error={errors.labour?.message}>
          <Input placeholder="e.g. 4 operatives, 1 supervisor" {...form.register("labour")} />
        </FormField>
        <FormField
          label="Hours (Calculated)"
          htmlFor="labour-hours"
          hint={startTime && finishTime && finishTime < startTime ? "Finishes after midnight: 24 hours added." : "Finish time minus start time."}
        >
          <Input readOnly tabIndex={-1} value={formatNumber(hours, 1)} className="font-semibold tabular-nums" aria-live="polite" />
        </FormField>
        <FormField label="Weather Impact" htmlFor="labour-weather" error={errors.weatherImpact?.message} className="sm:col-span-2">
          <Textarea rows={3} placeholder="e.g. Heavy rain from 14:00 stopped the concrete pour" {...form.register("weatherImpact")} />
        </FormField>
        <div className="flex items-start gap-3 rounded-md border border-dashed border-slate-300 bg-slate-50 p-3 text-sm text-slate-600 sm:col-span-2">
          <Camera className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
          <p>
            <span className="font-medium text-slate-800">Photos</span>: diary photos are added after the entry is created, from the entry in the diary.
          </p>
        </div>
      </FieldGrid>
      <FormActions onCancel={onClose} pending={save.isPending} editing={Boolean(entry)} className="mt-4" />
    </form>
  );
}
