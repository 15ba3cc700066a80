import { startTransition, useEffect, useState } from "react";

/**
 * How many items of a long list to render: `firstStep` at once, then, once `ready` (the data is in),
 * `step` more per transition until all `total` are shown. A transition renders in slices that give
 * the main thread back every few milliseconds, and each step's commit (its DOM, then its style and
 * layout) is a task of its own, so a phone paints the first days or cards at once and stays
 * responsive while the rest are built (issue 13: a diary's week was one task of 0.6–0.8 s on
 * Lighthouse's phone, then one commit of five days).
 */
export function useRevealInSteps(ready: boolean, total: number, firstStep: number, step = Number.POSITIVE_INFINITY): number {
  const [shown, setShown] = useState(firstStep);
  useEffect(() => {
    if (ready && shown < total) startTransition(() => setShown((n) => n + step));
  }, [ready, shown, total, step]);
  return shown;
}
