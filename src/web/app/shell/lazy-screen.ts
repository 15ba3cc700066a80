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

/**
 * Warms a screen's chunk in the background; a failure has already been reported. Chunks warm one at
 * a time, each when the browser is idle: a dozen evaluated at once (the diary's tabs and forms) made
 * long tasks that held up a phone while the page it shows was still settling (issue 13).
 */
export function preloadScreen(name: string): void {
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

/** True when the error is a failed screen load already reported as such (not reported twice). */
export const isReportedPreloadFailure = (error: unknown) => Boolean(error && typeof error === "object" && reported.has(error));
