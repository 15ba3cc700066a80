import { lazy, Suspense, type ReactNode } from "react";
import { Link, useNavigate, useSearchParams } from "@web/lib/router";
import { ArrowLeft, Plus, SearchX, ShieldAlert } from "lucide-react";
import { ADMIN_ROLE } from "@shared/identity/roles";
import { EDITABLE_STATUSES } from "@shared/rules/purchase-order-status";
import { Button } from "@web/components/ui/button";
import { EmptyState } from "@web/components/ui/empty-state";
import { LoadError } from "@web/components/ui/load-error";
import { Skeleton } from "@web/components/ui/skeleton";
import { ApiError } from "@web/lib/api";
import { cn } from "@web/lib/cn";
import { missingPermissionText, type PermissionAction } from "@web/lib/record-rights";
import { useUser } from "@web/features/auth/api/get-user";
import { usePermission } from "@web/features/permissions/api/get-role-permissions";
import { useApprovalSettings, usePoLookups, usePurchaseOrder } from "@web/features/purchase-orders/api/purchase-orders";
import { PoList } from "@web/features/purchase-orders/components/po-list";
import { poLinks } from "@web/features/purchase-orders/lib/po-format";

// The list shows first; the order form, the order page and the approval settings load when opened.
const PoFormLazy = lazy(() => import("@web/features/purchase-orders/components/po-form").then((m) => ({ default: m.PoForm })));
const PoViewLazy = lazy(() => import("@web/features/purchase-orders/components/po-view").then((m) => ({ default: m.PoView })));
const ApprovalSettingsLazy = lazy(() =>
  import("@web/features/purchase-orders/components/approval-settings").then((m) => ({ default: m.ApprovalSettingsSection })),
);
const Waiting = ({ children }: { children: ReactNode }) => <Suspense fallback={<Skeleton className="h-96" />}>{children}</Suspense>;
/**
 * The form's selects (contract, supplier, materials, template) take their options from the lookups. A
 * select registered before its options exist shows its placeholder, so a draft's contract would read
 * "Company (no contract)" while the form still held it: the form waits for them (fetched alongside its code).
 */
const PoForm = (props: React.ComponentProps<typeof PoFormLazy>) => {
  const lookups = usePoLookups();
  if (lookups.isPending) return <Skeleton className="h-96" />;
  return (
    <Waiting>
      <PoFormLazy {...props} />
    </Waiting>
  );
};
const PoView = (props: React.ComponentProps<typeof PoViewLazy>) => (
  <Waiting>
    <PoViewLazy {...props} />
  </Waiting>
);
const ApprovalSettingsSection = (props: React.ComponentProps<typeof ApprovalSettingsLazy>) => (
  <Waiting>
    <ApprovalSettingsLazy {...props} />
  </Waiting>
);

// The Requests tab loads on first use: the orders list stays within the page's download budget.
const RequestList = lazy(() => import("@web/features/material-requests/components/request-list").then((m) => ({ default: m.RequestList })));

type Screen = { kind: "list" | "approval" | "requests" | "new" } | { kind: "view" | "edit"; id: number } | { kind: "unknown" };

/** The one route /purchase-orders (product.md §2.1) carries its screens in the query string. */
function screenOf(params: URLSearchParams): Screen {
  const order = params.get("order");
  if (order === "new") return { kind: "new" };
  if (order !== null) {
    if (!/^\d{1,9}$/.test(order) || Number(order) < 1) return { kind: "unknown" };
    return { kind: params.get("edit") === "1" ? "edit" : "view", id: Number(order) };
  }
  const tab = params.get("tab");
  return { kind: tab === "approval" ? "approval" : tab === "requests" ? "requests" : "list" };
}

/** /purchase-orders: the list, the approval settings, a new order, one order and editing a draft. */
export default function PurchaseOrdersPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const can = usePermission();
  const { user } = useUser();
  const screen = screenOf(params);
  const orderId = screen.kind === "view" || screen.kind === "edit" ? screen.id : null;
  const order = usePurchaseOrder(orderId);
  const settings = useApprovalSettings();

  if (!can("Purchase Orders", "view")) return <Forbidden action="view" />;

  if (screen.kind === "list" || screen.kind === "approval" || screen.kind === "requests") {
    return (
      <Frame>
        <header className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <div className="min-w-0">
            <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Purchase Orders</h1>
            <p className="text-sm text-slate-500">Orders to suppliers, with approval before large ones are sent.</p>
          </div>
          {can("Purchase Orders", "create") && (
            <Button asChild>
              <Link to={poLinks.create}>
                <Plus aria-hidden="true" />
                New purchase order
              </Link>
            </Button>
          )}
        </header>
        <nav aria-label="Purchase order views" className="mb-4 flex gap-1 border-b border-slate-200">
          <TabLink to={poLinks.list} active={screen.kind === "list"}>
            Orders
          </TabLink>
          <TabLink to={poLinks.requests} active={screen.kind === "requests"}>
            Requests
          </TabLink>
          <TabLink to={poLinks.settings} active={screen.kind === "approval"}>
            Approval
          </TabLink>
        </nav>
        {screen.kind === "list" && <PoList canCreate={can("Purchase Orders", "create")} />}
        {screen.kind === "requests" && (
          <Suspense fallback={<Skeleton className="h-40" />}>
            <RequestList
              canDecide={can("Purchase Orders", "edit")}
              // The draft is filled from the contract: converting needs Contracts view too (decision 0052).
              canConvert={can("Purchase Orders", "create") && can("Contracts", "view")}
              orderLink={poLinks.view}
              onConverted={(id) => navigate(poLinks.edit(id))}
            />
          </Suspense>
        )}
        {screen.kind === "approval" && <ApprovalSettingsSection isAdmin={user?.role === ADMIN_ROLE} />}
      </Frame>
    );
  }

  if (screen.kind === "unknown") return <NotFound />;

  if (screen.kind === "new") {
    if (!can("Purchase Orders", "create")) return <Forbidden action="create" />;
    return (
      <Frame narrow>
        <Title back={poLinks.list} title="New purchase order" />
        <PoForm order={null} userName={user?.name ?? ""} onDone={(id) => navigate(poLinks.view(id))} onCancel={() => navigate(poLinks.list)} />
      </Frame>
    );
  }

  if (order.isLoading)
    return (
      <Frame>
        <Skeleton className="h-8 w-64" />
        <Skeleton className="mt-4 h-64" />
      </Frame>
    );
  if (order.error instanceof ApiError && order.error.status === 404) return <NotFound />;
  if (!order.data)
    return (
      <Frame>
        <LoadError title="The purchase order could not be loaded" error={order.error} onRetry={() => order.refetch()} />
      </Frame>
    );

  if (screen.kind === "edit") {
    if (!can("Purchase Orders", "edit")) return <Forbidden action="edit" />;
    return (
      <Frame narrow>
        <Title back={poLinks.view(order.data.id)} title={`Edit ${order.data.poNumber}`} />
        {EDITABLE_STATUSES.includes(order.data.status) ? (
          <PoForm
            key={order.data.id}
            order={order.data}
            userName={user?.name ?? ""}
            onDone={(id) => navigate(poLinks.view(id))}
            onCancel={() => navigate(poLinks.view(order.data.id))}
          />
        ) : (
          <EmptyState
            icon={ShieldAlert}
            title="Only an order not yet sent can be changed"
            text="This order has been sent to the supplier: cancel it and raise a new one to change it."
          />
        )}
      </Frame>
    );
  }

  return (
    <Frame>
      <Title back={poLinks.list} title={order.data.poNumber} />
      <PoView
        order={order.data}
        bands={settings.data?.bands ?? []}
        viewer={{
          id: user?.id ?? 0,
          role: user?.role ?? "",
          name: user?.name ?? "",
          canEdit: can("Purchase Orders", "edit"),
          canDelete: can("Purchase Orders", "delete"),
          // Receiving logs a diary delivery: the diary's right, as the server checks (decision 0034).
          canReceive: can("Contracts", "create"),
          // The photo of a delivery note is one of the contract's files.
          canViewFiles: can("Contracts", "view"),
        }}
        onDeleted={() => navigate(poLinks.list)}
      />
    </Frame>
  );
}

function Frame({ children, narrow }: { children: ReactNode; narrow?: boolean }) {
  return <div className={narrow ? "mx-auto w-full max-w-4xl p-4 sm:p-6" : "mx-auto w-full max-w-6xl p-4 sm:p-6"}>{children}</div>;
}

function TabLink({ to, active, children }: { to: string; active: boolean; children: ReactNode }) {
  return (
    <Link
      to={to}
      aria-current={active ? "page" : undefined}
      className={cn(
        "-mb-px border-b-2 px-3 py-2 text-sm font-medium",
        active ? "border-brand text-slate-900" : "border-transparent text-slate-500 hover:text-slate-900",
      )}
    >
      {children}
    </Link>
  );
}

function Title({ back, title }: { back: string; title: string }) {
  return (
    <div className="mb-4 flex items-center gap-2">
      <Button variant="ghost" size="icon" asChild className="size-9 shrink-0">
        <Link to={back} aria-label="Back">
          <ArrowLeft aria-hidden="true" />
        </Link>
      </Button>
      <h1 className="min-w-0 text-xl font-semibold tracking-tight break-words text-slate-900 sm:text-2xl">{title}</h1>
    </div>
  );
}

function NotFound() {
  return (
    <Frame>
      <EmptyState
        icon={SearchX}
        title="Purchase order not found"
        text="It may have been deleted, or the link is wrong."
        action={
          <Button asChild variant="outline">
            <Link to={poLinks.list}>Back to Purchase Orders</Link>
          </Button>
        }
      />
    </Frame>
  );
}

function Forbidden({ action }: { action: PermissionAction }) {
  return (
    <Frame>
      <EmptyState icon={ShieldAlert} title="You do not have access to this page" text={missingPermissionText("Purchase Orders", action)} />
    </Frame>
  );
}
