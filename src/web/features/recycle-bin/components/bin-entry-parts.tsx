import { RotateCcw } from "lucide-react";
import type { RecycleBinItem } from "@shared/recycle-bin/recycle-bin";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { formatDate, formatDateTime } from "@web/lib/format";

const DAY_MS = 24 * 3_600_000;

/** "in 30 days" just after a delete, "in 1 day" on its last day, "today" once it is due: how long is left to restore it. */
export function expiresIn(expiresAt: string, now = Date.now()): string {
  const days = Math.ceil((Date.parse(expiresAt) - now) / DAY_MS);
  if (days < 1) return "today";
  return days === 1 ? "in 1 day" : `in ${days} days`;
}

export function TypeBadge({ item }: { item: RecycleBinItem }) {
  return <Badge variant="secondary">{item.typeLabel}</Badge>;
}

export function DeletedBy({ item }: { item: RecycleBinItem }) {
  return (
    <span className="grid text-sm">
      <span className="text-slate-900">{item.deletedByName ?? "Unknown user"}</span>
      <time dateTime={item.deletedAt} className="text-xs text-slate-500 tabular-nums">
        {formatDateTime(item.deletedAt)}
      </time>
    </span>
  );
}

export function Expires({ item }: { item: RecycleBinItem }) {
  return (
    <span className="grid text-sm">
      <time dateTime={item.expiresAt} className="text-slate-900 tabular-nums">
        {formatDate(item.expiresAt)}
      </time>
      <span className="text-xs text-slate-500">{expiresIn(item.expiresAt)}</span>
    </span>
  );
}

export function ContractName({ item }: { item: RecycleBinItem }) {
  if (!item.contract) return <span className="text-slate-500">—</span>;
  if (item.recordType === "project") return <span className="text-slate-500">This contract</span>;
  return (
    <span className="grid text-sm">
      <span className="break-words text-slate-900">{item.contract.name}</span>
      {item.contract.deleted && <span className="text-xs text-amber-800">In Delete Records too</span>}
    </span>
  );
}

export function ComesBack({ item }: { item: RecycleBinItem }) {
  if (!item.comesBack.length) return <span className="text-sm text-slate-500">Nothing else</span>;
  return <span className="text-sm break-words text-slate-700">{item.comesBack.join(", ")}</span>;
}

/** Restore, or why it cannot be done yet (the server's own reason, so the two never disagree). */
export function RestoreAction({ item, pending, onRestore }: { item: RecycleBinItem; pending: boolean; onRestore: () => void }) {
  const reasonId = `bin-${item.id}-blocked`;
  return (
    <span className="grid justify-items-start gap-1 md:justify-items-end">
      <Button
        variant="outline"
        size="sm"
        onClick={onRestore}
        disabled={pending || Boolean(item.blockedReason)}
        aria-describedby={item.blockedReason ? reasonId : undefined}
        aria-label={`Restore ${item.recordName}`}
      >
        <RotateCcw aria-hidden="true" />
        {pending ? "Restoring..." : "Restore"}
      </Button>
      {item.blockedReason && (
        <span id={reasonId} className="text-xs text-amber-800 md:text-right">
          {item.blockedReason}
        </span>
      )}
    </span>
  );
}
