import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { chunkFileName, iconChunksGroup, iconFileNames, iconFilesImportedBy, sourceClosure } from "./vite-icon-chunks";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sitebook-icon-chunks-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const icon = (file: string) => path.resolve("node_modules/lucide-react/dist/esm/icons", file);

describe("the icon chunk group", () => {
  it("reads lucide's names, aliases included, from its index", () => {
    const files = iconFileNames(icon("log-in.mjs"));
    expect(files.get("LogIn")).toBe("log-in.mjs");
    expect(files.get("Loader2")).toBe("loader-circle.mjs");
    expect(files.get("LoaderCircle")).toBe("loader-circle.mjs");
  });

  it("finds the icons a source file imports by name, renamed or not", () => {
    const file = path.join(dir, "page.tsx");
    fs.writeFileSync(file, 'import { useState } from "react";\nimport {\n  LogIn,\n  Loader2 as Spin,\n  type LucideIcon,\n} from "lucide-react";\n');
    expect([...iconFilesImportedBy([file], iconFileNames(icon("log-in.mjs")))].sort()).toEqual(["loader-circle.mjs", "log-in.mjs"]);
  });

  it("walks our static imports and stops at node_modules", () => {
    const graph: Record<string, string[]> = {
      "/src/main.tsx": ["/src/router.tsx", "/node_modules/lucide-react/dist/esm/lucide-react.mjs"],
      "/src/router.tsx": ["/src/main.tsx", "/src/ui.tsx"],
      "/src/ui.tsx": [],
      "/node_modules/lucide-react/dist/esm/lucide-react.mjs": ["/node_modules/lucide-react/dist/esm/icons/x.mjs"],
    };
    expect(sourceClosure(["/src/main.tsx"], (id) => ({ importedIds: graph[id] ?? [] })).sort()).toEqual(["/src/main.tsx", "/src/router.tsx", "/src/ui.tsx"]);
  });

  it("groups every icon but the sign-in page's, and nothing else", () => {
    const root = path.join(dir, "auth-page.tsx");
    fs.writeFileSync(root, 'import { LogIn } from "lucide-react";\n');
    const group = iconChunksGroup([root]);
    const name = group.name as (id: string, ctx: { getModuleInfo(id: string): { importedIds: string[] } | null }) => string | null;
    const ctx = { getModuleInfo: () => ({ importedIds: [] }) };
    expect(name(icon("log-in.mjs"), ctx)).toBeNull();
    expect(name(icon("truck.mjs"), ctx)).toBe("icons");
    expect(name(path.resolve("src/web/lib/cn.ts"), ctx)).toBeNull();
    expect(group.entriesAware).toBe(true);
  });

  it("gives an icon subgroup's file a short name", () => {
    expect(chunkFileName({ name: "icons~index~app-shell~diary-tabs" })).toBe("assets/icons-[hash].js");
    expect(chunkFileName({ name: "app-shell" })).toBe("assets/[name]-[hash].js");
  });
});
