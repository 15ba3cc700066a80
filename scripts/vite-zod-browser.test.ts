import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { zodWithoutJsonSchema } from "./vite-zod-browser";

const require = createRequire(import.meta.url);
const zodCore = path.join(path.dirname(require.resolve("zod/package.json")), "v4/core");

/** The stub the client build gets for a module: the plugin's load() answer. */
function stubFor(file: string): string | null {
  const plugin = zodWithoutJsonSchema();
  const load = plugin.load as (id: string) => string | null;
  return load.call({}, file);
}

describe("zod without its JSON-Schema generator in the client build", () => {
  it.each(["json-schema-processors.js", "to-json-schema.js"])("%s is stubbed with every export the real module has", async (name) => {
    const file = path.join(zodCore, name);
    const real = Object.keys(await import(file));
    const stub = stubFor(file);
    expect(stub).not.toBeNull();
    const stubbed = [...stub!.matchAll(/^export const (\w+)/gm)].map((m) => m[1]);
    expect(stubbed.sort()).toEqual(real.sort());
  });

  it("building the toJSONSchema method still works (every schema does it); calling it throws", async () => {
    const file = path.join(zodCore, "to-json-schema.js");
    const url = `data:text/javascript,${encodeURIComponent(stubFor(file)!)}`;
    const stub = await import(url);
    const method = stub.createToJSONSchemaMethod({});
    expect(() => method()).toThrow(/not part of the browser build/);
  });

  it("leaves every other module alone", () => {
    expect(stubFor(path.join(zodCore, "schemas.js"))).toBeNull();
    expect(stubFor("/work/src/shared/identity/auth.ts")).toBeNull();
  });
});
