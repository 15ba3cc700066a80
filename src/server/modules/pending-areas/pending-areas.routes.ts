import type { Action, Resource } from "@shared/identity/permissions";
import type { Module } from "../../platform/module";

/**
 * The API of areas later issues build. Their permissions are enforced today, so a role without
 * access gets 403 exactly as it will then; a permitted caller is told plainly that the area is not
 * available yet (501), and nothing pretends to work. Each area removes its line when it lands.
 */
export const PENDING_APIS: { prefix: string; area: string; resource: Resource }[] = [
  { prefix: "/api/suppliers", area: "Suppliers", resource: "Suppliers" },
  { prefix: "/api/materials", area: "Materials", resource: "Materials" },
  { prefix: "/api/workers", area: "Workforce", resource: "Workforce" },
  { prefix: "/api/assets", area: "Assets", resource: "Assets" },
  { prefix: "/api/fleet", area: "Fleet", resource: "Fleet Management" },
  { prefix: "/api/purchase-orders", area: "Purchase Orders", resource: "Purchase Orders" },
  { prefix: "/api/cost-analysis", area: "Cost Analysis", resource: "Cost Analysis" },
  { prefix: "/api/incident-reports", area: "Wellbeing", resource: "Incident Reports" },
  { prefix: "/api/data-backups", area: "Data Backup", resource: "Backup & Data" },
  { prefix: "/api/email-templates", area: "Email Templates", resource: "Email Templates" },
];

const METHOD_ACTION: Record<string, Action> = { GET: "view", POST: "create", PUT: "edit", PATCH: "edit", DELETE: "delete" };

export const pendingAreasRoutes: Module = async (app) => {
  for (const { prefix, area, resource } of PENDING_APIS) {
    for (const [method, action] of Object.entries(METHOD_ACTION)) {
      for (const url of [prefix, `${prefix}/*`]) {
        app.route({
          method: method as "GET",
          url,
          config: { access: [resource, action] },
          handler: async (_request, reply) => reply.status(501).send({ message: `${area} is not available yet` }),
        });
      }
    }
  }
};
