import { expect, test } from "./support/signed-in";
import { gateContract, readyWorker } from "./support/gate";

test.use({ signedInAs: "admin", viewport: { width: 390, height: 844 }, reducedMotion: "reduce" });

/**
 * Issue 32, hand-arm vibration: on a contract's day (the diary's attendance tab) a worker's trigger
 * time on a 5 m/s² breaker passes the action value (the warning shows), and the next spell that would
 * take them to the limit value is refused with the numbers, before anything is written.
 */
test("trigger time past 100 points warns, and a log that would reach 400 is refused", async ({ page }) => {
  test.setTimeout(120_000);
  const contract = await gateContract(page, "Vibration");
  const worker = await readyWorker(page, "Vera", `Havs${contract.tag}`);
  const tool = await page.request.post("/api/assets", {
    data: { name: `Breaker ${contract.tag}`, type: "tools", vibrationMagnitude: "5", projectId: contract.id },
  });
  expect(tool.status(), await tool.text()).toBe(201);

  await page.goto(`/project/${contract.slug}?tab=attendance`);
  const card = page.getByRole("heading", { name: /Vibration \(HAVS\) on/ });
  await expect(card).toBeVisible();
  await expect(page.getByText("No trigger time logged on this contract")).toBeVisible();

  await page.getByRole("button", { name: "Log trigger time" }).click();
  const dialog = page.getByRole("dialog", { name: "Log trigger time" });
  await dialog.getByLabel("Search workers").fill(worker.name.split(" ")[1]!);
  await expect(dialog.getByRole("combobox", { name: "Worker", exact: true })).toContainText(worker.name);
  await dialog.getByRole("combobox", { name: "Worker", exact: true }).selectOption(String(worker.id));
  await dialog.getByRole("combobox", { name: "Tool", exact: true }).selectOption({ label: `Breaker ${contract.tag} (5 m/s²)` });
  // 5 m/s² for 2 h 30 min: 2 × 25 × 2.5 = 125 points.
  await dialog.getByLabel("Trigger time (minutes)").fill("150");
  await dialog.getByRole("button", { name: "Log trigger time" }).click();
  await expect(dialog.getByRole("alert")).toContainText("reached the daily exposure action value");
  await expect(dialog.getByText("125 points").first()).toBeVisible();
  if (process.env.SHOTS) await page.screenshot({ path: `${process.env.SHOTS}/havs-warning-390.png`, fullPage: true });

  // Another 6 hours would be 300 more: 425, past the limit.
  await dialog.getByRole("button", { name: "Log more time" }).click();
  await dialog.getByLabel("Trigger time (minutes)").fill("360");
  await dialog.getByRole("button", { name: "Log trigger time" }).click();
  const refused = dialog.getByRole("alert").filter({ hasText: "Not logged" });
  await expect(refused).toContainText("they must stop using vibrating tools today");
  await expect(refused).toContainText("has 125 points today; this use adds 300, making 425 of the 400 allowed");
  // The administrator may override, with a reason; here the worker stops instead.
  await expect(dialog.getByLabel("Reason to go over the limit")).toBeVisible();
  if (process.env.SHOTS) await page.screenshot({ path: `${process.env.SHOTS}/havs-refused-390.png`, fullPage: true });
  await dialog.getByRole("button", { name: "Back" }).click();
  await dialog.getByRole("button", { name: "Cancel" }).click();

  const row = page.getByRole("list", { name: "Workers' vibration exposure" }).getByRole("listitem");
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(worker.name);
  await expect(row).toContainText("125 points");
  if (process.env.SHOTS) {
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${process.env.SHOTS}/havs-day-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: `${process.env.SHOTS}/havs-day-1280.png`, fullPage: true });
  }
});
