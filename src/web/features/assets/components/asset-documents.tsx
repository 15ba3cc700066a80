import { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { FileText, Pencil, Save, Upload } from "lucide-react";
import { ASSET_DOCUMENT_CATEGORY_LABELS } from "@shared/assets/asset";
import { assetDocumentFieldsSchema, type AssetDocumentFields } from "@shared/assets/asset-document";
import type { AssetDocumentView } from "@shared/assets/asset-register";
import { fileSizeProblem, FILE_ACCEPT } from "@shared/files/files";
import { DeleteButton } from "@web/components/forms/remove-button";
import { DocumentsPanel } from "@web/components/register/documents-panel";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardIconHeader } from "@web/components/ui/card";
import { confirm } from "@web/components/ui/confirm-dialog";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { Select } from "@web/components/ui/select";
import { toast } from "@web/components/ui/toast";
import { errorText } from "@web/lib/api";
import { schemaResolver } from "@web/lib/schema-form";
import { fieldOf, showServerErrors } from "@web/lib/server-field-errors";
import { usePermission } from "@web/features/permissions/api/get-role-permissions";
import { useAddAssetDocument, useAsset, useRemoveAssetDocument, useUpdateAssetDocument } from "../api/assets";

/**
 * The asset's documents (§5 Asset document): insurance, inspection reports, manuals, a hired machine's
 * evidence, each with its expiry state from the server (the one expiry rule) and the file to view or
 * download; an upload form with the category, title, expiry and notes, 10 MB at most, and the same
 * form in a document's place to change those (the file stays).
 */
export function AssetDocuments({ assetId }: { assetId: number }) {
  const asset = useAsset(assetId);
  const can = usePermission();
  const canEdit = can("Assets", "edit");
  const docs = asset.data?.documents;
  const [editing, setEditing] = useState<number | null>(null);
  return (
    <Card>
      <CardIconHeader
        icon={FileText}
        title="Documents"
        description="Certificates, inspection reports, insurance, manuals and hire evidence, with their expiry."
      />
      <CardContent className="grid gap-5">
        <DocumentsPanel
          documents={docs?.map((d) => ({ ...d, reference: ASSET_DOCUMENT_CATEGORY_LABELS[d.category], href: d.url ?? "#", fileName: d.filename }))}
          isLoading={asset.isLoading}
          error={asset.error}
          refetch={asset.refetch}
          errorTitle="The documents could not be loaded"
          empty="No documents yet."
          replace={(d) => (editing === d.id ? <DocumentForm assetId={assetId} document={d} onDone={() => setEditing(null)} /> : null)}
          actions={(d) =>
            canEdit ? (
              <>
                <Button variant="ghost" size="sm" onClick={() => setEditing(d.id)} aria-label={`Edit ${d.title}`}>
                  <Pencil aria-hidden="true" />
                  Edit
                </Button>
                <RemoveDocument assetId={assetId} document={d} />
              </>
            ) : null
          }
        />
        {canEdit && (
          <div className="border-t border-slate-200 pt-4">
            <h3 className="mb-3 text-sm font-semibold text-slate-900">Add a document</h3>
            <DocumentForm assetId={assetId} />
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function RemoveDocument({ assetId, document: d }: { assetId: number; document: AssetDocumentView }) {
  const remove = useRemoveAssetDocument(assetId);
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
function DocumentForm({ assetId, document: d, onDone }: { assetId: number; document?: AssetDocumentView; onDone?: () => void }) {
  const add = useAddAssetDocument(assetId);
  const update = useUpdateAssetDocument(assetId);
  const ids = d ? `asset-doc-${d.id}` : "asset-doc";
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const initial: Fields = d ? { category: d.category, title: d.title, expiryDate: d.expiryDate ?? "", notes: d.notes ?? "" } : EMPTY;
  const form = useForm<Fields, unknown, AssetDocumentFields>({ resolver: schemaResolver(assetDocumentFieldsSchema), defaultValues: initial });
  const { errors } = form.formState;
  const submit = form.handleSubmit((fields) => {
    if (d)
      return update.mutate(
        { documentId: d.id, body: fields },
        {
          onSuccess: () => {
            toast({ title: "Success", description: `${fields.title} saved` });
            onDone?.();
          },
          onError: (e) => {
            showServerErrors(form.setError, e, { accept: fieldOf(EMPTY) });
            toast({ title: "Error", description: errorText(e, "Failed to save the document"), variant: "destructive" });
          },
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
        onError: (e) => {
          showServerErrors(form.setError, e, { accept: fieldOf(EMPTY) });
          setFileError(errorText(e, "Failed to upload the document"));
        },
      },
    );
  });
  return (
    <form onSubmit={submit} noValidate aria-label={d ? `Edit ${d.title}` : "Add a document"} className="grid gap-4 sm:grid-cols-2">
      <FormField label="Category" htmlFor={`${ids}-category`} error={errors.category?.message} required>
        <Select
          id={`${ids}-category`}
          placeholder="Choose a category"
          options={Object.entries(ASSET_DOCUMENT_CATEGORY_LABELS).map(([value, label]) => ({ value, label }))}
          {...form.register("category")}
        />
      </FormField>
      <FormField label="Title" htmlFor={`${ids}-title`} error={errors.title?.message} required>
        <Input id={`${ids}-title`} placeholder="e.g. LOLER thorough examination report" {...form.register("title")} />
      </FormField>
      <FormField label="Expiry date" htmlFor={`${ids}-expiry`} error={errors.expiryDate?.message}>
        <Input id={`${ids}-expiry`} type="date" {...form.register("expiryDate")} />
      </FormField>
      {!d && (
        <FormField label="File" htmlFor={`${ids}-file`} error={fileError ?? undefined} required hint="PDF, an image or an office document, 10 MB at most.">
          <Input
            id={`${ids}-file`}
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
      <FormField label="Notes" htmlFor={`${ids}-notes`} error={errors.notes?.message} className="sm:col-span-2">
        <Input id={`${ids}-notes`} placeholder="e.g. Examined by Allianz, no defects" {...form.register("notes")} />
      </FormField>
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
