import { lazy, Suspense, type ReactNode } from "react";
import { Link, useNavigate, useSearchParams } from "@web/lib/router";
import { Pencil, Star } from "lucide-react";
import { SUPPLIER_SORTS, SUPPLIER_STATUS_KEYS, SUPPLIER_TYPE_KEYS, INSURANCE_STATES, type SupplierDetail } from "@shared/suppliers/supplier";
import { CsvActions, WaitingButton } from "@web/components/register/csv-actions";
import { AddLink, BackTitle, NoAccess, RecordMissing, ScreenFrame, ScreenHeader, recordState } from "@web/components/screen/screen-parts";
import { DeleteButton } from "@web/components/forms/remove-button";
import { Button } from "@web/components/ui/button";
import { confirm } from "@web/components/ui/confirm-dialog";
import { Skeleton } from "@web/components/ui/skeleton";
import { toast } from "@web/components/ui/toast";
import { errorText } from "@web/lib/api";
import type { PermissionAction } from "@web/lib/record-rights";
import { restoreNote } from "@web/lib/restore-note";
import { param, useUrlFilters } from "@web/lib/use-url-filters";
import { usePermission } from "@web/features/permissions/api/get-role-permissions";
import { useDeleteSupplier, useExportSuppliers, useSupplier, useSuppliers, type SupplierListFilters } from "@web/features/suppliers/api/suppliers";
import { SupplierDetails } from "@web/features/suppliers/components/supplier-details";
import { SupplierFilters } from "@web/features/suppliers/components/supplier-filters";
import { SupplierResults } from "@web/features/suppliers/components/supplier-list";

// What the register does not show at once loads on first use: the form, the two dialogs, the page's tabs.
const SupplierForm = lazy(() => import("@web/features/suppliers/components/supplier-form").then((m) => ({ default: m.SupplierForm })));
const ImportSuppliersButton = lazy(() =>
  import("@web/features/suppliers/components/import-suppliers-dialog").then((m) => ({ default: m.ImportSuppliersButton })),
);
const RateSupplierButton = lazy(() => import("@web/features/suppliers/components/rate-supplier-dialog").then((m) => ({ default: m.RateSupplierButton })));
const SupplierActivity = lazy(() => import("./supplier-activity-tabs").then((m) => ({ default: m.SupplierActivity })));

/**
 * /suppliers (product.md §2.1): the register, and in the query string one supplier (?supplier=12),
 * its edit form (&edit=1) or a new one (?new=1), so the route stays the spec's single path.
 */
export default function SuppliersPage() {
  const [params] = useSearchParams();
  const can = usePermission();
  if (!can("Suppliers", "view")) return <Forbidden action="view" />;
  const id = Number(params.get("supplier"));
  if (params.get("new") === "1") return can("Suppliers", "create") ? <NewSupplier /> : <Forbidden action="create" />;
  if (Number.isSafeInteger(id) && id > 0) return <SupplierScreen id={id} edit={params.get("edit") === "1"} />;
  return <Register />;
}

function Register() {
  const can = usePermission();
  const url = useUrlFilters(
    {
      supplierType: param.oneOf(SUPPLIER_TYPE_KEYS),
      status: param.oneOf(SUPPLIER_STATUS_KEYS),
      specialization: param.text,
      insurance: param.oneOf(INSURANCE_STATES),
      sort: param.oneOf(SUPPLIER_SORTS),
    },
    { search: { key: "q", delay: 300 }, notFilters: ["sort"] },
  );
  const filters: SupplierListFilters = { page: url.page, q: url.search, ...url.values };
  const list = useSuppliers(filters);
  const exporter = useExportSuppliers();
  const addLink = <AddLink to="/suppliers?new=1">Add supplier</AddLink>;
  const { page: _page, ...exportFilters } = filters;

  return (
    <Frame>
      <ScreenHeader
        from="lg"
        title="Suppliers"
        text="Merchants, hire firms and subcontractors: contacts, terms, insurance, ratings and spend."
        actions={
          <div className="flex flex-wrap gap-2 lg:shrink-0 lg:flex-nowrap">
            <CsvActions
              exporter={exporter}
              filters={exportFilters}
              failure="Failed to export the suppliers"
              ImportButton={can("Suppliers", "create") ? ImportSuppliersButton : undefined}
            />
            {can("Suppliers", "create") && addLink}
          </div>
        }
      />
      <section aria-label="Supplier register" className="grid gap-4">
        <SupplierFilters searchBox={url.searchBox} filters={filters} set={url.set} select={url.select} />
        <SupplierResults
          list={list}
          filtered={url.filtered}
          linkTo={(id) => `/suppliers?supplier=${id}`}
          onPage={url.setPage}
          emptyAction={can("Suppliers", "create") ? addLink : undefined}
        />
      </section>
    </Frame>
  );
}

function NewSupplier() {
  const navigate = useNavigate();
  return (
    <Frame narrow>
      <BackTitle back="/suppliers" title="Add supplier" />
      <Suspense fallback={<Skeleton className="h-96" />}>
        <SupplierForm supplier={null} onDone={(id) => navigate(`/suppliers?supplier=${id}`)} onCancel={() => navigate("/suppliers")} />
      </Suspense>
    </Frame>
  );
}

function SupplierScreen({ id, edit }: { id: number; edit: boolean }) {
  const navigate = useNavigate();
  const can = usePermission();
  const supplier = useSupplier(id);
  const view = `/suppliers?supplier=${id}`;
  const state = recordState(supplier, {
    missing: <RecordMissing title="Supplier not found" back={{ to: "/suppliers", label: "Back to Suppliers" }} />,
    errorTitle: "The supplier could not be loaded",
  });
  if ("view" in state) return <Frame>{state.view}</Frame>;
  const s = state.data;
  if (edit) {
    if (!can("Suppliers", "edit")) return <Forbidden action="edit" />;
    return (
      <Frame narrow>
        <BackTitle back={view} title={`Edit ${s.name}`} />
        <Suspense fallback={<Skeleton className="h-96" />}>
          <SupplierForm key={s.id} supplier={s} onDone={() => navigate(view)} onCancel={() => navigate(view)} />
        </Suspense>
      </Frame>
    );
  }
  return (
    <Frame>
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <BackTitle back="/suppliers" title={s.name} />
        <div className="flex flex-wrap gap-2">
          {can("Suppliers", "create") && (
            <Suspense fallback={<WaitingButton icon={Star} label="Rate supplier" />}>
              <RateSupplierButton supplier={s} />
            </Suspense>
          )}
          {can("Suppliers", "edit") && (
            <Button variant="outline" asChild>
              <Link to={`${view}&edit=1`}>
                <Pencil aria-hidden="true" />
                Edit
              </Link>
            </Button>
          )}
          {can("Suppliers", "delete") && <DeleteSupplier supplier={s} onDeleted={() => navigate("/suppliers")} />}
        </div>
      </div>
      <SupplierDetails supplier={s} />
      <Suspense fallback={<Skeleton className="mt-6 h-64" />}>
        <SupplierActivity id={s.id} />
      </Suspense>
    </Frame>
  );
}

function DeleteSupplier({ supplier, onDeleted }: { supplier: SupplierDetail; onDeleted: () => void }) {
  const del = useDeleteSupplier();
  const run = async () => {
    const ok = await confirm({
      title: `Delete ${supplier.name}?`,
      description: `It goes to Delete Records with its ratings; its orders and contracts keep their history. ${restoreNote()}`,
      confirmText: "Delete",
      variant: "destructive",
    });
    if (!ok) return;
    del.mutate(supplier.id, {
      onSuccess: () => {
        toast({ title: "Success", description: `${supplier.name} deleted` });
        onDeleted();
      },
      onError: (e) => toast({ title: "Error", description: errorText(e, "Failed to delete the supplier"), variant: "destructive" }),
    });
  };
  return <DeleteButton variant="outline" onClick={() => void run()} disabled={del.isPending} className="text-red-700 hover:text-red-800" />;
}

function Frame({ children, narrow }: { children: ReactNode; narrow?: boolean }) {
  return <ScreenFrame width={narrow ? "3xl" : "6xl"}>{children}</ScreenFrame>;
}

function Forbidden({ action }: { action: PermissionAction }) {
  return (
    <Frame>
      <NoAccess area="Suppliers" action={action} />
    </Frame>
  );
}
