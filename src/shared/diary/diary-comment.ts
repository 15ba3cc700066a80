import { z } from "zod";
import { idSchema } from "../common/ids";
import { isoDayField } from "../common/days";

/** Comments on a diary day, by time slot (data-model.md §3 diary_comments). */

/** "General", then the site day hour by hour. */
/** Every hour of the day: night possessions and early pours happen outside 08:00–18:00. */
export const TIME_SLOTS = ["General", ...Array.from({ length: 24 }, (_, i) => `${String(i).padStart(2, "0")}:00`)] as const;
export const TIME_SLOT_MESSAGE = "Choose General or an hour of the day, e.g. 08:00";
export const MAX_COMMENT_PHOTOS = 10;

/** Orders slots "General" first, then by time. */
export const compareTimeSlots = (a: string, b: string) => (a === b ? 0 : a === "General" ? -1 : b === "General" ? 1 : a.localeCompare(b));

const timeSlotField = z.string({ error: TIME_SLOT_MESSAGE }).refine((v) => (TIME_SLOTS as readonly string[]).includes(v), TIME_SLOT_MESSAGE);
const commentField = z.string({ error: "Comment is required" }).trim().min(1, "Comment is required").max(2000, "Comment too long (max 2000 characters)");
/** Ids of images uploaded to the same project (POST /api/projects/by-slug/:slug/files). */
export const photoIdsField = z
  .array(idSchema("Photo must be an uploaded file"), {
    error: "Photos must be a list of uploaded files",
  })
  .max(MAX_COMMENT_PHOTOS, `At most ${MAX_COMMENT_PHOTOS} photos per comment`)
  .transform((ids) => [...new Set(ids)]);

export const createDiaryCommentSchema = z.object({
  date: isoDayField(),
  timeSlot: timeSlotField,
  comment: commentField,
  recordId: idSchema("Record ID must be a whole number", "Record ID must be positive").nullish(),
  recordType: z.enum(["diary_entry"], { error: "Record type must be diary_entry" }).nullish(),
  photos: photoIdsField.default([]),
});
export type CreateDiaryCommentInput = z.output<typeof createDiaryCommentSchema>;
export type CreateDiaryCommentBody = z.input<typeof createDiaryCommentSchema>;

export const updateDiaryCommentSchema = z.object({
  comment: commentField,
  timeSlot: timeSlotField.optional(),
  photos: photoIdsField.optional(),
});
export type UpdateDiaryCommentBody = z.input<typeof updateDiaryCommentSchema>;

export const listDiaryCommentsQuery = z.object({ date: isoDayField() });
