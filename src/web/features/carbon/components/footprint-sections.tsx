import { lazy, Suspense } from "react";
import { ShieldAlert } from "lucide-react";
import type { ProjectFootprint } from "@shared/carbon-footprint/carbon-footprint";
import { carbonUnitFor, carbonUnitText } from "@shared/common/numbers";
import { SectionCard, type SectionCardProps } from "@web/components/ui/section-card";
import { EmptyState } from "@web/components/ui/empty-state";
import { Skeleton } from "@web/components/ui/skeleton";

// Recharts is large: it loads with the carbon tab, not with the diary.
const MonthlyChart = lazy(() => import("./monthly-chart"));

/** A section of the footprint, inside the contract's carbon tab (a level-3 heading). */
export const Section = (props: SectionCardProps) => <SectionCard level={3} {...props} />;

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
