import type { ReactNode } from "react";
import type { ProjectView } from "@shared/projects/project-view";
import type { PagePermissions } from "@web/lib/record-rights";
import { ArrowLeft, type LucideIcon } from "lucide-react";
import { cn } from "@web/lib/cn";
import { Button } from "@web/components/ui/button";
import { Card, CardContent } from "@web/components/ui/card";
import { LoadError } from "@web/components/ui/load-error";
import { Skeleton } from "@web/components/ui/skeleton";

export interface RecordFormPageProps {
  /** The h2's id: the section is labelled by it. */
  titleId: string;
  icon: LucideIcon;
  title: string;
  description: ReactNode;
  onBack: () => void;
  /** While true, a skeleton card stands in for the form. */
  loading: boolean;
  /** When set, what could not be loaded, shown with a retry in place of the form (the retry's result, a refetch's promise that never rejects, is ignored). */
  failure?: { title: string; error: unknown; onRetry: () => unknown } | false | null;
  /** Wider pages for forms with more columns. */
  className?: string;
  children: ReactNode;
}

/**
 * A record form opened in place of the diary (labour, plant, delivery, waste, energy, visitor,
 * Scope 3): Back to Diary, an icon and title, then the form, or a skeleton while the record loads,
 * or the load error. One shell so the seven forms look and read the same.
 */
export function RecordFormPage({ titleId, icon: Icon, title, description, onBack, loading, failure, className, children }: RecordFormPageProps) {
  return (
    <section aria-labelledby={titleId} className={cn("mx-auto w-full max-w-3xl", className)}>
      <Button variant="ghost" size="sm" onClick={onBack} className="-ml-2 mb-3">
        <ArrowLeft aria-hidden="true" />
        Back to Diary
      </Button>
      <header className="mb-4 flex items-start gap-3">
        <div className="flex size-10 shrink-0 items-center justify-center rounded-md bg-brand/10 text-brand-dark">
          <Icon className="size-5" aria-hidden="true" />
        </div>
        <div>
          <h2 id={titleId} className="text-xl font-semibold tracking-tight text-slate-900">
            {title}
          </h2>
          <p className="mt-0.5 text-sm text-slate-500">{description}</p>
        </div>
      </header>
      {loading ? (
        <Card>
          <CardContent className="grid gap-4 pt-4 sm:pt-6">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className="h-10" />
            ))}
          </CardContent>
        </Card>
      ) : failure ? (
        <LoadError title={failure.title} error={failure.error} onRetry={failure.onRetry} />
      ) : (
        children
      )}
    </section>
  );
}

/** The read of the record a form edits: loading and failing count only while editing (a new record has nothing to load). */
type RecordRead = { isLoading: boolean; data?: unknown; error: unknown; refetch: () => unknown };

/** `loading` and `failure` for RecordFormPage from the record's read: `{...recordLoad(editing, entry, "The … could not be loaded")}`. */
export const recordLoad = (editing: boolean, read: RecordRead, title: string) => ({
  loading: editing && read.isLoading,
  failure: editing && !read.data && { title, error: read.error, onRetry: () => read.refetch() },
});

/** What a record form's fields receive: the contract, the saved record (null for a new one), and where to go on. */
export type RecordFieldsProps<R, P = ProjectView> = {
  project: P;
  entry: R | null;
  onClose: () => void;
  /** A new record becomes an edit once saved, so its stored figures show in place. */
  onSaved?: (id: number) => void;
  /** The page's flags, to offer Delete on a record the user may delete. */
  permissions?: PagePermissions;
};
