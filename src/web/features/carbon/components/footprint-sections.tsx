import { lazy, Suspense, type ReactNode } from "react";
import { ShieldAlert } from "lucide-react";
import type { ProjectFootprint } from "@shared/carbon-footprint/carbon-footprint";
import { carbonUnitFor, carbonUnitText } from "@shared/common/numbers";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { EmptyState } from "@web/components/ui/empty-state";
import { Skeleton } from "@web/components/ui/skeleton";
import { cn } from "@web/lib/cn";

// Recharts is large: it loads with the carbon tab, not with the diary.
const MonthlyChart = lazy(() => import("./monthly-chart"));

export function Section({
  title,
  description,
  action,
  children,
  className,
}: {
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Card className={cn("min-w-0", className)}>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-2 pb-3 sm:pb-4">
        <div className="grid gap-1">
          <CardTitle className="text-base">{title}</CardTitle>
          {description && <CardDescription>{description}</CardDescription>}
        </div>
        {action}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

export function MonthlyChartSection({ footprint, className }: { footprint: ProjectFootprint; className?: string }) {
  // One unit for the title, the axis and the tooltips, from the largest month (docs/code-style.md).
  const unit = carbonUnitFor(footprint.byMonth.map((m) => m.totalKg));
  return (
    <Section title="By month" description={`${carbonUnitText(unit)} each month, stacked by scope`} className={className}>
      <Suspense fallback={<Skeleton className="h-64 w-full sm:h-72" />}>
        <MonthlyChart months={footprint.byMonth} unit={unit} />
      </Suspense>
    </Section>
  );
}

export function CarbonForbidden() {
  return (
    <EmptyState
      icon={ShieldAlert}
      title="You cannot view carbon figures"
      text="Your role does not include Carbon Tracking. Ask an administrator if you need to see the carbon footprint."
      className="bg-white"
    />
  );
}

export function FootprintSkeleton() {
  return (
    <div className="grid gap-4" aria-busy="true" aria-label="Loading the carbon footprint">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-24" />
        ))}
      </div>
      <Skeleton className="h-72" />
      <Skeleton className="h-48" />
    </div>
  );
}
