import { useRef, type ReactNode } from "react";
import { cn } from "@web/lib/cn";
import { useScrollCue } from "./use-scroll-cue";

/**
 * The shell's link list: it scrolls on its own between the company tile and the footer, which stay
 * put, and fades at an edge with more links beyond it, so a short window never hides links unseen.
 */
export function ScrollNav({ className, children }: { className?: string; children: ReactNode }) {
  const ref = useRef<HTMLElement>(null);
  const { above, below } = useScrollCue(ref);
  return (
    <div className="relative flex min-h-0 flex-1 flex-col">
      <nav ref={ref} aria-label="Main" data-more-below={below || undefined} className={cn("min-h-0 flex-1 overflow-y-auto overscroll-contain", className)}>
        <div>{children}</div>
      </nav>
      <div aria-hidden="true" className={cn("pointer-events-none absolute inset-x-0 top-0 h-6 bg-gradient-to-b from-white transition-opacity", above ? "opacity-100" : "opacity-0")} />
      <div
        aria-hidden="true"
        data-testid="nav-more-below"
        className={cn(
          "pointer-events-none absolute inset-x-0 bottom-0 h-10 bg-gradient-to-t from-white via-white/80 shadow-[inset_0_-1px_0_var(--color-slate-200)] transition-opacity",
          below ? "opacity-100" : "opacity-0",
        )}
      />
    </div>
  );
}
