import { useSyncExternalStore } from "react";

/** Tailwind's lg breakpoint, where /auth shows its showcase panel. */
const WIDE = "(min-width: 64rem)";

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(WIDE);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
};

/** True on a screen wide enough for the showcase; follows a resized window. */
export function useWideScreen(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(WIDE).matches);
}
