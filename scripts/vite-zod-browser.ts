import fs from "node:fs";
import type { Plugin } from "vite";

/**
 * zod 4's classic schemas wire every schema to its JSON-Schema processor in the constructor, so the
 * bundler cannot drop the JSON-Schema generator (about 18 kB raw, 5 kB gzipped) although the
 * browser never generates JSON Schema: the OpenAPI document and the server's route schemas are
 * built on Node, with the real module. In the client build this plugin swaps the two generator
 * modules for stubs with the same exports that throw if ever called, so a future browser call fails
 * loudly instead of silently returning nothing. Validation, parsing and messages are untouched.
 */
const STUBBED = /[\\/]zod[\\/]v4[\\/]core[\\/](json-schema-processors|to-json-schema)\.js$/;

function exportNames(file: string): string[] {
  const source = fs.readFileSync(file, "utf8");
  const names = new Set<string>();
  for (const [, name] of source.matchAll(/^export (?:const|function|let|class) (\w+)/gm)) names.add(name);
  for (const [, list] of source.matchAll(/^export \{([^}]*)\}/gm)) {
    for (const part of list.split(",")) {
      const alias = part
        .trim()
        .split(/\s+as\s+/)
        .pop();
      if (alias) names.add(alias);
    }
  }
  return [...names];
}

export function zodWithoutJsonSchema(): Plugin {
  return {
    name: "sitebook:zod-without-json-schema",
    apply: "build",
    enforce: "pre",
    load(id) {
      const file = id.split("?")[0];
      if (!STUBBED.test(file)) return null;
      const lines = [
        `const unavailable = () => { throw new Error("JSON Schema generation is not part of the browser build"); };`,
        // createToJSONSchemaMethod and createStandardJSONSchemaMethod run when a schema (or its
        // ~standard property) is built: they must return the method, which throws only when called.
        ...exportNames(file).map((name) =>
          name === "allProcessors"
            ? `export const allProcessors = {};`
            : name.startsWith("create")
              ? `export const ${name} = () => unavailable;`
              : `export const ${name} = unavailable;`,
        ),
      ];
      return lines.join("\n");
    },
  };
}
