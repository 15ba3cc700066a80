import { useState } from "react";
import { Leaf } from "lucide-react";
import type { SourceKind } from "@shared/carbon/carbon";
import type { ProjectFootprint } from "@shared/carbon-footprint/carbon-footprint";
import { EmptyState } from "@web/components/ui/empty-state";
import { formatDate } from "@web/lib/format";
import { CategoryBreakdown, FactorsTable, GhgTable, SourceList } from "./breakdowns";
import { EMPTY_CARBON_TEXT } from "./carbon-tab";
import { MonthlyChartSection, Section } from "./footprint-sections";
import { Ledger, type LedgerFilters } from "./ledger";
import { ScopeSummary } from "./scope-summary";

const day = (iso: string) => formatDate(`${iso}T00:00:00`);
export const periodLabel = (from?: string | null, to?: string | null) =>
  from && to ? `${day(from)} to ${day(to)}` : from ? `From ${day(from)}` : to ? `Up to ${day(to)}` : "All records to date";

/** A project's whole footprint for a range: summary, chart, breakdowns, factors used and the paged ledger. */
export function ProjectFootprintView({
  footprint: fp,
  range,
  canOpen,
  onOpen,
}: {
  footprint: ProjectFootprint;
  range: { from?: string; to?: string };
  canOpen: (kind: SourceKind) => boolean;
  onOpen: (kind: SourceKind, id: number) => void;
}) {
  const [filters, setFilters] = useState<LedgerFilters>({ page: 1 });
  if (fp.figureCount === 0) {
    return (
      <EmptyState
        icon={Leaf}
        title={range.from || range.to ? "No carbon in this period" : "No carbon recorded yet"}
        text={EMPTY_CARBON_TEXT}
        className="bg-white"
      />
    );
  }
  return (
    <div className="grid gap-4">
      <ScopeSummary
        totalKg={fp.totalKg}
        byScope={fp.byScope}
        caption={`${periodLabel(fp.from, fp.to)} · ${fp.figureCount} ${fp.figureCount === 1 ? "figure" : "figures"}`}
      />
      <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <MonthlyChartSection footprint={fp} />
        <Section title="By category" description="Choose one to see its entries">
          <CategoryBreakdown footprint={fp} selected={filters.category} onSelect={(category) => setFilters({ ...filters, category, page: 1 })} />
        </Section>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <Section title="Scope 3 by GHG Protocol category">
          <GhgTable footprint={fp} />
        </Section>
        <Section title="By source" description="The diary records the figures came from">
          <SourceList footprint={fp} />
        </Section>
      </div>
      <Section
        title="Factors used"
        description={`UK Government GHG Conversion Factors (DESNZ ${fp.setYears.join(", ") || "-"}) and any company factors, with what each contributed`}
      >
        <FactorsTable footprint={fp} />
      </Section>
      <Section title="The entries behind each figure" description="Each figure with the conversion factor it used">
        <Ledger
          slug={fp.project.slug}
          range={range}
          filters={filters}
          onFilters={setFilters}
          months={fp.byMonth.map((m) => m.month).reverse()}
          canOpen={canOpen}
          onOpen={onOpen}
        />
      </Section>
    </div>
  );
}
