import type { Plugin, Rolldown } from "vite";

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/**
 * Warming a screen (product.md §7: "Pages preloaded") should download its files, not run them:
 * `import()` also evaluates the chunk (components, schemas), and on a slow phone that evaluation is
 * main-thread work while the page the user is looking at still settles (issue 13, Lighthouse's TBT).
 *
 * This plugin finds every `lazyScreen("Name", () => import("…"))` in the client's sources, and in
 * the built index.html writes a JSON map from each screen name to the files its first load needs
 * (its chunk, the chunks it imports statically, their CSS), minus what the entry already loads.
 * `preloadScreen` (app/shell/lazy-screen.ts) turns those into `<link rel="prefetch">`s; without a
 * map (the dev server) it falls back to importing the screen.
 */
const LAZY_SCREEN = /lazyScreen\(\s*"(\w+)"\s*,\s*\(\)\s*=>\s*import\(\s*"([^"]+)"\s*\)/g;
export const SCREEN_CHUNKS_ELEMENT_ID = "sb-screen-chunks";

/** `screens` collects each lazyScreen's name and module as the sources are read (the first-visit chunk groups read it too). */
export function screenChunks(screens = new Map<string, string>()): Plugin {
  return {
    name: "sitebook:screen-chunks",
    apply: "build",
    async transform(code, id) {
      if (!/[\\/]src[\\/]web[\\/].*\.tsx?$/.test(id) || !code.includes("lazyScreen(")) return null;
      for (const [, name, specifier] of code.matchAll(LAZY_SCREEN)) {
        const resolved = await this.resolve(specifier, id);
        if (resolved) screens.set(name, resolved.id);
      }
      return null;
    },
    transformIndexHtml: {
      order: "post",
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        const map = chunkMap(ctx.bundle, screens);
        const json = JSON.stringify(map).replace(/</g, "\\u003c");
        return html.replace("</head>", `  <script type="application/json" id="${SCREEN_CHUNKS_ELEMENT_ID}">${json}</script>\n  </head>`);
      },
    },
  };
}

/** The map index.html carries: every file once, and each screen's files as positions in that list. */
export interface ScreenChunkMap {
  files: string[];
  screens: Record<string, number[]>;
}

export function chunkMap(bundle: OutputBundle, screens: Map<string, string>): ScreenChunkMap {
  const chunks = Object.values(bundle).filter((o): o is OutputChunk => o.type === "chunk");
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const byModule = new Map(chunks.filter((c) => c.facadeModuleId).map((c) => [c.facadeModuleId!, c]));
  const closure = (file: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(file)) return seen;
    seen.add(file);
    const chunk = byFile.get(file);
    for (const imported of chunk?.imports ?? []) closure(imported, seen);
    return seen;
  };
  const entry = chunks.find((c) => c.isEntry);
  const loaded = entry ? closure(entry.fileName) : new Set<string>();
  // Screens share most files: each file is written once and screens list their files by position.
  const list: string[] = [];
  const positions = new Map<string, number>();
  const index = (file: string) => {
    if (!positions.has(file)) positions.set(file, list.push(`/${file}`) - 1);
    return positions.get(file)!;
  };
  const map: Record<string, number[]> = {};
  for (const [name, moduleId] of screens) {
    const chunk = byModule.get(moduleId);
    if (!chunk) continue;
    const files = new Set<string>();
    for (const file of closure(chunk.fileName)) {
      if (loaded.has(file)) continue;
      files.add(file);
      for (const css of byFile.get(file)?.viteMetadata?.importedCss ?? []) files.add(css);
    }
    map[name] = [...files].map((f) => index(f));
  }
  return { files: list, screens: map };
}
