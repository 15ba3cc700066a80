import type { ReactNode } from "react";
import { AlertTriangle, Download, ExternalLink, FileCheck2 } from "lucide-react";
import { Badge, type BadgeProps } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { LoadError } from "@web/components/ui/load-error";
import { Skeleton } from "@web/components/ui/skeleton";
import { cn } from "@web/lib/cn";
import { formatBytes, formatDate } from "@web/lib/format";
import type { ExpiryState } from "@shared/common/expiry";

/*
 * A dated document's state is the one expiry rule's (src/shared/common/expiry.ts: valid, expiring
 * within its notice, expired, or no expiry date). The panel is handed the state, never the rule, so
 * a screen cannot disagree with the server about which documents are running out.
 */
export type { ExpiryState };

const BADGE: Record<ExpiryState, BadgeProps["variant"]> = { valid: "success", expiring: "warning", expired: "destructive", none: "outline" };
const DEFAULT_LABELS: Record<ExpiryState, string> = { valid: "Valid", expiring: "Expiring soon", expired: "Expired", none: "No expiry date" };

/** The state as a badge: red when expired, amber while running out; a warning sign on both. */
export function ExpiryBadge({ state, children }: { state: ExpiryState; children?: ReactNode }) {
  return (
    <Badge variant={BADGE[state]}>
      {(state === "expired" || state === "expiring") && <AlertTriangle aria-hidden="true" />}
      {children ?? DEFAULT_LABELS[state]}
    </Badge>
  );
}

/** The border and ground of a document (or a record's card) by its state. */
export const expiryTone = (state: ExpiryState) =>
  state === "expired" ? "border-red-300 bg-red-50/60" : state === "expiring" ? "border-amber-300 bg-amber-50/60" : "border-slate-200";

export type RegisterDocument = {
  id: number;
  /** "LOLER thorough examination", "Public liability insurance". */
  title: string;
  /** A reference shown beside the title (a certificate number). */
  reference?: string | null;
  issuedBy?: string | null;
  issuedDate?: string | null;
  expiryDate: string | null;
  state: ExpiryState;
  notes?: string | null;
  /** The file's address (view) and its name and size (download). */
  href: string;
  fileName?: string | null;
  fileSize?: number | null;
};

type Props<D extends RegisterDocument> = {
  documents: D[] | undefined;
  isLoading: boolean;
  error: unknown;
  refetch: () => unknown;
  /** "The certificates could not be loaded". */
  errorTitle: string;
  empty: ReactNode;
  /** The state's words when they are not the default ones ("Insurance expired"). */
  labels?: Partial<Record<ExpiryState, string>>;
  /** A document's own actions after View and Download (Edit, Delete), or its edit form in its place. */
  actions?: (document: D) => ReactNode;
  /** Replaces a document's row, e.g. with its edit form. */
  replace?: (document: D) => ReactNode | null;
};

/**
 * A record's documents that expire (certificates, insurance, cards, MOT): each with its dates, its
 * state in words and colour, and the file to view or download.
 */
export function DocumentsPanel<D extends RegisterDocument>({ documents, isLoading, error, refetch, errorTitle, empty, labels, actions, replace }: Props<D>) {
  if (isLoading) return <Skeleton className="h-16" />;
  if (error && !documents) return <LoadError title={errorTitle} error={error} onRetry={() => refetch()} />;
  if (!documents || documents.length === 0) return <p className="text-sm text-slate-500">{empty}</p>;
  return (
    <ul className="grid gap-3">
      {documents.map((d) => {
        const instead = replace?.(d);
        if (instead)
          return (
            <li key={d.id} className="rounded-md border border-slate-200 p-3">
              {instead}
            </li>
          );
        return (
          <li key={d.id} className={cn("rounded-md border p-3", expiryTone(d.state))}>
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="flex min-w-0 items-start gap-2">
                <FileCheck2 className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
                <div className="min-w-0">
                  <p className="font-medium break-words text-slate-900">
                    {d.title}
                    {d.reference && <span className="font-normal text-slate-600"> · {d.reference}</span>}
                  </p>
                  <p className="text-xs text-slate-600">
                    {[d.issuedBy, d.issuedDate && `Issued ${formatDate(d.issuedDate)}`, d.expiryDate ? `Expires ${formatDate(d.expiryDate)}` : "No expiry date"]
                      .filter(Boolean)
                      .join(" · ")}
                  </p>
                </div>
              </div>
              {/* "No expiry date" is already on the line of dates. */}
              {(d.state !== "none" || labels?.none) && <ExpiryBadge state={d.state}>{labels?.[d.state]}</ExpiryBadge>}
            </div>
            {d.notes && <p className="mt-1.5 text-sm break-words text-slate-700">{d.notes}</p>}
            <div className="mt-2 flex flex-wrap items-center gap-1">
              <Button variant="ghost" size="sm" asChild>
                <a href={d.href} target="_blank" rel="noreferrer">
                  <ExternalLink aria-hidden="true" />
                  View
                </a>
              </Button>
              <Button variant="ghost" size="sm" asChild>
                <a href={`${d.href}?download=1`} download={d.fileName ?? undefined}>
                  <Download aria-hidden="true" />
                  Download{d.fileSize ? ` (${formatBytes(d.fileSize)})` : ""}
                </a>
              </Button>
              {actions?.(d)}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
