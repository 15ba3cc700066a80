import type { QueryClient } from "@tanstack/react-query";

/**
 * Sets `data-fetching` on the page's root to how many reads the screen shows are in flight, plus
 * writes. The browser tests wait for "0" after a screen's heading (e2e/support/settled.ts) instead of
 * for the network to stay quiet for 500 ms: background prefetches, which no screen shows yet, do not
 * count, so a built screen is known as soon as its own answers are in. It says nothing a user sees.
 */
export function showFetching(queryClient: QueryClient, root: { dataset: DOMStringMap } = document.documentElement) {
  const update = () => {
    const inFlight = String(queryClient.isFetching({ type: "active" }) + queryClient.isMutating());
    if (root.dataset.fetching !== inFlight) root.dataset.fetching = inFlight;
  };
  const stopQueries = queryClient.getQueryCache().subscribe(update);
  const stopMutations = queryClient.getMutationCache().subscribe(update);
  update();
  return () => {
    stopQueries();
    stopMutations();
  };
}
