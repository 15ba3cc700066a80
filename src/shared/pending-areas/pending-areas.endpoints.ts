import { z } from "zod";
import { endpoint, type EndpointDef, type Method } from "../common/contract";
import type { Action, Resource } from "../identity/permissions";

/**
 * The API of areas later issues build. Their permissions are enforced today, so a role without
 * access gets 403 exactly as it will then; a permitted caller is told plainly that the area is not
 * available yet (501), and nothing pretends to work. An area that lands takes its prefix over: the
 * server leaves out a prefix a module's endpoints serve (modules/pending-areas/pending-areas.module.ts).
 */
export type PendingApi = { prefix: `/api/${string}`; area: string; resource: Resource };
export const PENDING_APIS: PendingApi[] = [
  { prefix: "/api/fleet", area: "Fleet", resource: "Fleet Management" },
  { prefix: "/api/cost-analysis", area: "Cost Analysis", resource: "Cost Analysis" },
  { prefix: "/api/incident-reports", area: "Wellbeing", resource: "Incident Reports" },
  { prefix: "/api/data-backups", area: "Data Backup", resource: "Backup & Data" },
  { prefix: "/api/email-templates", area: "Email Templates", resource: "Email Templates" },
];

/** Each method asks for the page permission it will need when the area is built. */
const METHOD_ACTION: Record<Method, Action> = { GET: "view", POST: "create", PUT: "edit", PATCH: "edit", DELETE: "delete" };

export const notAvailableAnswer = z.object({ message: z.string().describe('"<Area> is not available yet"') }).meta({ id: "AreaNotAvailable" });
export const notAvailableMessage = (area: string) => `${area} is not available yet`;

/** One area's endpoints: every method on its prefix and on anything below it, e.g. `suppliers.get` and `suppliers.get.sub`. */
export function pendingAreaEndpoints({ prefix, area, resource }: PendingApi): Record<string, EndpointDef> {
  const name = prefix.slice("/api/".length);
  const table: Record<string, EndpointDef> = {};
  for (const [method, action] of Object.entries(METHOD_ACTION) as [Method, Action][]) {
    for (const [path, suffix] of [
      [prefix, ""],
      [`${prefix}/*`, ".sub"],
    ] as const) {
      table[`${name}.${method.toLowerCase()}${suffix}`] = endpoint({
        method,
        path,
        access: [resource, action],
        summary: `${area} is not built yet: answers 501 to a caller with ${resource} › ${action}`,
        response: notAvailableAnswer,
        status: 501,
      });
    }
  }
  return table;
}
