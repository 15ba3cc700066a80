import { createElement, use, type ComponentProps, type ComponentType } from "react";
import { reportPreloadFailure } from "@web/features/reports/api/send-error-report";
import { readStaticJson } from "@web/lib/static-json";
import { nextTask } from "@web/lib/next-task";

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

/**
 * A screen loaded on first use, with retries and reporting; it can also be preloaded by name.
 *
 * Not React.lazy: a lazy component suspends on its first render even when its module is already
 * in (React reads the promise's result a tick later), its Suspense boundary shows the fallback, and
 * React then holds the screen back for 300 ms after any fallback (its reveal throttle). A first
 * visit went spinner → shell fallback → screen fallback, and painted the screen 500–600 ms after
 * its code and data were in (issue 13). This component renders the module directly once it is in,
 * and suspends (React's `use`) only while it is not. A failed load is forgotten, so Try Again on
 * the error screen loads it afresh rather than rethrowing the first failure.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyScreen<T extends ComponentType<any>>(name: string, load: () => Promise<{ default: T }>): ComponentType<ComponentProps<T>> {
  let loaded: T | undefined;
  let pending: Promise<unknown> | undefined;
  const loader = () =>
    (pending ??= loadWithRetry(name, load).then(
      (module) => {
        loaded = module.default;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  loaders.set(name, loader);
  function LazyScreen(props: ComponentProps<T>) {
    if (!loaded) use(loader());
    return createElement(loaded!, props);
  }
  LazyScreen.displayName = name;
  loadersByComponent.set(LazyScreen, loader);
  return LazyScreen;
}

/** Starts loading a lazyScreen component's chunk now (the first visit's screens, before React asks). */
export function preloadComponent(component: unknown): void {
  loadersByComponent
    .get(component as object)?.()
    .catch(() => undefined);
}

/**
 * Resolves when the named screens' code is in (or has failed: the screen's own render retries and
 * reports it). Names registered by a module that loads meanwhile (a screen's parts) are waited for too.
 * All start downloading at once (the page names their files already); each is run in a task of its
 * own, in order, because a chunk runs its modules in one piece: the shell, a diary and its tabs run
 * together were one task of 40–60 ms on an unthrottled machine (issue 13, Lighthouse's TBT).
 */
export async function loadScreens(names: readonly string[]): Promise<void> {
  const started = new Set<string>();
  for (;;) {
    const next = names.filter((name) => !started.has(name) && loaders.has(name));
    if (next.length === 0) return;
    next.forEach((name) => started.add(name));
    for (const name of next) {
      await nextTask();
      await loaders.get(name)!().catch(() => undefined);
    }
  }
}

const warmQueue: string[] = [];
let warming = false;
const whenIdle = () =>
  new Promise<void>((resolve) => {
    if (typeof globalThis.requestIdleCallback === "function") globalThis.requestIdleCallback(() => resolve(), { timeout: 2000 });
    else setTimeout(resolve, 50);
  });

/**
 * Screen name → the files its first load needs, made by the build (scripts/vite-screen-chunks.ts) and
 * served at the address the page's `<meta name="sb-screen-chunks">` names (server/platform/app-page.ts),
 * fetched the first time a screen is warmed. Null without one (the dev server).
 */
type ScreenFiles = { files: string[]; screens: Record<string, number[]> };
let screenFiles: Promise<ScreenFiles | null> | undefined;
function loadScreenFiles(): Promise<ScreenFiles | null> {
  screenFiles ??= (async () => {
    const url = typeof document === "undefined" ? null : document.querySelector('meta[name="sb-screen-chunks"]')?.getAttribute("content");
    return url ? readStaticJson<ScreenFiles>(url) : null;
  })();
  return screenFiles;
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
  void loadScreenFiles().then((map) => {
    const files = map?.screens[name]?.map((i) => map.files[i]);
    if (files) {
      for (const file of files) if (!prefetched.has(file) && !fileQueue.includes(file)) fileQueue.push(file);
      void drainFiles();
    } else warmByImport(name);
  });
}

function warmByImport(name: string) {
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
