import { z } from "zod";
import { timelineQuery } from "@shared/timeline/timeline";
import { seesCarbon } from "../../platform/carbon-access";
import type { Module } from "../../platform/module";
import { listTimeline } from "./timeline.service";

/** The project timeline tab: everything that happened on a project, newest first, by keyset pages. */
export const timelineRoutes: Module = async (app, { db }) => {
  app.get(
    "/api/projects/by-slug/:slug/timeline",
    { config: { access: ["Contracts", "view"] }, schema: { params: z.object({ slug: z.string().min(1).max(200) }), querystring: timelineQuery } },
    async (request) => listTimeline(db, request.params.slug, request.query, { carbon: await seesCarbon(db, request) }),
  );
};
