import { History } from "lucide-react";
import { QueryBody } from "@web/components/forms/query-body";
import { Card, CardContent, CardIconHeader } from "@web/components/ui/card";
import { Pagination } from "@web/components/ui/pagination";
import { formatDateTime } from "@web/lib/format";
import type { ListPage } from "./paged-list";

/*
 * A register record's history (an asset's, a vehicle's): each change as it read then, before and
 * after, who and when, newest first, a page at a time. The areas built the same card twice; what
 * differs is which changes they keep, so a screen says that in its description and list label and
 * hands over its paged read.
 */

/** One change as the server words it (a history line of any register). */
export type HistoryLine = {
  id: number;
  fieldLabel: string;
  from: string | null;
  to: string | null;
  note: string | null;
  changedBy: { name: string } | null;
  changedAt: string;
};

type Read = {
  data?: ListPage<HistoryLine>;
  isLoading: boolean;
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
};

export function RecordHistory({
  read,
  onPage,
  description,
  listLabel,
}: {
  /** The area's history read of the page the screen holds. */
  read: Read;
  onPage: (page: number) => void;
  /** "Status, driver, off the road and services, as they changed." */
  description: string;
  /** Names the list for assistive technology: "Vehicle history". */
  listLabel: string;
}) {
  const data = read.data;
  return (
    <Card>
      <CardIconHeader icon={History} title="History" description={description} />
      <CardContent className="grid gap-3">
        <QueryBody
          read={read}
          rows={["h-16"]}
          errorTitle="The history could not be loaded"
          failed={!!read.error && !data}
          empty={data?.items.length === 0 && <p className="text-sm text-slate-500">No changes yet.</p>}
        >
          {data && (
            <>
              <ol className="grid gap-2" aria-label={listLabel}>
                {data.items.map((h) => (
                  <li key={h.id} className="rounded-md border border-slate-200 p-3 text-sm">
                    <p className="break-words text-slate-900">
                      <span className="font-medium">{h.fieldLabel}:</span> {h.from ? `${h.from} → ` : ""}
                      {h.to ?? "none"}
                    </p>
                    {h.note && <p className="text-slate-700">{h.note}</p>}
                    <p className="text-xs text-slate-500">
                      {formatDateTime(h.changedAt)}
                      {h.changedBy ? ` · ${h.changedBy.name}` : ""}
                    </p>
                  </li>
                ))}
              </ol>
              {data.pageCount > 1 && <Pagination page={data.page} pageCount={data.pageCount} onPageChange={onPage} disabled={read.isFetching} />}
            </>
          )}
        </QueryBody>
      </CardContent>
    </Card>
  );
}
