import { useState, type ReactNode } from "react";
import type { SourceKind } from "@shared/carbon/carbon";
import type { ProjectFootprint } from "@shared/carbon-footprint/carbon-footprint";
import { CategoryBreakdown } from "./breakdowns";
import { MonthlyChartSection, Section } from "./footprint-sections";
import { Ledger, type LedgerFilters } from "./ledger";

type Props = {
  footprint: ProjectFootprint;
  range: { from?: string; to?: string };
  canOpen: (kind: SourceKind) => boolean;
  onOpen: (kind: SourceKind, id: number) => void;
  /** Sections between the chart and the ledger (the full footprint's breakdowns). */
  children?: ReactNode;
};

/**
 * Carbon by month and by category, then the ledger of the figures behind them: choosing a category
 * filters the ledger, so the two share its filters. The diary's carbon tab and the full footprint
 * page show them alike.
 */
export function FootprintWithLedger({ footprint: fp, range, canOpen, onOpen, children }: Props) {
  const [filters, setFilters] = useState<LedgerFilters>({ page: 1 });
  return (
    <>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <MonthlyChartSection footprint={fp} />
        <Section title="By category" description="Choose one to see its entries">
          <CategoryBreakdown footprint={fp} selected={filters.category} onSelect={(category) => setFilters({ ...filters, category, page: 1 })} />
        </Section>
      </div>
      {children}
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
    </>
  );
}
