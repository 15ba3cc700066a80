import { z } from "zod";
import { endpoint, noContent, type Changes } from "../common/contract";
import { diaryEndpoints } from "./diary.endpoints";
import { recordIdParams } from "../common/ids";
import { slugParams } from "../common/slug";
import { isoDay } from "../common/wire";
import { createDiaryCommentSchema, listDiaryCommentsQuery, updateDiaryCommentSchema } from "./diary-comment";
import { diaryCommentViewSchema } from "./diary-entry";

/**
 * Comments on a diary day by time slot, with photos from the project's uploads. Editing and deleting:
 * decision 0014 (Contracts edit; someone else's also needs delete to remove).
 */
export const diaryCommentsEndpoints = {
  list: endpoint({
    method: "GET",
    path: "/api/projects/by-slug/:slug/diary-comments",
    access: ["Contracts", "view"],
    summary: "One day's comments on a contract's diary, General first, then by hour",
    params: slugParams,
    query: listDiaryCommentsQuery,
    response: z.object({ date: isoDay, items: z.array(diaryCommentViewSchema) }),
  }),
  create: endpoint({
    method: "POST",
    path: "/api/projects/by-slug/:slug/diary-comments",
    access: ["Contracts", "create"],
    summary: "Comment on a diary day in a time slot, with photos already uploaded to the contract",
    params: slugParams,
    body: createDiaryCommentSchema,
    response: diaryCommentViewSchema,
    status: 201,
  }),
  update: endpoint({
    method: "PATCH",
    path: "/api/diary-comments/:id",
    access: ["Contracts", "edit"],
    summary: "Edit a diary comment: its text, time slot or photos",
    params: recordIdParams,
    body: updateDiaryCommentSchema,
    response: diaryCommentViewSchema,
  }),
  remove: endpoint({
    method: "DELETE",
    path: "/api/diary-comments/:id",
    access: ["Contracts", "edit"],
    summary: "Delete a diary comment (someone else's also needs Contracts delete)",
    params: recordIdParams,
    response: noContent,
    status: 204,
  }),
};

/** What a comment changes (decision 0062): the contract's diary, where comments arrive with their day. */
export const diaryCommentsChanges: Changes = [diaryEndpoints.projectDiary];
