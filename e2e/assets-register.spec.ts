import { type Page } from "@playwright/test";
import { toastWithTitle } from "./support/helpers";
import { expect, test } from "./support/signed-in";

test.use({ signedInAs: "admin" });
test.use({ viewport: { width: 1280, height: 900 } });

/**
 * Issue 32's register journey: an asset added through its form is found by a search of its serial,
 * its status changed on its page shows in its history, and a document uploaded with an expiry shows
 * its expiry state.
 */

const tag = Date.now().toString(36).toUpperCase();
const success = (page: Page, text: string | RegExp) => toastWithTitle(page, "Success").filter({ hasText: text });
const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

test("add an asset, find it by search, change its status (the history shows it), upload a document with an expiry and correct it", async ({ page }) => {
  test.setTimeout(150_000);
  const name = `Telehandler ${tag}`;
  await page.goto("/assets");
  await expect(page.getByRole("heading", { name: "Assets", level: 1 })).toBeVisible();
  await page.getByRole("link", { name: "Add asset" }).first().click();
  await expect(page).toHaveURL(/\/assets\/new$/);

  const form = page.getByRole("form", { name: "Add asset" });
  // The server's and the form's words on the fields: nothing typed yet.
  await form.getByRole("button", { name: "Add asset" }).click();
  await expect(form.getByText("Asset name is required")).toBeVisible();
  await expect(form.getByText("Choose an asset type")).toBeVisible();

  await form.getByRole("textbox", { name: "Name", exact: true }).fill(name);
  await form.getByRole("combobox", { name: "Type", exact: true }).selectOption("plant");
  await form.getByLabel("Category").fill("Telehandler");
  await form.getByLabel("Manufacturer").fill("JCB");
  await form.getByLabel("Serial number").fill(`SN-${tag}`);
  await form.getByLabel("Ownership").selectOption("hired_in");
  await form.getByLabel("Hire supplier").fill("Speedy Hire");
  await form.getByRole("button", { name: "Add asset" }).click();
  await expect(success(page, `${name} added`)).toBeVisible();
  await expect(page).toHaveURL(/\/assets\/edit\/\d+$/);
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();

  // Found by its serial number in the register, with its safe-to-use badge in words.
  await page.goto("/assets");
  await page.getByLabel("Search assets").fill(`sn-${tag.toLowerCase()}`);
  await expect(page).toHaveURL(new RegExp(`q=sn-${tag.toLowerCase()}`));
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row.getByText("Safe to use")).toBeVisible();
  await expect(row.getByText("No hire evidence")).toBeVisible();
  await row.getByRole("link", { name }).click();

  // Its status changed on its page: the history says from what to what.
  const edit = page.getByRole("form", { name: "Edit asset" });
  await edit.getByRole("combobox", { name: "Status", exact: true }).selectOption("maintenance");
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(success(page, `${name} updated`)).toBeVisible();
  await expect(page.getByText("Do not use").first()).toBeVisible();
  await expect(page.getByRole("list", { name: "Asset history" }).getByText("Active → In maintenance")).toBeVisible();

  // A document with an expiry: listed with its state.
  const docs = page.getByRole("form", { name: "Add a document" });
  await docs.getByRole("combobox", { name: "Category", exact: true }).selectOption("inspection");
  await docs.getByRole("textbox", { name: "Title", exact: true }).fill("Supplier's LOLER report");
  await docs.getByLabel("Expiry date").fill(isoDay(10));
  await docs
    .locator("#asset-doc-file")
    .setInputFiles({ name: "loler.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n") });
  await docs.getByRole("button", { name: "Upload document" }).click();
  await expect(success(page, "Supplier's LOLER report added")).toBeVisible();
  const listed = page.getByRole("listitem").filter({ hasText: "Supplier's LOLER report" });
  await expect(listed.getByText("Expiring soon")).toBeVisible();
  await expect(listed.getByRole("link", { name: /Download/ })).toBeVisible();

  // The report's renewal date corrected in its place: the file stays, the state follows the new expiry.
  await listed.getByRole("button", { name: "Edit Supplier's LOLER report" }).click();
  const docForm = page.getByRole("form", { name: "Edit Supplier's LOLER report" });
  await docForm.getByLabel("Expiry date").fill(isoDay(200));
  await docForm.getByRole("button", { name: "Save document" }).click();
  await expect(success(page, "Supplier's LOLER report saved")).toBeVisible();
  const saved = page.getByRole("listitem").filter({ hasText: "Supplier's LOLER report" });
  await expect(saved.getByText("Expiring soon")).toHaveCount(0);
  await expect(saved.getByRole("link", { name: /Download/ })).toBeVisible();
});
