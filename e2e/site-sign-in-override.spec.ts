import { expect, test } from "./support/signed-in";
import { gateContract, pickWorker, readyWorker } from "./support/gate";

test.use({ signedInAs: "admin", viewport: { width: 390, height: 844 }, reducedMotion: "reduce" });

/**
 * Issue 31, journey 2: a worker signs in and out at the gate; their card then expires, and the next
 * sign-in is refused with the reason. A site manager overrides with a reason, which the activity log shows.
 */
test("an expired card is refused with its reason, and the override works and is logged", async ({ page }) => {
  test.setTimeout(120_000);
  const contract = await gateContract(page, "Override");
  const worker = await readyWorker(page, "Carl", `Card${contract.tag}`);
  await page.goto(`/site-sign-in/${contract.slug}`);

  await pickWorker(page, worker.name);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByText(/Signed in at \d\d:\d\d/)).toBeVisible();
  await expect(page.getByLabel("1 on site now")).toBeVisible();
  await page.getByRole("status").filter({ hasText: worker.name }).click();
  await pickWorker(page, worker.name);
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByText(/Signed out at \d\d:\d\d/)).toBeVisible();
  await page.getByRole("status").filter({ hasText: worker.name }).click();

  const card = await page.request.post(`/api/workers/${worker.id}/cards`, { data: { schemeIdentifier: "CSCS", cardNumber: "4455", expiryDate: "2024-01-31" } });
  expect(card.ok(), await card.text()).toBe(true);
  await page.reload();
  await pickWorker(page, worker.name);
  await expect(page.getByRole("alert").filter({ hasText: "Sign-in refused" })).toContainText("Their card has expired");
  await expect(page.getByRole("button", { name: "Sign in", exact: true })).toHaveCount(0);
  // Screenshots for a look at the layout when SHOTS names a folder (not part of the check).
  if (process.env.SHOTS) await page.screenshot({ path: `${process.env.SHOTS}/gate-refused-390.png`, fullPage: true });

  await page.getByRole("button", { name: "Override" }).click();
  await page.getByLabel("Reason for the override").fill("Renewed card seen on the CSCS app");
  await page.getByRole("button", { name: "Sign in with override" }).click();
  await expect(page.getByText(/Signed in at \d\d:\d\d/)).toBeVisible();

  if (process.env.SHOTS) {
    await page.getByRole("status").filter({ hasText: worker.name }).click();
    await page.getByLabel("Search workers by name").fill(worker.name.split(" ")[0]!);
    await page.screenshot({ path: `${process.env.SHOTS}/gate-search-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: `${process.env.SHOTS}/gate-search-1280.png`, fullPage: true });
    await page.getByRole("navigation", { name: "Site sign-in views" }).getByRole("link", { name: "Settings" }).click();
    await page.getByRole("button", { name: "Add a question" }).click();
    await page.screenshot({ path: `${process.env.SHOTS}/gate-settings-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${process.env.SHOTS}/gate-settings-390.png`, fullPage: true });
    await page.goto("/site-sign-in");
    await page.screenshot({ path: `${process.env.SHOTS}/contracts-390.png`, fullPage: true });
  }
  await page.goto("/activity-logs");
  await expect(
    page
      .getByText(/overriding: .*card has expired.*Renewed card seen on the CSCS app/i)
      .filter({ visible: true })
      .first(),
  ).toBeVisible();
});
