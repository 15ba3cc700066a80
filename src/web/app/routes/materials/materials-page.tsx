import { Link } from "@web/lib/router";
import { Plus, ShieldAlert } from "lucide-react";
import { Button } from "@web/components/ui/button";
import { EmptyState } from "@web/components/ui/empty-state";
import { missingPermissionText } from "@web/lib/record-rights";
import { usePermission } from "@web/features/permissions/api/get-role-permissions";
import { MaterialList } from "@web/features/materials/components/material-list";

/** /materials: the materials and services the company buys (product.md §2.1). */
export default function MaterialsPage() {
  const can = usePermission();
  const canCreate = can("Materials", "create");
  return (
    <div className="mx-auto w-full max-w-6xl p-4 sm:p-6">
      {!can("Materials", "view") ? (
        <EmptyState icon={ShieldAlert} title="You do not have access to this page" text={missingPermissionText("Materials", "view")} />
      ) : (
        <>
          <header className="mb-5 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
            <div className="min-w-0">
              <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Materials</h1>
              <p className="text-sm text-slate-500">Materials and services with their prices, suppliers&apos; quotes and embodied carbon.</p>
            </div>
            {canCreate && (
              <Button asChild>
                <Link to="/materials/new">
                  <Plus aria-hidden="true" />
                  New material
                </Link>
              </Button>
            )}
          </header>
          <MaterialList canCreate={canCreate} />
        </>
      )}
    </div>
  );
}
