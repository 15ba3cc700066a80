import { Camera } from "lucide-react";
import { filesEndpoints } from "@shared/files/files.endpoints";
import type { SiteIssueDetail } from "@shared/site-issues/site-issue";
import { ImageGallery } from "@web/components/register/image-gallery";
import { hrefOf } from "@web/lib/api-client";
import { useAddIssuePhotos, useRemoveIssuePhoto } from "../api/site-issues";

/** Photos of the issue: taken on a phone straight from the camera, kept in the project's Files too. */
export function IssuePhotos({ slug, issue, canEdit }: { slug: string; issue: SiteIssueDetail; canEdit: boolean }) {
  const add = useAddIssuePhotos(slug, issue.id);
  const remove = useRemoveIssuePhoto(slug, issue.id);
  return (
    <ImageGallery
      id="issue-photos-title"
      noun={["photo", "photos"]}
      icon={Camera}
      images={issue.photos.map((p) => ({ fileId: p.fileId, originalName: p.originalName, href: hrefOf(filesEndpoints.content, { params: { id: p.fileId } }) }))}
      canEdit={canEdit}
      add={add}
      remove={remove}
      removal={{ verb: "Remove", note: (name) => `${name} stays in the project's Files.` }}
      gridClassName="sm:grid-cols-3"
    />
  );
}
