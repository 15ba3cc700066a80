import { createContext, useContext, type ComponentProps } from "react";
import { Tooltip as TooltipPrimitive } from "radix-ui";
import { cn } from "@web/lib/cn";

import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from "./tooltip-timing";

export { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS };

const HasProvider = createContext(false);

/** Mount once near the root so moving between tooltips skips the delay. */
export function TooltipProvider({
  delayDuration = TOOLTIP_DELAY_MS,
  skipDelayDuration = TOOLTIP_SKIP_DELAY_MS,
  ...props
}: ComponentProps<typeof TooltipPrimitive.Provider>) {
  return (
    <HasProvider.Provider value={true}>
      <TooltipPrimitive.Provider delayDuration={delayDuration} skipDelayDuration={skipDelayDuration} {...props} />
    </HasProvider.Provider>
  );
}

/** Works with or without a TooltipProvider above it (Radix throws without one). */
export function Tooltip(props: ComponentProps<typeof TooltipPrimitive.Root>) {
  const root = <TooltipPrimitive.Root {...props} />;
  return useContext(HasProvider) ? root : <TooltipProvider>{root}</TooltipProvider>;
}

export const TooltipTrigger = TooltipPrimitive.Trigger;

export function TooltipContent({ className, sideOffset = 4, ...props }: ComponentProps<typeof TooltipPrimitive.Content>) {
  return (
    <TooltipPrimitive.Portal>
      <TooltipPrimitive.Content
        sideOffset={sideOffset}
        className={cn("z-50 max-w-xs rounded-md bg-slate-900 px-2.5 py-1.5 text-xs text-white shadow-md motion-safe:animate-fade-in", className)}
        {...props}
      />
    </TooltipPrimitive.Portal>
  );
}
