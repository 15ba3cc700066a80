import { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { FileText, Pencil, Save, Upload } from "lucide-react";
import type { z } from "zod";
import { fileSizeProblem, FILE_ACCEPT } from "@shared/files/files";
import { DeleteButton } from "@web/components/forms/remove-button";
import { recordFields } from "@web/components/forms/record-fields";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardIconHeader } from "@web/components/ui/card";
import { confirm } from "@web/components/ui/confirm-dialog";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { toast } from "@web/components/ui/toast";
import { errorText } from "@web/lib/api";
import { schemaResolver } from "@web/lib/schema-form";
import { fieldOf, showServerErrors } from "@web/lib/server-field-errors";
import { DocumentsPanel, type ExpiryState } from "./documents-panel";

/*
 * A register record's documents with their upload and edit forms (an asset's, a vehicle's): the
 * DocumentsPanel list, Edit in a document's place (category, title, expiry, notes; the file stays),
 * Delete with a confirmation, and for those who may, an upload form (10 MB at most, checked before
 * the upload). Both areas wrote this card whole; what differs is their categories, words and writes
 * (common/record-files.ts is the contract they share).
 */

/** A document as the record's read answers it. */
export type RecordDocumentView = {
  id: number;
  category: string;
  title: string;
  filename: string;
  fileSize: number;
  expiryDate: string | null;
  state: ExpiryState;
  notes: string | null;
  url: string | null;
};

/** A document fields schema: what it gives has the title the toasts name. */
type TitledSchema = z.ZodType<{ title: string }>;

type Mutation<V> = { mutate: (variables: V, on: { onSuccess: () => void; onError: (e: unknown) => void }) => void; isPending: boolean };

/** The area's write hooks, each taking the record's id. */
export type DocumentWrites<F> = {
  useAdd: (recordId: number) => Mutation<{ fields: F; file: File }>;
  useUpdate: (recordId: number) => Mutation<{ documentId: number; body: F }>;
  useRemove: (recordId: number) => Mutation<number>;
};

type Kind<S extends TitledSchema> = {
  /** The area's document fields schema (common/record-files.ts recordDocumentFieldsSchema). */
  schema: S;
  categories: Readonly<Record<string, string>>;
  writes: DocumentWrites<z.output<S>>;
  /** The boxes' ids: `<idPrefix>-title`, `<idPrefix>-<document id>-title` in a document's place. */
  idPrefix: string;
  placeholders: { title: string; notes: string };
  /** Where a failed upload says why: a toast, or under the File box. */
  uploadError: "toast" | "under-file";
};

type Props<D extends RecordDocumentView, S extends TitledSchema> = Kind<S> & {
  recordId: number;
  /** The card's line of what it holds. */
  description: string;
  /** The record's own read (its documents come with it). */
  read: { data?: { documents: D[] }; isLoading: boolean; error: unknown; refetch: () => unknown };
  canEdit: boolean;
};

export function RecordDocuments<D extends RecordDocumentView, S extends TitledSchema>({ recordId, description, read, canEdit, ...kind }: Props<D, S>) {
  const [editing, setEditing] = useState<number | null>(null);
  return (
    <Card>
      <CardIconHeader icon={FileText} title="Documents" description={description} />
      <CardContent className="grid gap-5">
        <DocumentsPanel
          documents={read.data?.documents.map((d) => ({ ...d, reference: kind.categories[d.category], href: d.url ?? "#", fileName: d.filename }))}
          isLoading={read.isLoading}
          error={read.error}
          refetch={read.refetch}
          errorTitle="The documents could not be loaded"
          empty="No documents yet."
          replace={(d) => (editing === d.id ? <DocumentForm kind={kind} recordId={recordId} document={d} onDone={() => setEditing(null)} /> : null)}
          actions={(d) =>
            canEdit ? (
              <>
                <Button variant="ghost" size="sm" onClick={() => setEditing(d.id)} aria-label={`Edit ${d.title}`}>
                  <Pencil aria-hidden="true" />
                  Edit
                </Button>
                <RemoveDocument writes={kind.writes} recordId={recordId} document={d} />
              </>
            ) : null
          }
        />
        {canEdit && (
          <div className="border-t border-slate-200 pt-4">
            <h3 className="mb-3 text-sm font-semibold text-slate-900">Add a document</h3>
            <DocumentForm kind={kind} recordId={recordId} />
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function RemoveDocument<F>({ writes, recordId, document: d }: { writes: DocumentWrites<F>; recordId: number; document: RecordDocumentView }) {
  const remove = writes.useRemove(recordId);
  const onDelete = async () => {
    const ok = await confirm({
      title: "Delete this document?",
      description: `${d.title} and its file will be deleted.`,
      confirmText: "Delete",
      variant: "destructive",
    });
    if (!ok) return;
    remove.mutate(d.id, {
      onSuccess: () => toast({ title: "Success", description: "Document deleted" }),
      onError: (e) => toast({ title: "Error", description: errorText(e, "Failed to delete the document"), variant: "destructive" }),
    });
  };
  return <DeleteButton variant="ghost" size="sm" className="text-red-700 hover:text-red-800" onClick={onDelete} disabled={remove.isPending} />;
}

type Fields = { category: string; title: string; expiryDate: string; notes: string };
const EMPTY: Fields = { category: "", title: "", expiryDate: "", notes: "" };

/** Adds a document with its file, or with `document` changes its details in its place (the file stays). */
function DocumentForm<S extends TitledSchema>({
  kind,
  recordId,
  document: d,
  onDone,
}: {
  kind: Kind<S>;
  recordId: number;
  document?: RecordDocumentView;
  onDone?: () => void;
}) {
  const add = kind.writes.useAdd(recordId);
  const update = kind.writes.useUpdate(recordId);
  const prefix = d ? `${kind.idPrefix}-${d.id}` : kind.idPrefix;
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const initial: Fields = d ? { category: d.category, title: d.title, expiryDate: d.expiryDate ?? "", notes: d.notes ?? "" } : EMPTY;
  const form = useForm<Fields, unknown, z.output<S>>({ resolver: schemaResolver<Fields, S>(kind.schema), defaultValues: initial });
  const f = recordFields(form, prefix);
  const failed =
    (fallback: string, underFile = false) =>
    (e: unknown) => {
      showServerErrors(form.setError, e, { accept: fieldOf(EMPTY) });
      if (underFile) setFileError(errorText(e, fallback));
      else toast({ title: "Error", description: errorText(e, fallback), variant: "destructive" });
    };
  const submit = form.handleSubmit((fields) => {
    if (d)
      return update.mutate(
        { documentId: d.id, body: fields },
        {
          onSuccess: () => {
            toast({ title: "Success", description: `${fields.title} saved` });
            onDone?.();
          },
          onError: failed("Failed to save the document"),
        },
      );
    if (!file) return setFileError("Choose a file to upload");
    const tooBig = fileSizeProblem(file);
    if (tooBig) return setFileError(tooBig);
    add.mutate(
      { fields, file },
      {
        onSuccess: () => {
          toast({ title: "Success", description: `${fields.title} added` });
          form.reset(EMPTY);
          setFile(null);
          if (input.current) input.current.value = "";
        },
        onError: failed("Failed to upload the document", kind.uploadError === "under-file"),
      },
    );
  });
  return (
    <form onSubmit={submit} noValidate aria-label={d ? `Edit ${d.title}` : "Add a document"} className="grid gap-4 sm:grid-cols-2">
      {f.select("category", "Category", kind.categories, "Choose a category", { required: true })}
      {f.text("title", "Title", { placeholder: kind.placeholders.title }, { required: true })}
      {f.day("expiryDate", "Expiry date")}
      {!d && (
        <FormField label="File" htmlFor={`${prefix}-file`} error={fileError ?? undefined} required hint="PDF, an image or an office document, 10 MB at most.">
          <Input
            id={`${prefix}-file`}
            ref={input}
            type="file"
            accept={FILE_ACCEPT}
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setFileError(null);
            }}
          />
        </FormField>
      )}
      {f.text("notes", "Notes", { placeholder: kind.placeholders.notes }, { wide: true })}
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        {d ? (
          <>
            <Button type="submit" disabled={update.isPending}>
              <Save aria-hidden="true" />
              {update.isPending ? "Saving..." : "Save document"}
            </Button>
            <Button type="button" variant="outline" onClick={onDone}>
              Cancel
            </Button>
          </>
        ) : (
          <Button type="submit" disabled={add.isPending}>
            <Upload aria-hidden="true" />
            {add.isPending ? "Uploading..." : "Upload document"}
          </Button>
        )}
      </div>
    </form>
  );
}
