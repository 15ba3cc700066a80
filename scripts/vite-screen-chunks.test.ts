import { describe, expect, it } from "vitest";
import type { Rolldown } from "vite";
import { chunkMap } from "./vite-screen-chunks";

/** A bundle as the plugin sees it: only the fields it reads. */
function chunk(fileName: string, fields: { imports?: string[]; facadeModuleId?: string; isEntry?: boolean; css?: string[] }) {
  return {
    type: "chunk",
    fileName,
    imports: fields.imports ?? [],
    facadeModuleId: fields.facadeModuleId ?? null,
    isEntry: fields.isEntry ?? false,
    viteMetadata: { importedCss: new Set(fields.css ?? []), importedAssets: new Set() },
  };
}

describe("the screen-chunk map", () => {
  it("lists each screen's chunk, its static imports and their CSS, once each, without what the entry loads", () => {
    const bundle = Object.fromEntries(
      [
        chunk("assets/index.js", { isEntry: true, imports: ["assets/react.js"] }),
        chunk("assets/react.js", {}),
        chunk("assets/diary.js", { facadeModuleId: "/src/web/diary.tsx", imports: ["assets/react.js", "assets/card.js"], css: ["assets/diary.css"] }),
        chunk("assets/card.js", {}),
        chunk("assets/list.js", { facadeModuleId: "/src/web/list.tsx", imports: ["assets/card.js"] }),
      ].map((c) => [c.fileName, c]),
    ) as unknown as Rolldown.OutputBundle;
    const screens = new Map([
      ["ProjectDiaryPage", "/src/web/diary.tsx"],
      ["ProjectListPage", "/src/web/list.tsx"],
      ["Gone", "/src/web/gone.tsx"],
    ]);
    const map = chunkMap(bundle, screens);
    const files = (name: string) => map.screens[name].map((i) => map.files[i]);
    expect(files("ProjectDiaryPage")).toEqual(["/assets/diary.js", "/assets/diary.css", "/assets/card.js"]);
    expect(files("ProjectListPage")).toEqual(["/assets/list.js", "/assets/card.js"]);
    expect(map.screens.Gone).toBeUndefined();
    expect(map.files.filter((f) => f === "/assets/card.js")).toHaveLength(1);
  });
});
