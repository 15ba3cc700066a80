import { sourceEditPlugin, walk, type Edit, type Node } from "./vite-source-edits";

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

const isKept = (value: Node) =>
  (value.type === "CallExpression" && KEPT_CALLS.has(((value.callee as Node).name as string) ?? "")) ||
  (value.type === "Identifier" && value.name === "noContent");

/** The edits for one module's code (already plain JavaScript): [start, end, replacement]. */
export function endpointSchemaEdits(program: unknown): Edit[] {
  const edits: Edit[] = [];
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
export function unusedImportEdits(program: unknown): Edit[] {
  const body = (program as { body: Node[] }).body;
  const named = new Set<string>();
  for (const statement of body)
    if (statement.type !== "ImportDeclaration")
      walk(statement, (n) => {
        if (n.type === "Identifier") named.add(n.name as string);
      });
  const edits: Edit[] = [];
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

/** Strips the tables' schemas, then the imports only they used. */
export const clientEndpointTables = () => sourceEditPlugin("sitebook:client-endpoint-tables", ENDPOINT_TABLE, [endpointSchemaEdits, unusedImportEdits]);
