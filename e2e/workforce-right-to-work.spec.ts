import { seriousViolations } from "./support/axe";
import { expect, test } from "./support/signed-in";

test.use({ signedInAs: "admin", viewport: { width: 1280, height: 900 }, reducedMotion: "reduce" });

/**
 * Issue 31's right to work check: an admin opens a worker made through the API (not checked), records
 * a check with a follow-up date before the check day (refused with the shared message), then an
 * online check with a follow-up; the panel shows the state, the method, who, when and the follow-up.
 */
test("an admin records a right to work check on a worker's page", async ({ page }) => {
  test.setTimeout(90_000);
  const tag = Date.now().toString(36).slice(-5).toUpperCase();
  const made = await page.request.post("/api/workers", {
    data: { workerId: `E2E-RTW-${tag}`, firstName: "Tomasz", lastName: `Nowak${tag}`, trade: "Bricklayer" },
  });
  expect(made.status(), await made.text()).toBe(201);
  const worker = await made.json();

  await page.goto(`/workforce/edit/${worker.id}`);
  const panel = page.getByTestId("right-to-work-panel");
  await expect(panel.getByRole("heading", { name: "Right to work" })).toBeVisible();
  await expect(panel.getByText("No right to work check is recorded")).toBeVisible();
  await expect(page.getByLabel("Right to work in the UK checked")).toHaveCount(0);

  await panel.getByRole("button", { name: "Record a check" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("How it was checked").selectOption("online");
  await dialog.getByLabel("Checked on").fill("2026-01-10");
  await dialog.getByLabel("Follow-up check due").fill("2026-01-09");
  await dialog.getByRole("button", { name: "Record check" }).click();
  await expect(dialog.getByText("The follow-up date must be after the check")).toBeVisible();
  // Screenshots for a look at the layout when SHOTS names a folder (not part of the check).
  if (process.env.SHOTS) await page.screenshot({ path: `${process.env.SHOTS}/rtw-dialog-1280.png` });

  await dialog.getByLabel("Follow-up check due").fill("2030-06-30");
  await dialog.getByRole("button", { name: "Record check" }).click();
  await expect(dialog).toBeHidden();
  await expect(panel.getByText("Checked", { exact: true })).toBeVisible();
  await expect(panel.getByText("Online check with the worker's share code")).toBeVisible();
  await expect(panel.getByText(/Checked 10\/01\/2026 by /)).toBeVisible();
  await expect(panel.getByText("Time-limited permission: follow-up check due 30/06/2030")).toBeVisible();
  const found = await seriousViolations(page, "worker right to work");
  expect(found, found.join("\n")).toEqual([]);
  if (process.env.SHOTS) {
    await panel.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${process.env.SHOTS}/rtw-1280.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await panel.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${process.env.SHOTS}/rtw-390.png` });
  }
});
