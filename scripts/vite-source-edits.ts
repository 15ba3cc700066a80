import type { Plugin } from "vite";

/** What the client build's source rewrites share: an ESTree walk, edits by offset, and the plugin around them. */

export type Node = { type: string; start: number; end: number; [key: string]: unknown };
/** Replace [start, end) with the text; start = end inserts. */
export type Edit = [number, number, string];

/** Visits every node, depth first; a visitor returning false skips that node's children. */
export function walk(node: unknown, visit: (n: Node) => boolean | void) {
  if (!node || typeof node !== "object") return;
  if (Array.isArray(node)) return node.forEach((n) => walk(n, visit));
  const n = node as Node;
  if (typeof n.type === "string" && visit(n) === false) return;
  for (const [key, value] of Object.entries(n)) if (key !== "type" && value && typeof value === "object") walk(value, visit);
}

export function applyEdits(code: string, edits: Edit[]): string {
  let out = code;
  for (const [start, end, text] of [...edits].sort((a, b) => b[0] - a[0])) out = out.slice(0, start) + text + out.slice(end);
  return out;
}

/**
 * A build-only plugin rewriting the modules whose path matches: each pass's edits are applied to the
 * code the one before left (parsed afresh). A module the first pass finds nothing in is left as it is.
 * No source map: the browser build ships none.
 */
export function sourceEditPlugin(name: string, include: RegExp, passes: ((program: unknown) => Edit[])[]): Plugin {
  return {
    name,
    apply: "build",
    transform(code, id) {
      if (!include.test(id.split("?")[0])) return null;
      let out = code;
      for (const [i, pass] of passes.entries()) {
        const edits = pass(this.parse(out));
        if (i === 0 && edits.length === 0) return null;
        out = applyEdits(out, edits);
      }
      return { code: out, map: null };
    },
  };
}
