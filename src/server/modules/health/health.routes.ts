import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { serviceUnavailable } from "../../platform/errors";
import type { Module } from "../../platform/module";
import { route } from "../../platform/endpoints";
import { healthEndpoints } from "@shared/health/health.endpoints";

/** How long a health check waits for its database probe before answering from the last one. */
const PROBE_WAIT_MS = 150;
/** A database that answered this recently and is only slow now (a queue of work) counts as up. */
const RECENT_MS = 10_000;

/**
 * The database probe behind /api/health. A load balancer or monitor asks "is this server up?", and
 * must get its answer quickly even when the server is busy: on the embedded database every query
 * waits its turn on one connection, so a burst of 200 requests used to hold the health check behind
 * them for seconds (issue 10 §5). One probe runs at a time; a check waits up to 150 ms for it, then
 * answers from the last probe if that succeeded within 10 s (saying the database is busy). Without a
 * recent answer it waits for the probe, and a failing database is a 503, never a stale "ok".
 */
export function createDatabaseProbe(db: Db, now = () => Date.now()) {
  let lastOk = Number.NEGATIVE_INFINITY;
  let inFlight: Promise<boolean> | null = null;
  const probe = () =>
    (inFlight ??= db
      .execute(sql`select 1`)
      .then(
        () => {
          lastOk = now();
          return true;
        },
        () => false,
      )
      .finally(() => {
        inFlight = null;
      }));

  return async function check(): Promise<"ok" | "busy" | "down"> {
    const running = probe();
    const quick = await Promise.race([running, new Promise<null>((r) => setTimeout(() => r(null), PROBE_WAIT_MS).unref())]);
    if (quick === true) return "ok";
    if (quick === null && now() - lastOk < RECENT_MS) return "busy";
    return (await running) ? "ok" : "down";
  };
}

export const healthRoutes: Module = async (app, { db }) => {
  const check = createDatabaseProbe(db);
  route(app, healthEndpoints.check, async () => {
    const database = await check();
    if (database === "down") throw serviceUnavailable("The database is not answering", 5);
    return database === "ok" ? { status: "ok" as const } : { status: "ok" as const, database: "busy" as const };
  });
};
