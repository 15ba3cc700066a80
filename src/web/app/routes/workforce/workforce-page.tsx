import { lazy, useState } from "react";
import { ID_CARD_SHEET_MAX } from "@shared/workforce/worker-id-card";
import { toast } from "@web/components/ui/toast";
import { CARD_STATUSES } from "@shared/workforce/worker";
import { AddLink, NoAccess, ScreenFrame, ScreenHeader } from "@web/components/screen/screen-parts";
import { CsvActions } from "@web/components/register/csv-actions";
import { param, useUrlFilters } from "@web/lib/use-url-filters";
import { usePermission } from "@web/features/permissions/api/get-role-permissions";
import { useExportWorkers, useWorkers, type WorkerListFilters } from "@web/features/workforce/api/workers";
import { WorkerFilters } from "@web/features/workforce/components/worker-filters";
import { WorkerResults } from "@web/features/workforce/components/worker-list";
import { TradeRulesButton } from "@web/features/workforce/components/trade-rules-dialog";
import { PrintIdCardsButton } from "@web/features/workforce/components/print-id-cards-button";
import { WorkforceViews } from "@web/features/workforce/components/workforce-views";

// The import dialog loads on first use.
const ImportWorkersButton = lazy(() => import("@web/features/workforce/components/import-workers-dialog").then((m) => ({ default: m.ImportWorkersButton })));

/** /workforce (product.md §2.1): the worker register, searched, filtered and paged on the server. */
export default function WorkforcePage() {
  const can = usePermission();
  return <ScreenFrame>{can("Workforce", "view") ? <Register /> : <NoAccess area="Workforce" action="view" />}</ScreenFrame>;
}

function Register() {
  const can = usePermission();
  const canCreate = can("Workforce", "create");
  const url = useUrlFilters(
    {
      trade: param.text,
      employer: param.text,
      cardStatus: param.oneOf(CARD_STATUSES),
      induction: param.oneOf(["yes", "no"] as const),
      tradeRule: param.oneOf(["not_met"] as const),
    },
    { search: { key: "q", delay: 300 } },
  );
  const filters: WorkerListFilters = { page: url.page, q: url.search, ...url.values };
  const list = useWorkers(filters);
  const exporter = useExportWorkers();
  const { page: _page, ...exportFilters } = filters;
  // Ticked for the ID card sheet: kept while the list is paged, searched or filtered, so a gang is gathered from anywhere.
  const [ticked, setTicked] = useState<number[]>([]);
  const tick = {
    has: (id: number) => ticked.includes(id),
    toggle: ({ id }: { id: number }) => {
      if (ticked.includes(id)) return setTicked(ticked.filter((t) => t !== id));
      if (ticked.length >= ID_CARD_SHEET_MAX)
        return toast({ title: "Error", description: `One sheet takes at most ${ID_CARD_SHEET_MAX} ID cards`, variant: "destructive" });
      setTicked([...ticked, id]);
    },
  };

  return (
    <>
      <ScreenHeader
        from="lg"
        title="Workforce"
        text="Workers with their cards, qualifications and inductions: who may start on site."
        actions={
          <div className="flex flex-wrap gap-2 lg:shrink-0 lg:flex-nowrap">
            <TradeRulesButton canEdit={can("Workforce", "edit")} />
            <CsvActions
              exporter={exporter}
              filters={exportFilters}
              failure="Failed to export the workers"
              ImportButton={canCreate ? ImportWorkersButton : undefined}
            />
            <PrintIdCardsButton ids={list.data?.items.map((w) => w.id) ?? []} ticked={ticked} onClear={() => setTicked([])} />
            {canCreate && <AddLink to="/workforce/new">Add worker</AddLink>}
          </div>
        }
      />
      <WorkforceViews active="workers" />
      <section aria-label="Worker register" className="grid gap-4">
        <WorkerFilters searchBox={url.searchBox} select={url.select} employer={url.values.employer} setEmployer={(employer) => url.set({ employer })} />
        <WorkerResults list={list} filtered={url.filtered} onPage={url.setPage} canCreate={canCreate} ticked={tick} />
      </section>
    </>
  );
}
