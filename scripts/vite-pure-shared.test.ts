import { parseAst } from "vite";
import { expect, test } from "vitest";
import { applyEdits } from "./vite-source-edits";
import { pureCallEdits } from "./vite-pure-shared";

const mark = (code: string) => applyEdits(code, pureCallEdits(parseAst(code)));

test("every call a shared module makes on load is marked pure, each link of a chain on its own", () => {
  const out = mark(`export const view = z.object({ id: z.number().int() }).meta({ id: "View" });`);
  // Two calls in the chain and two in the argument: each wrapped and marked, so an unused schema goes whole.
  expect(out.match(/\/\* @__PURE__ \*\//g)).toHaveLength(4);
  expect(out).toContain(`(/* @__PURE__ */ (/* @__PURE__ */ z.object(`);
  // Still the same value.
  const z = { object: (s: object) => ({ meta: (m: object) => ({ ...s, ...m }) }), number: () => ({ int: () => "int" }) };
  expect(new Function("z", out.replace("export const view =", "return"))(z)).toEqual({ id: "View" });
});

test("calls inside functions, and optional chains, are left as they are", () => {
  const code = `export const field = (label) => z.string().min(1, label); export const maybe = config?.read(); const s = new Set([1]);`;
  const out = mark(code);
  expect(out).toContain(`(label) => z.string().min(1, label)`);
  expect(out).toContain(`config?.read()`);
  expect(out).toContain(`(/* @__PURE__ */ new Set([1]))`);
});
