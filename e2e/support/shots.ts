import fs from "node:fs";
import { expect, type Page } from "@playwright/test";

const SHOTS = process.env.PO_SHOTS_DIR ?? "test-results/screens";

/**
 * The whole page for a person to look at, as test-results/screens/<width>-<name>.png: the window is
 * made as tall as the page for the picture (so the fixed shell is drawn once), and nothing may be
 * wider than the screen.
 */
export async function shot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  const size = page.viewportSize() ?? { width: 1280, height: 900 };
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: size.width, height: Math.max(size.height, height) });
  await page.screenshot({ path: `${SHOTS}/${size.width}-${name}.png` });
  await page.setViewportSize(size);
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} scrolls sideways`).toBeLessThanOrEqual(size.width);
}

/** Clicks whatever starts a download and gives back the file's name and bytes. */
export async function downloaded(page: Page, start: () => Promise<void>) {
  const download = page.waitForEvent("download");
  await start();
  const file = await download;
  return { name: file.suggestedFilename(), bytes: fs.readFileSync((await file.path())!) };
}
