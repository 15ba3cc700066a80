import type { ReactNode } from "react";
import { ArrowLeft, Plus, SearchX, ShieldAlert, type LucideIcon } from "lucide-react";
import { Button } from "@web/components/ui/button";
import { EmptyState } from "@web/components/ui/empty-state";
import { LoadError } from "@web/components/ui/load-error";
import { Skeleton } from "@web/components/ui/skeleton";
import { ApiError } from "@web/lib/api";
import { missingPermissionText, type PermissionAction } from "@web/lib/record-rights";
import { Link } from "@web/lib/router";

/*
 * The pieces every register screen is built of (a list, a record, its form): the page's width, its
 * heading, the back arrow, and what it shows while the record loads, when it is gone or when the
 * user may not see it. One copy, so the screens keep one look and one wording.
 */

// Whole class strings (not built from the width) so Tailwind finds them in this file.
const WIDTHS = {
  "3xl": "mx-auto w-full max-w-3xl p-4 sm:p-6",
  "4xl": "mx-auto w-full max-w-4xl p-4 sm:p-6",
  "6xl": "mx-auto w-full max-w-6xl p-4 sm:p-6",
} as const;

/** The screen's column: a list at full width, a form or a record narrower. */
export function ScreenFrame({ width = "6xl", children }: { width?: keyof typeof WIDTHS; children: ReactNode }) {
  return <div className={WIDTHS[width]}>{children}</div>;
}

// The header's row: stacked on a phone, side by side from `sm` (or `lg` where the actions are many).
const HEADER_ROWS = {
  sm: "flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between",
  lg: "flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between",
} as const;

type HeaderProps = {
  title: string;
  text: ReactNode;
  /** Above the title (a breadcrumb). */
  above?: ReactNode;
  /** The page's buttons (add, import, export). */
  actions?: ReactNode;
  from?: keyof typeof HEADER_ROWS;
  /** The gap under the header: "mb-5" unless told. */
  gap?: "mb-4" | "mb-5";
};

/** A list screen's heading: its title and what it holds, with the page's actions beside them. */
export function ScreenHeader({ title, text, above, actions, from = "sm", gap = "mb-5" }: HeaderProps) {
  return (
    <header className={`${gap} ${HEADER_ROWS[from]}`}>
      <div className="min-w-0">
        {above}
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{title}</h1>
        <p className="text-sm text-slate-500">{text}</p>
      </div>
      {actions}
    </header>
  );
}

/** "New material", "Add supplier": the primary button that opens a new record's page. */
export function AddLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Button asChild>
      <Link to={to}>
        <Plus aria-hidden="true" />
        {children}
      </Link>
    </Button>
  );
}

/** A record's or form's title with the arrow back to where it was opened from, and an action at the end. */
export function BackTitle({ back, backLabel = "Back", title, action }: { back: string; backLabel?: string; title: string; action?: ReactNode }) {
  return (
    <div className="mb-4 flex min-w-0 items-center gap-2">
      <Button variant="ghost" size="icon" asChild className="size-9 shrink-0">
        <Link to={back} aria-label={backLabel}>
          <ArrowLeft aria-hidden="true" />
        </Link>
      </Button>
      <h1 className={`min-w-0 ${action ? "grow " : ""}text-xl font-semibold tracking-tight break-words text-slate-900 sm:text-2xl`}>{title}</h1>
      {action}
    </div>
  );
}

/** The way out of a dead end ("Back to Suppliers"), as an empty state's action. */
export function BackButton({ to, children, variant = "outline" }: { to: string; children: ReactNode; variant?: "outline" | "default" }) {
  return (
    <Button asChild variant={variant}>
      <Link to={to}>{children}</Link>
    </Button>
  );
}

/** The screen of an area the user's role may not see or change, naming the right that is missing. */
export function NoAccess({ area, action }: { area: string; action: PermissionAction }) {
  return <EmptyState icon={ShieldAlert} title="You do not have access to this page" text={missingPermissionText(area, action)} />;
}

type Missing = { icon?: LucideIcon; title: string; text?: string; back: { to: string; label: string } };

/** A record that is not there (deleted, or a wrong link), with the way back to its list. */
export function RecordMissing({ icon = SearchX, title, text = "It may have been deleted, or the link is wrong.", back }: Missing) {
  return <EmptyState icon={icon} title={title} text={text} action={<BackButton to={back.to}>{back.label}</BackButton>} />;
}

/** What a record's read is, as far as its screen cares. */
type RecordQuery<T> = { isLoading: boolean; error: unknown; data?: T; refetch: () => unknown };

type StateOptions = {
  /** What a 404 (or a record that is not this screen's) shows. */
  missing: ReactNode;
  /** "The supplier could not be loaded". */
  errorTitle: string;
  /** The record is there but not the one asked for (another project's issue): shown as missing. */
  elsewhere?: boolean;
  /** The loading placeholder's body: a form's page is taller. */
  tall?: boolean;
};

/**
 * A record's screen before it has the record: loading, gone or failed (`view`), or the record
 * (`data`). The screen puts the view in its own frame, so the crumbs and the width stay its own.
 */
export function recordState<T>(query: RecordQuery<T>, o: StateOptions): { view: ReactNode } | { data: T } {
  if (query.isLoading)
    return {
      view: (
        <>
          <Skeleton className="h-8 w-64" />
          <Skeleton className={o.tall ? "mt-4 h-96" : "mt-4 h-64"} />
        </>
      ),
    };
  if ((query.error instanceof ApiError && query.error.status === 404) || o.elsewhere) return { view: o.missing };
  if (query.data === undefined) return { view: <LoadError title={o.errorTitle} error={query.error} onRetry={() => query.refetch()} /> };
  return { data: query.data };
}
