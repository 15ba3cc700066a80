import { useEffect } from "react";
import { ChevronRight, DoorOpen } from "lucide-react";
import { NoAccess, ScreenFrame, ScreenHeader } from "@web/components/screen/screen-parts";
import { EmptyState } from "@web/components/ui/empty-state";
import { LoadError } from "@web/components/ui/load-error";
import { Skeleton } from "@web/components/ui/skeleton";
import { gatePath } from "@web/lib/gate-lock";
import { Link } from "@web/lib/router";
import { cn } from "@web/lib/cn";
import { usePermission } from "@web/features/permissions/api/get-role-permissions";
import { useSignInContracts } from "@web/features/site-sign-in/api/site-sign-in";
import { useUser } from "@web/features/auth/api/get-user";
import { ADMIN_ROLE } from "@shared/identity/roles";
import { RetentionPanel } from "@web/features/site-sign-in/components/retention-form";
import { registerGateWorker } from "@web/features/site-sign-in/offline/register-worker";

/** /site-sign-in (issue 31): the open contracts with how many are on each site now, each opening its gate. */
export default function SiteSignInPage() {
  const can = usePermission();
  const { user } = useUser();
  useEffect(registerGateWorker, []);
  return (
    <ScreenFrame width="4xl">
      <ScreenHeader title="Site sign-in" text="Choose the site whose gate this device is at." />
      {can("Workforce", "view") ? (
        <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
          <Contracts />
          <RetentionPanel canEdit={user?.role === ADMIN_ROLE} />
        </div>
      ) : (
        <NoAccess area="Workforce" action="view" />
      )}
    </ScreenFrame>
  );
}

function Contracts() {
  const list = useSignInContracts();
  if (list.isPending)
    return (
      <div className="grid gap-3">
        <Skeleton className="h-20" />
        <Skeleton className="h-20" />
      </div>
    );
  if (!list.data) return <LoadError title="The contracts could not be loaded" error={list.error} onRetry={() => void list.refetch()} />;
  if (!list.data.contracts.length)
    return <EmptyState icon={DoorOpen} title="No open contracts" text="A contract's gate opens here once the contract is open." />;
  return (
    <ul aria-label="Open contracts" className="grid grid-cols-[minmax(0,1fr)] gap-3">
      {list.data.contracts.map((c) => {
        const passed = c.headcountLimit !== null && c.onSiteCount > c.headcountLimit;
        return (
          <li key={c.id}>
            <Link
              to={gatePath(c.slug)}
              className="flex min-h-20 items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3 shadow-sm hover:bg-slate-50"
            >
              <span className="min-w-0">
                <span className="block text-lg font-semibold break-words text-slate-900">{c.name}</span>
                <span className={cn("text-sm", passed ? "font-semibold text-amber-800" : "text-slate-600")}>
                  {c.onSiteCount} on site{c.headcountLimit !== null ? ` / limit ${c.headcountLimit}` : ""}
                </span>
              </span>
              <ChevronRight className="size-5 shrink-0 text-slate-400" aria-hidden />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
