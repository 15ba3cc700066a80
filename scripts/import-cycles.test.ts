import path from "node:path";
import { expect, test } from "vitest";
import { cyclesOf, projectGraph, valueImports } from "./import-cycles";

const root = path.resolve(import.meta.dirname, "..");

test("the project's own files import each other without a cycle", () => {
  const graph = projectGraph(root, ["src", "e2e", "scripts", "bench"]);
  // The graph is the real one: the app's entry reaches the router through an alias, lazily.
  expect(graph.size).toBeGreaterThan(500);
  expect(graph.get("src/server/start.ts")).toContain("src/server/app.ts");
  const cycles = cyclesOf(graph).map((c) => c.join(" → "));
  expect(cycles, `import cycles:\n${cycles.join("\n")}`).toEqual([]);
}, 60_000); // ~1,200 files parsed once: a couple of seconds, far more on a busy machine

test("a value import, a re-export and a lazy import are dependencies; a type import is not", () => {
  const code = `
    import type { A } from "./a";
    import { type B, type C } from "./b";
    import { d, type E } from "./d";
    import f from "./f";
    export type { G } from "./g";
    export { h } from "./h";
    export * from "./i";
    const j = () => import("./j");
    import "./k";
  `;
  expect(valueImports("x.ts", code).sort()).toEqual(["./d", "./f", "./h", "./i", "./j", "./k"]);
});

test("cycles are found however long, and a file importing itself is one", () => {
  const graph = new Map([
    ["a", ["b"]],
    ["b", ["c"]],
    ["c", ["a", "d"]],
    ["d", []],
    ["e", ["e"]],
    ["f", ["d"]],
  ]);
  expect(cyclesOf(graph)).toEqual([["a", "b", "c"], ["e"]]);
});
