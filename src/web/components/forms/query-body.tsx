import { useState, type ReactNode } from "react";
import { cn } from "@web/lib/cn";
import { Button } from "@web/components/ui/button";
import { LoadError } from "@web/components/ui/load-error";
import { Skeleton } from "@web/components/ui/skeleton";

/** Placeholder bars while a panel's first read loads: one class list a bar (its height, its width). */
export function SkeletonRows({ rows, gap = "gap-2" }: { rows: readonly string[]; gap?: string }) {
  return (
    <div className={cn("grid", gap)} aria-busy="true">
      {rows.map((row, i) => (
        <Skeleton key={i} className={row} />
      ))}
    </div>
  );
}

type Read = { isLoading: boolean; isError: boolean; error: unknown; refetch: () => unknown };

/**
 * A panel's read in its states, in the order the diary's side panels, the budget and the visitors'
 * day show them: bars while loading, the error with Try again, the empty words, else the list.
 * `failed` widens the error to a read that answered without what the panel needs.
 */
export function QueryBody({
  read,
  rows,
  gap,
  errorTitle,
  failed = read.isError,
  empty,
  children,
}: {
  read: Read;
  rows: readonly string[];
  gap?: string;
  errorTitle: string;
  failed?: boolean;
  /** What shows in place of an empty list; leave it false while there is something to list. */
  empty?: ReactNode;
  children: ReactNode;
}) {
  if (read.isLoading) return <SkeletonRows rows={rows} gap={gap} />;
  if (failed) return <LoadError title={errorTitle} error={read.error} onRetry={() => read.refetch()} />;
  return empty || children;
}

/** The most a side panel lists: past it, the full register is the place to look. */
const PANEL_MAX = 100;

/** A side panel's page size, grown a step at a time by Show more, up to PANEL_MAX. */
export function useGrowingPage(step: number) {
  const [size, setSize] = useState(step);
  return { size, more: () => setSize((n) => Math.min(PANEL_MAX, n + step)) };
}

/** "Show more (n)" under a panel's list while the read holds more than it shows, and the page may grow. */
export function ShowMore({
  shown,
  total,
  page,
  fetching,
  label,
}: {
  shown: number;
  total: number;
  page: { size: number; more: () => void };
  fetching: boolean;
  label: string;
}) {
  if (shown >= total || page.size >= PANEL_MAX) return null;
  return (
    <Button variant="outline" size="sm" className="justify-self-center" disabled={fetching} onClick={page.more}>
      {fetching ? "Loading..." : `${label} (${total - shown})`}
    </Button>
  );
}
