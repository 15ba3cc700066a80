import type { NavigateFunction } from "@web/lib/router";

/** Cancel: back where the user came from, or to `fallback` when the page was opened directly. */
export function goBack(navigate: NavigateFunction, fallback: string) {
  const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
  if (idx > 0) navigate(-1);
  else navigate(fallback);
}
