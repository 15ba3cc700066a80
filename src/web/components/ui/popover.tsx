import type { ComponentProps } from "react";
import { Popover as PopoverPrimitive } from "radix-ui";
import { cn } from "@web/lib/cn";

/**
 * A panel anchored to its trigger (the notification bell): Escape and a click outside close it and
 * focus returns to the trigger. On a phone it spans the screen's width, less a small margin.
 */
export const Popover = PopoverPrimitive.Root;
export const PopoverTrigger = PopoverPrimitive.Trigger;
export const PopoverClose = PopoverPrimitive.Close;

export function PopoverContent({ className, sideOffset = 6, align = "end", collisionPadding = 8, ...props }: ComponentProps<typeof PopoverPrimitive.Content>) {
  return (
    <PopoverPrimitive.Portal>
      <PopoverPrimitive.Content
        sideOffset={sideOffset}
        align={align}
        collisionPadding={collisionPadding}
        className={cn(
          "z-50 w-[calc(100vw-1rem)] rounded-lg border border-slate-200 bg-white text-slate-900 shadow-lg outline-none sm:w-96",
          "max-h-(--radix-popover-content-available-height) overflow-hidden",
          "origin-(--radix-popover-content-transform-origin) motion-safe:animate-pop-in",
          className,
        )}
        {...props}
      />
    </PopoverPrimitive.Portal>
  );
}
