import { z } from "zod";
import type { Changes } from "../common/contract";
import { diaryEndpoints } from "./diary.endpoints";
import { recordIdParams } from "../common/ids";
import { slugParams } from "../common/slug";
import { isoDay } from "../common/wire";
import { createDiaryCommentSchema, listDiaryCommentsQuery, updateDiaryCommentSchema } from "./diary-comment";
import { diaryCommentViewSchema } from "./diary-entry";
import { contractEndpoints, recordEndpoints } from "../common/record-endpoints";

const comment = recordEndpoints("diary-comments", "Contracts", recordIdParams);

/**
 * Comments on a diary day by time slot, with photos from the project's uploads. Editing and deleting:
 * decision 0014 (Contracts edit; someone else's also needs delete to remove).
 */
export const diaryCommentsEndpoints = {
  list: comment.forProject(
    "One day's comments on a contract's diary, General first, then by hour",
    listDiaryCommentsQuery,
    z.object({ date: isoDay, items: z.array(diaryCommentViewSchema) }),
  ),
  create: contractEndpoints("Contracts", slugParams).create(
    "diary-comments",
    "Comment on a diary day in a time slot, with photos already uploaded to the contract",
    createDiaryCommentSchema,
    diaryCommentViewSchema,
  ),
  update: comment.update("Edit a diary comment: its text, time slot or photos", updateDiaryCommentSchema, diaryCommentViewSchema),
  remove: comment.remove("Delete a diary comment (someone else's also needs Contracts delete)", "edit"),
};

/** What a comment changes (decision 0062): the contract's diary, where comments arrive with their day. */
export const diaryCommentsChanges: Changes = [diaryEndpoints.projectDiary];
