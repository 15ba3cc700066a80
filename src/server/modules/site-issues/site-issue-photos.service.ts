import { isImageType, PHOTO_TYPE_MESSAGE } from "@shared/files/files";
import { audit } from "../../platform/audit";
import { badRequest, notFound } from "../../platform/errors";
import { storeUpload } from "../files/files.service";
import type { CheckedUpload } from "../files/files.upload";
import * as repo from "./site-issues.repository";
import { getIssue, getLiveIssue, issueName, type Ctx } from "./site-issues.service";

/** Photos of a site issue: project files (kept in the project's Files) linked in site_issue_photos. */
export async function addPhotos(ctx: Ctx, id: number, uploads: CheckedUpload[]) {
  const { issue, project } = await getLiveIssue(ctx.db, id);
  const refused = uploads.find((u) => !isImageType(u.mimetype));
  if (refused) throw badRequest(`${refused.originalName}: ${PHOTO_TYPE_MESSAGE}`, "file");
  await ctx.db.transaction(async (tx) => {
    for (const upload of uploads) {
      const file = await storeUpload(tx, ctx.request, project, upload, {
        folderId: null,
        diaryEntryId: null,
        description: `Photo of site issue ${issueName(issue)}`,
      });
      await repo.linkPhoto(tx, id, file.id);
    }
    await audit(tx, ctx.request, {
      action: "site_issue_photos_added",
      description: `Added ${uploads.length} ${uploads.length === 1 ? "photo" : "photos"} to site issue ${issueName(issue)} on ${project.name}`,
      entityType: "site_issue",
      entityId: id,
      entityName: project.name,
      category: "site_issues",
      metadata: { projectId: project.id, count: uploads.length },
    });
  });
  return getIssue(ctx.db, id);
}

/** Takes the photo off the issue; the file stays in the project's Files. */
export async function removePhoto(ctx: Ctx, id: number, fileId: number) {
  const { issue, project } = await getLiveIssue(ctx.db, id);
  const link = await repo.findPhotoLink(ctx.db, id, fileId);
  if (!link) throw notFound("Photo not found on this site issue");
  await ctx.db.transaction(async (tx) => {
    await repo.unlinkPhoto(tx, id, fileId);
    await audit(tx, ctx.request, {
      action: "site_issue_photo_removed",
      description: `Removed ${link.originalName} from site issue ${issueName(issue)} on ${project.name}`,
      entityType: "site_issue",
      entityId: id,
      entityName: link.originalName,
      category: "site_issues",
      metadata: { projectId: project.id, fileId },
    });
  });
  return getIssue(ctx.db, id);
}
