import { QueryClient } from "@tanstack/react-query";
import { ApiError, WRITE_RETRY_DELAY_MS } from "./api";

/** product.md §9: fresh 3 min, kept 10 min, no polling, no refetch on focus, no retry on 401/403; writes retry in apiRequest. */
export const STALE_TIME = 180_000;
export const GC_TIME = 600_000;

const retryableRead = (count: number, error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  if (/401|403/.test(message)) return false;
  if (error instanceof ApiError && error.status < 500) return false;
  return count < 2;
};

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: STALE_TIME,
        gcTime: GC_TIME,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        retry: retryableRead,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 5000),
      },
      // Writes retry once after 1 s inside apiRequest, with the same Idempotency-Key; a retry here
      // would send the write again under a new key. See docs/decisions/0004-write-retries.md.
      // (The sign-in calls opt in to their own retry, which needs a fresh bot-check token.)
      mutations: { retry: false, retryDelay: WRITE_RETRY_DELAY_MS },
    },
  });
}
