import { MessageSquare, SearchX } from "lucide-react";
import type { SmsView } from "@shared/sms/sms";
import { PagedList, type PageQuery } from "@web/components/register/paged-list";
import { HeadedTable, col } from "@web/components/table/headed-table";
import { Card } from "@web/components/ui/card";
import { TableCell, TableRow } from "@web/components/ui/table";
import { formatDateTime } from "@web/lib/format";
import { SmsStatusBadge, smsTypeLabel } from "./sms-status-badge";

type Props = {
  query: PageQuery<SmsView>;
  filtered: boolean;
  onPage: (page: number) => void;
  /** The outbox names the provider of each message (none: it waits there). */
  showProvider?: boolean;
  emptyText: string;
};

const when = (m: SmsView) => formatDateTime(m.sentAt ?? m.createdAt);

/** Why a message failed, under its status. */
function Failure({ m }: { m: SmsView }) {
  return m.errorMessage ? <p className="mt-1 text-xs break-words text-red-700">{m.errorMessage}</p> : null;
}

/** Messages, one row per recipient: who, what, how, where it stands and when. Cards on a phone, a table above. */
export function SmsList({ query, filtered, onPage, showProvider = false, emptyText }: Props) {
  return (
    <PagedList
      query={query}
      errorTitle="The messages could not be loaded"
      filtered={filtered}
      empty={{ icon: MessageSquare, title: "No messages yet", text: emptyText }}
      noMatch={{ icon: SearchX, title: "No messages match", text: "Try another status, or clear the filter." }}
      total={["1 message", "messages"]}
      itemKey={(m) => m.id}
      cardsLabel="Messages"
      boxClassName="bg-white"
      onPage={onPage}
      card={(m) => (
        <Card className="grid gap-1.5 p-4">
          <div className="flex items-start justify-between gap-2">
            <p className="min-w-0 font-medium text-slate-900">
              {m.recipientName} <span className="block text-xs font-normal text-slate-500">{m.recipientPhone}</span>
            </p>
            <SmsStatusBadge status={m.status} />
          </div>
          <p className="text-sm break-words whitespace-pre-line text-slate-700">{m.message}</p>
          <Failure m={m} />
          <p className="text-xs text-slate-500">
            {[smsTypeLabel(m.messageType), m.projectName, `${when(m)} by ${m.sentByName}`, showProvider ? (m.provider ?? "No provider") : null]
              .filter(Boolean)
              .join(" · ")}
          </p>
        </Card>
      )}
      table={(items) => (
        <Card className="overflow-hidden p-0">
          <HeadedTable
            columns={[col("Recipient", "pl-5"), "Message", "Type", "Status", showProvider && "Provider", col("Sent", "pr-5")]}
            widths={["w-48", "", "w-24", "w-40", ...(showProvider ? ["w-28"] : []), "w-44"]}
            className="table-fixed"
          >
            {items.map((m) => (
              <TableRow key={m.id}>
                <TableCell className="pl-5 align-top">
                  <span className="block font-medium break-words text-slate-900">{m.recipientName}</span>
                  <span className="text-xs text-slate-500">{m.recipientPhone}</span>
                </TableCell>
                <TableCell className="align-top">
                  <p className="line-clamp-3 break-words whitespace-pre-line text-slate-700" title={m.message}>
                    {m.message}
                  </p>
                  {m.projectName && <p className="mt-1 truncate text-xs text-slate-500">{m.projectName}</p>}
                </TableCell>
                <TableCell className="align-top text-slate-600">{smsTypeLabel(m.messageType)}</TableCell>
                <TableCell className="align-top">
                  <SmsStatusBadge status={m.status} />
                  <Failure m={m} />
                </TableCell>
                {showProvider && <TableCell className="align-top text-slate-600">{m.provider ?? "None"}</TableCell>}
                <TableCell className="pr-5 align-top text-slate-600">
                  <span className="block whitespace-nowrap">{when(m)}</span>
                  <span className="block truncate text-xs text-slate-500">by {m.sentByName}</span>
                </TableCell>
              </TableRow>
            ))}
          </HeadedTable>
        </Card>
      )}
    />
  );
}
