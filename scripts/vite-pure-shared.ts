import { sourceEditPlugin, walk, type Edit } from "./vite-source-edits";

/**
 * src/shared is declarations only (DESIGN.md: isomorphic, no I/O): what its modules run on load is
 * the building of values, zod schemas above all. The bundler could not drop a schema nothing in the
 * browser uses when it was built by a chain (`z.object({...}).meta({...})`, `pageQuery.extend({...})`,
 * `idParams("Contract not found")`): it must assume a method call has effects. So the page built the
 * answer and parameter schemas its endpoint tables no longer hold (scripts/vite-client-endpoints.ts)
 * on every load: 767 zod constructions before a diary's first paint (issue 13).
 *
 * Client build only. In a shared module every call or `new` that runs on load (outside any function)
 * is marked pure and wrapped in parentheses, so that each link of a chain carries its own mark; a value
 * nothing uses is then left out. Calls inside optional chains are left alone (the parentheses would
 * change their meaning); they stay as they are, which is always safe.
 */
const SHARED_MODULE = /[\\/]src[\\/]shared[\\/](?!.*\.test\.ts$).+\.ts$/;
const FUNCTION = new Set(["FunctionDeclaration", "FunctionExpression", "ArrowFunctionExpression", "MethodDefinition", "ClassBody"]);

/** The edits that mark one module's load-time calls pure (its code already plain JavaScript). */
export function pureCallEdits(program: unknown): Edit[] {
  const edits: Edit[] = [];
  walk(program, (n) => {
    if (FUNCTION.has(n.type) || n.type === "ChainExpression") return false;
    if (n.type === "CallExpression" || n.type === "NewExpression") edits.push([n.start, n.start, "(/* @__PURE__ */ "], [n.end, n.end, ")"]);
  });
  return edits;
}

export const pureSharedModules = () => sourceEditPlugin("sitebook:pure-shared-modules", SHARED_MODULE, [pureCallEdits]);
