import { startTransition, useEffect, useState } from "react";

/**
 * How many items of a long list to render: the first few at once, then all of them in a transition
 * once `ready` (the data is in). A transition renders in slices that give the main thread back every
 * few milliseconds, so a phone paints the first days or cards at once and stays responsive while the
 * rest are built, instead of one long task for the whole list (issue 13: a diary's week was one task
 * of 0.6–0.8 s on Lighthouse's phone).
 */
export function useRevealInSteps(ready: boolean, firstStep: number): number {
  const [all, setAll] = useState(false);
  useEffect(() => {
    if (ready && !all) startTransition(() => setAll(true));
  }, [ready, all]);
  return all ? Number.POSITIVE_INFINITY : firstStep;
}
