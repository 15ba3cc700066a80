import { ImagePlus, Trash2 } from "lucide-react";
import { fileSizeProblem } from "@shared/files/files";
import type { MaterialDetail } from "@shared/materials/material-detail";
import { Button } from "@web/components/ui/button";
import { confirm } from "@web/components/ui/confirm-dialog";
import { PhotoSectionHeading } from "@web/components/ui/photo-section-heading";
import { toast } from "@web/components/ui/toast";
import { errorText } from "@web/lib/api";
import { useAddMaterialImages, useRemoveMaterialImage } from "../api/materials";

/** The material's pictures: a gallery, upload (the files store's limits and type checks) and delete. */
export function MaterialImages({ material, canEdit }: { material: MaterialDetail; canEdit: boolean }) {
  const add = useAddMaterialImages(material.id);
  const remove = useRemoveMaterialImage(material.id);

  const upload = (files: File[]) => {
    if (files.length === 0) return;
    const tooBig = files.map((f) => fileSizeProblem(f)).find(Boolean);
    if (tooBig) return toast({ title: "Error", description: tooBig, variant: "destructive" });
    add.mutate(files, {
      onSuccess: () => toast({ title: "Success", description: files.length === 1 ? "Picture added" : `${files.length} pictures added` }),
      onError: (e) => toast({ title: "Error", description: errorText(e, "Failed to upload the pictures"), variant: "destructive" }),
    });
  };
  const drop = async (img: MaterialDetail["images"][number]) => {
    const ok = await confirm({
      title: "Delete this picture?",
      description: `${img.originalName} will be deleted.`,
      confirmText: "Delete",
      variant: "destructive",
    });
    if (!ok) return;
    remove.mutate(img.fileId, { onError: (e) => toast({ title: "Error", description: errorText(e, "Failed to delete the picture"), variant: "destructive" }) });
  };

  return (
    <section aria-labelledby="images-title" className="grid gap-3">
      <PhotoSectionHeading
        id="images-title"
        title="Pictures"
        count={material.images.length}
        canAdd={canEdit}
        uploading={add.isPending}
        addLabel="Add pictures"
        icon={ImagePlus}
        onFiles={upload}
      />
      {material.images.length === 0 ? (
        <p className="text-sm text-slate-500">No pictures yet.</p>
      ) : (
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {material.images.map((img) => (
            <li key={img.fileId} className="relative overflow-hidden rounded-md border border-slate-200 bg-slate-50">
              <a href={img.url} target="_blank" rel="noreferrer" className="block aspect-[4/3]">
                <img src={img.url} alt={img.originalName} loading="lazy" className="size-full object-cover" />
              </a>
              {canEdit && (
                <Button
                  variant="secondary"
                  size="icon"
                  className="absolute top-1 right-1 size-8 opacity-90"
                  onClick={() => drop(img)}
                  aria-label={`Delete ${img.originalName}`}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
