import { useEffect, useSyncExternalStore, type ComponentProps, type ReactElement, type ReactNode } from "react";
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from "./tooltip-timing";

/**
 * Tooltips whose code (Radix tooltip and its positioning engine, about 13 kB gzipped) arrives after
 * the first paint instead of with it. Until it has loaded the trigger renders alone: a tooltip only
 * shows after a 700 ms hover, so nothing is lost. The sidebar and the activity log use these; a
 * screen that needs a tooltip at once imports ./tooltip directly.
 */
type TooltipModule = typeof import("./tooltip");

let loaded: TooltipModule | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

/** Starts loading the tooltip code once; every deferred tooltip re-renders when it lands. */
export function loadTooltips(): void {
  loading ??= import("./tooltip").then(
    (module) => {
      loaded = module;
      listeners.forEach((listener) => listener());
    },
    () => {
      loading = null; // a failed load is tried again by the next caller
    },
  );
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
const getSnapshot = () => loaded;

/** The tooltip module, or null until it has loaded. */
export function useTooltipModule(): TooltipModule | null {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}

/** Loads the tooltips once the browser is idle, when `when` is true (e.g. the sidebar is on screen). */
export function useLoadTooltipsWhenIdle(when: () => boolean) {
  useEffect(() => {
    if (loaded || !when()) return;
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 200));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const id = idle(() => loadTooltips());
    return () => cancel(id);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
}

type Side = ComponentProps<TooltipModule["TooltipContent"]>["side"];

/*
 * No shared Radix provider: wrapping a group in one once the code arrives would remount the group
 * (the sidebar would lose its scroll position). The provider's skip delay (spec §9: 300 ms) is kept
 * here instead: for 300 ms after any deferred tooltip closes, the next one opens without the delay.
 */
let skipping = false;
let skipTimer: ReturnType<typeof setTimeout> | undefined;
const skipListeners = new Set<() => void>();
function tooltipClosed() {
  skipping = true;
  skipListeners.forEach((listener) => listener());
  clearTimeout(skipTimer);
  skipTimer = setTimeout(() => {
    skipping = false;
    skipListeners.forEach((listener) => listener());
  }, TOOLTIP_SKIP_DELAY_MS);
}
function subscribeSkip(listener: () => void) {
  skipListeners.add(listener);
  return () => void skipListeners.delete(listener);
}
const getSkipping = () => skipping;

/**
 * `children` with a tooltip of `label` once the tooltip code is there (and `show` is true). The
 * child is rendered alone until then; it is remounted once, inside the tooltip, when the code lands.
 */
export function DeferredTooltip({
  label,
  side,
  show = true,
  contentClassName,
  children,
}: {
  label: ReactNode;
  side?: Side;
  show?: boolean;
  contentClassName?: string;
  children: ReactElement;
}) {
  const module = useTooltipModule();
  const skip = useSyncExternalStore(subscribeSkip, getSkipping, getSkipping);
  if (!show || !module) return children;
  const { Tooltip, TooltipTrigger, TooltipContent } = module;
  return (
    <Tooltip delayDuration={skip ? 0 : TOOLTIP_DELAY_MS} onOpenChange={(open) => !open && tooltipClosed()}>
      <TooltipTrigger asChild>{children}</TooltipTrigger>
      <TooltipContent side={side} className={contentClassName}>
        {label}
      </TooltipContent>
    </Tooltip>
  );
}
