import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./harness";
import { buildProject } from "../seed/factories";
import { signedIn } from "./sessions";
import { registeredRoutes, routeLabel, type RouteInfo } from "./routes";
import { REFUSED_VALUE_MESSAGE } from "../platform/errors";
import { areas } from "../modules/index";
import {
  PATH_CLASSES,
  PATH_VALUES,
  QUERY_EXTRAS,
  VALUE_CLASSES,
  fieldNames,
  mutateBody,
  mutateQuery,
  prng,
  repairBody,
  sample,
  seedOf,
  type Known,
  type Prng,
} from "./fuzz";

/**
 * Issue 10 finding 3: malformed input must be a 4xx with a message, never a 5xx. Every write route
 * (POST, PUT, PATCH, DELETE) every module registers gets INPUTS_PER_ROUTE seeded inputs as an Admin
 * from the app's own origin: ids like 0x10, 1e3 and 2147483648 in the path, NUL and lone surrogates in
 * text, huge numbers, wrong types and deep nesting in the body and the query. An answer from the error
 * handler's database net counts as a failure too: the shared schema should have refused it. New routes
 * are covered without editing this file.
 *
 * Each route's inputs start with one of every kind of malformed value (fuzz.ts: each kind of body
 * value, each kind of path segment in every path parameter, each kind in the query), so every route
 * meets every kind on every run; the rest are drawn from all of them. The draw's seed is the day
 * (UTC) unless FUZZ_SEED names one: a day's runs, on both engines, send the same requests, each day
 * sends others, and a failure names its seed to run it again. FUZZ_INPUTS sets how many inputs a
 * route gets (50; 200 until decision 0072): `FUZZ_INPUTS=400 npx vitest run src/server/platform/input-fuzz`
 * is a deeper run.
 *
 * The routes are dealt into SHARDS files (platform/input-fuzz-*.routes.test.ts), each fuzzing every
 * SHARDS-th route in path order: one file of 26,000 requests was the suite's longest, and a small file
 * runs last, so it ran alone on one core at the end.
 */
const INPUTS_PER_ROUTE = Number(process.env.FUZZ_INPUTS || 50);
const SEED = process.env.FUZZ_SEED || new Date().toISOString().slice(0, 10);
export const SHARDS = 3;
const OWN_ORIGIN = { origin: "http://localhost" };

// Routes that hash a password (scrypt, slow on purpose) on every accepted request were a third of a
// part's time when two fell in one part: they are dealt out first, the rest after them.
const HASHES_A_PASSWORD = /password|^POST \/api\/users$/;

/** Shard `shard`'s routes: every SHARDS-th of the password routes, then of the rest, in path order. */
function dealt(all: RouteInfo[], shard: number): RouteInfo[] {
  const heavy = all.filter((r) => HASHES_A_PASSWORD.test(routeLabel(r)));
  const ordered = [...heavy, ...all.filter((r) => !heavy.includes(r))];
  return ordered.filter((_, i) => i % SHARDS === shard - 1);
}

/** Defines the fuzz suite over shard `shard` (1…SHARDS) of the write routes. */
export function fuzzWriteRoutes(shard: number) {
  let t: TestApp;
  let writes: RouteInfo[];
  let all: RouteInfo[];
  let known: Known;

  beforeAll(async () => {
    t = await createTestApp();
    // The pending areas answer 501 "not available yet" to everything, by design, and read no input. Only
    // those still pending: an area a module now serves (workers) is fuzzed like any other.
    const pendingPaths = new Set<string>(Object.values(areas.endpointTables.pendingAreas).map((e) => e.path));
    const pending = (r: RouteInfo) => pendingPaths.has(r.url);
    all = (await registeredRoutes(t)).filter((r) => r.method !== "GET" && !pending(r)).sort((a, b) => routeLabel(a).localeCompare(routeLabel(b)));
    writes = dealt(all, shard);
    // Path ids are small (1 to 3) and a project the fuzz deletes is gone for the routes after it: the
    // project every body names is a fourth one, out of their reach.
    let project = await buildProject(t.db);
    while (project.id <= 3) project = await buildProject(t.db);
    known = { projectId: project.id, slug: project.slug };
  });
  afterAll(() => t.close());

  /** A plausible path: the real project's slug, a day, small ids (records the fuzz itself created). */
  const plainPath = (url: string) =>
    url.replace(/:([a-zA-Z]+)/g, (_, name: string) => (name === "slug" ? known.slug : name === "date" ? "2024-05-01" : "1")).replace("*", "anything");

  /** The route's path with each parameter either plausible (a real slug, a small id) or malformed (from `values`). */
  function pathFor(r: Prng, url: string, values: readonly string[] = PATH_VALUES, malformed = 0.5): string {
    return url
      .replace(/:([a-zA-Z]+)/g, (_, name: string) => {
        if (r.chance(malformed)) return r.pick(values);
        if (name === "slug") return known.slug;
        if (name === "date") return "2024-05-01";
        return r.pick(["1", "2", "3"]);
      })
      .replace("*", "anything");
  }

  describe(`malformed input on every write route (part ${shard} of ${SHARDS})`, () => {
    it("covers the write routes of every module, a third in each part", () => {
      expect(all.length).toBeGreaterThan(60);
      expect(all.map(routeLabel)).toEqual(expect.arrayContaining(["DELETE /api/visitors/:id", "POST /api/diary-entries", "PUT /api/company-profile"]));
      expect(writes.length).toBeGreaterThanOrEqual(Math.floor(all.length / SHARDS));
    });

    it(`answers ${INPUTS_PER_ROUTE} seeded malformed requests per route, every kind among them, with no 5xx`, { timeout: 300_000 }, async () => {
      const failures: string[] = [];
      for (const route of writes) {
        // A fresh Admin per route: a route that signs out or changes the password ends only its own session.
        const { cookie } = await signedIn(t, { role: "Admin" });
        const r = prng(seedOf(`${SEED} ${routeLabel(route)}`));
        const bodyKeys = fieldNames(route.schema.body);
        const queryKeys = fieldNames(route.schema.querystring);
        const send = (url: string, body: unknown) =>
          t.app.inject({
            method: route.method as "POST",
            url,
            payload: JSON.stringify(body) ?? "null",
            headers: { ...OWN_ORIGIN, cookie, "content-type": "application/json" },
          });
        const sampled = route.schema.body ? sample(route.schema.body, "", known) : {};
        const base = route.schema.body ? await repairBody(sampled, (body) => send(plainPath(route.url), body)) : sampled;
        // One input of each kind first: each kind of body value (plain path), each kind of path
        // segment in every path parameter, each kind in the query; then INPUTS_PER_ROUTE in all, drawn from every kind.
        const kinds: (() => { url: string; body: unknown })[] = [
          ...Object.values(VALUE_CLASSES).map((values) => () => ({ url: pathFor(r, route.url, [], 0), body: mutateBody(r, base, bodyKeys, values) })),
          ...(route.url.includes(":") ? Object.values(PATH_CLASSES) : []).map((values) => () => ({ url: pathFor(r, route.url, values, 1), body: base })),
          ...[...Object.values(PATH_CLASSES), QUERY_EXTRAS].map((values) => () => ({
            url: pathFor(r, route.url, [], 0) + mutateQuery(r, queryKeys, values),
            body: base,
          })),
        ];
        const drawn = () => ({
          url: pathFor(r, route.url) + (r.chance(0.3) ? mutateQuery(r, queryKeys) : ""),
          body: r.chance(0.9) ? mutateBody(r, base, bodyKeys) : base,
        });
        let failed = 0;
        for (let i = 0; i < Math.max(INPUTS_PER_ROUTE, kinds.length) && failed < 3; i++) {
          const { url, body } = i < kinds.length ? kinds[i]!() : drawn();
          const payload = JSON.stringify(body) ?? "null";
          const res = await send(url, body);
          // The database's refusal mapped to 400 by the error handler is a last net: a schema should have said no first.
          if (res.statusCode >= 500 || res.body.includes(REFUSED_VALUE_MESSAGE)) {
            failed += 1;
            failures.push(`${routeLabel(route)}: ${route.method} ${url.slice(0, 120)} ${payload.slice(0, 300)} → ${res.statusCode} ${res.body.slice(0, 200)}`);
          }
        }
      }
      // The day's draw, to send the same requests again.
      if (failures.length > 0) failures.unshift(`FUZZ_SEED=${SEED} FUZZ_INPUTS=${INPUTS_PER_ROUTE} reproduces these`);
      expect(failures).toEqual([]);
    });
  });
}
