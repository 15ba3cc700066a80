import { z } from "zod";
import { idSchema } from "../common/ids";
import { pageQuery } from "../common/paging";

/** The project journal (data-model.md §3 journal_messages): short messages, optionally with an image. */

export const postJournalMessageSchema = z.object({
  message: z.string({ error: "Message is required" }).trim().min(1, "Message is required").max(2000, "Message too long (max 2000 characters)"),
  /** An image uploaded to the same project (POST /api/projects/by-slug/:slug/files). */
  imageFileId: idSchema("Image must be an uploaded file").nullish(),
});
export type PostJournalMessageBody = z.input<typeof postJournalMessageSchema>;

export const listJournalQuery = pageQuery;

export type JournalMessageView = {
  id: number;
  projectId: number;
  userId: number | null;
  author: string;
  message: string;
  imageUrl: string | null;
  imageName: string | null;
  createdAt: string;
};
