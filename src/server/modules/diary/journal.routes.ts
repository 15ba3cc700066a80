import type { Module } from "../../platform/module";
import { recordIdParams } from "@shared/common/ids";
import { slugParams } from "@shared/common/slug";
import { listJournalQuery, postJournalMessageSchema } from "@shared/diary/journal";
import * as journal from "./journal.service";

/** The project journal: short messages with an optional image, newest first. Deleting: decision 0014 (own with Contracts edit; someone else's also needs delete). */
export const journalRoutes: Module = async (app, { db }) => {
  const access = (action: "view" | "create" | "edit") => ({ access: ["Contracts", action] as const });

  app.get("/api/projects/by-slug/:slug/journal", { config: access("view"), schema: { params: slugParams, querystring: listJournalQuery } }, (req) =>
    journal.listJournal(db, req.params.slug, req.query),
  );

  app.post(
    "/api/projects/by-slug/:slug/journal",
    { config: access("create"), schema: { params: slugParams, body: postJournalMessageSchema } },
    async (req, reply) => {
      reply.status(201);
      return journal.postJournalMessage({ db, request: req }, req.params.slug, req.body);
    },
  );

  app.delete("/api/journal-messages/:id", { config: access("edit"), schema: { params: recordIdParams } }, async (req, reply) => {
    await journal.deleteJournalMessage({ db, request: req }, req.params.id);
    return reply.status(204).send();
  });
};
