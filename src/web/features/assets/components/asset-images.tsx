import { ImagePlus } from "lucide-react";
import { ImageGallery } from "@web/components/register/image-gallery";
import { Card, CardContent } from "@web/components/ui/card";
import { usePermission } from "@web/features/permissions/api/get-role-permissions";
import { useAddAssetImages, useAsset, useRemoveAssetImage } from "../api/assets";

/** The asset's pictures: the first is the register's; upload (the files store's limits and type checks) and delete. */
export function AssetImages({ assetId }: { assetId: number }) {
  const asset = useAsset(assetId);
  const add = useAddAssetImages(assetId);
  const remove = useRemoveAssetImage(assetId);
  const can = usePermission();
  if (!asset.data) return null;
  return (
    <Card>
      <CardContent className="pt-4 sm:pt-6">
        <ImageGallery
          id="asset-images-title"
          noun={["picture", "pictures"]}
          icon={ImagePlus}
          images={asset.data.images.map((img) => ({ fileId: img.fileId, originalName: img.originalName, href: img.url }))}
          canEdit={can("Assets", "edit")}
          add={add}
          remove={remove}
          removal={{ verb: "Delete", note: (name) => `${name} will be deleted.` }}
        />
      </CardContent>
    </Card>
  );
}
