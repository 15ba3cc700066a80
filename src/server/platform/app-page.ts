import { createHash } from "node:crypto";
import { openingReads } from "@shared/common/opening-reads";
import { OUTSIDE_SHELL_ROUTES, openingScreens } from "@shared/common/screen-routes";

/**
 * The app's page for an address (decision 0045). The built index.html carries a map from each
 * screen to the files its first load needs (scripts/vite-screen-chunks.ts). For a first visit the
 * server names the opening screens' files in the page itself: the browser's preload scanner fetches
 * them while the HTML is still arriving, instead of after the entry script has run and asked for
 * them one link at a time (on a throttled phone that was a 300 ms task before anything rendered).
 * Scripts are `modulepreload`s; a screen's CSS is a `preload`, so it does not hold up the first
 * paint, and Vite's loader then finds it and adds the stylesheet from the cache.
 */
const SCREEN_MAP = /<script type="application\/json" id="sb-screen-chunks">([\s\S]*?)<\/script>/;

type ScreenMap = { files: string[]; screens: Record<string, number[]> };

/**
 * The page for a request: the HTML, which depends only on the opening screens (`key`, so it can be
 * compressed once per variant), and the `Link` header values. For someone signed in (a session
 * cookie: a stale one costs a few unused reads), the reads the opening screen waits for are named
 * in the header (shared/common/opening-reads.ts), which the browser acts on before the body.
 */
export type AppPage = (pathname: string, search: URLSearchParams, signedIn: boolean) => { key: string; html: string; links: string[] };

/** Where the screen map is served (its version in the query), and its JSON. */
export const SCREEN_MAP_PATH = "/app-screens.json";

/**
 * The screen map stays on the server and goes out at its own address: the page carries only a
 * `<meta name="sb-screen-chunks">` naming it. The client needs it only to warm other screens once the
 * page is idle, and in the page it was 2.3 kB of the first answer, which with the inlined stylesheet
 * no longer fitted the 14 kB a new connection sends before its first acknowledgement (a round trip
 * more before anything could be fetched, on a phone's connection).
 */
export function createAppPage(indexHtml: string, readAsset: (href: string) => string | null): { appPage: AppPage; screenMap: string | null } {
  const map = readScreenMap(indexHtml);
  const screenMap = map ? JSON.stringify(map) : null;
  const version = screenMap ? createHash("sha256").update(screenMap).digest("hex").slice(0, 12) : "";
  indexHtml = withInlineStyles(indexHtml, readAsset).replace(SCREEN_MAP, () =>
    screenMap ? `<meta name="sb-screen-chunks" content="${SCREEN_MAP_PATH}?v=${version}">` : "",
  );
  const pages = new Map<string, string>();
  const appPage: AppPage = (pathname, search, signedIn) => {
    const screens = openingScreens(pathname);
    const key = screens.join(" ");
    let html = pages.get(key);
    if (html === undefined) {
      html = withPreloads(indexHtml, map, screens);
      pages.set(key, html);
    }
    const links =
      !signedIn || OUTSIDE_SHELL_ROUTES.some((r) => r.screen === screens[0])
        ? []
        : openingReads(pathname, search).map((url) => `<${url.replace(/[<>\s]/g, encodeURIComponent)}>; rel=preload; as=fetch; crossorigin=use-credentials`);
    return { key, html, links };
  };
  return { appPage, screenMap };
}

function readScreenMap(html: string): ScreenMap | null {
  const json = SCREEN_MAP.exec(html)?.[1];
  if (!json) return null;
  try {
    return JSON.parse(json) as ScreenMap;
  } catch {
    return null;
  }
}

/**
 * The entry's stylesheet goes inside the page: it blocks the first paint, and as a file of its own
 * it was one more round trip on a phone's connection before anything showed (14 kB compressed, in
 * the same answer as the page). Screens' own CSS stays in files.
 */
const STYLESHEET = /<link rel="stylesheet" crossorigin href="(\/assets\/[\w.-]+\.css)">/g;

function withInlineStyles(html: string, readAsset: (href: string) => string | null): string {
  return html.replace(STYLESHEET, (link, href: string) => {
    const css = readAsset(href);
    // The disabled link is not fetched; it tells Vite's loader the stylesheet is in the page, which
    // otherwise fetched the file again for the first lazy import that listed it (a diary's first load,
    // 500 ms in, holding up that import).
    return css === null || /<\/style/i.test(css) ? link : `<style>${css}</style><link rel="stylesheet" href="${href}" disabled>`;
  });
}

const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

function withPreloads(html: string, map: ScreenMap | null, screens: string[]): string {
  if (!map) return html;
  const files = new Set(screens.flatMap((screen) => (map.screens[screen] ?? []).map((i) => map.files[i]).filter(Boolean)));
  if (files.size === 0) return html;
  const links = [...files].map((file) =>
    file.endsWith(".css")
      ? `<link rel="preload" as="style" crossorigin href="${escapeAttribute(file)}">`
      : `<link rel="modulepreload" crossorigin href="${escapeAttribute(file)}">`,
  );
  return insertEarly(html, links);
}

/**
 * Links go before the inlined stylesheet (else at the end of the head): the stylesheet is most of the
 * page's first 14 kB, and links after it reached the preload scanner a round trip later on a new
 * connection. The page stays valid HTML.
 */
function insertEarly(html: string, links: string[]): string {
  const style = html.indexOf("<style>");
  const at = style >= 0 ? style : html.indexOf("</head>");
  if (at < 0 || links.length === 0) return html;
  return `${html.slice(0, at)}${links.join("\n    ")}\n    ${html.slice(at)}`;
}
