import { Leaf } from "lucide-react";
import type { SourceKind } from "@shared/carbon/carbon";
import type { ProjectFootprint } from "@shared/carbon-footprint/carbon-footprint";
import { EmptyState } from "@web/components/ui/empty-state";
import { formatDate } from "@web/lib/format";
import { FactorsTable, GhgTable, SourceList } from "./breakdowns";
import { EMPTY_CARBON_TEXT } from "./carbon-tab";
import { FootprintWithLedger } from "./footprint-ledger";
import { Section } from "./footprint-sections";
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
      <FootprintWithLedger footprint={fp} range={range} canOpen={canOpen} onOpen={onOpen}>
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
      </FootprintWithLedger>
    </div>
  );
}
