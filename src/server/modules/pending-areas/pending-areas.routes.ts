import { notAvailableMessage, pendingAreaEndpoints, type PendingApi } from "@shared/pending-areas/pending-areas.endpoints";
import type { Module } from "../../platform/module";
import { route } from "../../platform/endpoints";

/** The areas later issues build (shared/pending-areas/pending-areas.endpoints.ts): their permission, then 501. */
export const pendingAreasRoutes =
  (pending: readonly PendingApi[]): Module =>
  async (app) => {
    for (const api of pending) {
      const answer = { message: notAvailableMessage(api.area) };
      for (const e of Object.values(pendingAreaEndpoints(api))) route(app, e, () => answer);
    }
  };
