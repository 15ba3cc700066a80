import { useEffect, useState } from "react";
import { CheckCircle2, Info, MailOpen, Paperclip } from "lucide-react";
import type { OutboxEmailSummary } from "@shared/identity/outbox";
import { Card } from "@web/components/ui/card";
import { EmptyState } from "@web/components/ui/empty-state";
import { LoadError } from "@web/components/ui/load-error";
import { Pagination } from "@web/components/ui/pagination";
import { Skeleton } from "@web/components/ui/skeleton";
import { TableCell, TableRow } from "@web/components/ui/table";
import { CardsOrTable, HeadedTable, col } from "@web/components/table/headed-table";
import { useOutbox } from "../api/get-outbox";
import { EmailStatusBadge } from "./email-status-badge";
import { EmailViewerDialog } from "./email-viewer-dialog";
import { formatDateTime, mailKindText } from "./team-format";
import { PausedSearch } from "@web/components/search/paused-search";

function MailModeNotice({ smtp }: { smtp: boolean }) {
  return smtp ? (
    <div className="flex items-start gap-3 rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-900">
      <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-emerald-600" aria-hidden="true" />
      <div>
        <p className="font-medium">Sent through SMTP</p>
        <p className="text-emerald-800">Every email is delivered by your mail server and a copy is kept here.</p>
      </div>
    </div>
  ) : (
    <div className="flex items-start gap-3 rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
      <Info className="mt-0.5 size-5 shrink-0 text-amber-600" aria-hidden="true" />
      <div>
        <p className="font-medium">Email is not configured: messages are kept here</p>
        <p className="text-amber-800">
          Nothing leaves this server. Open a message to read temporary passwords and reset codes, and pass them on. Set SMTP_URL to send email.
        </p>
      </div>
    </div>
  );
}

/** A paperclip after the subject of a message that carried files. */
function AttachmentMark({ email }: { email: OutboxEmailSummary }) {
  if (email.attachmentCount === 0) return null;
  const label = email.attachmentCount === 1 ? "1 attachment" : `${email.attachmentCount} attachments`;
  return (
    <span className="ml-1.5 inline-flex items-center gap-0.5 align-middle text-xs font-normal text-slate-500" title={label}>
      <Paperclip className="size-3.5" aria-hidden="true" />
      <span className="sr-only">{label}</span>
      {email.attachmentCount > 1 && <span aria-hidden="true">{email.attachmentCount}</span>}
    </span>
  );
}

/** Every email Sitebook sent or holds, newest first. */
export function OutboxTab() {
  const [term, setTerm] = useState("");
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const query = useOutbox({ page, to: term || undefined });

  useEffect(() => setPage(1), [term]);

  const data = query.data;
  return (
    <div className="space-y-4">
      {data && <MailModeNotice smtp={data.smtp} />}
      <Card>
        <div className="border-b border-slate-200 p-4 sm:p-5">
          <PausedSearch wrapperClassName="sm:max-w-sm" value={term} onSearch={setTerm} placeholder="Filter by recipient" aria-label="Filter by recipient" />
        </div>
        {query.isPending ? (
          <div className="space-y-3 p-4 sm:p-5" aria-label="Loading emails">
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} className="h-10 w-full" />
            ))}
          </div>
        ) : query.isError ? (
          <div className="p-4 sm:p-5">
            <LoadError title="The outbox could not be loaded" error={query.error} onRetry={() => query.refetch()} />
          </div>
        ) : data && data.items.length === 0 ? (
          <div className="p-4 sm:p-5">
            <EmptyState
              icon={MailOpen}
              title={term ? "No emails to that recipient" : "No emails yet"}
              text={term ? "Check the address, or clear the filter." : "Emails Sitebook sends (temporary passwords, reset codes, access requests) appear here."}
            />
          </div>
        ) : data ? (
          <>
            <CardsOrTable
              items={data.items}
              itemKey={(m) => m.id}
              listClassName="divide-y divide-slate-200"
              card={(m) => (
                <>
                  <button
                    type="button"
                    onClick={() => setOpenId(m.id)}
                    className="grid w-full gap-1 p-4 text-left hover:bg-slate-50 focus-visible:bg-slate-50 focus-visible:outline-none"
                  >
                    <span className="flex items-start justify-between gap-2">
                      <span className="font-medium break-words text-slate-900">
                        {m.subject}
                        <AttachmentMark email={m} />
                      </span>
                      <EmailStatusBadge status={m.status} />
                    </span>
                    <span className="truncate text-xs text-slate-600">To {m.to}</span>
                    <span className="text-xs text-slate-500">{`${mailKindText(m)} · ${formatDateTime(m.createdAt)}`}</span>
                  </button>
                </>
              )}
              table={
                <HeadedTable columns={[col("Subject", "pl-5"), "To", "Type", "Status", col("Created", "pr-5")]}>
                  {data.items.map((m) => (
                    <TableRow key={m.id} className="cursor-pointer" onClick={() => setOpenId(m.id)}>
                      <TableCell className="pl-5">
                        <button
                          type="button"
                          className="text-left font-medium text-slate-900 hover:underline focus-visible:underline focus-visible:outline-none"
                          onClick={(e) => {
                            e.stopPropagation();
                            setOpenId(m.id);
                          }}
                        >
                          {m.subject}
                          <AttachmentMark email={m} />
                        </button>
                      </TableCell>
                      <TableCell className="text-slate-600">{m.to}</TableCell>
                      <TableCell className="whitespace-nowrap text-slate-600">{mailKindText(m)}</TableCell>
                      <TableCell>
                        <EmailStatusBadge status={m.status} />
                      </TableCell>
                      <TableCell className="pr-5 whitespace-nowrap text-slate-600">{formatDateTime(m.createdAt)}</TableCell>
                    </TableRow>
                  ))}
                </HeadedTable>
              }
            />
            <div className="border-t border-slate-200 px-4 sm:px-5">
              <Pagination page={data.page} pageCount={data.pageCount} onPageChange={setPage} disabled={query.isFetching} />
            </div>
          </>
        ) : null}
      </Card>
      <EmailViewerDialog id={openId} onClose={() => setOpenId(null)} />
    </div>
  );
}
