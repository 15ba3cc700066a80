import { useState } from "react";
import { BookOpen } from "lucide-react";
import type { ContractCosts, HeadFigures } from "@shared/cost-analysis/cost-figures";
import { CASH_FLOW_PROFILES, type CashFlowProfile } from "@shared/rules/cost-forecast";
import { costHeadLabel } from "@shared/rules/cvr";
import { NoAccess, RecordMissing, ScreenFrame, recordState } from "@web/components/screen/screen-parts";
import { Button } from "@web/components/ui/button";
import { Skeleton } from "@web/components/ui/skeleton";
import { formatDate } from "@web/lib/format";
import { Link, useParams } from "@web/lib/router";
import { param, useUrlFilters } from "@web/lib/use-url-filters";
import { usePermission, useRolePermissions } from "@web/features/permissions/api/get-role-permissions";
import { useContractCosts } from "@web/features/cost-analysis/api/figures";
import { CashFlowCard } from "@web/features/cost-analysis/components/cash-flow-card";
import { ContractSummary } from "@web/features/cost-analysis/components/contract-summary";
import { CostCodesCard } from "@web/features/cost-analysis/components/cost-codes-card";
import { CostSection } from "@web/features/cost-analysis/components/cost-section";
import { DrillDialog, type Opens } from "@web/features/cost-analysis/components/drill-dialog";
import { drillFor, drillForCode, type Drill } from "@web/features/cost-analysis/components/drill";
import { ExceptionsCard, InvoicesAgainstAccruals } from "@web/features/cost-analysis/components/exceptions-card";
import { HeadsTable } from "@web/features/cost-analysis/components/heads-table";
import { LabourCard } from "@web/features/cost-analysis/components/labour-card";
import { SpendCard } from "@web/features/cost-analysis/components/spend-card";
// The registers' sections and the forecast method's dialog (branch cost-registers-web).
import { CvrSection } from "@web/features/cost-analysis/components/cvr-section";
import { ForecastMethodDialog } from "@web/features/cost-analysis/components/forecast-method-dialog";
import { VariationsSection } from "@web/features/cost-analysis/components/variations-section";

/** /cost-analysis/{slug} (product.md §2.1, decision 0081): one contract's heads, margin, labour, exceptions, cost codes, cash flow and spend, each figure opening its records. */
export default function ContractCostsPage() {
  const { slug = "" } = useParams();
  const can = usePermission();
  const permissions = useRolePermissions();
  if (permissions.isPending)
    return (
      <ScreenFrame>
        <Skeleton className="h-64" />
      </ScreenFrame>
    );
  if (!can("Cost Analysis", "view"))
    return (
      <ScreenFrame>
        <NoAccess area="Cost Analysis" action="view" />
      </ScreenFrame>
    );
  return <ContractCostsScreen slug={slug} />;
}

function ContractCostsScreen({ slug }: { slug: string }) {
  const url = useUrlFilters({ profile: param.oneOf(CASH_FLOW_PROFILES) });
  const profile: CashFlowProfile = url.values.profile ?? "even";
  const costs = useContractCosts(slug, profile);
  const state = recordState(costs, {
    errorTitle: "The contract's costs could not be loaded",
    missing: <RecordMissing title="Contract not found" back={{ to: "/cost-analysis", label: "Back to Cost Analysis" }} />,
  });
  return (
    <ScreenFrame>
      {"view" in state ? (
        state.view
      ) : (
        <ContractCostsView costs={state.data} busy={costs.isPlaceholderData} onProfile={(p) => url.set({ profile: p === "even" ? null : p })} />
      )}
    </ScreenFrame>
  );
}

function ContractCostsView({ costs, busy, onProfile }: { costs: ContractCosts; busy: boolean; onProfile: (p: CashFlowProfile) => void }) {
  const can = usePermission();
  const c = costs.contract;
  const [drill, setDrill] = useState<Drill | null>(null);
  const [methodOf, setMethodOf] = useState<HeadFigures | null>(null);
  const opens: Opens = { orders: can("Purchase Orders", "view"), workers: can("Workforce", "view"), diary: can("Contracts", "view") };
  const canEdit = can("Cost Analysis", "edit");
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <nav aria-label="Breadcrumb" className="mb-1 text-sm text-slate-500">
            <Link to="/cost-analysis" className="hover:text-slate-900 hover:underline">
              Cost Analysis
            </Link>
          </nav>
          <h1 className="text-2xl font-semibold tracking-tight break-words text-slate-900">{c.name}</h1>
          <p className="text-sm text-slate-500">
            {[
              c.status,
              c.division,
              c.startDate && c.finishDate ? `${formatDate(c.startDate)} to ${formatDate(c.finishDate)}` : null,
              `Figures at ${formatDate(costs.asOf)}`,
            ]
              .filter(Boolean)
              .join(" · ")}
          </p>
        </div>
        {opens.diary && (
          <Button variant="outline" asChild className="self-start sm:self-auto">
            <Link to={`/project/${encodeURIComponent(c.slug)}`}>
              <BookOpen aria-hidden="true" />
              Project diary
            </Link>
          </Button>
        )}
      </header>
      <ContractSummary costs={costs} />
      <CostSection title="Budget heads" description="Choose a figure to see the orders, labour and entries behind it.">
        <HeadsTable costs={costs} onFigure={(h, figure) => setDrill(drillFor(h.head, figure))} onMethod={canEdit ? setMethodOf : undefined} />
      </CostSection>
      {/* Slot: the variations register (cost-registers-web). */}
      <VariationsSection slug={c.slug} />
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-2">
        <LabourCard costs={costs} onLabour={() => setDrill(drillFor("labour", "actual"))} onPlant={() => setDrill(drillFor("plant", "actual"))} />
        <div className="grid min-w-0 content-start gap-4">
          <ExceptionsCard costs={costs} opens={opens} />
          <InvoicesAgainstAccruals costs={costs} opens={opens} />
        </div>
      </div>
      <CostCodesCard costs={costs} onCode={(code) => setDrill(drillForCode(code, costHeadLabel))} />
      <CashFlowCard cashFlow={costs.cashFlow} onProfile={onProfile} busy={busy} />
      <SpendCard costs={costs} />
      {/* Slot: the monthly valuations and CVR months (cost-registers-web). */}
      <CvrSection slug={c.slug} />
      <DrillDialog slug={c.slug} drill={drill} namesVisible={costs.labour.namesVisible} opens={opens} onDrill={setDrill} onClose={() => setDrill(null)} />
      {methodOf && canEdit && <ForecastMethodDialog slug={c.slug} head={methodOf.head} current={methodOf} onClose={() => setMethodOf(null)} />}
    </div>
  );
}
