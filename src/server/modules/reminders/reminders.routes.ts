import { remindersEndpoints } from "@shared/reminders/reminders.endpoints";
import type { Module } from "../../platform/module";
import { routes } from "../../platform/endpoints";
import { requireUser } from "../../platform/access";
import { remindersFor } from "./reminders.service";

/** GET /api/reminders: the sources come from every module's descriptor (deps.areas), never an import. */
export const remindersRoutes: Module = async (app, { db, areas }) => {
  routes(app, remindersEndpoints, {
    list: async (req) => remindersFor(db, areas.reminders, requireUser(req).role, req.query),
  });
};
