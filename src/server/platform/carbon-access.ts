import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { isZod, type EndpointDef } from "@shared/common/contract";
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

const canHoldCarbon = new WeakMap<EndpointDef, boolean>();

/**
 * Whether an endpoint's answer can hold a carbon field at all, read once from its response schema:
 * a field of that name, or a part the schema leaves open (a record, an unknown value). The contracts
 * list, a diary week and most other Contracts answers cannot, and skip the walk over every answer
 * (issue 13: 2.5 % of the contracts list's time went to that walk).
 */
export function mayHoldCarbon(e: EndpointDef | undefined): boolean {
  if (!e || !isZod(e.response)) return true;
  let known = canHoldCarbon.get(e);
  if (known === undefined) {
    const text = JSON.stringify(z.toJSONSchema(e.response, { io: "output", unrepresentable: "any" }));
    known = [...CARBON_FIELDS].some((f) => text.includes(`"${f}"`)) || /"additionalProperties":\{/.test(text) || text.includes("{}");
    canHoldCarbon.set(e, known);
  }
  return known;
}

export function registerCarbonAccess(app: FastifyInstance, db: Db) {
  app.addHook("preSerialization", async (request, _reply, payload) => {
    const access = request.routeOptions.config?.access;
    if (!Array.isArray(access) || access[0] !== "Contracts" || !mayHoldCarbon(request.routeOptions.config.endpoint) || !carriesCarbon(payload)) {
      return payload;
    }
    return (await seesCarbon(db, request)) ? payload : withoutCarbon(payload);
  });
}
