import { useEffect, useRef, type ReactNode } from "react";
import { useLocation } from "@web/lib/router";
import { cn } from "@web/lib/cn";
import { useScrollCue } from "./use-scroll-cue";

/** Room kept between the current page's link and the list's edges, clear of the fades. */
const CURRENT_MARGIN = 48;

/**
 * The shell's link list: it scrolls on its own between the company tile and the footer, which stay
 * put, and fades at an edge with more links beyond it, so a short window never hides links unseen.
 */
export function ScrollNav({ className, children }: { className?: string; children: ReactNode }) {
  const ref = useRef<HTMLElement>(null);
  const { above, below } = useScrollCue(ref);
  const { pathname } = useLocation();

  // The current page's link is brought into the list's view (Team Management sat under the fade).
  // Only the list scrolls: scrollIntoView could move the page as well.
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const list = ref.current;
      const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
      if (!list || !current) return;
      const item = current.getBoundingClientRect();
      const view = list.getBoundingClientRect();
      if (item.bottom > view.bottom - CURRENT_MARGIN) list.scrollTop += item.bottom - (view.bottom - CURRENT_MARGIN);
      else if (item.top < view.top + CURRENT_MARGIN) list.scrollTop -= view.top + CURRENT_MARGIN - item.top;
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
  return (
    <div className="relative flex min-h-0 flex-1 flex-col">
      <nav ref={ref} aria-label="Main" data-more-below={below || undefined} className={cn("min-h-0 flex-1 overflow-y-auto overscroll-contain", className)}>
        <div>{children}</div>
      </nav>
      <div
        aria-hidden="true"
        className={cn("pointer-events-none absolute inset-x-0 top-0 h-6 bg-gradient-to-b from-white transition-opacity", above ? "opacity-100" : "opacity-0")}
      />
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
