import { useState } from "react";
import { Download, ExternalLink, FileCheck2, Pencil, ShieldCheck, Trash2 } from "lucide-react";
import { CERTIFICATE_STATE_LABELS, type CertificateState, type CertificateView } from "@shared/plant/hse-certificate";
import { Badge, type BadgeProps } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardIconHeader } from "@web/components/ui/card";
import { confirm } from "@web/components/ui/confirm-dialog";
import { LoadError } from "@web/components/ui/load-error";
import { Skeleton } from "@web/components/ui/skeleton";
import { toast } from "@web/components/ui/toast";
import { errorText } from "@web/lib/api";
import { cn } from "@web/lib/cn";
import { formatBytes, formatDate } from "@web/lib/format";
import { canDeleteRecord, type PagePermissions } from "@web/lib/record-rights";
import { useCertificates, useDeleteCertificate } from "../api/plant-entries";
import { CertificateForm } from "./certificate-form";
import { restoreNote } from "@web/lib/restore-note";

const STATE_BADGE: Record<CertificateState, BadgeProps["variant"]> = { valid: "success", expiring: "warning", expired: "destructive" };

export function CertificateBadge({ state }: { state: CertificateState }) {
  return <Badge variant={STATE_BADGE[state]}>{CERTIFICATE_STATE_LABELS[state]}</Badge>;
}

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

function CertificateList({ slug, entryId, permissions }: { slug: string; entryId: number; permissions: PagePermissions }) {
  const certificates = useCertificates(entryId);
  const [editing, setEditing] = useState<number | null>(null);
  const list = certificates.data ?? [];

  return (
    <div className="grid gap-5">
      {certificates.isLoading ? (
        <Skeleton className="h-16" />
      ) : certificates.isError ? (
        <LoadError title="The certificates could not be loaded" error={certificates.error} onRetry={() => certificates.refetch()} />
      ) : list.length === 0 ? (
        <p className="text-sm text-slate-500">No certificates yet. Upload the thorough examination or inspection report below.</p>
      ) : (
        <ul className="grid gap-3">
          {list.map((c) =>
            editing === c.id ? (
              <li key={c.id} className="rounded-md border border-slate-200 p-3">
                <CertificateForm slug={slug} entryId={entryId} certificate={c} onDone={() => setEditing(null)} />
              </li>
            ) : (
              <CertificateItem
                key={c.id}
                slug={slug}
                certificate={c}
                onEdit={() => setEditing(c.id)}
                canDelete={canDeleteRecord(permissions, c.uploadedBy?.id)}
              />
            ),
          )}
        </ul>
      )}
      <div className="border-t border-slate-200 pt-4">
        <h4 className="mb-3 text-sm font-semibold text-slate-900">Add a certificate</h4>
        <CertificateForm slug={slug} entryId={entryId} certificate={null} onDone={() => undefined} />
      </div>
    </div>
  );
}

function CertificateItem({ slug, certificate: c, onEdit, canDelete }: { slug: string; certificate: CertificateView; onEdit: () => void; canDelete: boolean }) {
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
    <li
      className={cn(
        "rounded-md border p-3",
        c.state === "expired" ? "border-red-300 bg-red-50/60" : c.state === "expiring" ? "border-amber-300 bg-amber-50/60" : "border-slate-200",
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 items-start gap-2">
          <FileCheck2 className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
          <div className="min-w-0">
            <p className="font-medium break-words text-slate-900">
              {c.certificateType}
              {c.certificateNumber && <span className="font-normal text-slate-600"> · {c.certificateNumber}</span>}
            </p>
            <p className="text-xs text-slate-600">
              {[c.issuedBy, c.issuedDate && `Issued ${formatDate(c.issuedDate)}`, c.expiryDate ? `Expires ${formatDate(c.expiryDate)}` : "No expiry date"]
                .filter(Boolean)
                .join(" · ")}
            </p>
          </div>
        </div>
        <CertificateBadge state={c.state} />
      </div>
      {c.notes && <p className="mt-1.5 text-sm break-words text-slate-700">{c.notes}</p>}
      <div className="mt-2 flex flex-wrap items-center gap-1">
        <Button variant="ghost" size="sm" asChild>
          <a href={c.filePath} target="_blank" rel="noreferrer">
            <ExternalLink aria-hidden="true" />
            View
          </a>
        </Button>
        <Button variant="ghost" size="sm" asChild>
          <a href={`${c.filePath}?download=1`} download={c.originalFileName ?? undefined}>
            <Download aria-hidden="true" />
            Download{c.fileSize ? ` (${formatBytes(c.fileSize)})` : ""}
          </a>
        </Button>
        <Button variant="ghost" size="sm" onClick={onEdit}>
          <Pencil aria-hidden="true" />
          Edit
        </Button>
        {canDelete && (
          <Button variant="ghost" size="sm" className="text-red-700 hover:text-red-800" onClick={onDelete} disabled={remove.isPending}>
            <Trash2 aria-hidden="true" />
            Delete
          </Button>
        )}
      </div>
    </li>
  );
}
