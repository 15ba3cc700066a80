import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Db } from "../db/client";
import { userCan } from "./permissions";

/**
 * Carbon figures are Carbon Tracking's wherever they appear (docs/decisions/0015-carbon-only-role.md).
 * Plant, deliveries, waste, energy and visitors are site records under Contracts, and their answers
 * carry the carbon worked out for them; a reader without Carbon Tracking view gets the records
 * without it. One hook over every Contracts route removes the shared vocabulary's carbon fields, so
 * no route can forget and a new site record is covered the day it is added.
 */
export const CARBON_FIELDS = new Set(["carbonEmitted", "travelCarbon", "transportKg", "materialKg", "kgCo2e", "figures"]);

export async function seesCarbon(db: Db, request: FastifyRequest): Promise<boolean> {
  return request.user ? userCan(db, request.user.role, "Carbon Tracking", "view") : false;
}

function carriesCarbon(value: unknown, depth = 0): boolean {
  if (depth > 6 || value === null || typeof value !== "object") return false;
  if (Array.isArray(value)) return value.some((v) => carriesCarbon(v, depth + 1));
  return Object.entries(value).some(([k, v]) => CARBON_FIELDS.has(k) || carriesCarbon(v, depth + 1));
}

/** A copy of the answer without any carbon field, at any depth (a page's items, a day's totals). */
export function withoutCarbon(value: unknown, depth = 0): unknown {
  if (depth > 6 || value === null || typeof value !== "object" || value instanceof Date || Buffer.isBuffer(value)) return value;
  if (Array.isArray(value)) return value.map((v) => withoutCarbon(v, depth + 1));
  return Object.fromEntries(
    Object.entries(value)
      .filter(([k]) => !CARBON_FIELDS.has(k))
      .map(([k, v]) => [k, withoutCarbon(v, depth + 1)]),
  );
}

export function registerCarbonAccess(app: FastifyInstance, db: Db) {
  app.addHook("preSerialization", async (request, _reply, payload) => {
    const access = request.routeOptions.config?.access;
    if (!Array.isArray(access) || access[0] !== "Contracts" || !carriesCarbon(payload)) return payload;
    return (await seesCarbon(db, request)) ? payload : withoutCarbon(payload);
  });
}
