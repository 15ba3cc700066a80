import { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { Save, Upload } from "lucide-react";
import { fileSizeProblem } from "@shared/files/files";
import {
  CERTIFICATE_ACCEPT,
  CERTIFICATE_FILE_MESSAGE,
  CERTIFICATE_TYPES,
  certificateFieldsSchema,
  certificateFormFrom,
  isCertificateFileType,
  type CertificateFields,
  type CertificateFormValues,
  type CertificateView,
} from "@shared/plant/hse-certificate";
import { Button } from "@web/components/ui/button";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { Select } from "@web/components/ui/select";
import { Textarea } from "@web/components/ui/textarea";
import { toast } from "@web/components/ui/toast";
import { errorText } from "@web/lib/api";
import { useAddCertificate, useUpdateCertificate } from "../api/plant-entries";
import { schemaResolver } from "@web/lib/schema-form";

const TYPE_OPTIONS = CERTIFICATE_TYPES.map((t) => ({ value: t, label: t }));

/** Upload a certificate (file and details) or, given one, change its details. */
export function CertificateForm({
  slug,
  entryId,
  certificate,
  onDone,
}: {
  slug: string;
  entryId: number;
  certificate: CertificateView | null;
  onDone: () => void;
}) {
  const add = useAddCertificate(slug, entryId);
  const update = useUpdateCertificate(slug);
  const pending = add.isPending || update.isPending;
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const form = useForm<CertificateFormValues, unknown, CertificateFields>({
    resolver: schemaResolver(certificateFieldsSchema),
    defaultValues: certificateFormFrom(certificate),
  });
  const { errors } = form.formState;
  const id = certificate ? `cert-${certificate.id}` : "cert-new";

  const pick = (f: File | null) => {
    setFile(f);
    setFileError(!f ? null : !isCertificateFileType(f.type) ? CERTIFICATE_FILE_MESSAGE : fileSizeProblem(f));
  };

  const submit = form.handleSubmit((values) => {
    const fields = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v ?? ""])) as Record<string, string>;
    const done = (message: string) => () => {
      toast({ title: "Success", description: message });
      form.reset(certificateFormFrom(null));
      pick(null);
      if (fileInput.current) fileInput.current.value = "";
      onDone();
    };
    const failed = (fallback: string) => (e: unknown) => toast({ title: "Error", description: errorText(e, fallback), variant: "destructive" });
    if (certificate) {
      update.mutate({ id: certificate.id, body: values }, { onSuccess: done("Certificate updated"), onError: failed("Failed to update certificate") });
      return;
    }
    if (!file) return setFileError("Choose the certificate file (PDF or photo)");
    if (fileError) return;
    const body = new FormData();
    for (const [k, v] of Object.entries(fields)) body.append(k, v);
    body.append("file", file);
    add.mutate(body, { onSuccess: done("Certificate added"), onError: failed("Failed to upload certificate") });
  });

  return (
    <form onSubmit={submit} noValidate aria-label={certificate ? "Edit certificate" : "Add certificate"} className="grid items-start gap-4 sm:grid-cols-2">
      {!certificate && (
        <FormField
          label="Certificate file"
          htmlFor={`${id}-file`}
          error={fileError ?? undefined}
          hint="PDF or a photo of the certificate, up to 10 MB. It is kept in the project's Files too."
          required
          className="sm:col-span-2"
        >
          <Input
            ref={fileInput}
            type="file"
            accept={CERTIFICATE_ACCEPT}
            onChange={(e) => pick(e.target.files?.[0] ?? null)}
            className="file:mr-3 file:font-medium"
          />
        </FormField>
      )}
      <FormField label="Certificate type" htmlFor={`${id}-type`} error={errors.certificateType?.message} required>
        <Select options={TYPE_OPTIONS} placeholder="Choose a type" {...form.register("certificateType")} />
      </FormField>
      <FormField label="Certificate number" htmlFor={`${id}-number`} error={errors.certificateNumber?.message}>
        <Input placeholder="e.g. LOLER-2231" {...form.register("certificateNumber")} />
      </FormField>
      <FormField label="Issued by" htmlFor={`${id}-issuer`} error={errors.issuedBy?.message}>
        <Input placeholder="e.g. Allianz Engineering" {...form.register("issuedBy")} />
      </FormField>
      <div className="grid grid-cols-2 items-start gap-3">
        <FormField label="Issued" htmlFor={`${id}-issued`} error={errors.issuedDate?.message}>
          <Input type="date" {...form.register("issuedDate")} />
        </FormField>
        <FormField label="Expires" htmlFor={`${id}-expiry`} error={errors.expiryDate?.message}>
          <Input type="date" {...form.register("expiryDate")} />
        </FormField>
      </div>
      <FormField label="Notes" htmlFor={`${id}-notes`} error={errors.notes?.message} className="sm:col-span-2">
        <Textarea rows={2} {...form.register("notes")} />
      </FormField>
      <div className="flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:justify-end">
        {certificate && (
          <Button type="button" variant="outline" onClick={onDone} disabled={pending}>
            Cancel
          </Button>
        )}
        <Button type="submit" variant={certificate ? "default" : "outline"} disabled={pending}>
          {certificate ? <Save aria-hidden="true" /> : <Upload aria-hidden="true" />}
          {pending ? "Saving..." : certificate ? "Save certificate" : "Upload certificate"}
        </Button>
      </div>
    </form>
  );
}
