import type { Module } from "../../platform/module";
import { diaryEntrySchema, listDiaryEntriesQuery, projectDiaryQuery, shareDiaryEntrySchema } from "@shared/diary/diary-entry";
import { recordIdParams } from "@shared/common/ids";
import { slugParams } from "@shared/common/slug";
import * as diary from "./diary.service";
import { getProjectDiary } from "./project-diary.service";
import { diaryCommentsRoutes } from "./diary-comments.routes";
import { journalRoutes } from "./journal.routes";

/** The project diary (product.md §2.5, §7): entries, the day-by-day diary, sharing; comments and the journal. */
export const diaryRoutes: Module = async (app, deps) => {
  const { db, mailer } = deps;
  const access = (action: "view" | "create" | "edit" | "delete") => ({ access: ["Contracts", action] as const });
  const params = recordIdParams;

  app.get("/api/diary-entries", { config: access("view"), schema: { querystring: listDiaryEntriesQuery } }, (req) => diary.listEntries(db, req.query));

  app.post("/api/diary-entries", { config: access("create"), schema: { body: diaryEntrySchema } }, async (req, reply) => {
    reply.status(201);
    return diary.createEntry({ db, mailer, request: req }, req.body);
  });

  app.get("/api/diary-entries/:id", { config: access("view"), schema: { params } }, (req) => diary.getEntry(db, req.params.id));

  app.patch("/api/diary-entries/:id", { config: access("edit"), schema: { params, body: diaryEntrySchema } }, (req) =>
    diary.updateEntry({ db, mailer, request: req }, req.params.id, req.body),
  );

  app.delete("/api/diary-entries/:id", { config: access("edit"), schema: { params } }, async (req, reply) => {
    await diary.deleteEntry({ db, mailer, request: req }, req.params.id);
    return reply.status(204).send();
  });

  app.post("/api/diary-entries/:id/share", { config: access("edit"), schema: { params, body: shareDiaryEntrySchema } }, (req) =>
    diary.shareEntry({ db, mailer, request: req }, req.params.id, req.body.emails),
  );

  app.get("/api/projects/by-slug/:slug/diary-entries", { config: access("view"), schema: { params: slugParams, querystring: projectDiaryQuery } }, (req) =>
    getProjectDiary(db, req.params.slug, req.query),
  );

  await diaryCommentsRoutes(app, deps);
  await journalRoutes(app, deps);
};
