import fs from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { adminPage, createUserViaApi, readEmail, signIn, toastWithTitle, uniqueEmail } from "./support/helpers";
import { png } from "./support/png";

/**
 * Issue 14's goods receipt journey (decision 0034), phone-first at 390 px: the site manager receives
 * 60 % of a line, then the rest; two GRNs, partially then fully delivered, and the diary deliveries
 * carry their material carbon. The order is seeded through the API (a material with a carbon factor).
 */
test.use({ viewport: { width: 390, height: 844 } });

const SHOTS = process.env.PO_SHOTS_DIR ?? "test-results/screens";

async function shot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/390-${name}.png`, fullPage: true });
  // Nothing may scroll sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

test("the site manager receives 60 % of a line, then the rest: two GRNs and the diary deliveries with carbon", async ({ page, browser }) => {
  test.setTimeout(180_000);
  const admin = await adminPage(browser);
  const tag = Date.now().toString(36);
  const project = await admin.request.post("/api/projects", {
    data: { name: `Kirkstall Forge ${tag}`, address: "Abbey Road, Leeds", postcode: "LS5 3NF", budgetMaterials: "10000" },
  });
  expect(project.status(), await project.text()).toBe(201);
  const contract = (await project.json()) as { id: number; slug: string };
  const material = await admin.request.post("/api/materials", {
    data: {
      itemDescription: "C32/40 ready-mix concrete",
      sku: `CON-${tag}`,
      purchaseCost: "120.00",
      unit: "t",
      weight: "1",
      weightUnit: "tonnes",
      carbonFactorId: "19_500_5020_15_1",
      type: "materials",
      active: "yes",
    },
  });
  expect(material.status(), await material.text()).toBe(201);
  const created = await admin.request.post("/api/purchase-orders", {
    data: {
      supplier: "Hanson Concrete",
      supplierEmail: "orders@hanson.example",
      orderedBy: "Ada Admin",
      poCategory: "materials",
      projectId: contract.id,
      lines: [{ materialId: (await material.json()).id, description: "C32/40 ready-mix concrete", unit: "t", quantity: "20", unitPrice: "120.00" }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const order = (await created.json()) as { id: number; poNumber: string };
  expect((await admin.request.post(`/api/purchase-orders/${order.id}/order`)).status()).toBe(200);

  const email = uniqueEmail("site");
  await createUserViaApi(admin.request, { name: "Sam Site", email, role: "Site Manager" });
  const temporary = /Temporary password:\s*(\S+)/.exec(await readEmail(admin, email, "Your Sitebook account"))?.[1];
  await signIn(page, email, temporary!);
  await expect(page).toHaveURL(/\/contracts$/, { timeout: 30_000 });
  const change = page.getByRole("dialog");
  await change.getByLabel("New Password", { exact: true }).fill("Site2026x!");
  await change.getByLabel("Confirm New Password").fill("Site2026x!");
  await change.getByRole("button", { name: "Change Password" }).click();
  await expect(change).toBeHidden();

  await page.goto(`/purchase-orders?order=${order.id}`);
  await expect(page.getByRole("heading", { level: 1, name: order.poNumber })).toBeVisible();
  await page.getByRole("button", { name: "Receive goods" }).click();
  let dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("Ordered 20 · received 0 · remaining 20 t");
  await expect(dialog.getByLabel("Received by")).toHaveValue("Sam Site");
  await dialog.getByLabel("Quantity received (t)").fill("12");
  await dialog.getByLabel("Delivery note number").fill("HC-448120");
  // The photo of the note: chosen (on a phone the camera button opens the camera), shown before saving.
  await dialog.getByLabel("Choose photo").setInputFiles({ name: "delivery-note.png", mimeType: "image/png", buffer: png() });
  await expect(dialog.getByRole("img", { name: "Photo of the delivery note, not yet saved" })).toBeVisible();
  await expect(dialog).toContainText("delivery-note.png");
  await shot(page, "receive-goods-form");
  await dialog.getByRole("button", { name: "Receive goods" }).click();
  await expect(toastWithTitle(page, "Success").filter({ hasText: /Goods received: GRN-\d{4}-\d{4}/ })).toBeVisible();
  await expect(page.getByText("Partially delivered").first()).toBeVisible();
  await expect(page.getByTestId("po-delivered")).toHaveText("£1,728.00");
  await expect(page.getByTestId("po-remaining")).toHaveText("£1,152.00");
  // The GRN keeps the photo (one of the contract's files) and shows it.
  const photo = page.getByRole("img", { name: /^Photo of delivery note HC-448120 \(GRN-\d{4}-\d{4}\)$/ });
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(40);

  await page.getByRole("button", { name: "Receive goods" }).click();
  dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("Ordered 20 · received 12 · remaining 8 t");
  await dialog.getByRole("button", { name: "All" }).click();
  await expect(dialog.getByLabel("Quantity received (t)")).toHaveValue("8");
  await dialog.getByLabel("Delivery note number").fill("HC-448199");
  await dialog.getByRole("button", { name: "Receive goods" }).click();
  await expect(page.getByText("Fully delivered").first()).toBeVisible();
  await expect(page.getByTestId("po-remaining")).toHaveText("£0.00");
  const grns = page.getByRole("list", { name: "Goods received notes" }).locator(":scope > li");
  await expect(grns).toHaveCount(2);
  await expect(page.getByRole("button", { name: "Receive goods" })).toHaveCount(0);
  await shot(page, "order-fully-delivered");

  // The diary deliveries carry the material carbon (12 t and 8 t of concrete at 118.79306 kg per tonne).
  const list = await page.request.get(`/api/projects/by-slug/${contract.slug}/deliveries`);
  expect(list.status(), await list.text()).toBe(200);
  const items = ((await list.json()) as { items: { poNumber: string; materialKg: number }[] }).items;
  expect(items.map((d) => [d.poNumber, d.materialKg]).sort()).toEqual([
    [order.poNumber, 1425.517],
    [order.poNumber, 950.344],
  ]);

  await grns.first().getByRole("link", { name: "Diary delivery" }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${contract.slug}\\?tab=deliveries`));
  await expect(page.getByRole("link", { name: order.poNumber }).first()).toBeVisible();
  await shot(page, "diary-deliveries");
});
