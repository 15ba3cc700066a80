import { expect, test, type Page } from "@playwright/test";
import { ADMIN } from "./support/accounts";
import { signInAndWait } from "./support/helpers";

/**
 * The main screens at desktop and phone width: each renders its heading without sideways
 * scrolling, and a screenshot is kept in test-results/screens/ for a person to look at.
 */
const widths = [
  { name: "desktop", viewport: { width: 1280, height: 800 } },
  { name: "phone", viewport: { width: 390, height: 844 } },
] as const;

const screens = [
  { path: "/contracts", heading: "Contracts" },
  { path: "/team", heading: "Team Management" },
  { path: "/company", heading: "Company Profile" },
  { path: "/settings", heading: "User Settings" },
  { path: "/activity-logs", heading: "Activity Logs" },
] as const;

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, "page scrolls sideways").toBeLessThanOrEqual(0);
}

for (const { name, viewport } of widths) {
  test.describe(`${name} width`, () => {
    test.use({ viewport });

    test("the sign-in page", async ({ page }) => {
      await page.goto("/auth");
      await expect(page.getByRole("form", { name: "Login" })).toBeVisible();
      await noSidewaysScroll(page);
      await page.screenshot({ path: `test-results/screens/${name}-auth.png`, fullPage: true });
    });

    test("the signed-in screens", async ({ page }) => {
      await signInAndWait(page, ADMIN.email, ADMIN.password);
      for (const screen of screens) {
        await page.goto(screen.path);
        await expect(page.getByRole("heading", { name: screen.heading, level: 1 })).toBeVisible();
        await page.waitForLoadState("networkidle");
        await noSidewaysScroll(page);
        await page.screenshot({ path: `test-results/screens/${name}${screen.path.replaceAll("/", "-")}.png` });
      }
    });
  });
}
