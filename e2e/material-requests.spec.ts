import { expect, test, type Browser, type Page } from "@playwright/test";
import { adminPage, createUserViaApi, readEmail, signInAndWait, uniqueEmail } from "./support/helpers";

/**
 * Issue 14's journey (docs/decisions/0036-0037): on a phone a site manager raises a material request
 * from the contract's diary; a buyer approves it and converts it, landing on the pre-filled draft PO.
 */
async function signInAs(browser: Browser, admin: Page, role: string, name: string, viewport: { width: number; height: number }) {
  const email = uniqueEmail(role.toLowerCase().replace(/\s+/g, "."));
  await createUserViaApi(admin.request, { name, email, role });
  const temporary = /Temporary password:\s*(\S+)/.exec(await readEmail(admin, email, "Your Sitebook account"))?.[1];
  const page = await (await browser.newContext({ viewport })).newPage();
  await signInAndWait(page, email, temporary!);
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("New Password", { exact: true }).fill("Journey2026x!");
  await dialog.getByLabel("Confirm New Password").fill("Journey2026x!");
  await dialog.getByRole("button", { name: "Change Password" }).click();
  await expect(dialog).toBeHidden();
  return page;
}

test("a site manager raises a request on a phone; a buyer approves and converts it to a draft PO", async ({ browser }) => {
  test.setTimeout(180_000);
  const admin = await adminPage(browser);
  const res = await admin.request.post("/api/projects", {
    data: { name: `Holbeck Yard ${Date.now().toString(36)}`, address: "Water Lane, Leeds", postcode: "LS11 5QN" },
  });
  expect(res.status(), await res.text()).toBe(201);
  const contract = (await res.json()) as { id: number; slug: string; name: string };

  // On a phone: the diary's Add menu, Request materials.
  const site = await signInAs(browser, admin, "Site Manager", "Sam Site", { width: 390, height: 844 });
  await site.goto(`/project/${contract.slug}`);
  await site.getByRole("button", { name: "Add to the diary" }).click();
  await site.getByRole("menuitem", { name: "Request materials" }).click();
  const form = site.getByRole("form", { name: "Request Materials" });
  await form.getByLabel("Material Description").fill("Sand");
  await form.getByRole("button", { name: "Create Entry" }).click();
  await expect(form.getByText("Please provide detailed material description (minimum 10 characters)")).toBeVisible();
  await form.getByLabel("Material Description").fill("Type 1 MOT sub-base for the car park formation");
  await form.getByLabel("Quantity Estimate").fill("40 tonnes");
  await form.getByLabel("Urgency").selectOption("urgent");
  await form.getByLabel("Date Needed").fill("2027-01-15");
  await form.getByLabel("Cost Code").fill("CP-210");
  await form.getByLabel("Site Location").fill("Car park, grid A1-A6");
  expect(await site.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await form.getByRole("button", { name: "Create Entry" }).click();
  await expect(site.getByRole("status").filter({ hasText: /Material request #\d+ sent for approval/ })).toBeVisible();
  await expect(form).toBeHidden();

  // The contract's own list, under its deliveries: the request, pending, with who asked and when it is needed.
  await site.goto(`/project/${contract.slug}?tab=deliveries`);
  const own = site.locator("[data-testid^=material-request-]").filter({ hasText: "Type 1 MOT sub-base for the car park formation" });
  await expect(own.getByText("Pending", { exact: true })).toBeVisible();
  await expect(own.getByText("Urgent", { exact: true })).toBeVisible();
  await expect(own).toContainText("Requested by: Sam Site");
  await expect(own).toContainText("Needed: 15/01/2027");
  // A site manager raises requests; deciding them is the buyers' (no Approve here).
  await expect(own.getByRole("button", { name: "Approve" })).toHaveCount(0);
  await expect(site.getByRole("heading", { name: "Material requests" })).toBeVisible();
  expect(await site.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The buyer, at a desk.
  const buyer = await signInAs(browser, admin, "Buyer", "Gemma Buyer", { width: 1280, height: 900 });
  await buyer.goto("/purchase-orders?tab=requests");
  const card = buyer
    .locator("[data-testid^=material-request-]")
    .filter({ hasText: "Type 1 MOT sub-base for the car park formation" })
    .filter({ hasText: contract.name });
  await expect(card.getByText("Urgent", { exact: true })).toBeVisible();
  await card.getByRole("button", { name: "Approve" }).click();
  await expect(card.getByText("Approved", { exact: true })).toBeVisible();
  await card.getByRole("button", { name: "Convert to PO" }).click();

  // The new draft opens for editing, pre-filled from the request.
  await expect(buyer).toHaveURL(/\/purchase-orders\?order=\d+&edit=1$/);
  const po = buyer.getByRole("form");
  await expect(po.getByLabel("Category")).toHaveValue("materials");
  await expect(po.getByLabel("Description").first()).toHaveValue("Type 1 MOT sub-base for the car park formation");
  await expect(po.getByLabel("Quantity").first()).toHaveValue(/^40(\.000)?$/);
  await expect(po.getByLabel("Notes")).toHaveValue(/Cost code: CP-210/);
  const orderId = /order=(\d+)/.exec(buyer.url())![1];
  await buyer.goto(`/purchase-orders?order=${orderId}`);
  await buyer.getByRole("link", { name: /From material request #\d+/ }).click();
  await expect(buyer).toHaveURL(/tab=requests&request=\d+/);
  await expect(card.getByText("Converted to PO", { exact: true })).toBeVisible();

  // On the contract's page the buyer sees the same request, converted, its order one click away.
  await buyer.goto(`/project/${contract.slug}?tab=deliveries`);
  const onContract = buyer.locator("[data-testid^=material-request-]").filter({ hasText: "Type 1 MOT sub-base for the car park formation" });
  await expect(onContract.getByText("Converted to PO", { exact: true })).toBeVisible();
  await onContract.getByRole("link", { name: /^PO-\d{4}-\d{4}$/ }).click();
  await expect(buyer).toHaveURL(new RegExp(`/purchase-orders\\?order=${orderId}$`));
  await admin.context().close();
});
