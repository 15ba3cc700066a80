import { diaryEndpoints } from "@shared/diary/diary.endpoints";
import { routes } from "../../platform/endpoints";
import type { Module } from "../../platform/module";
import * as diary from "./diary.service";
import { getProjectDiary } from "./project-diary.service";
import { diaryCommentsRoutes } from "./diary-comments.routes";
import { journalRoutes } from "./journal.routes";

/** The project diary (product.md §2.5, §7), registered from its endpoint table (shared/diary/diary.endpoints.ts); comments and the journal beside it. */
export const diaryRoutes: Module = async (app, deps) => {
  const { db, mailer, config } = deps;
  routes(app, diaryEndpoints, {
    list: (req) => diary.listEntries(db, req.query, config.countCap),
    create: (req) => diary.createEntry({ db, mailer, request: req }, req.body),
    get: (req) => diary.getEntry(db, req.params.id),
    update: (req) => diary.updateEntry({ db, mailer, request: req }, req.params.id, req.body),
    remove: (req) => diary.deleteEntry({ db, mailer, request: req }, req.params.id),
    share: (req) => diary.shareEntry({ db, mailer, request: req }, req.params.id, req.body.emails),
    projectDiary: (req) => getProjectDiary(db, req.params.slug, req.query),
  });

  await diaryCommentsRoutes(app, deps);
  await journalRoutes(app, deps);
};
