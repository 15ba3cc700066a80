import { expect, test } from "@playwright/test";

test("an anonymous visitor is sent to the sign-in page", async ({ page }) => {
  await page.goto("/team");
  await expect(page).toHaveURL(/\/auth$/);
});
