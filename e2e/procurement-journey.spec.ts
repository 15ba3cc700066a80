import { toastWithTitle } from "./support/helpers";
import { centre, imageBoxes, pdfText, type Box } from "./support/pdf";
import { png } from "./support/png";
import { downloaded, shot } from "./support/shots";
import { procurementSetUp } from "./support/procurement";
import { newColleague } from "./support/users";
import { expect, test } from "./support/signed-in";

/**
 * Issue 14's browser journey, end to end, with three people each at their own browser:
 *   1. on a phone, a site manager raises a material request from the contract's diary;
 *   2. a buyer approves it and converts it to a PO of £12,400 + VAT, and the budget warning shows;
 *   3. sending is blocked until a director approves;
 *   4. the PDF emailed to the supplier is read from the outbox;
 *   5. the site manager receives 60 % of the line, then the rest: two GRNs, partially then fully
 *      delivered, and the diary deliveries carry their material and transport carbon;
 *   6. the supplier's spend and the contract's budget used follow;
 *   7. the director moves the logo and adds a field in the template designer, and the next PO's PDF
 *      shows both.
 * Only the set-up (accounts, the contract, the supplier, the catalogue material with its carbon factor
 * and weight, the company logo) goes through the API. Roles: decisions 0002, 0029 and 0036.
 */

const PHONE = { width: 390, height: 844 };
const DESK = { width: 1280, height: 900 };
/**
 * A form field by its whole label, a required one's "*" allowed: other fields joining the order form
 * (terms, quotes, invoice) may have labels that contain these words.
 */
const field = (label: string) => new RegExp(`^${label.replace(/[()]/g, "\\$&")}\\*?$`);

test("procurement: request on a phone → order over budget → approval → emailed PDF → two receipts with carbon → spend and budget → template", async ({
  browser,
  pageAs,
}) => {
  // Four people sign in through the bot check and the order goes round them all.
  test.setTimeout(600_000);
  const tag = Date.now().toString(36);
  const admin = await pageAs("admin");

  // The set-up, through the API: the contract, the supplier, the catalogue's concrete and the logo.
  const { contract, supplier, supplierEmail, concrete } = await procurementSetUp(admin, tag);

  const description = `C32/40 concrete for the ground floor slab, bay ${tag}`;
  let poNumber = "";
  let orderUrl = "";
  let emailedLogo: Box | undefined;

  const site = await newColleague(browser, admin, { role: "Site Manager", name: "Sam Site", viewport: PHONE });

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
    await expect(own).toContainText("Requested by: Sam Site");
    await expect(own.getByRole("button", { name: "Approve" })).toHaveCount(0);
    expect(await site.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  const buyer = await newColleague(browser, admin, { role: "Buyer", name: "Gemma Buyer" });

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
    await expect(form.getByLabel(field("Ordered by"))).toHaveValue("Gemma Buyer");
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

  const director = await newColleague(browser, admin, { role: "Director", name: "Dee Director" });

  await test.step("3. sending is blocked until a director approves", async () => {
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
    await expect(director.getByTestId("approval-panel")).toContainText("Approved by Dee Director");

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
    await admin.getByRole("button", { name: new RegExp(`Purchase order ${poNumber}`) }).click();
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
    [emailedLogo] = imageBoxes(pdf.bytes);
    expect(emailedLogo, "the company logo is drawn").toBeDefined();
    await admin.keyboard.press("Escape");
    await admin.setViewportSize(DESK);
  });

  await test.step("6. the supplier's spend counts the order sent", async () => {
    await buyer.goto(`/suppliers?supplier=${supplier.id}`);
    const spend = buyer.locator("dl > div").filter({ hasText: "Total spend" });
    await expect(spend).toContainText("£14,880.00");
    await expect(spend).toContainText("1 order placed");
  });

  await test.step("5. on the phone, the site manager receives 60 % of the line, then the rest", async () => {
    await site.goto("/purchase-orders");
    // At 390 px a long contract name is cut short on the order's card, never the raised date.
    const listed = site.getByRole("link", { name: new RegExp(poNumber) }).first();
    const raised = listed.getByTestId("po-card-raised");
    await expect(raised).toHaveText(/^Raised \d{2}\/\d{2}\/\d{4}$/);
    const [cardBox, raisedBox] = [(await listed.boundingBox())!, (await raised.boundingBox())!];
    expect(raisedBox.x + raisedBox.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
    expect(await raised.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await shot(site, "po-list-phone");
    await listed.click();
    await expect(site.getByRole("heading", { level: 1, name: poNumber })).toBeVisible();
    await site.getByRole("button", { name: "Receive goods" }).click();
    let dialog = site.getByRole("dialog");
    await expect(dialog).toContainText("Ordered 100 · received 0 · remaining 100 m3");
    await expect(dialog.getByLabel("Received by")).toHaveValue("Sam Site");
    await dialog.getByLabel("Quantity received (m3)").fill("60");
    await dialog.getByLabel("Delivery note number").fill(`HRM-${tag}-1`);
    // The photo of the note: chosen (on a phone the camera button opens the camera), shown before saving.
    await dialog.getByLabel("Choose photo").setInputFiles({ name: "delivery-note.png", mimeType: "image/png", buffer: png() });
    await expect(dialog.getByRole("img", { name: "Photo of the delivery note, not yet saved" })).toBeVisible();
    await shot(site, "receive-goods-form");
    await dialog.getByRole("button", { name: "Receive goods" }).click();
    await expect(toastWithTitle(site, "Success").filter({ hasText: /Goods received: GRN-\d{4}-\d{4}/ })).toBeVisible();
    await expect(site.getByText("Partially delivered").first()).toBeVisible();
    // Delivered and remaining include VAT: 60 m³ × £124.00 = £7,440.00 + £1,488.00.
    await expect(site.getByTestId("po-delivered")).toHaveText("£8,928.00");
    await expect(site.getByTestId("po-remaining")).toHaveText("£5,952.00");
    await expect(site.getByText("Delivered (incl. VAT)")).toBeVisible();
    await expect(site.getByText("Remaining (incl. VAT)")).toBeVisible();
    // The delivery percentage of the order (by value) and of its line (by quantity).
    await expect(site.getByTestId("po-delivery")).toHaveText("Part delivered · 60.0% of the order's value");
    await expect(site.getByTestId("po-line-delivery-1")).toHaveText("Part delivered · 60.0% · received 60 of 100 m3 · 40 m3 to come");
    // The GRN keeps the photo (one of the contract's files) and shows it.
    const photo = site.getByRole("img", { name: new RegExp(`^Photo of delivery note HRM-${tag}-1 \\(GRN-\\d{4}-\\d{4}\\)$`) });
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    await site.getByRole("button", { name: "Receive goods" }).click();
    dialog = site.getByRole("dialog");
    await expect(dialog).toContainText("Ordered 100 · received 60 · remaining 40 m3");
    await dialog.getByRole("button", { name: "All" }).click();
    await expect(dialog.getByLabel("Quantity received (m3)")).toHaveValue("40");
    await dialog.getByLabel("Delivery note number").fill(`HRM-${tag}-2`);
    await dialog.getByRole("button", { name: "Receive goods" }).click();
    await expect(site.getByText("Fully delivered").first()).toBeVisible();
    await expect(site.getByTestId("po-delivered")).toHaveText("£14,880.00");
    await expect(site.getByTestId("po-remaining")).toHaveText("£0.00");
    await expect(site.getByTestId("po-delivery")).toHaveText("Delivered in full · 100.0% of the order's value");
    await expect(site.getByTestId("po-line-delivery-1")).toHaveText("Delivered in full · 100.0%");
    const grns = site.getByRole("list", { name: "Goods received notes" }).locator(":scope > li");
    await expect(grns).toHaveCount(2);
    await expect(grns.filter({ hasText: `HRM-${tag}-1` })).toContainText(": 60 of 100 m3");
    await expect(grns.filter({ hasText: `HRM-${tag}-2` })).toContainText(": 40 of 100 m3");
    await expect(site.getByRole("button", { name: "Receive goods" })).toHaveCount(0);
    await shot(site, "order-fully-delivered");

    // The diary's deliveries, each with its carbon: 144 t and 96 t of concrete at 118.79306 kg CO2e a
    // tonne, carried 35 km at 0.07703 kg CO2e a tonne.km; together the order's expected 647.05 kg.
    await grns.first().getByRole("link", { name: "Diary delivery" }).click();
    await expect(site).toHaveURL(new RegExp(`/projects/${contract.slug}\\?tab=deliveries`));
    // The deliveries logged against the order (the contract's request list beside them names the order too).
    const deliveries = site
      .getByRole("listitem")
      .filter({ hasText: poNumber })
      .filter({ hasText: `HRM-${tag}-` });
    await expect(deliveries).toHaveCount(2);
    await expect(deliveries.filter({ hasText: `HRM-${tag}-1` })).toContainText("Material 17.11 t CO2e");
    await expect(deliveries.filter({ hasText: `HRM-${tag}-2` })).toContainText("Material 11.40 t CO2e");
    await expect(deliveries.filter({ hasText: `HRM-${tag}-1` })).toContainText("Transport 388.23 kg CO2e");
    await expect(deliveries.filter({ hasText: `HRM-${tag}-2` })).toContainText("Transport 258.82 kg CO2e");
    await shot(site, "diary-deliveries");
  });

  await test.step("6. the contract's budget used: committed and delivered", async () => {
    await director.goto("/contracts");
    const card = director.getByRole("article", { name: new RegExp(contract.name) });
    const used = card.getByRole("list", { name: "Budget used" });
    await expect(used).toContainText("£12,400.00 committed · 124%");
    await expect(used).toContainText("£12,400.00 delivered · budget £10,000.00");
    await director.goto(`/project/${contract.slug}`);
    const materials = director.getByTestId("budget-used-materials");
    await expect(materials).toContainText("£12,400.00 committed (124%)");
    await expect(materials).toContainText("£12,400.00 delivered");
  });

  await test.step("7. the director moves the logo and adds a field; the next order's PDF shows both", async () => {
    // Under Settings in the sidebar; the page has one <main>, the shell's.
    await director.goto("/contracts");
    const designerLink = director.getByRole("complementary").getByRole("link", { name: "Template Designer" });
    if (!(await designerLink.isVisible())) await director.getByRole("complementary").getByRole("button", { name: "Settings", exact: true }).click();
    await designerLink.click();
    await expect(director).toHaveURL(/\/template-designer$/);
    await expect(director.locator("main")).toHaveCount(1);
    await expect(director.getByRole("navigation", { name: "Templates" }).getByRole("button", { name: /Standard purchase order/ })).toContainText("Default");
    await expect(director.getByLabel("Template name")).toHaveValue("Standard purchase order");
    const canvas = director.getByTestId("designer-canvas");
    const scale = Number(await canvas.getAttribute("data-scale"));

    // Drag the logo 150 px right and 30 px down: it moves by that over the canvas's scale, in points.
    const logo = director.locator('[data-element-id="logo"]');
    const box = (await logo.boundingBox())!;
    await director.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await director.mouse.down();
    await director.mouse.move(box.x + box.width / 2 + 75, box.y + box.height / 2 + 15, { steps: 4 });
    await director.mouse.move(box.x + box.width / 2 + 150, box.y + box.height / 2 + 30, { steps: 4 });
    await director.mouse.up();
    // On a busy machine the last step of the drag can render after the mouse is up: read the panel
    // once the logo stands where the drag ended.
    await expect.poll(async () => Math.abs((await logo.boundingBox())!.x - box.x - 150) <= 1).toBe(true);
    const panel = director.getByTestId("properties-panel");
    await expect(panel.getByRole("heading", { name: "Image", level: 2 })).toBeVisible();
    const at = async (label: string) => Number(await panel.getByLabel(label, { exact: true }).inputValue());
    const moved = { x: await at("X"), y: await at("Y"), width: await at("Width"), height: await at("Height") };
    await expect(director.getByText("Unsaved changes")).toBeVisible();

    // A field from the palette: who ordered it, with a label, low on the page.
    await director.getByRole("group", { name: "Add an element" }).getByRole("button", { name: "Field" }).click();
    await expect(panel.getByRole("heading", { name: "Field", level: 2 })).toBeVisible();
    await panel.getByLabel("Shows").selectOption({ label: "Order: Ordered by" });
    await panel.getByLabel("Label before it").fill("Buyer:");
    await panel.getByLabel("Y", { exact: true }).fill("740");
    await expect(canvas).toContainText("Buyer: Sam Buyer");
    await director.getByRole("button", { name: "Save" }).click();
    await expect(toastWithTitle(director, "Template saved")).toBeVisible();
    await expect(director.getByText("Unsaved changes")).toBeHidden();

    // The preview PDF (the sample order, drawn by the server) already has it.
    let preview: Buffer | null = null;
    await director.route("**/api/pdf-templates/preview", async (route) => {
      const response = await route.fetch();
      expect(response.headers()["content-type"]).toBe("application/pdf");
      preview = await response.body();
      await route.fulfill({ response });
    });
    const tab = director.context().waitForEvent("page");
    await director.getByRole("button", { name: "Preview PDF" }).click();
    await expect.poll(() => preview?.length ?? 0).toBeGreaterThan(1000);
    const previewText = await pdfText(preview!);
    expect(previewText).toContain("PURCHASE ORDER");
    expect(previewText).toContain("Buyer: Sam Buyer");
    await (await tab).close();

    // The buyer's next order, and its PDF.
    await buyer.goto("/purchase-orders?order=new");
    const form = buyer.getByRole("form", { name: "New purchase order" });
    await expect(form.getByLabel(field("Ordered by"))).toHaveValue("Gemma Buyer");
    // The spec's default category is other; the template choice links to the designer.
    await expect(form.getByLabel(field("Category"))).toHaveValue("other");
    await form.getByLabel(field("Category")).selectOption("materials");
    await expect(form.getByRole("link", { name: "Open the Template Designer" })).toHaveAttribute("href", "/template-designer");
    await form.getByLabel(field("Contract")).selectOption({ label: contract.name });
    await form.getByLabel("Supplier from the register").selectOption({ label: supplier.name });
    await form.getByLabel("Line 1 material").selectOption({ label: concrete });
    // A quantity to three decimals: the PDF states it as the order holds it, 1,234.567, not 1,234.57.
    await form.getByLabel(field("Quantity")).fill("1234.567");
    await form.getByLabel("Reason for going over budget").fill("Slab thickened to 250 mm by the engineer's revision C");
    await form.getByRole("button", { name: "Save draft" }).click();
    await expect(toastWithTitle(buyer, "Success").filter({ hasText: /PO-\d{4}-\d{4} drafted/ })).toBeVisible();
    const next = (await buyer.getByRole("heading", { level: 1, name: /^PO-\d{4}-\d{4}$/ }).textContent())!;
    expect(next).not.toBe(poNumber);
    const pdf = await downloaded(buyer, () => buyer.getByRole("button", { name: "Download PDF" }).click());
    const text = await pdfText(pdf.bytes);
    expect(text).toContain(next);
    expect(text).toContain("Buyer: Gemma Buyer");
    expect(text).toContain("1,234.567 m3");
    expect(text).not.toContain("1,234.57 ");
    // The logo is fitted and centred in its box: its centre is the box's, within 1 pt, and it moved
    // from where the emailed order had it by the drag over the scale.
    const [drawn] = imageBoxes(pdf.bytes);
    expect(drawn, "the company logo is drawn").toBeDefined();
    expect(Math.abs(centre(drawn).x - (moved.x + moved.width / 2))).toBeLessThanOrEqual(1);
    expect(Math.abs(centre(drawn).y - (moved.y + moved.height / 2))).toBeLessThanOrEqual(1);
    expect(Math.abs(centre(drawn).x - centre(emailedLogo!).x - 150 / scale)).toBeLessThanOrEqual(1);
    expect(Math.abs(centre(drawn).y - centre(emailedLogo!).y - 30 / scale)).toBeLessThanOrEqual(1);
  });

  for (const page of [site, buyer, director, admin]) await page.context().close();
});
