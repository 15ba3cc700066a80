import { lazy, Suspense, type ReactNode } from "react";
import { useNavigate, useSearchParams } from "@web/lib/router";
import { ShieldAlert } from "lucide-react";
import { ADMIN_ROLE } from "@shared/identity/roles";
import { EDITABLE_STATUSES } from "@shared/rules/purchase-order-status";
import { AddLink, BackTitle, NoAccess, RecordMissing, ScreenFrame, ScreenHeader, recordState } from "@web/components/screen/screen-parts";
import { ViewTabs } from "@web/components/screen/view-tabs";
import { EmptyState } from "@web/components/ui/empty-state";
import { Skeleton } from "@web/components/ui/skeleton";
import type { PermissionAction } from "@web/lib/record-rights";
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
        <ScreenHeader
          gap="mb-4"
          title="Purchase Orders"
          text="Orders to suppliers, with approval before large ones are sent."
          actions={can("Purchase Orders", "create") && <AddLink to={poLinks.create}>New purchase order</AddLink>}
        />
        <ViewTabs
          label="Purchase order views"
          tabs={[
            { to: poLinks.list, label: "Orders", active: screen.kind === "list" },
            { to: poLinks.requests, label: "Requests", active: screen.kind === "requests" },
            { to: poLinks.settings, label: "Approval", active: screen.kind === "approval" },
          ]}
        />
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
        <BackTitle back={poLinks.list} title="New purchase order" />
        <PoForm order={null} userName={user?.name ?? ""} onDone={(id) => navigate(poLinks.view(id))} onCancel={() => navigate(poLinks.list)} />
      </Frame>
    );
  }

  const state = recordState(order, { missing: <NotFoundView />, errorTitle: "The purchase order could not be loaded" });
  if ("view" in state) return <Frame>{state.view}</Frame>;
  const data = state.data;

  if (screen.kind === "edit") {
    if (!can("Purchase Orders", "edit")) return <Forbidden action="edit" />;
    return (
      <Frame narrow>
        <BackTitle back={poLinks.view(data.id)} title={`Edit ${data.poNumber}`} />
        {EDITABLE_STATUSES.includes(data.status) ? (
          <PoForm
            key={data.id}
            order={data}
            userName={user?.name ?? ""}
            onDone={(id) => navigate(poLinks.view(id))}
            onCancel={() => navigate(poLinks.view(data.id))}
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
      <BackTitle back={poLinks.list} title={data.poNumber} />
      <PoView
        order={data}
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
  return <ScreenFrame width={narrow ? "4xl" : "6xl"}>{children}</ScreenFrame>;
}

function NotFoundView() {
  return <RecordMissing title="Purchase order not found" back={{ to: poLinks.list, label: "Back to Purchase Orders" }} />;
}

function NotFound() {
  return (
    <Frame>
      <NotFoundView />
    </Frame>
  );
}

function Forbidden({ action }: { action: PermissionAction }) {
  return (
    <Frame>
      <NoAccess area="Purchase Orders" action={action} />
    </Frame>
  );
}
