import { useRef } from "react";
import { useFieldArray, type UseFormReturn } from "react-hook-form";
import { ArrowDown, ArrowUp, FileText, Image, PlayCircle, Trash2, Type, Upload } from "lucide-react";
import { SECTION_KIND_LABELS, SECTION_KINDS, type InductionInput, type SectionKind } from "@shared/workforce/inductions";
import { PREVIEW_IMAGE_TYPES } from "@shared/files/files";
import { HiddenFileInput } from "@web/components/forms/hidden-file-input";
import { Button } from "@web/components/ui/button";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { Textarea } from "@web/components/ui/textarea";
import { toast } from "@web/components/ui/toast";
import { errorText } from "@web/lib/api";
import { inductionFileHref, useUploadInductionFile } from "../../api/inductions";
import { newSection, type InductionEditorValues } from "./induction-form-values";

type Form = UseFormReturn<InductionEditorValues, unknown, InductionInput>;
const ICONS = { text: Type, image: Image, pdf: FileText, video: PlayCircle } as const;
const ADD_LABELS: Record<SectionKind, string> = { text: "Add text", image: "Add image", pdf: "Add PDF", video: "Add video link" };

/** The induction's content: sections of text, an image, a PDF or a video link, in the order a worker reads them. */
export function InductionSectionsField({ form, inductionId, canEdit }: { form: Form; inductionId: number | null; canEdit: boolean }) {
  const sections = useFieldArray({ control: form.control, name: "sections" });
  const errors = form.formState.errors.sections;
  return (
    <section aria-labelledby="induction-sections-title" className="grid gap-3">
      <h2 id="induction-sections-title" className="text-base font-semibold text-slate-900">
        Content
      </h2>
      {sections.fields.length === 0 && <p className="text-sm text-slate-500">No sections yet: add what the worker reads or watches before the test.</p>}
      <ol className="grid gap-3">
        {sections.fields.map((field, i) => {
          const Icon = ICONS[field.kind];
          const e = errors?.[i];
          return (
            <li key={field.id} className="grid gap-3 rounded-lg border border-slate-200 p-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="flex items-center gap-2 text-sm font-medium text-slate-700">
                  <Icon className="size-4" aria-hidden="true" />
                  {`Section ${i + 1}: ${SECTION_KIND_LABELS[field.kind]}`}
                </span>
                {canEdit && (
                  <span className="flex gap-1">
                    <Button
                      type="button"
                      size="icon"
                      variant="ghost"
                      aria-label={`Move section ${i + 1} up`}
                      disabled={i === 0}
                      onClick={() => sections.move(i, i - 1)}
                    >
                      <ArrowUp aria-hidden="true" />
                    </Button>
                    <Button
                      type="button"
                      size="icon"
                      variant="ghost"
                      aria-label={`Move section ${i + 1} down`}
                      disabled={i === sections.fields.length - 1}
                      onClick={() => sections.move(i, i + 1)}
                    >
                      <ArrowDown aria-hidden="true" />
                    </Button>
                    <Button type="button" size="icon" variant="ghost" aria-label={`Remove section ${i + 1}`} onClick={() => sections.remove(i)}>
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </span>
                )}
              </div>
              <FormField label="Heading" htmlFor={`section-${field.id}-heading`} error={e?.heading?.message} required>
                <Input {...form.register(`sections.${i}.heading`)} />
              </FormField>
              {field.kind === "text" && (
                <FormField label="Text" htmlFor={`section-${field.id}-body`} error={e?.body?.message} required>
                  <Textarea rows={4} {...form.register(`sections.${i}.body`)} />
                </FormField>
              )}
              {(field.kind === "image" || field.kind === "pdf") && (
                <FileChooser form={form} index={i} kind={field.kind} inductionId={inductionId} canEdit={canEdit} error={e?.fileId?.message} />
              )}
              {field.kind === "image" && (
                <FormField label="Caption" htmlFor={`section-${field.id}-caption`} error={e?.caption?.message}>
                  <Input {...form.register(`sections.${i}.caption`)} />
                </FormField>
              )}
              {field.kind === "video" && (
                <FormField
                  label="Video link"
                  htmlFor={`section-${field.id}-url`}
                  error={e?.url?.message}
                  required
                  hint="An https:// link (YouTube, Vimeo, the HSE)."
                >
                  <Input type="url" placeholder="https://" {...form.register(`sections.${i}.url`)} />
                </FormField>
              )}
            </li>
          );
        })}
      </ol>
      {errors?.message && <p className="text-xs font-medium text-red-600">{errors.message}</p>}
      {canEdit && (
        <div className="flex flex-wrap gap-2">
          {SECTION_KINDS.map((kind: SectionKind) => {
            const Icon = ICONS[kind];
            return (
              <Button key={kind} type="button" size="sm" variant="outline" onClick={() => sections.append(newSection(kind))}>
                <Icon aria-hidden="true" />
                {ADD_LABELS[kind]}
              </Button>
            );
          })}
        </div>
      )}
    </section>
  );
}

/** The section's file: uploaded at once (the editor needs its id), kept once the induction is saved. */
function FileChooser({
  form,
  index,
  kind,
  inductionId,
  canEdit,
  error,
}: {
  form: Form;
  index: number;
  kind: "image" | "pdf";
  inductionId: number | null;
  canEdit: boolean;
  error?: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadInductionFile();
  const fileId = form.watch(`sections.${index}.fileId`);
  const fileName = form.watch(`sections.${index}.fileName`);
  const pick = (files: FileList | null, el: HTMLInputElement) => {
    const file = files?.[0];
    el.value = "";
    if (!file) return;
    upload.mutate(file, {
      onSuccess: (f) => {
        form.setValue(`sections.${index}.fileId`, String(f.fileId), { shouldDirty: true });
        form.setValue(`sections.${index}.fileName`, f.name);
        form.clearErrors(`sections.${index}.fileId`);
      },
      onError: (e) => toast({ title: "Error", description: errorText(e, "Failed to upload the file"), variant: "destructive" }),
    });
  };
  const id = `section-file-${index}`;
  const saved = fileId && !fileName && inductionId !== null;
  return (
    <FormField label={kind === "image" ? "Image" : "PDF document"} htmlFor={id} error={error} required>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        {canEdit && (
          <Button type="button" size="sm" variant="outline" disabled={upload.isPending} onClick={() => input.current?.click()}>
            <Upload aria-hidden="true" />
            {upload.isPending ? "Uploading..." : fileId ? "Replace" : "Upload"}
          </Button>
        )}
        <HiddenFileInput ref={input} accept={kind === "image" ? PREVIEW_IMAGE_TYPES.join(",") : "application/pdf"} onPick={pick} />
        {fileName && <span className="break-all text-slate-700">{fileName}</span>}
        {saved && (
          <a className="text-brand underline" href={inductionFileHref(inductionId, Number(fileId))} target="_blank" rel="noreferrer">
            Open the current file
          </a>
        )}
        {!fileId && <span className="text-slate-500">No file yet</span>}
      </div>
    </FormField>
  );
}
