import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { firstVisitChunks, firstVisitModules, firstVisits, landingModules, sharedFirstVisitModules } from "./vite-first-visit-chunks";
import { widelyUsedSignInModules } from "./vite-opening-chunks";

// Two screens: a diary with a lazy part (its tabs), a list; each shares a little with the other.
const graph: Record<string, { importedIds: string[]; dynamicImporters: string[] }> = {
  "/src/diary-page.tsx": { importedIds: ["/src/header.tsx", "/src/get-project.ts", "/src/button.tsx"], dynamicImporters: ["/src/router.tsx"] },
  "/src/diary-tabs.tsx": { importedIds: ["/src/days.tsx", "/src/select.tsx"], dynamicImporters: ["/src/diary-page.tsx"] },
  "/src/days.tsx": { importedIds: ["/src/format.ts", "/src/get-project.ts"], dynamicImporters: [] },
  "/src/header.tsx": { importedIds: ["/node_modules/lucide-react/dist/esm/icons/pencil.mjs"], dynamicImporters: [] },
  // Also fetched at idle by the shell: on demand elsewhere, it may still join the diary's file.
  "/src/get-project.ts": { importedIds: [], dynamicImporters: ["/src/use-background-prefetch.ts"] },
  "/src/format.ts": { importedIds: [], dynamicImporters: [] },
  "/src/select.tsx": { importedIds: ["/node_modules/@radix-ui/react-select/index.mjs"], dynamicImporters: [] },
  "/src/list-page.tsx": { importedIds: ["/src/format.ts", "/src/button.tsx"], dynamicImporters: ["/src/router.tsx"] },
  "/src/button.tsx": { importedIds: [], dynamicImporters: [] },
};
const info = (id: string) => graph[id] ?? { importedIds: [], dynamicImporters: [] };
const visits = [{ roots: ["/src/diary-page.tsx", "/src/diary-tabs.tsx"] }, { roots: ["/src/list-page.tsx"] }];

describe("a screen's own first-visit file", () => {
  // How many lazy chunks load each module: header.tsx also a dialog's, days.tsx only the tabs'.
  const lazyUsers = new Map([
    ["/src/header.tsx", 2],
    ["/src/get-project.ts", 3],
    ["/src/days.tsx", 1],
    ["/src/format.ts", 3],
    ["/src/select.tsx", 2],
  ]);
  const chunks = firstVisitChunks(visits, info, (id) => id === "/src/button.tsx", lazyUsers);

  it("holds what only that screen opens with, from its module and its parts", () => {
    expect(chunks.get("/src/header.tsx")).toBe("diary-page-first");
    // Only the tabs load it (it is in their chunk already), and it imports format.ts, which the list opens with too.
    expect(chunks.get("/src/days.tsx")).toBe(undefined);
    expect(chunks.get("/src/get-project.ts")).toBe("diary-page-first");
  });

  it("leaves out the screens' own modules, what two screens share, what an opening file holds, and whatever takes a library along", () => {
    for (const id of ["/src/diary-page.tsx", "/src/diary-tabs.tsx", "/src/list-page.tsx", "/src/format.ts", "/src/button.tsx", "/src/select.tsx"])
      expect(chunks.has(id)).toBe(false);
  });

  it("names what two screens open with, for the common file", () => {
    expect([...sharedFirstVisitModules(visits, info)].sort()).toEqual(["/src/button.tsx", "/src/format.ts"]);
  });

  it("reads each screen's modules and parts from the route table and the lazyScreen names", () => {
    const lazy = new Map([
      ["ProjectDiaryPage", "/src/diary-page.tsx"],
      ["DiaryTabs", "/src/diary-tabs.tsx"],
      ["WeatherPanel", "/src/weather.tsx"],
      ["AuthPage", "/src/auth-page.tsx"],
    ]);
    const found = firstVisits(lazy);
    // A diary is where people arrive (a link, a site's QR code): a landing screen.
    expect(found).toContainEqual({ roots: ["/src/diary-page.tsx", "/src/diary-tabs.tsx", "/src/weather.tsx"], landing: true });
    expect(found).toContainEqual({ roots: ["/src/auth-page.tsx"] });
    expect(found).toHaveLength(2);
  });
});

describe("a screen's first-visit file and Radix", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sitebook-first-visit-"));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const radixIndex = path.resolve("node_modules/radix-ui/dist/index.mjs");
  const radix = (pkg: string) => path.resolve(`node_modules/@radix-ui/${pkg}/dist/index.mjs`);
  const file = (name: string, code: string) => {
    const id = path.join(dir, "src", name);
    fs.mkdirSync(path.dirname(id), { recursive: true });
    fs.writeFileSync(id, code);
    return id;
  };
  const page = file("page.tsx", "");
  const menu = file("menu.tsx", 'import { DropdownMenu } from "radix-ui";\n');
  const slotted = file("slotted.tsx", 'import { Slot } from "radix-ui";\n');
  const graph: Record<string, string[]> = {
    [page]: [menu, slotted],
    [menu]: [radixIndex],
    [slotted]: [radixIndex],
    [radixIndex]: [radix("react-dropdown-menu"), radix("react-slot")],
  };
  const radixInfo = (id: string) => ({ importedIds: graph[id] ?? [], dynamicImporters: [] });
  // The opening file holds the index and the Slot (the button uses it), not the menu's parts.
  const taken = (id: string) => id === radixIndex || id === radix("react-slot");
  const chunks = firstVisitChunks(
    [{ roots: [page] }],
    radixInfo,
    taken,
    new Map([
      [menu, 2],
      [slotted, 2],
    ]),
  );

  it("takes a module whose Radix parts an opening file holds already", () => {
    expect(chunks.get(slotted)).toBe("page-first");
  });

  it("leaves out a module that would take other Radix parts along: a menu's focus and portal code joined a screen's file, and other screens' menus loaded it", () => {
    expect(chunks.has(menu)).toBe(false);
  });
});

describe("what first visits load", () => {
  const withLanding = [{ roots: ["/src/diary-page.tsx", "/src/diary-tabs.tsx"], landing: true }, { roots: ["/src/list-page.tsx"] }];

  it("names every module a landing screen opens with, and none only another screen does", () => {
    const landing = landingModules(withLanding, info);
    for (const id of ["/src/diary-page.tsx", "/src/days.tsx", "/src/format.ts", "/src/select.tsx", "/src/button.tsx"]) expect(landing.has(id)).toBe(true);
    expect(landing.has("/src/list-page.tsx")).toBe(false);
  });

  it("names every module any first visit loads, for the compile hints", () => {
    const roots = { entry: "/src/main.tsx", signIn: "/src/auth-page.tsx", shell: "/src/app-shell.tsx" };
    const loaded = firstVisitModules(roots, withLanding, info);
    for (const id of ["/src/main.tsx", "/src/diary-page.tsx", "/src/list-page.tsx", "/src/header.tsx", "/src/format.ts"]) expect(loaded.has(id)).toBe(true);
    expect(loaded.has("/src/use-background-prefetch.ts")).toBe(false);
  });
});

describe("the sign-in modules the opening file takes because most screens use them", () => {
  it("are its fields and cards, not its schemas: every page would build those on load", () => {
    const users = new Map([
      ["/src/web/components/ui/input.tsx", 12],
      ["/src/shared/identity/auth.ts", 9],
      ["/src/web/features/auth/login-form.tsx", 1],
    ]);
    expect([...widelyUsedSignInModules(new Set(users.keys()), users)]).toEqual(["/src/web/components/ui/input.tsx"]);
  });
});
