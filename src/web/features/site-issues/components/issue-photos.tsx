import { Camera, Trash2 } from "lucide-react";
import { filesEndpoints } from "@shared/files/files.endpoints";
import type { SiteIssueDetail } from "@shared/site-issues/site-issue";
import { Button } from "@web/components/ui/button";
import { confirm } from "@web/components/ui/confirm-dialog";
import { PhotoSectionHeading } from "@web/components/ui/photo-section-heading";
import { toast } from "@web/components/ui/toast";
import { errorText } from "@web/lib/api";
import { hrefOf } from "@web/lib/api-client";
import { useAddIssuePhotos, useRemoveIssuePhoto } from "../api/site-issues";

/** Photos of the issue: taken on a phone straight from the camera, kept in the project's Files too. */
export function IssuePhotos({ slug, issue, canEdit }: { slug: string; issue: SiteIssueDetail; canEdit: boolean }) {
  const add = useAddIssuePhotos(slug, issue.id);
  const remove = useRemoveIssuePhoto(slug, issue.id);

  const upload = (files: File[]) => {
    if (files.length === 0) return;
    add.mutate(files, {
      onSuccess: () => toast({ title: "Success", description: files.length === 1 ? "Photo added" : `${files.length} photos added` }),
      onError: (e) => toast({ title: "Error", description: errorText(e, "Failed to upload the photos"), variant: "destructive" }),
    });
  };
  const drop = async (p: SiteIssueDetail["photos"][number]) => {
    const ok = await confirm({
      title: "Remove this photo?",
      description: `${p.originalName} stays in the project's Files.`,
      confirmText: "Remove",
      variant: "destructive",
    });
    if (!ok) return;
    remove.mutate(p.fileId, { onError: (e) => toast({ title: "Error", description: errorText(e, "Failed to remove the photo"), variant: "destructive" }) });
  };

  return (
    <section aria-labelledby="issue-photos-title" className="grid gap-3">
      <PhotoSectionHeading
        id="issue-photos-title"
        title="Photos"
        count={issue.photos.length}
        canAdd={canEdit}
        uploading={add.isPending}
        addLabel="Add photos"
        icon={Camera}
        onFiles={upload}
      />
      {issue.photos.length === 0 ? (
        <p className="text-sm text-slate-500">No photos yet.</p>
      ) : (
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {issue.photos.map((p) => {
            const href = hrefOf(filesEndpoints.content, { params: { id: p.fileId } });
            return (
              <li key={p.fileId} className="group relative overflow-hidden rounded-md border border-slate-200 bg-slate-50">
                <a href={href} target="_blank" rel="noreferrer" className="block aspect-[4/3]">
                  <img src={href} alt={p.originalName} loading="lazy" className="size-full object-cover" />
                </a>
                {canEdit && (
                  <Button
                    variant="secondary"
                    size="icon"
                    className="absolute top-1 right-1 size-8 opacity-90"
                    onClick={() => drop(p)}
                    aria-label={`Remove ${p.originalName}`}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
