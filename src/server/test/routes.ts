import Fastify from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { Db } from "../db/client";
import type { Config } from "../config";
import { createMailer } from "../platform/mail";
import { createBotCheck } from "../platform/bot-check";
import { TEST_PROOF_WORK } from "./proof-work";
import { createCsvExports } from "../platform/csv-export";
import { createPdfRenderer } from "../platform/pdf-renderer";
import type { Access } from "../platform/access";
import type { EndpointDef } from "@shared/common/contract";
import { areas, modules } from "../modules/index";
import { PDF_WORKER_FILE } from "../modules/pdf-documents";

/** A route as a module declares it: for tests that prove one rule over every registered route. */
export type RouteInfo = {
  method: string;
  url: string;
  access: Access;
  beforePasswordChange: boolean;
  /** The endpoint table entry it was registered from (platform/endpoints.ts). */
  endpoint?: EndpointDef;
  /** The route's schemas (zod), when it declares them. */
  schema: { body?: unknown; querystring?: unknown; params?: unknown };
};

/** Registers the modules on a bare instance and records each API route as declared, so new routes are covered without editing the tests. */
export async function registeredRoutes(t: { db: Db; config: Config }): Promise<RouteInfo[]> {
  const probe = Fastify({ logger: false });
  probe.setValidatorCompiler(validatorCompiler);
  probe.setSerializerCompiler(serializerCompiler);
  const found: RouteInfo[] = [];
  probe.addHook("onRoute", (route) => {
    if (!route.url.startsWith("/api/")) return;
    for (const method of [route.method].flat()) {
      if (method === "HEAD") continue;
      found.push({
        method,
        url: route.url,
        access: route.config!.access!,
        beforePasswordChange: route.config?.beforePasswordChange === true,
        endpoint: route.config?.endpoint,
        schema: { ...(route.schema ?? {}) } as RouteInfo["schema"],
      });
    }
  });
  const deps = {
    db: t.db,
    config: t.config,
    mailer: createMailer(t.db, t.config, areas.mailKinds),
    botCheck: await createBotCheck(t.db, t.config, TEST_PROOF_WORK),
    pdfs: createPdfRenderer(t.config, PDF_WORKER_FILE),
    csv: createCsvExports(t.config),
    areas,
  };
  for (const mod of modules) await probe.register(mod, deps);
  await probe.ready();
  await probe.close();
  return found;
}

export const routeLabel = (r: { method: string; url: string }) => `${r.method} ${r.url}`;
