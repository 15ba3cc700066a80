import type { Db } from "../../db/client";
import { requireUser } from "../../platform/access";
import { audit, contractRecord } from "../../platform/audit";
import { badRequest, notFound } from "../../platform/errors";
import { requireRecordRight } from "../../platform/permissions";
import { getLiveProjectById, getLiveProjectBySlug } from "../projects/project-lookup";
import { compareTimeSlots, type CreateDiaryCommentInput } from "@shared/diary/diary-comment";
import type { DiaryCommentView } from "@shared/diary/diary-entry";
import * as repo from "./diary-comments.repository";
import { findEntry } from "./diary.repository";
import { photosByIds, projectImages } from "../files/project-images";
import { presentComment } from "./diary.presenter";
import type { Ctx } from "./diary.service";

const excerpt = (text: string) => (text.length > 60 ? `${text.slice(0, 57)}...` : text);

async function present(db: Db, row: repo.DiaryCommentRow): Promise<DiaryCommentView> {
  return presentComment(row, await photosByIds(db, row.photos ?? []));
}

/** One day's comments, "General" first, then by hour, oldest first within a slot. */
export async function listComments(db: Db, slug: string, date: string) {
  const project = await getLiveProjectBySlug(db, slug);
  const rows = await repo.commentsOnDates(db, project.id, [date]);
  const photos = await photosByIds(
    db,
    rows.flatMap((r) => r.photos ?? []),
  );
  const items = rows.map((r) => presentComment(r, photos)).sort((a, b) => compareTimeSlots(a.timeSlot, b.timeSlot));
  return { date, items };
}

export async function createComment(ctx: Omit<Ctx, "mailer">, slug: string, input: CreateDiaryCommentInput) {
  const user = requireUser(ctx.request);
  const project = await getLiveProjectBySlug(ctx.db, slug);
  if (input.recordId) {
    const entry = await findEntry(ctx.db, input.recordId);
    if (!entry || entry.projectId !== project.id) throw badRequest("The diary entry was not found in this project", "recordId");
  }
  await projectImages(ctx.db, project.id, input.photos, "photos");
  const row = await ctx.db.transaction(async (tx) => {
    const saved = await repo.insertComment(tx, {
      projectId: project.id,
      date: input.date,
      timeSlot: input.timeSlot,
      comment: input.comment,
      recordId: input.recordId ?? null,
      recordType: input.recordId ? (input.recordType ?? "diary_entry") : null,
      photos: input.photos,
      author: user.name,
      userId: user.id,
    });
    await audit(tx, ctx.request, {
      action: "diary_comment_created",
      description: `Commented on the diary of ${project.name} for ${saved.date} (${saved.timeSlot}): ${excerpt(saved.comment)}`,
      ...contractRecord("diary_comment", "diary", saved.id, project, { date: saved.date, timeSlot: saved.timeSlot, photos: saved.photos.length }),
    });
    return saved;
  });
  return present(ctx.db, row);
}

async function getLiveComment(db: Db, id: number) {
  const comment = await repo.findComment(db, id);
  if (!comment) throw notFound("Comment not found");
  return { comment, project: await getLiveProjectById(db, comment.projectId) };
}

export async function updateComment(ctx: Omit<Ctx, "mailer">, id: number, input: { comment: string; timeSlot?: string; photos?: number[] }) {
  const user = requireUser(ctx.request);
  const { comment, project } = await getLiveComment(ctx.db, id);
  if (input.photos) await projectImages(ctx.db, project.id, input.photos, "photos");
  const row = await ctx.db.transaction(async (tx) => {
    const saved = await repo.updateComment(tx, id, {
      comment: input.comment,
      ...(input.timeSlot ? { timeSlot: input.timeSlot } : {}),
      ...(input.photos ? { photos: input.photos } : {}),
      updatedBy: user.name,
      updatedByUserId: user.id,
    });
    await audit(tx, ctx.request, {
      action: "diary_comment_updated",
      description: `Edited ${comment.author}'s comment on the diary of ${project.name} for ${comment.date}`,
      ...contractRecord("diary_comment", "diary", id, project, { before: comment.comment, after: saved.comment }),
    });
    return saved;
  });
  return present(ctx.db, row);
}

/** Your own comment with Contracts edit; someone else's also needs Contracts delete (decision 0014). */
export async function deleteComment(ctx: Omit<Ctx, "mailer">, id: number) {
  const user = requireUser(ctx.request);
  const { comment, project } = await getLiveComment(ctx.db, id);
  await requireRecordRight(ctx.db, user, "delete", { resource: "Contracts", ownerId: comment.userId }, "You can only delete your own comments");
  await ctx.db.transaction(async (tx) => {
    await repo.deleteComment(tx, id);
    await audit(tx, ctx.request, {
      action: "diary_comment_deleted",
      description: `Deleted ${comment.author}'s comment on the diary of ${project.name} for ${comment.date}: ${excerpt(comment.comment)}`,
      ...contractRecord("diary_comment", "diary", id, project, { comment: comment.comment }),
    });
  });
}
