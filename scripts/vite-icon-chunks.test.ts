import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { chunkFileName, iconChunksGroup, iconFileNames, iconFilesImportedBy } from "./vite-icon-chunks";

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

  it("groups every icon, and nothing else", () => {
    const name = iconChunksGroup().name as (id: string) => string | null;
    expect(name(icon("truck.mjs"))).toBe("icons");
    expect(name(path.resolve("src/web/lib/cn.ts"))).toBeNull();
    expect(iconChunksGroup().entriesAware).toBe(true);
  });

  it("gives an icon subgroup's file a short name", () => {
    expect(chunkFileName({ name: "icons~index~app-shell~diary-tabs" })).toBe("assets/icons-[hash].js");
    expect(chunkFileName({ name: "app-shell" })).toBe("assets/[name]-[hash].js");
  });
});
