import { describe, expect, it } from "vitest";
import { COMPILE_HINT, compileHints } from "./vite-compile-hints";

type Handler = (options: unknown, bundle: Record<string, unknown>) => void;

describe("the compile hints", () => {
  const plugin = compileHints((id) => id.startsWith("/src/first/"));
  const run = (bundle: Record<string, unknown>) => (plugin.generateBundle as { handler: Handler }).handler({}, bundle);

  it("put V8's hint on the first line of a file some first visit loads, ahead of what Vite wrote there", () => {
    const bundle = {
      "diary.js": { type: "chunk", fileName: "diary.js", moduleIds: ["/src/later/x.ts", "/src/first/diary.tsx"], code: "const __vite__mapDeps=1;\nexport{}" },
      "dialog.js": { type: "chunk", moduleIds: ["/src/later/dialog.tsx"], code: "export{}" },
      "app.css": { type: "asset", source: "a{}" },
    };
    run(bundle);
    expect(bundle["diary.js"].code).toBe(`${COMPILE_HINT}\nconst __vite__mapDeps=1;\nexport{}`);
    expect(bundle["dialog.js"].code).toBe("export{}");
    expect(bundle["app.css"]).toEqual({ type: "asset", source: "a{}" });
  });

  it("start the file's source map a line later, so it still points at the right code", () => {
    const bundle = {
      "diary.js": { type: "chunk", fileName: "diary.js", moduleIds: ["/src/first/diary.tsx"], code: "export{}" },
      "diary.js.map": { type: "asset", source: JSON.stringify({ version: 3, mappings: "AAAA,CAAC" }) },
    };
    run(bundle);
    expect(JSON.parse(bundle["diary.js.map"].source).mappings).toBe(";AAAA,CAAC");
  });
});
