import { AlertCircle, Paperclip } from "lucide-react";
import { formatBytes } from "@shared/common/numbers";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { Skeleton } from "@web/components/ui/skeleton";
import { toast } from "@web/components/ui/toast";
import { errorText } from "@web/lib/api";
import { useDownloadAttachment, useOutboxEmail } from "../api/get-outbox";
import { EmailStatusBadge } from "./email-status-badge";
import { formatDateTime, humanise } from "./team-format";

/** The whole message as its recipient would read it (the text body: codes and passwords are selectable) and the files that went with it. */
export function EmailViewerDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { data, isPending, isError, error } = useOutboxEmail(id);
  const download = useDownloadAttachment(id);
  return (
    <Dialog open={id !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle className="break-words">{data?.subject ?? "Email"}</DialogTitle>
          <DialogDescription>{data ? `${humanise(data.kind)} email` : "Loading the message"}</DialogDescription>
        </DialogHeader>
        {isPending ? (
          <div className="space-y-2">
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-40 w-full" />
          </div>
        ) : isError ? (
          <p className="flex items-center gap-2 text-sm text-red-600">
            <AlertCircle className="size-4" aria-hidden="true" />
            {errorText(error, "The email could not be loaded.")}
          </p>
        ) : (
          <div className="grid gap-4">
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
              <dt className="text-slate-500">To</dt>
              <dd className="break-all text-slate-900">{data.to}</dd>
              <dt className="text-slate-500">Date</dt>
              <dd className="text-slate-900">{formatDateTime(data.createdAt)}</dd>
              <dt className="text-slate-500">Status</dt>
              <dd className="flex flex-wrap items-center gap-2">
                <EmailStatusBadge status={data.status} />
                {data.sentAt && <span className="text-xs text-slate-500">Sent {formatDateTime(data.sentAt)}</span>}
              </dd>
              {data.error && (
                <>
                  <dt className="text-slate-500">Error</dt>
                  <dd className="break-words text-red-700">{data.error}</dd>
                </>
              )}
              {data.attachments.length > 0 && (
                <>
                  <dt className="text-slate-500">Attached</dt>
                  <dd>
                    <ul className="grid gap-1" aria-label="Attachments">
                      {data.attachments.map((file) => (
                        <li key={file.id} className="flex flex-wrap items-baseline gap-x-1.5">
                          <Button
                            variant="link"
                            className="h-auto max-w-full justify-start p-0 text-left whitespace-normal"
                            disabled={download.isPending}
                            onClick={() =>
                              download.mutate(file, {
                                onError: (e) =>
                                  toast({ title: "Error", description: errorText(e, "The attachment could not be downloaded"), variant: "destructive" }),
                              })
                            }
                          >
                            <Paperclip aria-hidden="true" />
                            <span className="break-all">{file.filename}</span>
                          </Button>
                          <span className="text-xs text-slate-500">{formatBytes(file.size)}</span>
                        </li>
                      ))}
                    </ul>
                  </dd>
                </>
              )}
            </dl>
            <pre className="max-h-[50vh] overflow-auto rounded-md border border-slate-200 bg-slate-50 p-4 font-sans text-sm leading-relaxed whitespace-pre-wrap break-words text-slate-800 select-text">
              {data.text}
            </pre>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
