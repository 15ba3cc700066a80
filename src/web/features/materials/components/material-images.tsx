import { ImagePlus } from "lucide-react";
import type { MaterialDetail } from "@shared/materials/material-detail";
import { ImageGallery } from "@web/components/register/image-gallery";
import { useAddMaterialImages, useRemoveMaterialImage } from "../api/materials";

/** The material's pictures: a gallery, upload (the files store's limits and type checks) and delete. */
export function MaterialImages({ material, canEdit }: { material: MaterialDetail; canEdit: boolean }) {
  const add = useAddMaterialImages(material.id);
  const remove = useRemoveMaterialImage(material.id);
  return (
    <ImageGallery
      id="images-title"
      noun={["picture", "pictures"]}
      icon={ImagePlus}
      images={material.images.map((img) => ({ fileId: img.fileId, originalName: img.originalName, href: img.url }))}
      canEdit={canEdit}
      add={add}
      remove={remove}
      removal={{ verb: "Delete", note: (name) => `${name} will be deleted.` }}
    />
  );
}
