import type { Module } from "../../platform/module";
import { createDiaryCommentSchema, listDiaryCommentsQuery, updateDiaryCommentSchema } from "@shared/diary/diary-comment";
import { recordIdParams } from "@shared/common/ids";
import { slugParams } from "@shared/common/slug";
import * as comments from "./diary-comments.service";

/** Comments on a diary day by time slot, with photos from the project's uploads. Editing and deleting: decision 0014 (Contracts edit; someone else's also needs delete to remove). */
export const diaryCommentsRoutes: Module = async (app, { db }) => {
  const access = (action: "view" | "create" | "edit") => ({ access: ["Contracts", action] as const });

  app.get(
    "/api/projects/by-slug/:slug/diary-comments",
    { config: access("view"), schema: { params: slugParams, querystring: listDiaryCommentsQuery } },
    (req) => comments.listComments(db, req.params.slug, req.query.date),
  );

  app.post(
    "/api/projects/by-slug/:slug/diary-comments",
    { config: access("create"), schema: { params: slugParams, body: createDiaryCommentSchema } },
    async (req, reply) => {
      reply.status(201);
      return comments.createComment({ db, request: req }, req.params.slug, req.body);
    },
  );

  app.patch("/api/diary-comments/:id", { config: access("edit"), schema: { params: recordIdParams, body: updateDiaryCommentSchema } }, (req) =>
    comments.updateComment({ db, request: req }, req.params.id, req.body),
  );

  app.delete("/api/diary-comments/:id", { config: access("edit"), schema: { params: recordIdParams } }, async (req, reply) => {
    await comments.deleteComment({ db, request: req }, req.params.id);
    return reply.status(204).send();
  });
};
