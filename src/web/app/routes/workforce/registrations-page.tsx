import { useState } from "react";
import { REGISTRATION_STATUSES, type RegistrationStatus } from "@shared/workforce/worker-registrations";
import { NoAccess, ScreenFrame, ScreenHeader } from "@web/components/screen/screen-parts";
import { LoadError } from "@web/components/ui/load-error";
import { Pagination } from "@web/components/ui/pagination";
import { Select } from "@web/components/ui/select";
import { Spinner } from "@web/components/ui/spinner";
import { useProjectOptions } from "@web/features/diary/api/project-options";
import { usePermission } from "@web/features/permissions/api/get-role-permissions";
import { usePendingCount, useRegistrations } from "@web/features/workforce/api/registrations";
import { RegistrationLinkPanel } from "@web/features/workforce/components/registration-link-panel";
import { RegistrationList } from "@web/features/workforce/components/registration-list";
import { RegistrationReview } from "@web/features/workforce/components/registration-review";
import { WorkforceViews } from "@web/features/workforce/components/workforce-views";

const STATUS_LABELS: Record<RegistrationStatus, string> = { pending: "Waiting for review", approved: "Approved", rejected: "Rejected" };

/**
 * /workforce/registrations (issue 30, "Registration before arrival"): what workers sent from a
 * contract's link, for the site team to approve, correct or reject; and each contract's link and poster.
 */
export default function RegistrationsPage() {
  const can = usePermission();
  return (
    <ScreenFrame>{can("Workforce", "view") ? <Registrations canEdit={can("Workforce", "edit")} /> : <NoAccess area="Workforce" action="view" />}</ScreenFrame>
  );
}

function Registrations({ canEdit }: { canEdit: boolean }) {
  const [status, setStatus] = useState<RegistrationStatus>("pending");
  const [projectId, setProjectId] = useState<number | undefined>(undefined);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<number | null>(null);
  const list = useRegistrations({ status, projectId, page });
  const pending = usePendingCount(true);
  const projects = useProjectOptions("");
  const contracts = projects.data?.items ?? [];
  const open = list.data?.items.find((r) => r.id === selected) ?? null;

  return (
    <div className="grid gap-5">
      {/* min-w-0: the view tabs scroll within the width rather than widen the page. */}
      <div className="min-w-0">
        <ScreenHeader title="Registrations" text="Workers who registered from a contract's link before arriving on site." gap="mb-4" />
        <WorkforceViews active="registrations" pending={pending.data} />
      </div>
      <RegistrationLinkPanel contracts={contracts} canEdit={canEdit} />
      <section aria-label="Registrations" className="grid gap-3">
        <div className="grid gap-2 sm:grid-cols-2 lg:max-w-2xl">
          <Select
            aria-label="Status"
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as RegistrationStatus);
              setPage(1);
              setSelected(null);
            }}
            options={REGISTRATION_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
          />
          <Select
            aria-label="Contract"
            value={projectId ? String(projectId) : ""}
            onChange={(e) => {
              setProjectId(e.target.value ? Number(e.target.value) : undefined);
              setPage(1);
            }}
            placeholder="All contracts"
            options={contracts.map((c) => ({ value: String(c.id), label: c.name }))}
          />
        </div>
        {list.isPending && <Spinner label="Loading registrations" className="mx-auto my-6 text-slate-400" />}
        {list.isError && <LoadError title="Failed to load the registrations" error={list.error} onRetry={() => void list.refetch()} />}
        {list.data && (
          <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
            <div className="grid gap-3">
              <RegistrationList items={list.data.items} selected={selected} onSelect={setSelected} status={status} />
              {list.data.pageCount > 1 && <Pagination page={page} pageCount={list.data.pageCount} onPageChange={setPage} />}
            </div>
            {open && <RegistrationReview key={open.id} registration={open} canEdit={canEdit} onDone={() => setSelected(null)} />}
          </div>
        )}
      </section>
    </div>
  );
}
