import type { Db } from "../../db/client";
import { requireUser } from "../../platform/access";
import { audit, contractRecord } from "../../platform/audit";
import { notFound } from "../../platform/errors";
import { requireRecordRight } from "../../platform/permissions";
import { getLiveProjectById, getLiveProjectBySlug } from "../projects/project-lookup";
import { toPage, type PageQuery } from "@shared/common/paging";
import * as repo from "./journal.repository";
import { projectImages } from "../files/project-images";
import { presentJournalMessage } from "./diary.presenter";
import type { Ctx } from "./diary.service";

const excerpt = (text: string) => (text.length > 60 ? `${text.slice(0, 57)}...` : text);

export async function listJournal(db: Db, slug: string, q: PageQuery) {
  const project = await getLiveProjectBySlug(db, slug);
  const { rows, total } = await repo.listMessages(db, project.id, q);
  return toPage(rows.map(presentJournalMessage), total, q);
}

export async function postJournalMessage(ctx: Omit<Ctx, "mailer">, slug: string, input: { message: string; imageFileId?: number | null }) {
  const user = requireUser(ctx.request);
  const project = await getLiveProjectBySlug(ctx.db, slug);
  const [image] = input.imageFileId ? await projectImages(ctx.db, project.id, [input.imageFileId], "imageFileId") : [];
  const row = await ctx.db.transaction(async (tx) => {
    const saved = await repo.insertMessage(tx, {
      projectId: project.id,
      userId: user.id,
      author: user.name,
      message: input.message,
      imageUrl: image?.url ?? null,
      imageName: image?.name ?? null,
    });
    await audit(tx, ctx.request, {
      action: "journal_message_posted",
      description: `Posted to the journal of ${project.name}: ${excerpt(saved.message)}`,
      ...contractRecord("journal_message", "diary", saved.id, project, { image: image?.id ?? null }),
    });
    return saved;
  });
  return presentJournalMessage(row);
}

/** Your own message with Contracts edit; someone else's also needs Contracts delete (decision 0014). */
export async function deleteJournalMessage(ctx: Omit<Ctx, "mailer">, id: number) {
  const user = requireUser(ctx.request);
  const message = await repo.findMessage(ctx.db, id);
  if (!message) throw notFound("Message not found");
  const project = await getLiveProjectById(ctx.db, message.projectId);
  await requireRecordRight(ctx.db, user, "delete", { resource: "Contracts", ownerId: message.userId }, "You can only delete your own messages");
  await ctx.db.transaction(async (tx) => {
    await repo.deleteMessage(tx, id);
    await audit(tx, ctx.request, {
      action: "journal_message_deleted",
      description: `Deleted ${message.author}'s journal message on ${project.name}: ${excerpt(message.message)}`,
      ...contractRecord("journal_message", "diary", id, project, { message: message.message }),
    });
  });
}
