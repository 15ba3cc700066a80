import type { ReactNode } from "react";
import { CheckCircle2, CircleDot } from "lucide-react";
import type { ErrorReportKind } from "@shared/reports/error-report";
import type { ReportAuthor, ReportStatus } from "@shared/reports/report-admin";
import { Badge } from "@web/components/ui/badge";
import { Skeleton } from "@web/components/ui/skeleton";

export function StatusBadge({ status }: { status: ReportStatus }) {
  return status === "resolved" ? (
    <Badge variant="success">
      <CheckCircle2 aria-hidden="true" />
      Resolved
    </Badge>
  ) : (
    <Badge variant="warning">
      <CircleDot aria-hidden="true" />
      New
    </Badge>
  );
}

export const KIND_LABELS: Record<ErrorReportKind, string> = { boundary: "Screen error", sidebar: "User report", preload: "Load failure" };

export function SeverityBadge({ severity }: { severity: string }) {
  const variant = severity === "critical" || severity === "high" ? "destructive" : severity === "medium" ? "warning" : "secondary";
  return (
    <Badge variant={variant} className="capitalize">
      {severity}
    </Badge>
  );
}

export const authorText = (user: ReportAuthor, fallback = "Not signed in") => (user ? user.name || user.email : fallback);

/** A labelled value in a detail dialog. */
export function Detail({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? "sm:col-span-2" : undefined}>
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm break-words text-slate-900">{children}</dd>
    </div>
  );
}

export function ListSkeleton() {
  return (
    <ul aria-hidden="true" className="divide-y divide-slate-100">
      {Array.from({ length: 4 }, (_, i) => (
        <li key={i} className="flex items-start gap-3 px-4 py-3">
          <div className="grid flex-1 gap-2">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-3 w-1/2" />
          </div>
          <Skeleton className="h-5 w-16 rounded-full" />
        </li>
      ))}
    </ul>
  );
}

export function CodeBlock({ children }: { children: string }) {
  return <pre className="max-h-56 overflow-auto rounded-md bg-slate-900 p-3 font-mono text-xs leading-relaxed whitespace-pre text-slate-100">{children}</pre>;
}
