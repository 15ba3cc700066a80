import type { ComponentType } from "react";
import { Trash2 } from "lucide-react";
import { fileSizeProblem } from "@shared/files/files";
import { Button } from "@web/components/ui/button";
import { confirm } from "@web/components/ui/confirm-dialog";
import { PhotoSectionHeading } from "@web/components/ui/photo-section-heading";
import { toast } from "@web/components/ui/toast";
import { errorText } from "@web/lib/api";
import { cn } from "@web/lib/cn";

export type GalleryImage = { fileId: number; originalName: string; href: string };
type Handlers = { onSuccess?: () => void; onError: (e: unknown) => void };

type Props = {
  /** The heading's id, which names the section. */
  id: string;
  /** ["picture", "pictures"], ["photo", "photos"]: the heading, the buttons and the messages say it. */
  noun: [one: string, many: string];
  icon: ComponentType<{ "aria-hidden"?: boolean | "true" }>;
  images: GalleryImage[];
  canEdit: boolean;
  add: { mutate: (files: File[], handlers: Handlers) => void; isPending: boolean };
  remove: { mutate: (fileId: number, handlers: Handlers) => void };
  /** "Delete" when the file goes with it; "Remove" when it stays elsewhere (the project's Files), which `note` says. */
  removal: { verb: "Delete" | "Remove"; note: (name: string) => string };
  /** The grid's columns from tablet width. */
  gridClassName?: string;
};

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * A record's images: the count, an Add button (a phone offers its camera), thumbnails that open the
 * full image, and delete with a confirmation. A file over the files store's limit is refused before
 * it is sent.
 */
export function ImageGallery({ id, noun: [one, many], icon, images, canEdit, add, remove, removal, gridClassName = "sm:grid-cols-4" }: Props) {
  const upload = (files: File[]) => {
    if (files.length === 0) return;
    const tooBig = files.map((f) => fileSizeProblem(f)).find(Boolean);
    if (tooBig) return toast({ title: "Error", description: tooBig, variant: "destructive" });
    add.mutate(files, {
      onSuccess: () => toast({ title: "Success", description: files.length === 1 ? `${capital(one)} added` : `${files.length} ${many} added` }),
      onError: (e) => toast({ title: "Error", description: errorText(e, `Failed to upload the ${many}`), variant: "destructive" }),
    });
  };
  const drop = async (img: GalleryImage) => {
    const ok = await confirm({
      title: `${removal.verb} this ${one}?`,
      description: removal.note(img.originalName),
      confirmText: removal.verb,
      variant: "destructive",
    });
    if (!ok) return;
    const failed = `Failed to ${removal.verb.toLowerCase()} the ${one}`;
    remove.mutate(img.fileId, { onError: (e) => toast({ title: "Error", description: errorText(e, failed), variant: "destructive" }) });
  };

  return (
    <section aria-labelledby={id} className="grid gap-3">
      <PhotoSectionHeading
        id={id}
        title={capital(many)}
        count={images.length}
        canAdd={canEdit}
        uploading={add.isPending}
        addLabel={`Add ${many}`}
        icon={icon}
        onFiles={upload}
      />
      {images.length === 0 ? (
        <p className="text-sm text-slate-500">No {many} yet.</p>
      ) : (
        <ul className={cn("grid grid-cols-2 gap-2", gridClassName)}>
          {images.map((img) => (
            <li key={img.fileId} className="relative overflow-hidden rounded-md border border-slate-200 bg-slate-50">
              <a href={img.href} target="_blank" rel="noreferrer" className="block aspect-[4/3]">
                <img src={img.href} alt={img.originalName} loading="lazy" className="size-full object-cover" />
              </a>
              {canEdit && (
                <Button
                  variant="secondary"
                  size="icon"
                  className="absolute top-1 right-1 size-8 opacity-90"
                  onClick={() => drop(img)}
                  aria-label={`${removal.verb} ${img.originalName}`}
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
