import { ADMIN } from "./support/accounts";
import { toastWithTitle } from "./support/helpers";
import { expect, test } from "./support/signed-in";

test.use({ signedInAs: "admin" });

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the slide-in menu opens from the header, navigates, and closes", async ({ page }) => {
    await page.goto("/contracts");
    await expect(page.getByRole("complementary")).toBeHidden();
    await page.getByRole("button", { name: "Menu" }).click();
    const menu = page.getByRole("dialog");
    await expect(menu.getByRole("link", { name: "Suppliers" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Team Management" })).toHaveCount(0);
    await menu.getByRole("button", { name: "Settings" }).click();
    await menu.getByRole("link", { name: "Company Profile" }).click();
    await expect(page).toHaveURL(/\/company$/);
    await expect(menu).toBeHidden();

    await page.getByRole("button", { name: "Menu" }).click();
    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(page.getByRole("dialog")).toBeHidden();
  });
});

test("Report Issue in the header sends an issue report that the admin can read", async ({ page }) => {
  await page.goto("/contracts");
  await page.getByRole("button", { name: "Report Issue" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByLabel("Email")).toHaveValue(ADMIN.email);
  await dialog.getByLabel("Subject").fill("Hi");
  await dialog.getByLabel("Description").fill("Too short");
  await dialog.getByRole("button", { name: /Send/ }).click();
  await expect(dialog.getByText("Subject must be at least 3 characters")).toBeVisible();
  await expect(dialog.getByText("Description must be at least 10 characters")).toBeVisible();
  await dialog.getByLabel("Subject").fill("Clock shows the wrong site");
  await dialog.getByLabel("Description").fill("The header clock is fine but the site name is cut off on my tablet.");
  await dialog.getByRole("button", { name: /Send/ }).click();
  await expect(toastWithTitle(page, "Issue Reported")).toContainText("Your issue has been sent successfully. We'll review it shortly.");
  await expect(dialog).toBeHidden();

  await page.goto("/activity-logs");
  await page.getByRole("tab", { name: "Problem reports" }).click();
  await expect(page.getByText("Clock shows the wrong site").first()).toBeVisible();
});

test("background prefetching waits for the opened page, then reads the lists in the spec's order", async ({ page }) => {
  await page.goto("/contracts");
  const seen: { path: string; at: number }[] = [];
  let t0 = Date.now();
  let listAnswered = 0;
  // Count from the reload's commit: on a busy machine the first load's own prefetch can fire
  // before the reload starts, and those requests belong to the page being left.
  page.on("framenavigated", (frame) => {
    if (frame !== page.mainFrame()) return;
    seen.length = 0;
    listAnswered = 0;
    t0 = Date.now();
  });
  page.on("request", (r) => {
    const { pathname } = new URL(r.url());
    if (pathname.startsWith("/api/")) seen.push({ path: pathname, at: Date.now() - t0 });
  });
  page.on("response", (r) => {
    if (new URL(r.url()).pathname === "/api/projects" && !listAnswered) listAnswered = Date.now() - t0;
  });
  await page.reload();
  await expect(page.getByRole("heading", { name: "Contracts", level: 1 })).toBeVisible();
  await expect.poll(() => listAnswered).toBeGreaterThan(0);
  // product.md §7: diary entries, (carbon entries,) materials, suppliers, 200 ms apart, 1 s after load.
  await expect.poll(() => seen.some((s) => s.path === "/api/suppliers"), { timeout: 15_000 }).toBe(true);
  const first = (path: string) => seen.find((s) => s.path === path)!.at;
  // The order is the order the browser sent them in (two timers late on a busy page can share a millisecond).
  const sent = (path: string) => seen.findIndex((s) => s.path === path);
  expect(first("/api/diary-entries")).toBeGreaterThanOrEqual(listAnswered + 1000);
  expect(sent("/api/diary-entries")).toBeLessThan(sent("/api/materials"));
  expect(sent("/api/materials")).toBeLessThan(sent("/api/suppliers"));
});
