import { AlertCircle, Download, Paperclip } from "lucide-react";
import { outboxEndpoints } from "@shared/identity/outbox.endpoints";
import type { OutboxEmail } from "@shared/identity/outbox";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { Skeleton } from "@web/components/ui/skeleton";
import { errorText } from "@web/lib/api";
import { hrefOf } from "@web/lib/api-client";
import { formatBytes } from "@web/lib/format";
import { useOutboxEmail } from "../api/get-outbox";
import { EmailStatusBadge } from "./email-status-badge";
import { formatDateTime, mailKindText } from "./team-format";

/** The whole message as its recipient would read it (the text body: codes and passwords are selectable). */
export function EmailViewerDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { data, isPending, isError, error } = useOutboxEmail(id);
  return (
    <Dialog open={id !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle className="break-words">{data?.subject ?? "Email"}</DialogTitle>
          <DialogDescription>{data ? `${mailKindText(data)} email` : "Loading the message"}</DialogDescription>
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
            </dl>
            <Attachments email={data} />
            <pre className="max-h-[50vh] overflow-auto rounded-md border border-slate-200 bg-slate-50 p-4 font-sans text-sm leading-relaxed whitespace-pre-wrap break-words text-slate-800 select-text">
              {data.text}
            </pre>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** The files that went with the message (a purchase order's PDF), each a download for the admin reading the outbox. */
function Attachments({ email }: { email: OutboxEmail }) {
  if (email.attachments.length === 0) return null;
  return (
    <section aria-label="Attachments" className="grid gap-1.5">
      <h3 className="flex items-center gap-1.5 text-sm font-medium text-slate-900">
        <Paperclip className="size-4 text-slate-500" aria-hidden="true" />
        {email.attachments.length === 1 ? "1 attachment" : `${email.attachments.length} attachments`}
      </h3>
      <ul className="grid gap-1.5">
        {email.attachments.map((a) => (
          <li key={a.id} className="flex min-w-0 items-center justify-between gap-3 rounded-md border border-slate-200 px-3 py-2 text-sm">
            <span className="min-w-0">
              <span className="block font-medium break-all text-slate-900">{a.filename}</span>
              <span className="text-xs text-slate-500">{formatBytes(a.size)}</span>
            </span>
            <a
              href={hrefOf(outboxEndpoints.attachment, { params: { id: email.id, attachmentId: a.id } })}
              download={a.filename}
              className="inline-flex shrink-0 items-center gap-1 font-medium text-blue-700 underline-offset-2 hover:underline"
              aria-label={`Download ${a.filename}`}
            >
              <Download className="size-4" aria-hidden="true" />
              Download
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
