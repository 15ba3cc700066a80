import { toastWithTitle } from "./support/helpers";
import { imageBoxes, pdfText } from "./support/pdf";
import { downloaded, shot } from "./support/shots";
import { procurementSetUp } from "./support/procurement";
import { expect, test } from "./support/signed-in";

/**
 * Issue 14's procurement journey, its first half (the second, from the sent order to delivery, spend
 * and the template, is e2e/procurement-delivery.spec.ts), with each person at their own browser:
 *   1. on a phone, a site manager raises a material request from the contract's diary;
 *   2. a buyer approves it and converts it to a PO of £12,400 + VAT, and the budget warning shows;
 *   3. sending is blocked until a director approves; then the buyer sends it;
 *   4. the PDF emailed to the supplier is read from the outbox.
 * Only the set-up (the contract, the supplier, the catalogue material with its carbon factor and
 * weight, the company logo) goes through the API; each person is their role's kept session.
 * Roles: decisions 0002, 0029 and 0036.
 */

const PHONE = { width: 390, height: 844 };
const DESK = { width: 1280, height: 900 };
/**
 * A form field by its whole label, a required one's "*" allowed: other fields joining the order form
 * (terms, quotes, invoice) may have labels that contain these words.
 */
const field = (label: string) => new RegExp(`^${label.replace(/[()]/g, "\\$&")}\\*?$`);

test("procurement: request on a phone → order over budget → approval → sent → the emailed PDF", async ({ pageAs }) => {
  // Four people and the emailed PDF: past five minutes on a busy machine.
  test.setTimeout(600_000);
  const tag = Date.now().toString(36);
  const admin = await pageAs("admin");

  // The set-up, through the API: the contract, the supplier, the catalogue's concrete and the logo.
  const { contract, supplier, supplierEmail, concrete } = await procurementSetUp(admin, tag);

  const description = `C32/40 concrete for the ground floor slab, bay ${tag}`;
  let poNumber = "";
  let orderUrl = "";

  const site = await pageAs("Site Manager", { viewport: PHONE });

  await test.step("1. on a phone, the site manager raises a material request from the diary", async () => {
    await site.goto(`/project/${contract.slug}`);
    // The phone's Add menu loads its code when the diary is idle, showing a stand-in button until then;
    // a tap in the instant the two swap is lost, so tap the menu's own trigger (Radix marks it closed).
    const add = site.getByRole("button", { name: "Add to the diary" });
    await expect(add).toHaveAttribute("data-state", "closed");
    await add.click();
    await site.getByRole("menuitem", { name: "Request materials" }).click();
    const form = site.getByRole("form", { name: "Request Materials" });
    await form.getByLabel("Material Description").fill("Concrete");
    await form.getByRole("button", { name: "Submit Request" }).click();
    await expect(form.getByText("Please provide detailed material description (minimum 10 characters)")).toBeVisible();
    await form.getByLabel("Material Description").fill(description);
    await form.getByLabel("Quantity Estimate").fill("100 m3");
    await form.getByLabel("Urgency").selectOption("urgent");
    await form.getByLabel("Date Needed").fill("2027-01-15");
    await form.getByLabel("Cost Code").fill("GF-310");
    await form.getByLabel("Site Location").fill("Ground floor slab, grid A1-D6");
    await shot(site, "request-materials-form");
    await form.getByRole("button", { name: "Submit Request" }).click();
    await expect(site.getByRole("status").filter({ hasText: /Material request #\d+ sent for approval/ })).toBeVisible();
    await expect(form).toBeHidden();

    // The contract's own list, under its deliveries: the request, pending, with who asked; deciding
    // it is the buyers' (no Approve for a site manager).
    await site.goto(`/project/${contract.slug}?tab=deliveries`);
    const own = site.locator("[data-testid^=material-request-]").filter({ hasText: description });
    await expect(own.getByText("Pending", { exact: true })).toBeVisible();
    await expect(own.getByText("Urgent", { exact: true })).toBeVisible();
    await expect(own).toContainText("Requested by: Kept Site Manager");
    await expect(own.getByRole("button", { name: "Approve" })).toHaveCount(0);
    expect(await site.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  const buyer = await pageAs("Buyer", { viewport: DESK });

  await test.step("2. the buyer approves and converts it to a £12,400 + VAT order; the budget warning asks for a reason", async () => {
    await buyer.goto("/purchase-orders?tab=requests");
    const card = buyer.locator("[data-testid^=material-request-]").filter({ hasText: description });
    await expect(card).toContainText(contract.name);
    await expect(card.getByText("Urgent", { exact: true })).toBeVisible();
    await card.getByRole("button", { name: "Approve" }).click();
    await expect(card.getByText("Approved", { exact: true })).toBeVisible();
    await card.getByRole("button", { name: "Convert to PO" }).click();

    // The draft opens for editing, pre-filled from the request.
    await expect(buyer).toHaveURL(/\/purchase-orders\?order=\d+&edit=1$/);
    const form = buyer.getByRole("form", { name: /^Edit PO-\d{4}-\d{4}$/ });
    await expect(form.getByLabel(field("Contract"))).toHaveValue(String(contract.id));
    await expect(form.getByLabel(field("Category"))).toHaveValue("materials");
    await expect(form.getByLabel(field("Ordered by"))).toHaveValue("Kept Buyer");
    await expect(form.getByLabel(field("Description"))).toHaveValue(description);
    await expect(form.getByLabel(field("Quantity"))).toHaveValue(/^100(\.000)?$/);
    await expect(form.getByLabel(field("Notes"))).toHaveValue(/Cost code: GF-310/);

    // The supplier from the register, the concrete from the catalogue: its price, £124.00 a cubic metre.
    await form.getByLabel("Supplier from the register").selectOption({ label: supplier.name });
    await expect(form.getByLabel(field("Supplier email"))).toHaveValue(supplierEmail);
    await form.getByLabel("Line 1 material").selectOption({ label: concrete });
    await expect(form.getByLabel(field("Price (£)"))).toHaveValue("124.00");
    await expect(form.getByLabel("Line 1 total")).toHaveText("£12,400.00");
    const totals = form.getByLabel("Order totals");
    await expect(totals).toContainText("Subtotal£12,400.00");
    await expect(totals).toContainText("VAT (20%)£2,480.00");
    await expect(totals).toContainText("Total£14,880.00");
    // Delivered by an artic from the plant 35 km away; the load is the concrete's own weight (240 t).
    await expect(form.getByLabel("Transport", { exact: true })).toHaveValue("HGV 32-38 tonne");
    await form.getByLabel("Transport distance (km)").fill("35");
    const budget = buyer.getByTestId("budget-panel");
    await expect(budget).toContainText("Materials budget£10,000.00");
    await expect(budget).toContainText("Remaining-£2,400.00");
    await expect(budget.getByRole("alert")).toContainText("takes the materials budget over by £2,400.00");
    await shot(buyer, "po-form-over-budget");

    await form.getByRole("button", { name: "Save changes" }).click();
    await expect(form.getByText("Give a reason for going over the contract's budget")).toBeVisible();
    await form.getByLabel("Reason for going over budget").fill("Slab thickened to 250 mm by the engineer's revision C");
    await form.getByRole("button", { name: "Save changes" }).click();
    await expect(toastWithTitle(buyer, "Success").filter({ hasText: /PO-\d{4}-\d{4} updated/ })).toBeVisible();
    const heading = buyer.getByRole("heading", { level: 1, name: /^PO-\d{4}-\d{4}$/ });
    poNumber = (await heading.textContent())!;
    orderUrl = buyer.url();
    await expect(buyer.getByTestId("po-total")).toHaveText("£14,880.00");
    await expect(buyer.getByText("Over budget because:")).toBeVisible();
    // The carbon the order implies before anything arrives: 240 t × 118.79306 kg CO2e a tonne of
    // concrete, and 240 t × 35 km × 0.07703 kg CO2e a tonne.km by HGV (DESNZ 2025).
    const expected = buyer.getByRole("region", { name: /^Expected carbon/ });
    await expect(expected).toContainText("Materials: 28.51 t CO2e (1 of 1 line)");
    await expect(expected).toContainText("Transport: 647.05 kg CO2e (35 km by HGV 32-38 tonne)");
    await expect(expected).toContainText("Expected carbon29.16 t CO2e");

    // Both ways: the order names its request, and the request shows it was converted.
    await buyer.getByRole("link", { name: /From material request #\d+/ }).click();
    await expect(buyer).toHaveURL(/tab=requests&request=\d+/);
    await expect(card.getByText("Converted to PO", { exact: true })).toBeVisible();
    await buyer.goto(orderUrl);
  });

  const director = await pageAs("Director", { viewport: DESK });

  await test.step("3. sending is blocked until a director approves; then the buyer sends it", async () => {
    await expect(buyer.getByTestId("approval-panel")).toContainText("Orders of £10,000.00 or more need approval");
    await expect(buyer.getByRole("button", { name: "Send to supplier" })).toHaveCount(0);
    // The server refuses it too.
    const orderId = new URL(orderUrl).searchParams.get("order");
    const blocked = await buyer.request.post(`/api/purchase-orders/${orderId}/order`);
    expect(blocked.status()).toBe(409);
    expect((await blocked.json()).message).toBe("This order must be approved before it is sent");
    await buyer.getByRole("button", { name: "Submit for approval" }).click();
    await expect(buyer.getByTestId("approval-panel")).toContainText("Waiting for approval.");
    // The buyer has no approval band and raised it: no Approve, still no Send.
    await expect(buyer.getByRole("button", { name: "Approve" })).toHaveCount(0);
    await expect(buyer.getByRole("button", { name: "Send to supplier" })).toHaveCount(0);
    await shot(buyer, "po-pending-approval");

    // The threshold is the company's, in the administrator's approval settings.
    await admin.goto("/purchase-orders?tab=approval");
    await expect(admin.getByLabel("Approval threshold (£)")).toHaveValue("10000.00");
    await expect(admin.getByLabel("Project Manager approval limit")).toHaveValue("25000.00");

    await director.goto("/purchase-orders?status=pending_approval");
    await director.getByRole("link", { name: poNumber }).click();
    await director.getByRole("button", { name: "Approve" }).click();
    const dialog = director.getByRole("dialog");
    await dialog.getByLabel("Note (optional)").fill("Revision C is instructed");
    await dialog.getByRole("button", { name: "Approve" }).click();
    await expect(toastWithTitle(director, "Success").filter({ hasText: "Order approved" })).toBeVisible();
    await expect(director.getByTestId("approval-panel")).toContainText("Approved by Kept Director");

    // Now the buyer can send it: to the supplier record's email, with the PDF.
    await buyer.reload();
    await buyer.getByRole("button", { name: "Send to supplier" }).click();
    const send = buyer.getByRole("dialog");
    await expect(send.getByTestId("po-send-recipient")).toContainText(supplierEmail);
    await send.getByRole("button", { name: "Send to supplier" }).click();
    await expect(toastWithTitle(buyer, "Success").filter({ hasText: "Order sent to the supplier" })).toBeVisible();
    const history = buyer.getByRole("list", { name: "Order history" });
    await expect(history).toContainText("Sent to the supplier");
    await expect(history).toContainText("Submitted for approval → Pending approval");
    await expect(history).toContainText("Revision C is instructed");
    await shot(buyer, "po-ordered");
  });

  await test.step("4. the PDF the supplier was emailed, read from the outbox", async () => {
    await admin.goto("/team?tab=outbox");
    await admin.getByLabel("Filter by recipient").fill(supplierEmail);
    await admin.getByRole("button", { name: new RegExp(`^Purchase order ${poNumber} from `) }).click();
    const email = admin.getByRole("dialog");
    await expect(email.locator("pre")).toContainText(`purchase order ${poNumber} for £14,880.00 including VAT`);
    const pdf = await downloaded(admin, () =>
      email
        .getByRole("region", { name: "Attachments" })
        .getByRole("link", { name: `Download ${poNumber}.pdf` })
        .click(),
    );
    await shot(admin, "outbox-order-email");
    await admin.setViewportSize(PHONE);
    await shot(admin, "outbox-order-email");
    expect(pdf.name).toBe(`${poNumber}.pdf`);
    const text = await pdfText(pdf.bytes);
    for (const words of [
      "PURCHASE ORDER",
      poNumber,
      "Northgate Builders Ltd",
      supplier.name,
      concrete,
      "Water Lane, Leeds",
      "£12,400.00",
      "VAT at 20%",
      "£2,480.00",
      "£14,880.00",
    ])
      expect(text).toContain(words);
    expect(imageBoxes(pdf.bytes)[0], "the company logo is drawn").toBeDefined();
    await admin.keyboard.press("Escape");
    await admin.setViewportSize(DESK);
  });
});
