import { type Page } from "@playwright/test";
import fs from "node:fs";
import { seriousViolations } from "./support/axe";
import { toastWithTitle } from "./support/helpers";
import { expect, test } from "./support/signed-in";

test.use({ signedInAs: "admin" });

/**
 * Issue 14's supplier journey (docs/decisions/0024-suppliers.md) on a phone: a buyer adds a supplier
 * with its lists, finds it by search, rates it and exports the register as CSV. Two more suppliers
 * come through the API so the register has something to sort and flag (one insurance lapsed).
 */
test.use({ viewport: { width: 390, height: 844 }, reducedMotion: "reduce" });

const SHOTS = process.env.SHOTS_DIR;
/**
 * The screen at phone and desktop width: no sideways scrolling, no serious axe violation, and with
 * SHOTS_DIR set a full-page screenshot of each for a person to look at.
 */
async function check(page: Page, name: string) {
  const found: string[] = [];
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(150);
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(sideways, `${name} at ${width} px scrolls sideways`).toBe(false);
    found.push(...(await seriousViolations(page, `${name} ${width}`)));
    if (SHOTS) {
      fs.mkdirSync(SHOTS, { recursive: true });
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      await page.setViewportSize({ width, height: Math.min(Math.max(900, height), 4000) });
      await page.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
    }
  }
  await page.setViewportSize({ width: 390, height: 844 });
  expect(found, found.join("\n")).toEqual([]);
}

const success = (page: Page, text: string | RegExp) => toastWithTitle(page, "Success").filter({ hasText: text });

test("a supplier is added on a phone, found by search, rated, and the register exported", async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto("/contracts");
  const tag = Date.now().toString(36).slice(-5).toUpperCase();
  for (const s of [
    { name: `Hanson Ready-Mix ${tag}`, supplierType: "concrete_aggregates", city: "Leeds", postcode: "LS10 1RS", insuranceExpiry: "2024-01-31" },
    { name: `GAP Plant Hire ${tag}`, supplierType: "plant_hire", city: "Leeds", postcode: "LS11 8PG", specializations: ["Excavators"] },
  ]) {
    const res = await page.request.post("/api/suppliers", { data: s });
    expect(res.status(), await res.text()).toBe(201);
  }

  await page.goto("/suppliers");
  await expect(page.getByRole("heading", { name: "Suppliers", level: 1 })).toBeVisible();
  await expect(page.getByRole("list", { name: "Suppliers" }).getByText("Insurance expired")).toBeVisible();
  await check(page, "list");

  // Add a supplier: the form checks with the shared schema before anything is sent.
  await page.getByRole("link", { name: "Add supplier" }).first().click();
  const form = page.getByRole("form", { name: "Add supplier" });
  await form.getByRole("button", { name: "Add supplier" }).click();
  await expect(form.getByText("Supplier name is required")).toBeVisible();
  await expect(form.getByText("Choose a supplier type")).toBeVisible();
  const name = `Aire Valley Timber ${tag}`;
  await form.getByLabel("Supplier name").fill(name);
  await form.getByLabel("Supplier type").selectOption({ label: "Timber & sheet materials" });
  await form.getByLabel("Code", { exact: true }).fill(`AVT-${tag}`);
  await form.getByLabel("Specialisations").fill("CLS studwork");
  await form.getByLabel("Specialisations").press("Enter");
  await form.getByRole("button", { name: "+ ISO 9001" }).click();
  await form.getByLabel("Contact person").fill("Helen Brook");
  await form.getByLabel("Phone").fill("0113 496 0900");
  await form.getByLabel("Email").fill("orders@airevalleytimber.example");
  await form.getByLabel("Postcode").fill("ls4 2ab");
  await form.getByLabel("VAT number").fill("GB12345678");
  await form.getByLabel("Credit limit (£)").fill("15000");
  await check(page, "form");
  await form.getByRole("button", { name: "Add supplier" }).click();
  await expect(form.getByText("VAT number must be GB followed by 9 or 12 digits, e.g. GB123456789")).toBeVisible();
  await form.getByLabel("VAT number").fill("GB 123 4567 89");
  await form.getByRole("button", { name: "Add supplier" }).click();
  await expect(success(page, `${name} added`)).toBeVisible();
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  await expect(page.getByText("LS4 2AB")).toBeVisible();

  // Find it from the register by its postcode, typed without the space.
  await page.getByRole("link", { name: "Back" }).click();
  await page.getByLabel("Search suppliers").fill("ls42ab");
  const results = page.getByRole("list", { name: "Suppliers" });
  await expect(results.getByRole("link")).toHaveCount(1);
  await results.getByRole("link", { name: new RegExp(name) }).click();

  // Rate it: the supplier's ratings become the average of the scores.
  await page.getByRole("button", { name: "Rate supplier" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Performance (0 to 5)").fill("4.5");
  await dialog.getByLabel("Quality (0 to 5)").fill("6");
  await dialog.getByRole("button", { name: "Save rating" }).click();
  await expect(dialog.getByText("Quality rating must be at most 5")).toBeVisible();
  await dialog.getByLabel("Quality (0 to 5)").fill("4");
  await dialog.getByLabel("Note").fill("Good first delivery");
  await dialog.getByRole("button", { name: "Save rating" }).click();
  await expect(success(page, "now averages 4.50 for performance and 4.00 for quality")).toBeVisible();
  await page.getByRole("tab", { name: "Ratings" }).click();
  await expect(page.getByText("Good first delivery").first()).toBeVisible();
  await page.getByRole("tab", { name: "Orders" }).click();
  await expect(page.getByText("No purchase orders yet")).toBeVisible();
  await check(page, "page");

  // Export the register as CSV, filtered to this run's suppliers.
  await page.goto(`/suppliers?q=${tag}`);
  await expect(page.getByText("3 suppliers")).toBeVisible();
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^suppliers-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = fs.readFileSync((await file.path())!, "utf8");
  const lines = text
    .replace(/^\uFEFF/, "")
    .trim()
    .split(/\r\n/);
  expect(lines[0]).toMatch(/^Name,Code,Supplier type,Status,/);
  expect(lines).toHaveLength(4);
  expect(text).toContain(`${name},AVT-${tag},Timber & sheet materials,Active,Helen Brook`);
});
