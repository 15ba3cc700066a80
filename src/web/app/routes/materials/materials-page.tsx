import { AddLink, NoAccess, ScreenFrame, ScreenHeader } from "@web/components/screen/screen-parts";
import { usePermission } from "@web/features/permissions/api/get-role-permissions";
import { MaterialList } from "@web/features/materials/components/material-list";

/** /materials: the materials and services the company buys (product.md §2.1). */
export default function MaterialsPage() {
  const can = usePermission();
  const canCreate = can("Materials", "create");
  return (
    <ScreenFrame>
      {!can("Materials", "view") ? (
        <NoAccess area="Materials" action="view" />
      ) : (
        <>
          <ScreenHeader
            title="Materials"
            text="Materials and services with their prices, suppliers' quotes and embodied carbon."
            actions={canCreate && <AddLink to="/materials/new">New material</AddLink>}
          />
          <MaterialList canCreate={canCreate} />
        </>
      )}
    </ScreenFrame>
  );
}
