import { extractText } from "unpdf";
import { toastWithTitle } from "./support/helpers";
import { shot } from "./support/shots";
import { newColleague } from "./support/users";
import { expect, test } from "./support/signed-in";

/**
 * The order's own fields beyond the procurement journey (e2e/procurement-ordering.spec.ts and
 * e2e/procurement-delivery.spec.ts, which take an order over budget through approval to delivery; a
 * receipt reversed and an order sent again are e2e/purchase-order-corrections.spec.ts): the
 * supplier's phone and address, transport distance and load with the carbon they imply, terms on the
 * PDF, the supplier's invoice compared with what has been delivered, a quote with its document, and
 * the screens at 390 px.
 */
test.use({ viewport: { width: 1280, height: 900 } });

test("an order under the approval threshold: supplier, transport and terms, sent with its PDF, invoiced and quoted", async ({ browser, pageAs }) => {
  // Two people sign in through the bot check: longer than one journey's minute on a busy machine.
  test.setTimeout(300_000);
  const admin = await pageAs("admin");
  const project = await admin.request.post("/api/projects", {
    data: { name: `Armley Mills Phase 2 ${Date.now().toString(36)}`, address: "Canal Road, Leeds", postcode: "LS12 2QF", budgetMaterials: "10000" },
  });
  expect(project.status(), await project.text()).toBe(201);
  const contract = (await project.json()) as { id: number; name: string };
  const page = await newColleague(browser, admin, { role: "Buyer", name: "Gemma Buyer" });

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
  await form.getByLabel("Quantity").fill("25");
  await form.getByLabel("Unit", { exact: true }).fill("t");
  await form.getByLabel("Price (£)").fill("310");

  // Exact totals as typed, within the contract's materials budget.
  await expect(form.getByLabel("Line 1 total")).toHaveText("£7,750.00");
  await expect(form.getByLabel("Order totals")).toContainText("Subtotal£7,750.00");
  await expect(form.getByLabel("Order totals")).toContainText("VAT (20%)£1,550.00");
  await expect(form.getByLabel("Order totals")).toContainText("Total£9,300.00");
  const budget = page.getByTestId("budget-panel");
  await expect(budget).toContainText("Materials budget£10,000.00");
  await expect(budget).toContainText("Remaining£2,250.00");
  await expect(budget.getByRole("alert")).toHaveCount(0);
  await shot(page, "po-form-filled");

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

  // Its total is under the £10,000.00 threshold: the buyer sends it without an approval.
  await expect(page.getByTestId("po-total")).toHaveText("£9,300.00");
  await page.getByRole("button", { name: "Send to supplier" }).click();
  const sendDialog = page.getByRole("dialog");
  await expect(sendDialog.getByTestId("po-send-recipient")).toContainText("orders@hanson.example");
  await sendDialog.getByRole("button", { name: "Send to supplier" }).click();
  await expect(toastWithTitle(page, "Success").filter({ hasText: "Order sent to the supplier" })).toBeVisible();
  const history = page.getByRole("list", { name: "Order history" });
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
    "£9,300.00",
    "Payment 30 days from the end of the month of invoice.",
  ])
    expect(text).toContain(words);
  await expect(history).toContainText("Drafted");

  // The supplier's invoice, ahead of the goods: compared with what has been delivered.
  await page.getByRole("button", { name: "Record invoice" }).click();
  const invoiceForm = page.getByRole("form", { name: "Invoice" });
  await invoiceForm.getByLabel("Invoice number").fill("HC-INV-88120");
  await invoiceForm.getByLabel("Amount inc. VAT (£)").fill("9300");
  await shot(page, "po-invoice-dialog");
  await invoiceForm.getByRole("button", { name: "Save invoice" }).click();
  await expect(toastWithTitle(page, "Success").filter({ hasText: "Invoice recorded" })).toBeVisible();
  await expect(page.getByTestId("invoice-comparison")).toHaveText("Invoice £9,300.00 against £0.00 delivered: £9,300.00 over");
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
  await expect(page.getByTestId("po-total")).toHaveText("£9,300.00");
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
