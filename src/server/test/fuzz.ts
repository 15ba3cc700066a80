/**
 * Deterministic inputs for the write-route fuzz test: a seeded PRNG, the malformed values the security
 * review used (NUL, lone surrogates, id aliases, ids past PostgreSQL's integer, huge numbers, deep
 * nesting, wrong types) and a "valid-ish" body read from a route's zod schema, so a mutation of one
 * field reaches the service and the database instead of stopping at the first missing field.
 */

/** mulberry32: small, fast and the same sequence for the same seed on every machine. */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(list: readonly T[]): T => list[int(list.length)]!;
  return { next, int, pick, chance: (p: number) => next() < p };
}
export type Prng = ReturnType<typeof prng>;

export const seedOf = (text: string) => [...text].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) >>> 0, 2166136261);

/**
 * Path segments as a client could send them (already URL-encoded), by kind: every write route gets
 * each kind on every run (input-fuzz-suite.ts), the rest of its inputs drawn from them all.
 */
export const PATH_CLASSES: Record<string, readonly string[]> = {
  "number aliases": ["0x10", "0x15b", "1e3", "-1", "0", " 1", "%201", "+1", "%2B1", "1.0", "1.5"],
  "past the integer range": ["2147483647", "2147483648", "4294967296", "99999999999999999999", "9007199254740993"],
  "NUL, control characters, lone surrogates, encodings": [
    "%00",
    "1%00",
    "%ED%A0%80",
    "%ED%B0%80",
    "%F0%9F%98%80",
    "%01",
    "..%2F..",
    "%25",
    "1%0A",
    "%E2%80%AE",
  ],
  "words and JSON": ["null", "undefined", "NaN", "Infinity", "true", "[]", "%7B%7D"],
  overlong: ["a".repeat(3000)],
};
export const PATH_VALUES: readonly string[] = Object.values(PATH_CLASSES).flat();

const deep = (levels: number): unknown => (levels === 0 ? "x\u0000" : { a: deep(levels - 1), b: [levels] });

/** Values for body fields, by kind (as PATH_CLASSES). */
export const VALUE_CLASSES: Record<string, readonly unknown[]> = {
  "NUL, control characters, lone surrogates": ["a\u0000b", "\u0000", "\ud800", "\udc00x", "x\ud83d", "\u0001\u0002", "\u001b[31m", ["\u0000"], { "\u0000": 1 }],
  "unusual text": ["😀", "\u202eevil", "tab\tand\r\nnewline", "", " ", "not-an-email", "<script>alert(1)</script>", "'; drop table users; --"],
  overlong: ["x".repeat(100_000), Array.from({ length: 200 }, (_, i) => i)],
  "numbers as text": ["0x10", "1e3", "-1", "2147483648", "99999999999999999999"],
  "impossible dates and times": ["2024-02-30", "9999-12-31", "00:00", "25:61"],
  "JSON inside text": ["{not json", '{"company":"\\u0000"}', '{"company":"\\ud800","startTime":"08:00","finishTime":"17:00"}', '{"hours":1e999}', "[]", "null"],
  "numbers out of range": [0, -1, 1, 1.5, 2147483647, 2147483648, -2147483649, 1e20, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 0.1 + 0.2, [2147483648]],
  "wrong types": [true, false, null, [], {}, [null]],
  "prototype keys and deep nesting": [JSON.parse('{"__proto__":{"admin":true}}'), { constructor: { prototype: { x: 1 } } }, deep(8)],
};
export const VALUES: readonly unknown[] = Object.values(VALUE_CLASSES).flat();

/** Query-string values, encoded as a client would: the path's kinds and these. */
export const QUERY_EXTRAS = ["", "abc", "1", "25", "2024-01-01", "true", "%00abc", "a%ED%A0%80", "1&page=0x10"];
export const QUERY_VALUES = [...PATH_VALUES, ...QUERY_EXTRAS];

type ZodLike = { _zod?: { def?: Record<string, unknown> } };
const defOf = (s: unknown) => (s as ZodLike)?._zod?.def as (Record<string, unknown> & { type?: string }) | undefined;

/** The field names of a zod object schema (through optional, pipe, refine and the like), else []. */
export function fieldNames(schema: unknown, depth = 0): string[] {
  const def = defOf(schema);
  if (!def || depth > 10) return [];
  if (def.type === "object") return Object.keys(def.shape as object);
  for (const inner of ["innerType", "in", "schema"]) if (def[inner]) return fieldNames(def[inner], depth + 1);
  if (def.type === "union" || def.type === "intersection") {
    const parts = (def.options as unknown[] | undefined) ?? [def.left, def.right];
    return [...new Set(parts.flatMap((p) => fieldNames(p, depth + 1)))];
  }
  return [];
}

export type Known = { projectId: number; slug: string };

/** A plausible value by field name, for fields whose schema does not say (preprocessed, transformed). */
function byName(key: string, known: Known): unknown {
  const k = key.toLowerCase();
  if (k === "projectid") return known.projectId;
  if (k.endsWith("id")) return 1;
  if (k.includes("email")) return "fuzz@example.com";
  if (k === "sharedwith" || k === "emails") return ["fuzz@example.com"];
  if (k.includes("password")) return "Fuzz-Passw0rd!";
  if (k.includes("date") || k === "from" || k === "to") return "2024-05-01";
  if (k.includes("time")) return "08:30";
  if (k === "labor") return '{"company":"Acme","startTime":"08:00","finishTime":"17:00"}';
  if (/(quantity|amount|weight|distance|cost|budget|value|hours|score|likelihood|severity|year)/.test(k)) return 1;
  return "Fuzz text";
}

/** A valid-ish value for a zod schema: the first enum option, 1 for numbers, heuristics by name for strings. */
export function sample(schema: unknown, key: string, known: Known, depth = 0): unknown {
  const def = defOf(schema);
  if (!def || depth > 12) return byName(key, known);
  switch (def.type) {
    case "object":
      return Object.fromEntries(Object.entries(def.shape as Record<string, unknown>).map(([k, v]) => [k, sample(v, k, known, depth + 1)]));
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "catch":
    case "readonly":
    case "nonoptional":
      return sample(def.innerType, key, known, depth + 1);
    case "pipe":
      return defOf(def.in)?.type === "transform" ? sample(def.out, key, known, depth + 1) : sample(def.in, key, known, depth + 1);
    case "union":
      return sample((def.options as unknown[])[0], key, known, depth + 1);
    case "enum":
      return Object.values(def.entries as object)[0];
    case "literal":
      return (def.values as unknown[])[0];
    case "number":
    case "int":
      return typeof byName(key, known) === "number" ? byName(key, known) : 1;
    case "boolean":
      return true;
    case "array":
      return [sample(def.element, key, known, depth + 1)];
    case "record":
      return {};
    default:
      return byName(key, known);
  }
}

/** What `repairBody` tries, in order, for a field the route refused in the sample. */
export const PLAUSIBLE: readonly unknown[] = [
  "Fuzz text",
  1,
  "1",
  "2024-05-01",
  "08:30",
  "17:00",
  true,
  "fuzz@example.com",
  "LS1 4AP",
  "0113 496 0000",
  "kWh",
  "tonnes",
  "kg",
  "https://www.example.co.uk",
  "17 01 01",
  "none",
  "landfill",
  10,
  "10",
  null,
  "",
  [],
  ["fuzz@example.com"],
  "2024-05-02",
  false,
  0,
  "Other",
  {},
  "#0C6D52",
];

type Send = (body: unknown) => Promise<{ statusCode: number; json: () => { errors?: { field: string }[] } }>;
const refusedFields = (res: Awaited<ReturnType<Send>>) => (res.statusCode === 400 ? [...new Set((res.json().errors ?? []).map((e) => e.field))] : []);

function setAt(target: unknown, path: string[], value: unknown) {
  let node = target as Record<string, unknown>;
  for (const key of path.slice(0, -1)) {
    if (node[key] === null || typeof node[key] !== "object") node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  node[path[path.length - 1]!] = value;
}

/**
 * Turns the schema sample into a body the route accepts, where it can: for each field the route refuses
 * (nested ones too: "lineItems.0.unit"), the first PLAUSIBLE value it stops refusing. Mutating one field
 * of an accepted body reaches the service and the database; mutating a body refused anyway only tests
 * the first check.
 */
export async function repairBody(base: unknown, send: Send, maxRequests = 150): Promise<unknown> {
  if (!base || typeof base !== "object") return base;
  const body: unknown = structuredClone(base);
  let sent = 1;
  let refused = refusedFields(await send(body));
  const tried = new Set<string>();
  while (sent < maxRequests) {
    const field = refused.find((f) => f !== "" && !tried.has(f));
    if (field === undefined) break;
    tried.add(field);
    const path = field.split(".");
    for (const value of PLAUSIBLE) {
      if (sent++ >= maxRequests) break;
      setAt(body, path, value);
      const now = refusedFields(await send(body));
      if (!now.includes(field)) {
        refused = now;
        break;
      }
    }
  }
  return body;
}

/** One body: the valid-ish sample with a few fields replaced, an extra field, or something else entirely. */
export function mutateBody(r: Prng, base: unknown, keys: string[], values: readonly unknown[] = VALUES): unknown {
  const roll = r.next();
  if (roll < 0.1) return r.pick(values);
  if (Array.isArray(base) && base.length > 0) {
    const list = structuredClone(base) as unknown[];
    const at = r.int(list.length);
    list[at] = mutateBody(r, list[at], [], values);
    return list;
  }
  const body: Record<string, unknown> = base && typeof base === "object" && !Array.isArray(base) ? { ...(base as object) } : {};
  const fields = keys.length > 0 ? keys : Object.keys(body).length > 0 ? Object.keys(body) : ["id", "name", "description", "projectId", "date", "notes"];
  // Into a list of records (delivery line items, risk scores) as often as at the top.
  const lists = Object.keys(body).filter((k) => Array.isArray(body[k]) && (body[k] as unknown[]).some((x) => x && typeof x === "object"));
  if (lists.length > 0 && r.chance(0.3)) {
    const key = r.pick(lists);
    body[key] = mutateBody(r, body[key], [], values);
    return body;
  }
  const changes = 1 + r.int(3);
  for (let i = 0; i < changes; i++) {
    const key = roll < 0.2 ? r.pick(["extra", "__proto__", "constructor", "\u0000", "\ud800"]) : r.pick(fields);
    const value = r.pick(values);
    // defineProperty: a plain assignment to "__proto__" would set the prototype, not send the key.
    Object.defineProperty(body, key, { value: r.chance(0.1) ? { nested: value, list: [value] } : value, enumerable: true, writable: true, configurable: true });
  }
  return body;
}

/** A query string of one to three parameters from the route's own names and the paging ones. */
export function mutateQuery(r: Prng, keys: string[], values: readonly string[] = QUERY_VALUES): string {
  const names = [...keys, "page", "pageSize", "limit", "q", "projectId", "year", "before", "days"];
  const parts = Array.from({ length: 1 + r.int(3) }, () => `${r.pick(names)}=${r.pick(values)}`);
  return `?${parts.join("&")}`;
}
