import { contractRecord } from "../../platform/audit";
import { addRecordImages, countOf, removeRecordFile } from "../../platform/register/record-files";
import { storeUpload } from "../files/files.service";
import type { CheckedUpload } from "../files/files.upload";
import * as repo from "./site-issues.repository";
import { getIssue, getLiveIssue, issueName, type Ctx } from "./site-issues.service";

/** Photos of a site issue: project files (kept in the project's Files) linked in site_issue_photos. */

/** How the activity log names the issue's project; a removal names the photo instead. */
const issueRef = (id: number, project: { id: number; name: string }) => contractRecord("site_issue", "site_issues", id, project);

export async function addPhotos(ctx: Ctx, id: number, uploads: CheckedUpload[]) {
  const { issue, project } = await getLiveIssue(ctx.db, id);
  const description = `Photo of site issue ${issueName(issue)}`;
  await addRecordImages(ctx, uploads, {
    store: (tx, upload) => storeUpload(tx, ctx.request, project, upload, { folderId: null, diaryEntryId: null, description }),
    link: (tx, fileId) => repo.linkPhoto(tx, id, fileId),
    event: (count) => ({
      ...issueRef(id, project),
      action: "site_issue_photos_added",
      description: `Added ${countOf(count, "photo")} to site issue ${issueName(issue)} on ${project.name}`,
    }),
  });
  return getIssue(ctx.db, id);
}

/** Takes the photo off the issue; the file stays in the project's Files. */
export async function removePhoto(ctx: Ctx, id: number, fileId: number) {
  const { issue, project } = await getLiveIssue(ctx.db, id);
  await removeRecordFile(ctx, fileId, await repo.findPhotoLink(ctx.db, id, fileId), {
    missing: "Photo not found on this site issue",
    remove: (tx) => repo.unlinkPhoto(tx, id, fileId),
    event: (link) => ({
      ...issueRef(id, project),
      entityName: link.originalName,
      action: "site_issue_photo_removed",
      description: `Removed ${link.originalName} from site issue ${issueName(issue)} on ${project.name}`,
    }),
  });
  return getIssue(ctx.db, id);
}
