import type { ReactNode } from "react";
import { useNavigate, useParams } from "@web/lib/router";
import { Package } from "lucide-react";
import { BackTitle, NoAccess, RecordMissing, ScreenFrame, recordState } from "@web/components/screen/screen-parts";
import { confirm } from "@web/components/ui/confirm-dialog";
import { toast } from "@web/components/ui/toast";
import { errorText } from "@web/lib/api";
import type { PermissionAction } from "@web/lib/record-rights";
import { restoreNote } from "@web/lib/restore-note";
import { usePermission } from "@web/features/permissions/api/get-role-permissions";
import { useAsset, useDeleteAsset } from "@web/features/assets/api/assets";
import { AssetForm } from "@web/features/assets/components/asset-form";
import { AssetSummary } from "@web/features/assets/components/asset-summary";
import { AssetSections } from "@web/features/assets/components/asset-sections";
import { OutOfUseBanner } from "@web/features/assets/components/out-of-use-banner";

/**
 * /assets/new and /assets/edit/{id} (product.md §2.1). The edit page is the asset's page: whether it
 * is safe to use and why, where it is and who has it, its details, then its sections (pictures,
 * documents, readings, history, and what other parts of the area add in asset-sections.tsx).
 */
export default function AssetPage() {
  const { id: raw } = useParams();
  const navigate = useNavigate();
  const can = usePermission();
  const id = raw && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
  const asset = useAsset(id);
  const remove = useDeleteAsset();
  const isNew = raw === undefined;

  if (!can("Assets", isNew ? "create" : "view")) return <Forbidden action={isNew ? "create" : "view"} />;
  if (isNew)
    return (
      <Frame>
        <Title title="Add asset" />
        <AssetForm asset={null} onDone={(saved) => navigate(`/assets/edit/${saved}`)} onCancel={() => navigate("/assets")} />
      </Frame>
    );
  const state = recordState(asset, {
    missing: <RecordMissing icon={Package} title="Asset not found" back={{ to: "/assets", label: "Back to Assets" }} />,
    errorTitle: "The asset could not be loaded",
    elsewhere: id === null,
    tall: true,
  });
  if ("view" in state) return <Frame>{state.view}</Frame>;

  const a = state.data;
  const drop = async () => {
    const ok = await confirm({
      title: `Delete ${a.name}?`,
      description: `${a.name} goes to Delete Records with its history, pictures and documents; its label stops working until it is restored. ${restoreNote()}`,
      confirmText: "Delete",
      variant: "destructive",
    });
    if (!ok) return;
    remove.mutate(a.id, {
      onSuccess: () => {
        toast({ title: "Success", description: `${a.name} deleted` });
        navigate("/assets");
      },
      onError: (e) => toast({ title: "Error", description: errorText(e, "Failed to delete the asset"), variant: "destructive" }),
    });
  };
  return (
    <Frame>
      <Title title={a.name} />
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
        <OutOfUseBanner assetId={a.id} />
        <AssetSummary asset={a} />
        <AssetSections assetId={a.id} above />
        <AssetForm
          key={a.updatedAt}
          asset={a}
          readOnly={!can("Assets", "edit")}
          onDone={() => undefined}
          onCancel={() => navigate("/assets")}
          onDelete={can("Assets", "delete") ? () => void drop() : undefined}
          deleting={remove.isPending}
        />
        <AssetSections assetId={a.id} />
      </div>
    </Frame>
  );
}

function Frame({ children }: { children: ReactNode }) {
  return <ScreenFrame width="4xl">{children}</ScreenFrame>;
}

function Title({ title }: { title: string }) {
  return <BackTitle back="/assets" backLabel="Back to Assets" title={title} />;
}

function Forbidden({ action }: { action: PermissionAction }) {
  return (
    <Frame>
      <NoAccess area="Assets" action={action} />
    </Frame>
  );
}
