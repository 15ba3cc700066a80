import { attendanceEndpoints } from "@shared/site-sign-in/attendance.endpoints";
import { rollCallEndpoints } from "@shared/site-sign-in/roll-call.endpoints";
import type { Module } from "../../platform/module";
import { routes } from "../../platform/endpoints";
import { sendPdf } from "../../platform/pdf-reply";
import { getLiveProjectBySlug } from "../projects/project-lookup";
import * as attendance from "./attendance.service";
import { drawFireRollCall } from "./fire-roll-call.service";
import { createRollCallEvents } from "./roll-call.events";
import * as rollCall from "./roll-call.service";

/** The live roll-call, its events, the fire roll-call PDF, evacuation drills, and the day's record with corrections (issue 31). */
export const siteAttendanceRoutes: Module = async (app, { db, config, pdfs }) => {
  const events = createRollCallEvents(db);
  // Before the server stops taking connections: an open stream would otherwise hold app.close() for ever.
  app.addHook("preClose", async () => events.closeAll());
  const ctx = (request: attendance.Ctx["request"]) => ({ db, request });

  routes(app, rollCallEndpoints, {
    rollCall: (req) => rollCall.rollCall(db, req.params.slug),
    events: async (req, reply) => {
      const project = await getLiveProjectBySlug(db, req.params.slug);
      events.stream(req, reply, project.id);
      return reply;
    },
    firePdf: async (req, reply) => sendPdf(reply, await drawFireRollCall({ db, config, pdfs, request: req }, req.params.slug), "inline"),
    startDrill: (req) => rollCall.startDrill(ctx(req), req.params.slug),
    tick: (req) => rollCall.tick(ctx(req), req.params.slug, req.params.drillId, req.body),
    endDrill: (req) => rollCall.endDrill(ctx(req), req.params.slug, req.params.drillId),
  });

  routes(app, attendanceEndpoints, {
    day: (req) => attendance.dayRecord(ctx(req), req.params.slug, req.query),
    attendance: (req) => attendance.getAttendance(ctx(req), req.params.id),
    correct: (req) => attendance.correctAttendance(ctx(req), req.params.id, req.body),
  });
};
