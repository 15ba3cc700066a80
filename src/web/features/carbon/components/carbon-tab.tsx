import { Link } from "@web/lib/router";
import { Leaf, LineChart, Plus } from "lucide-react";
import type { SourceKind } from "@shared/carbon/carbon";
import type { ProjectView } from "@shared/projects/project-view";
import { Button } from "@web/components/ui/button";
import { EmptyState } from "@web/components/ui/empty-state";
import { LoadError } from "@web/components/ui/load-error";
import { ApiError } from "@web/lib/api";
import { useFootprint } from "../api/get-footprint";
import { FootprintWithLedger } from "./footprint-ledger";
import { CarbonForbidden, FootprintSkeleton } from "./footprint-sections";
import { CarbonReportButton } from "./report-button";
import { ScopeSummary } from "./scope-summary";

export const EMPTY_CARBON_TEXT = "Log plant fuel, deliveries, waste, energy or visitors in the diary and their carbon is totalled here.";

/**
 * The project diary's carbon tab: the total and each scope, carbon by month and by category, and the
 * ledger of figures behind them, each row opening the record it came from.
 * `canCreate`/`canEdit`/`canDelete` are the Contracts permissions of the diary's site records;
 * `canRecordScope3` is Carbon Tracking create; `canViewCarbon` is Carbon Tracking view (the server refuses too).
 */
export function CarbonTab({
  project,
  canEdit,
  onOpen,
  canRecordScope3 = false,
  canViewCarbon = true,
}: {
  project: ProjectView;
  canCreate: boolean;
  canEdit: boolean;
  canDelete: boolean;
  onOpen: (kind: string, id: number | "new") => void;
  canRecordScope3?: boolean;
  canViewCarbon?: boolean;
}) {
  const footprint = useFootprint(project.slug, {}, canViewCarbon);

  if (!canViewCarbon || (footprint.error instanceof ApiError && footprint.error.status === 403)) return <CarbonForbidden />;
  if (footprint.isPending) return <FootprintSkeleton />;
  if (!footprint.data)
    return <LoadError title="The carbon figures could not be loaded" error={footprint.error} onRetry={() => footprint.refetch()} className="bg-white" />;

  const fp = footprint.data;
  // Site records follow the Contracts edit permission; other Scope 3 entries are Carbon Tracking records.
  const canOpen = (kind: SourceKind) => (kind === "scope3" ? canRecordScope3 : canEdit);
  return (
    <section aria-labelledby="carbon-heading" className="grid gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 id="carbon-heading" className="text-lg font-semibold text-slate-900">
          Carbon footprint
        </h2>
        <div className="flex flex-wrap gap-2">
          {canRecordScope3 && (
            <Button variant="outline" onClick={() => onOpen("scope3", "new")}>
              <Plus aria-hidden="true" />
              Add other Scope 3
            </Button>
          )}
          <Button variant="outline" asChild>
            <Link to={`/project/${project.slug}/carbon-footprint`}>
              <LineChart aria-hidden="true" />
              Full footprint
            </Link>
          </Button>
          <CarbonReportButton slug={project.slug} name={project.name} />
        </div>
      </div>

      {fp.figureCount === 0 ? (
        <EmptyState icon={Leaf} title="No carbon recorded yet" text={EMPTY_CARBON_TEXT} className="bg-white" />
      ) : (
        <>
          <ScopeSummary
            totalKg={fp.totalKg}
            byScope={fp.byScope}
            caption={`${fp.figureCount} ${fp.figureCount === 1 ? "figure" : "figures"} · DESNZ ${fp.setYears.join(", ") || "-"}`}
          />
          <FootprintWithLedger footprint={fp} range={{}} canOpen={canOpen} onOpen={onOpen} />
        </>
      )}
    </section>
  );
}
