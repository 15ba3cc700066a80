import { journalEndpoints } from "@shared/diary/journal.endpoints";
import { routes } from "../../platform/endpoints";
import type { Module } from "../../platform/module";
import * as journal from "./journal.service";

/** The project journal, registered from its endpoint table (shared/diary/journal.endpoints.ts). */
export const journalRoutes: Module = async (app, { db }) => {
  routes(app, journalEndpoints, {
    list: (req) => journal.listJournal(db, req.params.slug, req.query),
    post: (req) => journal.postJournalMessage({ db, request: req }, req.params.slug, req.body),
    remove: (req) => journal.deleteJournalMessage({ db, request: req }, req.params.id),
  });
};
