import { useRef } from "react";
import { Camera, Download, QrCode, RefreshCw, Trash2 } from "lucide-react";
import { fileSizeProblem, PHOTO_ACCEPT } from "@shared/files/files";
import type { WorkerDetail } from "@shared/workforce/worker";
import { HiddenFileInput } from "@web/components/forms/hidden-file-input";
import { Button } from "@web/components/ui/button";
import { Card, CardContent } from "@web/components/ui/card";
import { confirm } from "@web/components/ui/confirm-dialog";
import { toast } from "@web/components/ui/toast";
import { errorText } from "@web/lib/api";
import { formatDate } from "@web/lib/format";
import { useDownloadIdCards, useIssueQr, useRemovePhoto, useSetPhoto } from "../api/worker-id-card";
import { QrImage } from "@web/components/ui/qr-code";

/**
 * "QR code and ID card" on the worker's page (issue 30): the worker's photo and QR, the ID card PDF,
 * and for Workforce edit a new photo or a new QR (the old QR stops working). The QR's token is drawn
 * when the first card is printed, so a worker without one shows none yet.
 */
export function WorkerIdCardPanel({ worker, canEdit }: { worker: WorkerDetail; canEdit: boolean }) {
  const input = useRef<HTMLInputElement>(null);
  const name = `${worker.firstName} ${worker.lastName}`;
  const issue = useIssueQr(worker.id);
  const setPhoto = useSetPhoto(worker.id);
  const removePhoto = useRemovePhoto(worker.id);
  const download = useDownloadIdCards();
  const busy = setPhoto.isPending || removePhoto.isPending;
  const failed = (title: string, fallback: string) => (e: unknown) => toast({ title, description: errorText(e, fallback), variant: "destructive" });

  const onFile = (file: File | undefined) => {
    if (input.current) input.current.value = "";
    if (!file) return;
    const problem = fileSizeProblem(file);
    if (problem) return void toast({ title: "Photo not uploaded", description: problem, variant: "destructive" });
    setPhoto.mutate(file, { onSuccess: () => toast({ title: "Photo updated" }), onError: failed("Photo not uploaded", "Failed to upload the photo") });
  };
  const onRemovePhoto = async () => {
    const ok = await confirm({
      title: `Remove ${name}'s photo?`,
      description: "Their initials will show on the ID card instead.",
      confirmText: "Remove photo",
      variant: "destructive",
    });
    if (ok)
      removePhoto.mutate(undefined, { onSuccess: () => toast({ title: "Photo removed" }), onError: failed("Photo not removed", "Failed to remove the photo") });
  };
  const onIssue = async () => {
    const ok = await confirm({
      title: "Issue a new QR code?",
      description: `${name}'s current QR code and any ID card printed with it stop working. Print a new ID card afterwards.`,
      confirmText: "Issue a new QR code",
      variant: "destructive",
    });
    if (ok)
      issue.mutate(undefined, {
        onSuccess: () => toast({ title: "New QR code issued" }),
        onError: failed("QR code not issued", "Failed to issue a new QR code"),
      });
  };
  const onDownload = () =>
    download.mutate({ ids: [worker.id], workerId: worker.workerId }, { onError: failed("ID card not downloaded", "Failed to prepare the ID card") });

  return (
    <Card>
      <CardContent className="grid gap-4 pt-4 sm:pt-6">
        <h2 className="text-base font-semibold text-slate-900">QR code and ID card</h2>
        <div className="flex flex-wrap items-start gap-6">
          <figure className="grid justify-items-center gap-2">
            <div className="flex h-40 w-32 items-center justify-center overflow-hidden rounded-lg bg-slate-100 text-3xl font-semibold text-slate-500">
              {worker.photoUrl ? (
                <img src={worker.photoUrl} alt={`Photo of ${name}`} className="size-full object-cover" />
              ) : (
                <span aria-hidden="true">{`${worker.firstName[0] ?? ""}${worker.lastName[0] ?? ""}`.toUpperCase()}</span>
              )}
            </div>
            {canEdit && (
              <figcaption className="flex flex-wrap justify-center gap-1">
                <HiddenFileInput ref={input} accept={PHOTO_ACCEPT} onPick={(files) => onFile(files?.[0])} />
                <Button type="button" variant="outline" size="sm" disabled={busy} onClick={() => input.current?.click()}>
                  <Camera aria-hidden="true" />
                  {worker.photoUrl ? "Change photo" : "Upload photo"}
                </Button>
                {worker.photoUrl && (
                  <Button type="button" variant="ghost" size="sm" disabled={busy} onClick={() => void onRemovePhoto()} aria-label="Remove photo">
                    <Trash2 aria-hidden="true" />
                  </Button>
                )}
              </figcaption>
            )}
          </figure>
          <div className="grid justify-items-start gap-2">
            {worker.qrPath ? (
              <>
                <QrImage url={`${window.location.origin}${worker.qrPath}`} label={`QR code of ${name}`} />
                {worker.qrIssuedAt && <p className="text-xs text-slate-500">{`Issued ${formatDate(worker.qrIssuedAt)}`}</p>}
              </>
            ) : (
              <p className="flex max-w-60 items-center gap-2 text-sm text-slate-600">
                <QrCode aria-hidden="true" className="size-5 shrink-0" />
                No QR code yet: one is issued when the first ID card is downloaded.
              </p>
            )}
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="button" size="sm" disabled={download.isPending} onClick={onDownload}>
            <Download aria-hidden="true" />
            Download ID card
          </Button>
          {canEdit && (
            <Button type="button" variant="outline" size="sm" disabled={issue.isPending} onClick={() => void onIssue()}>
              <RefreshCw aria-hidden="true" />
              Issue a new QR code
            </Button>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
