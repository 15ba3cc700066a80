import { useEffect, useState, type RefObject } from "react";

/**
 * Whether a scrolling list has more above or below its visible part, so the shell can show a fade
 * there: links hidden under the sidebar's footer at 800–900 px window height had no cue at all
 * (issue 11 item 20). Follows scrolling, the window's size and the list's content (a group opening).
 */
export function useScrollCue(ref: RefObject<HTMLElement | null>) {
  const [cue, setCue] = useState({ above: false, below: false });
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const update = () => {
      const above = el.scrollTop > 1;
      const below = el.scrollTop + el.clientHeight < el.scrollHeight - 1;
      setCue((c) => (c.above === above && c.below === below ? c : { above, below }));
    };
    // No first measure here: reading the sizes now forced a layout of the half-built page during the
    // first visit (issue 13). The observer reports every observed element once, right after the
    // browser's own next layout, and that first report sets the cue.
    el.addEventListener("scroll", update, { passive: true });
    const resize = new ResizeObserver(update);
    resize.observe(el);
    for (const child of Array.from(el.children)) resize.observe(child);
    return () => {
      el.removeEventListener("scroll", update);
      resize.disconnect();
    };
  }, [ref]);
  return cue;
}
