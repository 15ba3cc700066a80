import type { Page } from "@playwright/test";

/** How long the page must stay settled: covers the moment between one answer and a read it enables. */
const QUIET_MS = 100;

/**
 * Waits until the screen is built: no read it shows and no write in flight (the app's
 * `data-fetching`, src/web/lib/fetching-signal.ts), no loading placeholder (`aria-busy`) and no
 * spinner, for 100 ms running. Background prefetches do not hold it up, as they held up
 * `waitForLoadState("networkidle")` (500 ms of no requests at all) on every screen.
 */
export async function settled(page: Page) {
  await page.evaluate(() => delete (window as { __quietSince?: number }).__quietSince);
  await page.waitForFunction(
    (quiet) => {
      const w = window as { __quietSince?: number };
      const busy = document.documentElement.dataset.fetching !== "0" || document.querySelector('[aria-busy="true"], .animate-spin') !== null;
      if (busy) {
        delete w.__quietSince;
        return false;
      }
      w.__quietSince ??= performance.now();
      return performance.now() - w.__quietSince >= quiet;
    },
    QUIET_MS,
    { polling: 20 },
  );
}
