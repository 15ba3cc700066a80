import { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { FileText, Upload } from "lucide-react";
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
import { useAddAssetDocument, useAsset, useRemoveAssetDocument } from "../api/assets";

/**
 * The asset's documents (§5 Asset document): insurance, inspection reports, manuals, a hired machine's
 * evidence, each with its expiry state from the server (the one expiry rule) and the file to view or
 * download; an upload form with the category, title, expiry and notes, 10 MB at most.
 */
export function AssetDocuments({ assetId }: { assetId: number }) {
  const asset = useAsset(assetId);
  const can = usePermission();
  const canEdit = can("Assets", "edit");
  const docs = asset.data?.documents;
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
          actions={(d) => (canEdit ? <RemoveDocument assetId={assetId} document={d} /> : null)}
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

function DocumentForm({ assetId }: { assetId: number }) {
  const add = useAddAssetDocument(assetId);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const form = useForm<Fields, unknown, AssetDocumentFields>({ resolver: schemaResolver(assetDocumentFieldsSchema), defaultValues: EMPTY });
  const { errors } = form.formState;
  const submit = form.handleSubmit((fields) => {
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
    <form onSubmit={submit} noValidate aria-label="Add a document" className="grid gap-4 sm:grid-cols-2">
      <FormField label="Category" htmlFor="asset-doc-category" error={errors.category?.message} required>
        <Select
          id="asset-doc-category"
          placeholder="Choose a category"
          options={Object.entries(ASSET_DOCUMENT_CATEGORY_LABELS).map(([value, label]) => ({ value, label }))}
          {...form.register("category")}
        />
      </FormField>
      <FormField label="Title" htmlFor="asset-doc-title" error={errors.title?.message} required>
        <Input id="asset-doc-title" placeholder="e.g. LOLER thorough examination report" {...form.register("title")} />
      </FormField>
      <FormField label="Expiry date" htmlFor="asset-doc-expiry" error={errors.expiryDate?.message}>
        <Input id="asset-doc-expiry" type="date" {...form.register("expiryDate")} />
      </FormField>
      <FormField label="File" htmlFor="asset-doc-file" error={fileError ?? undefined} required hint="PDF, an image or an office document, 10 MB at most.">
        <Input
          id="asset-doc-file"
          ref={input}
          type="file"
          accept={FILE_ACCEPT}
          onChange={(e) => {
            setFile(e.target.files?.[0] ?? null);
            setFileError(null);
          }}
        />
      </FormField>
      <FormField label="Notes" htmlFor="asset-doc-notes" error={errors.notes?.message} className="sm:col-span-2">
        <Input id="asset-doc-notes" placeholder="e.g. Examined by Allianz, no defects" {...form.register("notes")} />
      </FormField>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={add.isPending}>
          <Upload aria-hidden="true" />
          {add.isPending ? "Uploading..." : "Upload document"}
        </Button>
      </div>
    </form>
  );
}
