import type { FastifyInstance, FastifyRequest } from "fastify";
import { ADMIN_ROLE } from "@shared/identity/roles";
import type { Access, EndpointDef } from "@shared/common/contract";
import type { Db } from "../db/client";
import type { Config } from "../config";
import { forbidden, unauthorized } from "./errors";
import { loadSessionUser, type SessionUser } from "./session";
import { userCan } from "./permissions";

/**
 * Every API route declares who may call it (its endpoint's `access`, shared/common/contract.ts); a
 * route without one fails at start-up, so no endpoint can be added unguarded.
 */
export type { Access };

declare module "fastify" {
  interface FastifyContextConfig {
    access?: Access;
    /** The contract entry the route was registered from (platform/endpoints.ts). */
    endpoint?: EndpointDef;
    /** Allowed while the user still has to change a temporary password. */
    beforePasswordChange?: boolean;
  }
  interface FastifyRequest {
    user: SessionUser | null;
    sessionId: string | null;
  }
}

export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

export function registerAccessControl(app: FastifyInstance, db: Db, config: Config) {
  app.decorateRequest("user", null);
  app.decorateRequest("sessionId", null);

  app.addHook("onRoute", (route) => {
    if (route.url.startsWith("/api/") && !route.config?.access) {
      throw new Error(`Route ${route.method} ${route.url} does not declare config.access`);
    }
    // Every API route comes from its area's endpoint table (platform/endpoints.ts), so the contract,
    // the typed client and the OpenAPI document cannot miss one.
    if (route.url.startsWith("/api/") && !route.config?.endpoint) {
      throw new Error(`Route ${route.method} ${route.url} is not registered from an endpoint table (use route() from platform/endpoints.ts)`);
    }
  });

  // onRequest, before the body is read or validated: a caller who may not use a route gets 401 or 403,
  // never the route's validation messages.
  app.addHook("onRequest", async (request) => {
    const access = request.routeOptions.config?.access;
    if (!access) return;
    request.user = await loadSessionUser(db, config, request);
    if (access === "public") return;
    const user = request.user;
    if (!user) throw unauthorized();
    if (user.mustChangePassword && !request.routeOptions.config.beforePasswordChange) {
      throw forbidden("You must change your password before continuing");
    }
    if (access === "user") return;
    if (access === "admin") {
      if (user.role !== ADMIN_ROLE) throw forbidden();
      return;
    }
    const [resource, action] = access;
    if (!(await userCan(db, user.role, resource, action))) throw forbidden();
  });
}
