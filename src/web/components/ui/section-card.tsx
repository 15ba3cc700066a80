import type { ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader } from "./card";
import { cn } from "@web/lib/cn";

export type SectionCardProps = {
  title: string;
  description?: ReactNode;
  /** A button or link beside the heading (an export, "Add"). */
  action?: ReactNode;
  children: ReactNode;
  className?: string;
};

/**
 * One section of a report screen (the carbon footprint, cost analysis): a card with its heading, a
 * line under it and an action beside it. `level` is the heading's place under the page's title: 2 on
 * a screen of its own, 3 inside a tab that has its own level-2 heading.
 */
export function SectionCard({ title, description, action, children, className, level }: SectionCardProps & { level: 2 | 3 }) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <Card className={cn("min-w-0", className)}>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-2 pb-3 sm:pb-4">
        <div className="grid min-w-0 gap-1">
          <Heading className="text-base leading-tight font-semibold tracking-tight text-slate-900">{title}</Heading>
          {description && <CardDescription>{description}</CardDescription>}
        </div>
        {action}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
