import type { Plugin } from "vite";

/**
 * The browser's copy of the endpoint tables (src/shared/<area>/<area>.endpoints.ts) without their
 * zod schemas. The typed client needs an endpoint's method, path and whether its answer is a file;
 * the schemas of params, query, body and answer are for the server (validation, serialisation) and
 * the OpenAPI document, and in the browser they only lend their types, which the build erases. Left
 * in, every page built the answer schemas of every area it touched when their modules loaded (zod 4
 * builds a schema in its constructor): a sixth of a diary's first-visit scripting (issue 13).
 *
 * Client build only. In each `endpoint({...})` call, `params`, `query` and a JSON `body` are removed
 * and a JSON `response` becomes `{}`; `multipart(...)` bodies and `fileResponse(...)`/`noContent`
 * answers stay, as the client reads them. With zod's calls marked pure (vite.config.ts), the schemas
 * nothing else uses are then dropped. Forms keep importing their schemas from the area's modules, so
 * every check a form makes is unchanged; scripts/vite-client-endpoints.test.ts holds the rewrite.
 */
const ENDPOINT_TABLE = /[\\/]src[\\/]shared[\\/].+\.endpoints\.ts$/;
const SCHEMA_KEYS = new Set(["params", "query", "body", "response"]);
const KEPT_CALLS = new Set(["multipart", "fileResponse"]);

type Node = { type: string; start: number; end: number; [key: string]: unknown };

function walk(node: unknown, visit: (n: Node) => void) {
  if (!node || typeof node !== "object") return;
  if (Array.isArray(node)) return node.forEach((n) => walk(n, visit));
  const n = node as Node;
  if (typeof n.type === "string") visit(n);
  for (const [key, value] of Object.entries(n)) if (key !== "type" && value && typeof value === "object") walk(value, visit);
}

const isKept = (value: Node) =>
  (value.type === "CallExpression" && KEPT_CALLS.has(((value.callee as Node).name as string) ?? "")) ||
  (value.type === "Identifier" && value.name === "noContent");

/** The edits for one module's code (already plain JavaScript): [start, end, replacement]. */
export function endpointSchemaEdits(program: unknown): [number, number, string][] {
  const edits: [number, number, string][] = [];
  walk(program, (n) => {
    if (n.type !== "CallExpression" || (n.callee as Node).type !== "Identifier" || (n.callee as Node).name !== "endpoint") return;
    const definition = (n.arguments as Node[])[0];
    if (definition?.type !== "ObjectExpression") return;
    for (const property of definition.properties as Node[]) {
      const key = property.key as Node | undefined;
      const name = key?.type === "Identifier" ? (key.name as string) : undefined;
      if (property.type !== "Property" || !name || !SCHEMA_KEYS.has(name)) continue;
      const value = property.value as Node;
      if (isKept(value)) continue;
      edits.push(name === "response" ? [value.start, value.end, "{}"] : [property.start, property.end, "__dropped: 0"]);
    }
  });
  return edits;
}

/**
 * The edits that drop the import bindings a module no longer names once its schemas are gone, and an
 * import left with none. Without them the module still imported the schema modules (and zod), which
 * the first-visit chunk groups follow (scripts/vite-opening-chunks.ts): every page then built the
 * sign-in forms' schemas on load. A name that still appears anywhere (even as a property key) keeps
 * its binding, which is always safe.
 */
export function unusedImportEdits(program: unknown): [number, number, string][] {
  const body = (program as { body: Node[] }).body;
  const named = new Set<string>();
  for (const statement of body) if (statement.type !== "ImportDeclaration") walk(statement, (n) => n.type === "Identifier" && named.add(n.name as string));
  const edits: [number, number, string][] = [];
  for (const statement of body) {
    if (statement.type !== "ImportDeclaration" || statement.importKind === "type") continue;
    const specifiers = statement.specifiers as Node[];
    if (specifiers.length === 0) continue; // `import "x"` is there for its effects
    const kept = specifiers.filter((s) => named.has((s.local as Node).name as string));
    if (kept.length === specifiers.length) continue;
    if (kept.length === 0) {
      edits.push([statement.start, statement.end, ""]);
      continue;
    }
    // Only named bindings can be dropped one by one; a default or namespace import stays whole.
    if (kept.some((s) => s.type !== "ImportSpecifier") || specifiers.some((s) => s.type !== "ImportSpecifier")) continue;
    const source = (statement.source as Node).raw as string;
    const list = kept.map((s) => {
      const imported = s.imported as Node;
      const name = (imported.name ?? imported.value) as string;
      const local = (s.local as Node).name as string;
      return name === local ? name : `${name} as ${local}`;
    });
    edits.push([statement.start, statement.end, `import { ${list.join(", ")} } from ${source};`]);
  }
  return edits;
}

export function applyEdits(code: string, edits: [number, number, string][]): string {
  let out = code;
  for (const [start, end, text] of [...edits].sort((a, b) => b[0] - a[0])) out = out.slice(0, start) + text + out.slice(end);
  return out;
}

export function clientEndpointTables(): Plugin {
  return {
    name: "sitebook:client-endpoint-tables",
    apply: "build",
    transform(code, id) {
      if (!ENDPOINT_TABLE.test(id.split("?")[0])) return null;
      const edits = endpointSchemaEdits(this.parse(code));
      if (edits.length === 0) return null;
      const stripped = applyEdits(code, edits);
      return { code: applyEdits(stripped, unusedImportEdits(this.parse(stripped))), map: null };
    },
  };
}
