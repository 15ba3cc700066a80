import { useRef } from "react";
import { Camera, Trash2 } from "lucide-react";
import { PHOTO_ACCEPT } from "@shared/files/files";
import { filesEndpoints } from "@shared/files/files.endpoints";
import type { SiteIssueDetail } from "@shared/site-issues/site-issue";
import { Button } from "@web/components/ui/button";
import { confirm } from "@web/components/ui/confirm-dialog";
import { toast } from "@web/components/ui/toast";
import { errorText } from "@web/lib/api";
import { hrefOf } from "@web/lib/api-client";
import { useAddIssuePhotos, useRemoveIssuePhoto } from "../api/site-issues";

/** Photos of the issue: taken on a phone straight from the camera, kept in the project's Files too. */
export function IssuePhotos({ slug, issue, canEdit }: { slug: string; issue: SiteIssueDetail; canEdit: boolean }) {
  const input = useRef<HTMLInputElement>(null);
  const add = useAddIssuePhotos(slug, issue.id);
  const remove = useRemoveIssuePhoto(slug, issue.id);

  const upload = (list: FileList | null) => {
    const files = Array.from(list ?? []);
    if (files.length === 0) return;
    add.mutate(files, {
      onSuccess: () => toast({ title: "Success", description: files.length === 1 ? "Photo added" : `${files.length} photos added` }),
      onError: (e) => toast({ title: "Error", description: errorText(e, "Failed to upload the photos"), variant: "destructive" }),
    });
    if (input.current) input.current.value = "";
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
      <div className="flex items-center justify-between gap-2">
        <h2 id="issue-photos-title" className="text-base font-semibold text-slate-900">
          Photos {issue.photos.length > 0 && <span className="text-slate-500">({issue.photos.length})</span>}
        </h2>
        {canEdit && (
          <>
            <input
              ref={input}
              type="file"
              accept={PHOTO_ACCEPT}
              multiple
              className="sr-only"
              onChange={(e) => upload(e.target.files)}
              aria-label="Add photos"
              tabIndex={-1}
            />
            <Button variant="outline" size="sm" onClick={() => input.current?.click()} disabled={add.isPending}>
              <Camera aria-hidden="true" />
              {add.isPending ? "Uploading..." : "Add photos"}
            </Button>
          </>
        )}
      </div>
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
