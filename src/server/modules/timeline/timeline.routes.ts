import { timelineEndpoints } from "@shared/timeline/timeline.endpoints";
import { seesCarbon } from "../../platform/carbon-access";
import { routes } from "../../platform/endpoints";
import type { Module } from "../../platform/module";
import { listTimeline } from "./timeline.service";

/**
 * The project timeline tab, registered from its endpoint table (shared/timeline/timeline.endpoints.ts).
 * Its branches are the modules' own (`areas.timeline`, from their descriptors).
 */
export const timelineRoutes: Module = async (app, { db, areas }) => {
  routes(app, timelineEndpoints, {
    // A record's kg CO2e is in its summary only for a reader with Carbon Tracking view.
    list: async (req) => listTimeline(db, areas.timeline, req.params.slug, req.query, { carbon: await seesCarbon(db, req) }),
  });
};
