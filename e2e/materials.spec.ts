import { type Page } from "@playwright/test";
import { toastWithTitle } from "./support/helpers";
import { expect, test } from "./support/signed-in";

test.use({ signedInAs: "admin" });

/**
 * Issue 14's materials journey: a material created with a DESNZ factor and its weight per unit shows
 * the carbon one unit implies; two suppliers' quotes and an expired one are added, and the page lists
 * the cheapest valid quote first and the expired one last. Set-up (two suppliers) goes through the API.
 */
test.use({ viewport: { width: 1280, height: 900 } });

const tag = Date.now().toString(36).toUpperCase();
const success = (page: Page, text: string | RegExp) => toastWithTitle(page, "Success").filter({ hasText: text });
const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** Two suppliers to quote: the suppliers there are, or two added through the suppliers area's API on a fresh install. */
async function twoSuppliers(page: Page): Promise<[string, string]> {
  const options = await (await page.request.get("/api/materials/options")).json();
  const names: string[] = options.suppliers.map((s: { name: string }) => s.name);
  if (names.length >= 2) return [names[0], names[1]];
  for (const name of [`Aire Valley Merchants ${tag}`, `Pennine Concrete ${tag}`]) {
    const res = await page.request.post("/api/suppliers", { data: { name, supplierType: "builders_merchant" } });
    expect(res.status(), await res.text()).toBe(201);
    names.push(name);
  }
  return [names[0], names[1]];
}

async function addQuote(page: Page, q: { supplier: string; price: string; reference: string; quoteDate?: string; expiryDate: string }) {
  await page.getByRole("button", { name: "Add quote" }).click();
  const dialog = page.getByRole("dialog", { name: "Add quote" });
  await dialog.getByLabel("Supplier").selectOption({ label: q.supplier });
  await dialog.getByLabel("Quoted price (£)").fill(q.price);
  await dialog.getByLabel("Reference").fill(q.reference);
  if (q.quoteDate) await dialog.getByLabel("Quote date").fill(q.quoteDate);
  await dialog.getByLabel("Expiry date").fill(q.expiryDate);
  await dialog.getByRole("button", { name: "Add quote" }).click();
  await expect(dialog).toBeHidden();
  await expect(success(page, "Quote added").last()).toBeVisible();
}

test("a material with a factor and weight shows its carbon per unit, and its quotes list the cheapest valid first", async ({ page }) => {
  // Two suppliers, a material through its form and three quotes, each save waiting for the lists it changed:
  // 25 s on a quiet machine, over a minute on a busy one.
  test.setTimeout(150_000);
  await page.goto("/contracts");
  const [dearer, cheaper] = await twoSuppliers(page);
  const sku = `E2E-C3240-${tag}`;

  await page.goto("/materials");
  await expect(page.getByRole("heading", { name: "Materials", level: 1 })).toBeVisible();
  await page.getByRole("link", { name: "New material" }).first().click();
  await expect(page).toHaveURL(/\/materials\/new$/);

  const form = page.getByRole("form", { name: "New material" });
  await form.getByLabel("Description").fill("Ready-mix concrete C32/40");
  await form.getByLabel("SKU").fill(sku);
  await form.getByLabel("Purchase cost (£)").fill("118.50");
  await form.getByLabel("Unit", { exact: true }).fill("m³");
  await form.getByLabel("Weight per unit").fill("2.4");
  await form.getByLabel("Weight unit").selectOption("tonnes");
  await form.getByLabel("Category").fill("Concrete");
  await form.getByLabel("Carbon factor").click();
  const picker = page.getByRole("dialog", { name: "Material factor" });
  await picker.getByRole("searchbox", { name: "Search material factors" }).fill("concrete");
  await picker
    .getByRole("option", { name: /^Concrete.*Primary material production/ })
    .first()
    .click();
  await expect(picker).toBeHidden();
  // 2.4 t × the DESNZ concrete factor (about 119 kg CO2e per tonne): about 285 kg per m³.
  await expect(form.getByTestId("carbon-per-unit")).toHaveText(/^2\d\d\.\d\d kg CO2e per m³$/);
  const carbon = await form.getByTestId("carbon-per-unit").innerText();

  await form.getByRole("button", { name: "Add material" }).click();
  await expect(success(page, `${sku} added`)).toBeVisible();
  await expect(page).toHaveURL(/\/materials\/edit\/\d+$/);
  await expect(page.getByRole("heading", { name: "Ready-mix concrete C32/40", level: 1 })).toBeVisible();
  await expect(page.getByTestId("carbon-per-unit")).toHaveText(carbon);

  await addQuote(page, { supplier: dearer, price: "121.40", reference: "Q-1001", expiryDate: isoDay(60) });
  await addQuote(page, { supplier: cheaper, price: "114.90", reference: "Q-2002", expiryDate: isoDay(30) });
  // Cheaper still, but its price has run out.
  await addQuote(page, { supplier: dearer, price: "99.00", reference: "Q-0999", quoteDate: isoDay(-120), expiryDate: isoDay(-30) });

  const quotes = page.getByRole("list", { name: "Quotes, cheapest valid first" }).getByRole("listitem");
  await expect(quotes).toHaveCount(3);
  await expect(quotes.nth(0)).toContainText(cheaper);
  await expect(quotes.nth(0)).toContainText("Cheapest");
  await expect(quotes.nth(0)).toContainText("£114.90");
  await expect(quotes.nth(1)).toContainText(dearer);
  await expect(quotes.nth(1)).toContainText("£121.40");
  await expect(quotes.nth(2)).toContainText("Expired");
  await expect(quotes.nth(2)).toContainText("£99.00");

  // The list finds it by SKU and shows the best valid quote.
  await page.getByRole("link", { name: "Back to Materials" }).click();
  await page.getByRole("searchbox", { name: "Search materials" }).fill(sku);
  const row = page.getByRole("row").filter({ hasText: sku });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("£114.90");
  await expect(row).toContainText("£118.50");
});
