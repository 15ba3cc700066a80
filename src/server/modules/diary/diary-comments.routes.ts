import { diaryCommentsEndpoints } from "@shared/diary/diary-comments.endpoints";
import { routes } from "../../platform/endpoints";
import type { Module } from "../../platform/module";
import * as comments from "./diary-comments.service";

/** Comments on a diary day by time slot, registered from their endpoint table (shared/diary/diary-comments.endpoints.ts). */
export const diaryCommentsRoutes: Module = async (app, { db }) => {
  routes(app, diaryCommentsEndpoints, {
    list: (req) => comments.listComments(db, req.params.slug, req.query.date),
    create: (req) => comments.createComment({ db, request: req }, req.params.slug, req.body),
    update: (req) => comments.updateComment({ db, request: req }, req.params.id, req.body),
    remove: (req) => comments.deleteComment({ db, request: req }, req.params.id),
  });
};
