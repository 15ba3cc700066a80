import type { ReactNode } from "react";
import { cn } from "@web/lib/cn";
import { Card, CardContent } from "@web/components/ui/card";

/**
 * A form's card of fields: one column on a phone, two from `sm` up, the same gaps and padding in
 * every register and diary form. `className` adds to the grid (`items-start` where a hint under
 * one field should not stretch its neighbour).
 */
export function FieldGrid({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <Card>
      <CardContent className={cn("grid gap-5 pt-4 sm:grid-cols-2 sm:pt-6", className)}>{children}</CardContent>
    </Card>
  );
}
