import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "./api";

/** product.md §9: fresh 3 min, kept 10 min, no polling, no refetch on focus, no retry on 401/403. */
export const STALE_TIME = 180_000;
export const GC_TIME = 600_000;

const retryableRead = (count: number, error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  if (/401|403/.test(message)) return false;
  if (error instanceof ApiError && error.status < 500) return false;
  return count < 2;
};

// Writes retry once, and only when the request may not have arrived (network or gateway failure):
// a rejected or validated write must never be sent twice. See docs/decisions/0004-write-retries.md.
const retryableWrite = (count: number, error: unknown) =>
  count < 1 && (!(error instanceof ApiError) || [502, 503, 504].includes(error.status));

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
      mutations: { retry: retryableWrite, retryDelay: 1000 },
    },
  });
}
