import { lazy, type ComponentType } from "react";
import { reportPreloadFailure } from "@web/features/reports/api/send-error-report";

/**
 * Screens load lazily, one chunk per area. A chunk that fails to load (a flaky site connection, a
 * deploy that replaced the files) is retried twice, after 100 ms then 200 ms, and then reported
 * silently as a preload failure (product.md §7) before the error reaches the error screen.
 */
const RETRY_DELAYS_MS = [100, 200];
const reported = new WeakSet<object>();
const loaders = new Map<string, () => Promise<unknown>>();
const loadersByComponent = new WeakMap<object, () => Promise<unknown>>();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function loadWithRetry<T>(name: string, load: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await load();
    } catch (error) {
      if (attempt >= RETRY_DELAYS_MS.length) {
        if (error && typeof error === "object") reported.add(error);
        void reportPreloadFailure(name, error);
        throw error;
      }
      await sleep(RETRY_DELAYS_MS[attempt]);
    }
  }
}

/** React.lazy with retries and reporting; the screen can also be preloaded by name. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyScreen<T extends ComponentType<any>>(name: string, load: () => Promise<{ default: T }>) {
  const loader = () => loadWithRetry(name, load);
  loaders.set(name, loader);
  const component = lazy(loader);
  loadersByComponent.set(component, loader);
  return component;
}

/** Starts loading a lazyScreen component's chunk now (the first visit's screens, before React asks). */
export function preloadComponent(component: unknown): void {
  if (!component || typeof component !== "object") return;
  loadersByComponent
    .get(component)?.()
    .catch(() => undefined);
}

const warmQueue: string[] = [];
let warming = false;
const whenIdle = () =>
  new Promise<void>((resolve) => {
    if (typeof globalThis.requestIdleCallback === "function") globalThis.requestIdleCallback(() => resolve(), { timeout: 2000 });
    else setTimeout(resolve, 50);
  });

/** Screen name → the files its first load needs, written into index.html by the build (scripts/vite-screen-chunks.ts). */
let screenFiles: { files: string[]; screens: Record<string, number[]> } | null | undefined;
function filesOf(name: string): string[] | undefined {
  if (screenFiles === undefined) {
    try {
      screenFiles = JSON.parse(document.getElementById("sb-screen-chunks")?.textContent ?? "null") as typeof screenFiles;
    } catch {
      screenFiles = null;
    }
  }
  const map = screenFiles;
  return map?.screens[name]?.map((i) => map.files[i]);
}

const prefetched = new Set<string>();
function prefetchFile(href: string) {
  if (prefetched.has(href)) return;
  prefetched.add(href);
  const link = document.createElement("link");
  link.rel = "prefetch";
  link.href = href;
  // Module scripts are fetched in CORS mode: the prefetch matches it so the later import reuses it.
  if (href.endsWith(".js")) {
    link.as = "script";
    link.crossOrigin = "anonymous";
  } else link.as = "style";
  document.head.appendChild(link);
}

/**
 * Warms a screen in the background (product.md §7 "Pages preloaded"); a failure has already been
 * reported. In a build the screen's files are only downloaded (`<link rel="prefetch">`, idle
 * priority): running them with `import()` evaluated a dozen chunks of components and schemas while
 * a phone was still settling the page it shows (issue 13). The import then runs from the cache when
 * the user opens the screen. Without the build's map (the dev server) chunks are imported one at a
 * time, each when the browser is idle.
 */
export function preloadScreen(name: string): void {
  const files = filesOf(name);
  if (files) {
    for (const file of files) if (!prefetched.has(file) && !fileQueue.includes(file)) fileQueue.push(file);
    void drainFiles();
    return;
  }
  if (!loaders.has(name) || warmQueue.includes(name)) return;
  warmQueue.push(name);
  if (warming) return;
  warming = true;
  void (async () => {
    while (warmQueue.length > 0) {
      await whenIdle();
      await loaders
        .get(warmQueue.shift()!)?.()
        .catch(() => undefined);
    }
    warming = false;
  })();
}

/**
 * Prefetch links go in a few at a time, each batch when the browser is idle: adding a warm-up's
 * forty links at once was a 60 ms task on a throttled phone (issue 13).
 */
const FILES_PER_BATCH = 4;
const fileQueue: string[] = [];
let draining = false;
async function drainFiles() {
  if (draining) return;
  draining = true;
  while (fileQueue.length > 0) {
    await whenIdle();
    // Files this page has already downloaded (a screen shares most of its chunks with others) are skipped.
    const loaded = new Set(performance.getEntriesByType("resource").map((e) => new URL(e.name).pathname));
    for (const file of fileQueue.splice(0, FILES_PER_BATCH)) if (!loaded.has(file)) prefetchFile(file);
  }
  draining = false;
}

/** True when the error is a failed screen load already reported as such (not reported twice). */
export const isReportedPreloadFailure = (error: unknown) => Boolean(error && typeof error === "object" && reported.has(error));
