import { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { FileText, Pencil, Save, Upload } from "lucide-react";
import { FLEET_DOCUMENT_CATEGORY_LABELS } from "@shared/fleet/fleet";
import { fleetDocumentFieldsSchema, type FleetDocumentFields, type VehicleDocumentView } from "@shared/fleet/fleet-register";
import { fileSizeProblem, FILE_ACCEPT } from "@shared/files/files";
import { DeleteButton } from "@web/components/forms/remove-button";
import { recordFields } from "@web/components/forms/record-fields";
import { DocumentsPanel } from "@web/components/register/documents-panel";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardIconHeader } from "@web/components/ui/card";
import { confirm } from "@web/components/ui/confirm-dialog";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { toast } from "@web/components/ui/toast";
import { errorText } from "@web/lib/api";
import { schemaResolver } from "@web/lib/schema-form";
import { fieldOf, showServerErrors } from "@web/lib/server-field-errors";
import { usePermission } from "@web/features/permissions/api/get-role-permissions";
import { useAddVehicleDocument, useRemoveVehicleDocument, useUpdateVehicleDocument, useVehicle } from "../api/fleet";

/**
 * The vehicle's documents (V5C, insurance certificate, MOT certificate, service records, finance), each
 * with its expiry state from the server (the one expiry rule) and its file; an upload form, and the same
 * form in a document's place to change its details (the file stays).
 */
export function VehicleDocuments({ vehicleId }: { vehicleId: number }) {
  const vehicle = useVehicle(vehicleId);
  const can = usePermission();
  const canEdit = can("Fleet Management", "edit");
  const [editing, setEditing] = useState<number | null>(null);
  return (
    <Card>
      <CardIconHeader icon={FileText} title="Documents" description="V5C, insurance and MOT certificates, service records and finance, with their expiry." />
      <CardContent className="grid gap-5">
        <DocumentsPanel
          documents={vehicle.data?.documents.map((d) => ({
            ...d,
            reference: FLEET_DOCUMENT_CATEGORY_LABELS[d.category],
            href: d.url ?? "#",
            fileName: d.filename,
          }))}
          isLoading={vehicle.isLoading}
          error={vehicle.error}
          refetch={vehicle.refetch}
          errorTitle="The documents could not be loaded"
          empty="No documents yet."
          replace={(d) => (editing === d.id ? <DocumentForm vehicleId={vehicleId} document={d} onDone={() => setEditing(null)} /> : null)}
          actions={(d) =>
            canEdit ? (
              <>
                <Button variant="ghost" size="sm" onClick={() => setEditing(d.id)} aria-label={`Edit ${d.title}`}>
                  <Pencil aria-hidden="true" />
                  Edit
                </Button>
                <RemoveDocument vehicleId={vehicleId} document={d} />
              </>
            ) : null
          }
        />
        {canEdit && (
          <div className="border-t border-slate-200 pt-4">
            <h3 className="mb-3 text-sm font-semibold text-slate-900">Add a document</h3>
            <DocumentForm vehicleId={vehicleId} />
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function RemoveDocument({ vehicleId, document: d }: { vehicleId: number; document: VehicleDocumentView }) {
  const remove = useRemoveVehicleDocument(vehicleId);
  const onDelete = async () => {
    if (
      !(await confirm({
        title: "Delete this document?",
        description: `${d.title} and its file will be deleted.`,
        confirmText: "Delete",
        variant: "destructive",
      }))
    )
      return;
    remove.mutate(d.id, {
      onSuccess: () => toast({ title: "Success", description: "Document deleted" }),
      onError: (e) => toast({ title: "Error", description: errorText(e, "Failed to delete the document"), variant: "destructive" }),
    });
  };
  return <DeleteButton variant="ghost" size="sm" className="text-red-700 hover:text-red-800" onClick={onDelete} disabled={remove.isPending} />;
}

type Fields = { category: string; title: string; expiryDate: string; notes: string };
const EMPTY: Fields = { category: "", title: "", expiryDate: "", notes: "" };

function DocumentForm({ vehicleId, document: d, onDone }: { vehicleId: number; document?: VehicleDocumentView; onDone?: () => void }) {
  const add = useAddVehicleDocument(vehicleId);
  const update = useUpdateVehicleDocument(vehicleId);
  const prefix = d ? `vehicle-doc-${d.id}` : "vehicle-doc";
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const initial: Fields = d ? { category: d.category, title: d.title, expiryDate: d.expiryDate ?? "", notes: d.notes ?? "" } : EMPTY;
  const form = useForm<Fields, unknown, FleetDocumentFields>({ resolver: schemaResolver(fleetDocumentFieldsSchema), defaultValues: initial });
  const f = recordFields(form, prefix);
  const failed = (fallback: string) => (e: unknown) => {
    showServerErrors(form.setError, e, { accept: fieldOf(EMPTY) });
    toast({ title: "Error", description: errorText(e, fallback), variant: "destructive" });
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
        onError: failed("Failed to upload the document"),
      },
    );
  });
  return (
    <form onSubmit={submit} noValidate aria-label={d ? `Edit ${d.title}` : "Add a document"} className="grid gap-4 sm:grid-cols-2">
      {f.select("category", "Category", FLEET_DOCUMENT_CATEGORY_LABELS, "Choose a category", { required: true })}
      {f.text("title", "Title", { placeholder: "e.g. MOT certificate 2026" }, { required: true })}
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
      {f.text("notes", "Notes", { placeholder: "e.g. Advisory: front tyres" }, { wide: true })}
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
