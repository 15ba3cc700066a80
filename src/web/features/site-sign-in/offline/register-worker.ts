/**
 * Registers the gate's service worker (vite-plugin-pwa's generated /sw.js), only from the gate's
 * pages and only in a built app: other users never install it, and the dev server has none. It takes
 * over at once on every deploy (skipWaiting, clientsClaim), so a device never keeps an old build.
 */
let registered = false;
export function registerGateWorker() {
  if (registered || !import.meta.env.PROD || typeof navigator === "undefined" || !("serviceWorker" in navigator)) return;
  registered = true;
  void import("workbox-window")
    .then(({ Workbox }) => new Workbox("/sw.js", { scope: "/" }).register())
    .catch(() => {
      // No worker (a private window, plain HTTP off localhost): the gate still works while online and queues taps.
    });
}
