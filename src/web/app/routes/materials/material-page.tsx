import type { ReactNode } from "react";
import { Link, useNavigate, useParams } from "@web/lib/router";
import { ArrowLeft, Package, ShieldAlert, Trash2 } from "lucide-react";
import { Button } from "@web/components/ui/button";
import { Card, CardContent } from "@web/components/ui/card";
import { confirm } from "@web/components/ui/confirm-dialog";
import { EmptyState } from "@web/components/ui/empty-state";
import { LoadError } from "@web/components/ui/load-error";
import { Skeleton } from "@web/components/ui/skeleton";
import { toast } from "@web/components/ui/toast";
import { ApiError, errorText } from "@web/lib/api";
import { missingPermissionText, type PermissionAction } from "@web/lib/record-rights";
import { usePermission } from "@web/features/permissions/api/get-role-permissions";
import { useDeleteMaterial, useMaterial } from "@web/features/materials/api/materials";
import { MaterialForm } from "@web/features/materials/components/material-form";
import { MaterialImages } from "@web/features/materials/components/material-images";
import { MaterialQuotes } from "@web/features/materials/components/material-quotes";

/**
 * /materials/new and /materials/edit/{id} (product.md §2.1). The edit page is the material's page:
 * its fields, then its suppliers' quotes compared and its pictures.
 */
export default function MaterialPage() {
  const { id: raw } = useParams();
  const navigate = useNavigate();
  const can = usePermission();
  const id = raw && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
  const material = useMaterial(id);
  const remove = useDeleteMaterial();
  const isNew = raw === undefined;

  if (!can("Materials", isNew ? "create" : "view")) return <Forbidden action={isNew ? "create" : "view"} />;
  if (isNew)
    return (
      <Frame>
        <Title title="New material" />
        <MaterialForm material={null} onDone={(saved) => navigate(`/materials/edit/${saved}`)} onCancel={() => navigate("/materials")} />
      </Frame>
    );
  if (material.isLoading)
    return (
      <Frame>
        <Skeleton className="h-8 w-64" />
        <Skeleton className="mt-4 h-96" />
      </Frame>
    );
  if (id === null || (material.error instanceof ApiError && material.error.status === 404))
    return (
      <Frame>
        <EmptyState
          icon={Package}
          title="Material not found"
          text="It may have been deleted, or the link is wrong."
          action={
            <Button asChild variant="outline">
              <Link to="/materials">Back to Materials</Link>
            </Button>
          }
        />
      </Frame>
    );
  if (!material.data)
    return (
      <Frame>
        <LoadError title="The material could not be loaded" error={material.error} onRetry={() => material.refetch()} />
      </Frame>
    );

  const m = material.data;
  const canEdit = can("Materials", "edit");
  const drop = async () => {
    const ok = await confirm({
      title: "Delete this material?",
      description: `${m.sku} ${m.itemDescription} goes to Delete Records with its quotes and pictures.`,
      confirmText: "Delete",
      variant: "destructive",
    });
    if (!ok) return;
    remove.mutate(m.id, {
      onSuccess: () => {
        toast({ title: "Success", description: `${m.sku} deleted` });
        navigate("/materials");
      },
      onError: (e) => toast({ title: "Error", description: errorText(e, "Failed to delete the material"), variant: "destructive" }),
    });
  };
  return (
    <Frame>
      <Title
        title={m.itemDescription}
        action={
          can("Materials", "delete") ? (
            <Button variant="outline" size="sm" onClick={drop} disabled={remove.isPending} className="text-red-700">
              <Trash2 aria-hidden="true" />
              Delete
            </Button>
          ) : undefined
        }
      />
      <div className="grid gap-6">
        {canEdit ? (
          <MaterialForm key={m.updatedAt} material={m} onDone={() => undefined} onCancel={() => navigate("/materials")} />
        ) : (
          <p className="text-sm text-slate-500">{missingPermissionText("Materials", "edit")}</p>
        )}
        <Card>
          <CardContent className="pt-4 sm:pt-6">
            <MaterialQuotes material={m} canEdit={canEdit} />
          </CardContent>
        </Card>
        <Card>
          <CardContent className="pt-4 sm:pt-6">
            <MaterialImages material={m} canEdit={canEdit} />
          </CardContent>
        </Card>
      </div>
    </Frame>
  );
}

function Frame({ children }: { children: ReactNode }) {
  return <div className="mx-auto w-full max-w-4xl p-4 sm:p-6">{children}</div>;
}

function Title({ title, action }: { title: string; action?: ReactNode }) {
  return (
    <div className="mb-4 flex items-center gap-2">
      <Button variant="ghost" size="icon" asChild className="size-9 shrink-0">
        <Link to="/materials" aria-label="Back to Materials">
          <ArrowLeft aria-hidden="true" />
        </Link>
      </Button>
      <h1 className="min-w-0 grow text-xl font-semibold tracking-tight break-words text-slate-900 sm:text-2xl">{title}</h1>
      {action}
    </div>
  );
}

function Forbidden({ action }: { action: PermissionAction }) {
  return (
    <Frame>
      <EmptyState icon={ShieldAlert} title="You do not have access to this page" text={missingPermissionText("Materials", action)} />
    </Frame>
  );
}
