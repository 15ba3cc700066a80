import { Skeleton } from "@web/components/ui/skeleton";
import { LoadError } from "@web/components/ui/load-error";
import { NoAccess, ScreenFrame, ScreenHeader } from "@web/components/screen/screen-parts";
import { usePermission } from "@web/features/permissions/api/get-role-permissions";
import { useInductionsOverview } from "@web/features/workforce/api/inductions";
import { InductionsList, ValiditySetting } from "@web/features/workforce/components/inductions/inductions-overview";
import { WorkforceViews } from "@web/features/workforce/components/workforce-views";
import { InductionResultsList } from "@web/features/workforce/components/inductions/induction-results-list";

/**
 * /workforce/inductions (issue 30, decision 0068): how long a pass stays valid, the company induction
 * and each contract's with who it covers, and every result with a site manager's review.
 */
export default function InductionsPage() {
  const can = usePermission();
  return (
    <ScreenFrame>{can("Workforce", "view") ? <Inductions canEdit={can("Workforce", "edit")} /> : <NoAccess area="Workforce" action="view" />}</ScreenFrame>
  );
}

function Inductions({ canEdit }: { canEdit: boolean }) {
  const overview = useInductionsOverview();
  return (
    <>
      <ScreenHeader title="Inductions" text="The company induction and each contract's: content, a short test and a signed statement, with every result." />
      <WorkforceViews active="inductions" />
      {overview.isLoading ? (
        <Skeleton className="h-64" />
      ) : !overview.data ? (
        <LoadError title="The inductions could not be loaded" error={overview.error} onRetry={() => void overview.refetch()} />
      ) : (
        <div className="grid gap-6">
          <section aria-label="Inductions set up" className="grid gap-3 lg:grid-cols-[16rem_minmax(0,1fr)]">
            <ValiditySetting key={overview.data.validityDays} days={overview.data.validityDays} canEdit={canEdit} />
            <InductionsList overview={overview.data} canEdit={canEdit} />
          </section>
          <InductionResultsList overview={overview.data} canEdit={canEdit} />
        </div>
      )}
    </>
  );
}
