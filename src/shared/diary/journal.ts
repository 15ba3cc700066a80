import { z } from "zod";
import { idSchema } from "../common/ids";
import { pageQuery } from "../common/paging";
import { timestamp } from "../common/wire";

/** The project journal (data-model.md §3 journal_messages): short messages, optionally with an image. */

export const postJournalMessageSchema = z.object({
  message: z.string({ error: "Message is required" }).trim().min(1, "Message is required").max(2000, "Message too long (max 2000 characters)"),
  /** An image uploaded to the same project (POST /api/projects/by-slug/:slug/files). */
  imageFileId: idSchema("Image must be an uploaded file").nullish(),
});
export type PostJournalMessageBody = z.input<typeof postJournalMessageSchema>;

export const listJournalQuery = pageQuery;

export const journalMessageViewSchema = z
  .object({
    id: z.number().int(),
    projectId: z.number().int(),
    userId: z.number().int().nullable(),
    author: z.string(),
    message: z.string(),
    imageUrl: z.string().nullable(),
    imageName: z.string().nullable(),
    createdAt: timestamp,
  })
  .meta({ id: "JournalMessage" });
export type JournalMessageView = z.output<typeof journalMessageViewSchema>;
