import { ChevronLeft, ChevronRight } from "lucide-react";
import { cn } from "@web/lib/cn";
import { Button } from "./button";

export interface PaginationProps {
  /** 1-based. */
  page: number;
  pageCount: number;
  /** The list's total was capped (shared/common/paging.ts): `pageCount` is a floor, shown as "400+". */
  totalCapped?: boolean;
  onPageChange: (page: number) => void;
  disabled?: boolean;
  className?: string;
}

export function Pagination({ page, pageCount, totalCapped, onPageChange, disabled, className }: PaginationProps) {
  const last = Math.max(1, pageCount);
  const current = Math.min(Math.max(1, page), last);
  return (
    <nav aria-label="Pagination" className={cn("flex items-center justify-between gap-3 py-2", className)}>
      <p className="text-sm text-slate-600" aria-live="polite">
        Page {current} of {last}
        {totalCapped && "+"}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={disabled || current <= 1} onClick={() => onPageChange(current - 1)}>
          <ChevronLeft aria-hidden="true" />
          Previous
        </Button>
        <Button variant="outline" size="sm" disabled={disabled || current >= last} onClick={() => onPageChange(current + 1)}>
          Next
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
