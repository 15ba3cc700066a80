import { useState } from "react";
import { Pencil, ShieldCheck } from "lucide-react";
import { CERTIFICATE_STATE_LABELS, type CertificateView } from "@shared/plant/hse-certificate";
import { DeleteButton } from "@web/components/forms/remove-button";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardIconHeader } from "@web/components/ui/card";
import { confirm } from "@web/components/ui/confirm-dialog";
import { toast } from "@web/components/ui/toast";
import { DocumentsPanel } from "@web/components/register/documents-panel";
import { errorText } from "@web/lib/api";
import { canDeleteRecord, type PagePermissions } from "@web/lib/record-rights";
import { useCertificates, useDeleteCertificate } from "../api/plant-entries";
import { CertificateForm } from "./certificate-form";
import { restoreNote } from "@web/lib/restore-note";

/**
 * The plant's HSE certificates: added once the entry exists, like diary photos. Delete is offered on
 * a certificate by decision 0014 from the screen's Contracts permissions: your own upload with Edit,
 * anyone's with Delete as well.
 */
export function PlantCertificates({ slug, entryId, permissions }: { slug: string; entryId: number | null; permissions: PagePermissions }) {
  return (
    <Card>
      <CardIconHeader
        icon={ShieldCheck}
        title="HSE certificates"
        description="LOLER and PUWER examinations, conformity, calibration, insurance and operator cards for this machine."
      />
      <CardContent>
        {entryId === null ? (
          <p className="rounded-md border border-dashed border-slate-300 bg-slate-50 p-3 text-sm text-slate-600">
            <span className="font-medium text-slate-800">Certificates</span> are added after the entry is created.
          </p>
        ) : (
          <CertificateList slug={slug} entryId={entryId} permissions={permissions} />
        )}
      </CardContent>
    </Card>
  );
}

/** A certificate as the register kit's document: its type is the title, its number the reference. */
const asDocument = (c: CertificateView) => ({
  ...c,
  title: c.certificateType,
  reference: c.certificateNumber,
  href: c.filePath,
  fileName: c.originalFileName,
});

/*
 * The list, dates, expiry badge, View and Download are the register kit's DocumentsPanel; the state
 * comes from the server (the one expiry rule, with no expiry date counted as valid), the words are
 * the certificate's own ("Expires soon").
 */
function CertificateList({ slug, entryId, permissions }: { slug: string; entryId: number; permissions: PagePermissions }) {
  const certificates = useCertificates(entryId);
  const [editing, setEditing] = useState<number | null>(null);

  return (
    <div className="grid gap-5">
      <DocumentsPanel
        documents={certificates.data?.map(asDocument)}
        isLoading={certificates.isLoading}
        error={certificates.error}
        refetch={certificates.refetch}
        errorTitle="The certificates could not be loaded"
        empty="No certificates yet. Upload the thorough examination or inspection report below."
        labels={CERTIFICATE_STATE_LABELS}
        replace={(c) => (editing === c.id ? <CertificateForm slug={slug} entryId={entryId} certificate={c} onDone={() => setEditing(null)} /> : null)}
        actions={(c) => (
          <CertificateActions slug={slug} certificate={c} onEdit={() => setEditing(c.id)} canDelete={canDeleteRecord(permissions, c.uploadedBy?.id)} />
        )}
      />
      <div className="border-t border-slate-200 pt-4">
        <h4 className="mb-3 text-sm font-semibold text-slate-900">Add a certificate</h4>
        <CertificateForm slug={slug} entryId={entryId} certificate={null} onDone={() => undefined} />
      </div>
    </div>
  );
}

/** Edit, and Delete for whoever may; each certificate waits on its own delete. */
function CertificateActions({
  slug,
  certificate: c,
  onEdit,
  canDelete,
}: {
  slug: string;
  certificate: CertificateView;
  onEdit: () => void;
  canDelete: boolean;
}) {
  const remove = useDeleteCertificate(slug);
  const onDelete = async () => {
    const ok = await confirm({
      title: "Delete this certificate?",
      description: `${c.certificateType} will be removed from the plant entry and go to Delete Records; the file stays in the project's Files. ${restoreNote()}`,
      confirmText: "Delete",
      variant: "destructive",
    });
    if (!ok) return;
    remove.mutate(c.id, {
      onSuccess: () => toast({ title: "Success", description: "Certificate deleted" }),
      onError: (e) => toast({ title: "Error", description: errorText(e, "Failed to delete certificate"), variant: "destructive" }),
    });
  };
  return (
    <>
      <Button variant="ghost" size="sm" onClick={onEdit}>
        <Pencil aria-hidden="true" />
        Edit
      </Button>
      {canDelete && <DeleteButton variant="ghost" size="sm" className="text-red-700 hover:text-red-800" onClick={onDelete} disabled={remove.isPending} />}
    </>
  );
}
