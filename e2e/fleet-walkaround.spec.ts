import { seriousViolations } from "./support/axe";
import { seedVan } from "./support/fleet";
import { png } from "./support/png";
import { shot } from "./support/shots";
import { expect, test } from "./support/signed-in";

const PHONE = { width: 390, height: 844 };
test.use({ signedInAs: "admin", viewport: PHONE, reducedMotion: "reduce" });

/**
 * Issue 33's first journey, on a phone where it happens: a driver (a Site Manager, Fleet Management
 * create) does the van's walkaround check with one tap "All OK", changes the brake light to a defect
 * with a photo from the phone and marks it unsafe, and is told plainly not to drive. The van shows off the road; a Site Supervisor
 * (view only) sees the open defect but cannot clear it; a manager clears it with what was done, and the
 * van is back on the road. The van is made through the fleet register's API (set-up, not the journey).
 */
test("A driver's walkaround check reports a defect; the van is off the road until cleared", async ({ page, pageAs }) => {
  test.setTimeout(120_000);
  const tag = Date.now().toString(36).slice(-5).toUpperCase();
  const van = await seedVan(page.request, `Transit ${tag}`);

  // The driver's check, on their phone.
  const driver = await pageAs("Site Manager", { viewport: PHONE, reducedMotion: "reduce" });
  await driver.goto(`/fleet/${van.id}/walkaround`);
  await expect(driver.getByRole("heading", { name: "Walkaround check", level: 1 })).toBeVisible();
  await expect(driver.getByText(`Transit ${tag}`)).toBeVisible();
  await driver.getByRole("button", { name: "All OK" }).click();
  const lights = driver.getByRole("group", { name: "Lights and indicators" });
  await lights.getByRole("button", { name: "Defect" }).click();
  await driver.getByLabel("What is wrong?").fill("Nearside brake light out");
  // A photo of the defect: the camera where there is one (capture), else the phone's pictures.
  const photos = driver.getByRole("group", { name: "Photos of Lights and indicators" });
  await expect(photos.locator('input[type="file"][capture="environment"]')).toHaveCount(1);
  const chooser = driver.waitForEvent("filechooser");
  await photos.getByRole("button", { name: "Add photo" }).click();
  await (await chooser).setFiles({ name: "brake-light.png", mimeType: "image/png", buffer: png() });
  await expect(photos.getByRole("img", { name: "Photo of Lights and indicators, not yet sent" })).toBeVisible();
  await driver.getByLabel("Mileage").fill("45210");
  await driver.getByText("Defect makes the vehicle unsafe to drive").click();
  await expect(driver.getByRole("switch")).toHaveAttribute("aria-checked", "true");
  await shot(driver, "fleet-walkaround-390");
  const found = await seriousViolations(driver, "walkaround 390");
  expect(found, found.join("\n")).toEqual([]);
  await driver.getByRole("button", { name: "Record check" }).click();

  // Plainly: do not drive.
  const outcome = driver.getByRole("alert").filter({ hasText: "Do not drive" });
  await expect(outcome).toBeVisible();
  await expect(outcome).toContainText("Lights and indicators: Nearside brake light out");
  const sent = driver.getByRole("region", { name: "Photos sent" }).getByRole("img", { name: "Photo of Lights and indicators" });
  await expect(sent).toBeVisible();
  await expect.poll(() => sent.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(40);
  await shot(driver, "fleet-walkaround-do-not-drive");

  // The van is shown off the road: to the next driver, and in the fleet's checks.
  await driver.goto(`/fleet/${van.id}/walkaround`);
  await expect(driver.getByRole("status").filter({ hasText: "This vehicle is off the road" })).toBeVisible();

  // Site staff with view only see the open defect and cannot clear it.
  const supervisor = await pageAs("Site Supervisor", { viewport: PHONE, reducedMotion: "reduce" });
  await supervisor.goto("/fleet/walkaround-checks");
  const row = (p: typeof supervisor) =>
    p
      .getByRole("list", { name: "Recent walkaround checks" })
      .getByRole("listitem")
      .filter({ hasText: `Transit ${tag}` });
  await expect(row(supervisor).getByText("Unsafe: off the road")).toBeVisible();
  await expect(row(supervisor).getByRole("button", { name: "Clear defect" })).toHaveCount(0);
  // The defect's photo on the check, for everyone who may see the vehicle.
  const thumb = row(supervisor).getByRole("img", { name: "Photo of Lights and indicators" });
  await expect(thumb).toBeVisible();
  await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(40);
  await expect(row(supervisor).getByRole("button", { name: /Delete brake-light/ })).toHaveCount(0);
  await shot(supervisor, "fleet-walkaround-defect-photo-390");

  // The manager clears it, with what was done (required).
  await page.goto("/fleet/walkaround-checks");
  await row(page).getByRole("button", { name: "Clear defect" }).click();
  const dialog = page.getByRole("dialog", { name: "Clear defect" });
  await dialog.getByRole("button", { name: "Clear defect" }).click();
  await expect(dialog.getByText("Say what was done to put it right")).toBeVisible();
  await dialog.getByLabel("What was done to put it right?").fill("Bulb replaced, all lights tested");
  await shot(page, "fleet-clear-defect");
  await dialog.getByRole("button", { name: "Clear defect" }).click();
  await expect(dialog).toBeHidden();
  await expect(row(page).getByText("Defect cleared")).toBeVisible();
  await expect(row(page)).toContainText("Bulb replaced, all lights tested");

  // Back on the road.
  await driver.goto(`/fleet/${van.id}/walkaround`);
  await expect(driver.getByRole("heading", { name: "Walkaround check", level: 1 })).toBeVisible();
  await expect(driver.getByText("This vehicle is off the road")).toHaveCount(0);
  const form = await (await page.request.get(`/api/fleet/${van.id}/walkaround-checklist`)).json();
  expect(form.vehicle.offRoad).toBe(false);
});
