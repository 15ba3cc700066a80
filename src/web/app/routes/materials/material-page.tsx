import type { ReactNode } from "react";
import { useNavigate, useParams } from "@web/lib/router";
import { Package } from "lucide-react";
import { BackTitle, NoAccess, RecordMissing, ScreenFrame, recordState } from "@web/components/screen/screen-parts";
import { DeleteButton } from "@web/components/forms/remove-button";
import { Card, CardContent } from "@web/components/ui/card";
import { confirm } from "@web/components/ui/confirm-dialog";
import { toast } from "@web/components/ui/toast";
import { errorText } from "@web/lib/api";
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
  const state = recordState(material, {
    missing: <RecordMissing icon={Package} title="Material not found" back={{ to: "/materials", label: "Back to Materials" }} />,
    errorTitle: "The material could not be loaded",
    elsewhere: id === null,
    tall: true,
  });
  if ("view" in state) return <Frame>{state.view}</Frame>;

  const m = state.data;
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
            <DeleteButton variant="outline" size="sm" onClick={drop} disabled={remove.isPending} className="text-red-700" />
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
  return <ScreenFrame width="4xl">{children}</ScreenFrame>;
}

function Title({ title, action }: { title: string; action?: ReactNode }) {
  return <BackTitle back="/materials" backLabel="Back to Materials" title={title} action={action} />;
}

function Forbidden({ action }: { action: PermissionAction }) {
  return (
    <Frame>
      <NoAccess area="Materials" action={action} />
    </Frame>
  );
}
