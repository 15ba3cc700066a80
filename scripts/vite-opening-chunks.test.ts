import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { commonModules, openingChunkOf, openingChunksGroups, splitCommon } from "./vite-opening-chunks";
import { lazyChunkUsers, staticClosure } from "./vite-module-graph";

const icons = path.resolve("node_modules/lucide-react/dist/esm/icons");
const lucideIndex = path.resolve("node_modules/lucide-react/dist/esm/lucide-react.mjs");

// A small app: the entry, the sign-in screen and the shell (both lazy), one other screen.
const graph: Record<string, { importedIds: string[]; dynamicImporters: string[] }> = {
  "/src/main.tsx": { importedIds: ["/src/router.tsx", "/src/cn.ts"], dynamicImporters: [] },
  "/src/router.tsx": { importedIds: ["/src/main.tsx"], dynamicImporters: [] },
  "/src/cn.ts": { importedIds: ["/node_modules/tailwind-merge/index.mjs"], dynamicImporters: [] },
  "/src/auth-page.tsx": { importedIds: ["/src/button.tsx", "/src/form.tsx", lucideIndex], dynamicImporters: ["/src/router.tsx"] },
  "/src/app-shell.tsx": { importedIds: ["/src/button.tsx", "/src/sidebar.tsx"], dynamicImporters: ["/src/router.tsx"] },
  "/src/button.tsx": { importedIds: ["/src/cn.ts", "/node_modules/@radix-ui/react-slot/index.mjs"], dynamicImporters: [] },
  "/src/sidebar.tsx": { importedIds: ["/src/button.tsx", "/src/nav.ts"], dynamicImporters: [] },
  "/src/nav.ts": { importedIds: [], dynamicImporters: [] },
  "/src/form.tsx": { importedIds: [], dynamicImporters: [] },
  "/src/list-page.tsx": { importedIds: ["/src/form.tsx", "/src/nav.ts", "/src/table.tsx"], dynamicImporters: ["/src/router.tsx"] },
  "/src/table.tsx": { importedIds: [], dynamicImporters: [] },
  [lucideIndex]: { importedIds: [path.join(icons, "log-in.mjs"), path.join(icons, "truck.mjs")], dynamicImporters: [] },
};
const info = (id: string) => graph[id] ?? { importedIds: [], dynamicImporters: [] };
const closures = {
  entry: staticClosure("/src/main.tsx", info),
  signIn: staticClosure("/src/auth-page.tsx", info),
  shell: staticClosure("/src/app-shell.tsx", info),
};

describe("the static closure through lucide-react's and radix-ui's indexes", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sitebook-opening-"));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const radixIndex = path.resolve("node_modules/radix-ui/dist/index.mjs");
  const radix = (pkg: string) => path.resolve(`node_modules/@radix-ui/${pkg}/dist/index.mjs`);

  it("follows only the icons and Radix parts our modules import by name", () => {
    const page = path.join(dir, "src", "page.tsx");
    fs.mkdirSync(path.dirname(page), { recursive: true });
    fs.writeFileSync(page, 'import { Slot, Dialog as DialogPrimitive } from "radix-ui";\nimport { LogIn, type LucideIcon } from "lucide-react";\n');
    const modules: Record<string, string[]> = {
      [page]: [radixIndex, lucideIndex],
      [radixIndex]: [radix("react-slot"), radix("react-dialog"), radix("react-tooltip")],
      [radix("react-dialog")]: [radix("react-portal")],
      [lucideIndex]: [path.join(icons, "log-in.mjs"), path.join(icons, "truck.mjs")],
    };
    const closure = staticClosure(page, (id) => ({ importedIds: modules[id] ?? [], dynamicImporters: [] }));
    expect([...closure][0]).toBe(page);
    expect(closure.has(radix("react-slot")) && closure.has(radix("react-dialog")) && closure.has(radix("react-portal"))).toBe(true);
    expect(closure.has(radix("react-tooltip"))).toBe(false);
    expect(closure.has(path.join(icons, "log-in.mjs"))).toBe(true);
    expect(closure.has(path.join(icons, "truck.mjs"))).toBe(false);
  });
});

describe("the opening chunks", () => {
  it("walks a root's static imports, libraries included, and takes from lucide only the icons our code names", () => {
    expect([...closures.shell].sort()).toEqual([
      "/node_modules/@radix-ui/react-slot/index.mjs",
      "/node_modules/tailwind-merge/index.mjs",
      "/src/app-shell.tsx",
      "/src/button.tsx",
      "/src/cn.ts",
      "/src/nav.ts",
      "/src/sidebar.tsx",
    ]);
    // auth-page.tsx is not on disk, so no icon names are read from it: lucide's index adds none.
    expect([...closures.signIn].some((id) => id.startsWith(icons))).toBe(false);
  });

  it("puts the entry's modules and what sign-in and the shell share in one file, the rest of the shell's in another", () => {
    const chunk = (id: string) => openingChunkOf(id, info(id), closures);
    expect(["/src/router.tsx", "/src/cn.ts", "/src/button.tsx"].map(chunk)).toEqual(["opening", "opening", "opening"]);
    expect(["/src/sidebar.tsx", "/src/nav.ts"].map(chunk)).toEqual(["shell", "shell"]);
  });

  it("puts a sign-in module most screens use in the opening file too, not in a file of its own", () => {
    expect(openingChunkOf("/src/form.tsx", info("/src/form.tsx"), { ...closures, widelyUsed: new Set(["/src/form.tsx"]) })).toBe("opening");
  });

  it("takes the libraries of those modules along", () => {
    const chunk = (id: string) => openingChunkOf(id, info(id), closures);
    expect(["/node_modules/tailwind-merge/index.mjs", "/node_modules/@radix-ui/react-slot/index.mjs"].map(chunk)).toEqual(["opening", "opening"]);
  });

  it("leaves the entry itself, the lazy screens and modules only the sign-in page or other screens use to Rolldown", () => {
    const chunk = (id: string) => openingChunkOf(id, info(id), closures);
    expect(["/src/main.tsx", "/src/auth-page.tsx", "/src/app-shell.tsx", "/src/list-page.tsx", "/src/table.tsx", "/src/form.tsx"].map(chunk)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it("names a sign-in icon for its own file, and no icon the sign-in page does not draw", () => {
    const signIn = new Set([...closures.signIn, path.join(icons, "log-in.mjs")]);
    const withIcon = { ...closures, signIn };
    expect(openingChunkOf(path.join(icons, "log-in.mjs"), info("x"), withIcon)).toBe("sign-in-icons");
    expect(openingChunkOf(path.join(icons, "truck.mjs"), info("x"), withIcon)).toBeNull();
  });

  it("puts the icons a landing screen draws, and no opening file holds, in one file of their own", () => {
    const pencil = path.join(icons, "pencil.mjs");
    const withLanding = {
      ...closures,
      landingIcons: new Set([pencil, path.join(icons, "log-in.mjs")]),
      signIn: new Set([...closures.signIn, path.join(icons, "log-in.mjs")]),
    };
    expect(openingChunkOf(pencil, info("x"), withLanding)).toBe("landing-icons");
    // The sign-in page draws it too: it stays in the sign-in page's icon file, which a diary loads as well.
    expect(openingChunkOf(path.join(icons, "log-in.mjs"), info("x"), withLanding)).toBe("sign-in-icons");
  });

  it("gives Rolldown one group per file, each naming only its own modules", () => {
    const groups = openingChunksGroups({ entry: "/src/main.tsx", signIn: "/src/auth-page.tsx", shell: "/src/app-shell.tsx" });
    const ctx = { getModuleInfo: info };
    const names = (id: string) => groups.map((g) => (g.name as (id: string, c: typeof ctx) => string | null)(id, ctx));
    expect(names("/src/button.tsx")).toEqual(["opening", null, null, null, null, null]);
    expect(names("/src/sidebar.tsx")).toEqual([null, "shell", null, null, null, null]);
    expect(names("/src/table.tsx")).toEqual([null, null, null, null, null, null]);
  });
});

describe("the common file", () => {
  // Ten lazy screens, each importing the field and badge; the select imports Radix through its index.
  const screens = Array.from({ length: 10 }, (_, i) => `/src/screen-${i}.tsx`);
  const modules: Record<string, { importedIds: string[]; dynamicImporters: string[]; dynamicallyImportedIds?: string[] }> = {
    "/src/main.tsx": { importedIds: ["/src/cn.ts"], dynamicImporters: [], dynamicallyImportedIds: screens },
    "/src/cn.ts": { importedIds: [], dynamicImporters: [] },
    "/src/field.tsx": { importedIds: ["/src/cn.ts", "/src/ids.ts"], dynamicImporters: [] },
    "/src/ids.ts": { importedIds: [], dynamicImporters: [] },
    "/src/badge.tsx": { importedIds: ["/src/cn.ts", lucideIndex], dynamicImporters: [] },
    "/src/select.tsx": { importedIds: ["/src/cn.ts", "/node_modules/radix-ui/dist/index.mjs"], dynamicImporters: [] },
    "/src/select-field.tsx": { importedIds: ["/src/select.tsx", "/src/field.tsx"], dynamicImporters: [] },
    "/src/rare.tsx": { importedIds: [], dynamicImporters: [] },
  };
  for (const [i, screen] of screens.entries())
    modules[screen] = {
      importedIds: ["/src/field.tsx", "/src/badge.tsx", "/src/select-field.tsx", ...(i < 3 ? ["/src/rare.tsx"] : [])],
      dynamicImporters: ["/src/main.tsx"],
    };
  const info = (id: string) => modules[id] ?? null;
  const closures = { entry: new Set(["/src/main.tsx", "/src/cn.ts"]), signIn: new Set<string>(), shell: new Set<string>() };

  it("counts the lazy chunks that load each of our modules", () => {
    const users = lazyChunkUsers("/src/main.tsx", info);
    expect(users.get("/src/field.tsx")).toBe(10);
    expect(users.get("/src/rare.tsx")).toBe(3);
    expect(users.has("/src/main.tsx")).toBe(false);
  });

  it("takes a module whose imports the opening file holds through the sign-in page (a text area importing its fields)", () => {
    const area = "/src/text-area.tsx";
    const withArea: typeof modules = { ...modules, [area]: { importedIds: ["/src/input.tsx"], dynamicImporters: [] } };
    const areaInfo = (id: string) => withArea[id] ?? null;
    const users = new Map([[area, 9]]);
    const signIn = new Set(["/src/auth-page.tsx", "/src/input.tsx"]);
    expect(commonModules(users, { ...closures, signIn, widelyUsed: new Set(["/src/input.tsx"]) }, areaInfo, 8).has(area)).toBe(true);
    expect(commonModules(users, { ...closures, signIn }, areaInfo, 8).has(area)).toBe(false);
  });

  it("takes the modules most screens share, but none that would bring a library along, nor what imports one", () => {
    const common = commonModules(lazyChunkUsers("/src/main.tsx", info), closures, info, 8);
    expect([...common].sort()).toEqual(["/src/badge.tsx", "/src/field.tsx", "/src/ids.ts"]);
  });
});

describe("the common files split by the landing screens", () => {
  // The diary opens with the field and its ids; the labour form and the materials' rules only other screens use.
  const modules: Record<string, string[]> = {
    "/src/field.tsx": ["/src/ids.ts"],
    "/src/ids.ts": [],
    "/src/labour-form.ts": ["/src/ids.ts"],
    "/src/material.ts": ["/src/get-project.ts"],
    "/src/get-project.ts": [],
  };
  const info = (id: string) => ({ importedIds: modules[id] ?? [], dynamicImporters: [] });
  const landing = new Set(["/src/diary-page.tsx", "/src/field.tsx", "/src/ids.ts", "/src/get-project.ts"]);
  const common = new Set(["/src/field.tsx", "/src/ids.ts", "/src/labour-form.ts", "/src/material.ts"]);
  const split = splitCommon(common, landing, () => false, info);

  it('keeps in "common" what a landing screen opens with, and puts what only other screens share in "common-more"', () => {
    expect([...split.common].sort()).toEqual(["/src/field.tsx", "/src/ids.ts"]);
    expect(split.commonMore.has("/src/labour-form.ts")).toBe(true);
  });

  it('leaves out of "common-more" a module that would take a landing module along (get-project.ts is in no common file)', () => {
    expect(split.commonMore.has("/src/material.ts")).toBe(false);
    expect(split.common.has("/src/material.ts")).toBe(false);
  });

  it("lets a landing module in an earlier file (the shell's) be imported freely", () => {
    const shellHolds = (id: string) => id === "/src/get-project.ts";
    expect(splitCommon(common, landing, shellHolds, info).commonMore.has("/src/material.ts")).toBe(true);
  });

  it("puts a common module that is also imported on demand (a query warmed at idle) in its file by name", () => {
    const closures = { entry: new Set(["/src/main.tsx"]), signIn: new Set<string>(), shell: new Set<string>(), ...split };
    const warmed = { importedIds: [], dynamicImporters: ["/src/use-background-prefetch.ts"] };
    expect(openingChunkOf("/src/ids.ts", warmed, closures)).toBe("common");
    expect(openingChunkOf("/src/labour-form.ts", warmed, closures)).toBe("common-more");
    expect(openingChunkOf("/src/screen.tsx", warmed, closures)).toBeNull();
  });
});
