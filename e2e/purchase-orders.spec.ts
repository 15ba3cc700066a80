import fs from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { extractText } from "unpdf";
import { adminPage, createUserViaApi, readEmail, signIn, toastWithTitle, uniqueEmail } from "./support/helpers";

/**
 * Issue 14's journey (docs/decisions/0028-0030): a £12,400 + VAT order drafted with live exact totals,
 * the contract's materials budget warning asks for a reason, the order cannot be sent until approved,
 * the person who raised it cannot approve it, a director does, and then it is marked as ordered.
 */
test.use({ viewport: { width: 1280, height: 900 } });

const SHOTS = process.env.PO_SHOTS_DIR ?? "test-results/screens";

async function shot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  const size = page.viewportSize() ?? { width: 1280, height: 900 };
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: size.width, height: Math.max(size.height, height) });
  await page.screenshot({ path: `${SHOTS}/${size.width}-${name}.png` });
  await page.setViewportSize(size);
  // Nothing may scroll sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
}

test("a £12,400 + VAT order over budget is drafted, blocked until a director approves, then ordered", async ({ page, browser }) => {
  // Three people sign in through the bot check: longer than one journey's minute on a busy machine.
  test.setTimeout(180_000);
  const admin = await adminPage(browser);
  const project = await admin.request.post("/api/projects", {
    data: { name: `Armley Mills Phase 2 ${Date.now().toString(36)}`, address: "Canal Road, Leeds", postcode: "LS12 2QF", budgetMaterials: "10000" },
  });
  expect(project.status(), await project.text()).toBe(201);
  const contract = (await project.json()) as { id: number; name: string };

  // The buyer raises the order.
  const buyerEmail = uniqueEmail("buyer");
  await createUserViaApi(admin.request, { name: "Gemma Buyer", email: buyerEmail, role: "Buyer" });
  const signInFirst = async (p: Page, email: string, password: string) => {
    const temporary = /Temporary password:\s*(\S+)/.exec(await readEmail(admin, email, "Your Sitebook account"))?.[1];
    await signIn(p, email, temporary!);
    // The invisible bot check is solved in the browser: on a busy machine it takes a while.
    await expect(p).toHaveURL(/\/contracts$/, { timeout: 30_000 });
    const dialog = p.getByRole("dialog");
    await dialog.getByLabel("New Password", { exact: true }).fill(password);
    await dialog.getByLabel("Confirm New Password").fill(password);
    await dialog.getByRole("button", { name: "Change Password" }).click();
    await expect(dialog).toBeHidden();
  };
  await signInFirst(page, buyerEmail, "Buyer2026x!");

  await page.goto("/purchase-orders");
  await expect(page.getByRole("heading", { name: "Purchase Orders", level: 1 })).toBeVisible();
  await page.getByRole("link", { name: "New purchase order" }).first().click();
  const form = page.getByRole("form", { name: "New purchase order" });
  await form.getByLabel("Contract").selectOption({ label: contract.name });
  await form.getByLabel("Category").selectOption("materials");
  await form.getByLabel("Supplier name").fill("Hanson Cement");
  await form.getByLabel("Supplier email").fill("orders@hanson.example");
  await form.getByLabel("Supplier phone").fill("0113 496 0789");
  await form.getByLabel("Supplier address").fill("Stourton Works, Leeds LS10 1RP");
  await form.getByLabel("Transport distance (km)").fill("42");
  await form.getByLabel("Transport load (tonnes)").fill("40");
  await form.getByLabel("Terms").fill("Payment 30 days from the end of the month of invoice.");
  await expect(form.getByLabel("Ordered by")).toHaveValue("Gemma Buyer");
  await form.getByLabel("Description").fill("CEM I 52.5N bulk cement");
  await form.getByLabel("Quantity").fill("40");
  await form.getByLabel("Unit", { exact: true }).fill("t");
  await form.getByLabel("Price (£)").fill("310");

  // Exact totals as typed, and the budget warning.
  await expect(form.getByLabel("Line 1 total")).toHaveText("£12,400.00");
  await expect(form.getByLabel("Order totals")).toContainText("Subtotal£12,400.00");
  await expect(form.getByLabel("Order totals")).toContainText("VAT (20%)£2,480.00");
  await expect(form.getByLabel("Order totals")).toContainText("Total£14,880.00");
  const budget = page.getByTestId("budget-panel");
  await expect(budget).toContainText("Materials budget£10,000.00");
  await expect(budget).toContainText("Remaining-£2,400.00");
  await expect(budget.getByRole("alert")).toContainText("takes the materials budget over by £2,400.00");
  await shot(page, "po-form-over-budget");

  await form.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Give a reason for going over the contract's budget")).toBeVisible();
  await form.getByLabel("Reason for going over budget").fill("Client variation V12 adds the east wing");
  await form.getByRole("button", { name: "Save draft" }).click();
  await expect(toastWithTitle(page, "Success").filter({ hasText: /PO-\d{4}-\d{4} drafted/ })).toBeVisible();
  const heading = page.getByRole("heading", { level: 1, name: /^PO-\d{4}-\d{4}$/ });
  await expect(heading).toBeVisible();
  const poNumber = (await heading.textContent())!;
  const orderUrl = page.url();
  const orderId = Number(new URL(orderUrl).searchParams.get("order"));

  // What the form set, on the order page: the supplier's phone and address, transport and terms, and the carbon they imply.
  await expect(page.getByText("0113 496 0789")).toBeVisible();
  await expect(page.getByText("Stourton Works, Leeds LS10 1RP")).toBeVisible();
  await expect(page.getByText("42 km", { exact: true })).toBeVisible();
  await expect(page.getByText("Payment 30 days from the end of the month of invoice.")).toBeVisible();
  const carbon = page.getByRole("region", { name: /Expected carbon/ });
  await expect(carbon).toContainText(/Transport: [\d.,]+ (kg|t) CO2e \(42 km, 40 t by HGV 32-38 tonne\)/);

  // Needs approval: no "Send to supplier" yet, and the server refuses it too.
  await expect(page.getByTestId("po-total")).toHaveText("£14,880.00");
  await expect(page.getByTestId("approval-panel")).toContainText("Orders of £10,000.00 or more need approval");
  await expect(page.getByRole("button", { name: "Send to supplier" })).toHaveCount(0);
  const blocked = await page.request.post(`/api/purchase-orders/${orderId}/order`);
  expect(blocked.status()).toBe(409);
  expect((await blocked.json()).message).toBe("This order must be approved before it is sent");
  await page.getByRole("button", { name: "Submit for approval" }).click();
  await expect(page.getByTestId("approval-panel")).toContainText("Waiting for approval.");
  // The buyer cannot approve (no band, and they raised it).
  await expect(page.getByRole("button", { name: "Approve" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Send to supplier" })).toHaveCount(0);
  await shot(page, "po-pending-approval");

  // The director approves it from the list. (Each account is made just before its first sign-in:
  // the outbox lists the newest email first while its filter is still being applied.)
  const directorEmail = uniqueEmail("director");
  await createUserViaApi(admin.request, { name: "Dee Director", email: directorEmail, role: "Director" });
  const director = await (await browser.newContext()).newPage();
  await signInFirst(director, directorEmail, "Director2026x!");
  await director.goto("/purchase-orders?status=pending_approval");
  await director.getByRole("link", { name: poNumber }).click();
  await director.getByRole("button", { name: "Approve" }).click();
  const dialog = director.getByRole("dialog");
  await dialog.getByLabel("Note (optional)").fill("Variation V12 is instructed");
  await dialog.getByRole("button", { name: "Approve" }).click();
  await expect(toastWithTitle(director, "Success").filter({ hasText: "Order approved" })).toBeVisible();
  await expect(director.getByTestId("approval-panel")).toContainText("Approved by Dee Director");
  await director.context().close();

  // Now the buyer can send it.
  await page.reload();
  await page.getByRole("button", { name: "Send to supplier" }).click();
  const sendDialog = page.getByRole("dialog");
  await expect(sendDialog.getByTestId("po-send-recipient")).toContainText("orders@hanson.example");
  await sendDialog.getByRole("button", { name: "Send to supplier" }).click();
  await expect(toastWithTitle(page, "Success").filter({ hasText: "Order sent to the supplier" })).toBeVisible();
  const history = page.getByRole("list", { name: "Order history" });
  await expect(history.getByRole("listitem")).toHaveCount(5);
  await expect(history).toContainText("Sent to the supplier");
  // The PDF the supplier was sent (the API test reads the outbox attachment itself): drawn from the template.
  const pdf = await page.request.get(`/api/purchase-orders/${orderId}/pdf`);
  expect(pdf.status()).toBe(200);
  const text = (await extractText(new Uint8Array(await pdf.body()), { mergePages: true })).text.replace(/\s+/g, " ");
  for (const words of [
    poNumber,
    "Hanson Cement",
    "Stourton Works, Leeds LS10 1RP",
    "Tel: 0113 496 0789",
    "CEM I 52.5N bulk cement",
    "VAT at 20%",
    "£14,880.00",
    "Payment 30 days from the end of the month of invoice.",
  ])
    expect(text).toContain(words);
  await expect(history).toContainText("Submitted for approval → Pending approval");
  await expect(history).toContainText("Approved");
  await expect(history).toContainText("Variation V12 is instructed");

  // The supplier's invoice, ahead of the goods: compared with what has been delivered.
  await page.getByRole("button", { name: "Record invoice" }).click();
  const invoiceForm = page.getByRole("form", { name: "Invoice" });
  await invoiceForm.getByLabel("Invoice number").fill("HC-INV-88120");
  await invoiceForm.getByLabel("Amount inc. VAT (£)").fill("14880");
  await shot(page, "po-invoice-dialog");
  await invoiceForm.getByRole("button", { name: "Save invoice" }).click();
  await expect(toastWithTitle(page, "Success").filter({ hasText: "Invoice recorded" })).toBeVisible();
  await expect(page.getByTestId("invoice-comparison")).toHaveText("Invoice £14,880.00 against £0.00 delivered: £14,880.00 over");
  await expect(history).toContainText("Invoice recorded");

  // A supplier's quote kept with the order, its document through the files store.
  const supplier = await admin.request.post("/api/suppliers", {
    data: { name: `Aalborg Portland ${Date.now().toString(36)}`, supplierType: "builders_merchant" },
  });
  expect(supplier.status(), await supplier.text()).toBe(201);
  const supplierName = ((await supplier.json()) as { name: string }).name;
  await page.reload();
  await page.getByRole("button", { name: "Add quote" }).click();
  const quoteForm = page.getByRole("form", { name: "Add quote" });
  await quoteForm.getByLabel("Supplier").selectOption({ label: supplierName });
  await quoteForm.getByLabel("Quoted price (£)").fill("12150");
  await quoteForm.getByLabel("Reference").fill("AP-7731");
  await shot(page, "po-quote-dialog");
  await quoteForm
    .getByLabel("Quote document")
    .setInputFiles({ name: "aalborg-quote.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n%%EOF\n") });
  await quoteForm.getByRole("button", { name: "Add quote" }).click();
  await expect(toastWithTitle(page, "Success").filter({ hasText: "Quote added" })).toBeVisible();
  const quotes = page.getByRole("list", { name: "Order quotes, cheapest valid first" });
  await expect(quotes).toContainText(supplierName);
  await expect(quotes).toContainText("£12,150.00");
  await expect(quotes.getByRole("link", { name: "aalborg-quote.pdf" })).toBeVisible();
  await shot(page, "po-ordered");

  await page.goto("/purchase-orders");
  await expect(page.getByRole("link", { name: poNumber })).toBeVisible();
  await shot(page, "po-list");

  // A phone: the list as cards and the order page, nothing wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/purchase-orders");
  await expect(page.getByRole("link", { name: new RegExp(poNumber) }).first()).toBeVisible();
  await shot(page, "po-list");
  await page.goto(orderUrl);
  await expect(page.getByTestId("po-total")).toHaveText("£14,880.00");
  await shot(page, "po-ordered");
  await expect(page.getByTestId("invoice-comparison")).toBeVisible();
  await page.getByRole("button", { name: "Add quote" }).click();
  await expect(page.getByRole("form", { name: "Add quote" })).toBeVisible();
  await shot(page, "po-quote-dialog");
  await page.keyboard.press("Escape");
  await page.goto("/purchase-orders?order=new");
  await expect(page.getByRole("form", { name: "New purchase order" })).toBeVisible();
  await shot(page, "po-form");
  await page.getByRole("form", { name: "New purchase order" }).getByLabel("Transport distance (km)").fill("-3");
  await page.getByRole("form", { name: "New purchase order" }).getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Transport distance must be a number of km, 0 or more")).toBeVisible();
  await shot(page, "po-form-errors");

  // The approval settings: the administrator's to change.
  await admin.goto("/purchase-orders?tab=approval");
  await expect(admin.getByLabel("Approval threshold (£)")).toHaveValue("10000.00");
  await expect(admin.getByLabel("Project Manager approval limit")).toHaveValue("25000.00");
  await shot(admin, "po-approval-settings");
  await admin.setViewportSize({ width: 390, height: 844 });
  await shot(admin, "po-approval-settings");
  await admin.context().close();
});
