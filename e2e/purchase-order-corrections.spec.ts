import { toastWithTitle } from "./support/helpers";
import { procurementSetUp, receivedThroughApi, sentOrder } from "./support/procurement";
import { expect, test } from "./support/signed-in";

/**
 * Putting a sent order right, each a journey of its own: a goods receipt booked in error is reversed
 * on the order, not deleted from the diary (decision 0050), and an order already emailed is sent again
 * only with a reason (decision 0057). The order and what it went through before are made through the
 * API; each person is their role's kept session, signed in before the test's own time starts.
 */
test.use({ viewport: { width: 1280, height: 900 } });

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e3)}`;

test.describe("as the site manager", () => {
  test.use({ signedInAs: "Site Manager" });

  test("reversing a goods receipt: the diary's delivery is the receipt's, and reversing puts the order back", async ({ page: site, pageAs }) => {
    test.setTimeout(180_000);
    const tag = stamp();
    const admin = await pageAs("admin");
    // 10 m3 of concrete at £124.00 (£1,488.00 with VAT), sent; 6 m3 then 4 m3 received.
    const setUp = await procurementSetUp(admin, tag, { logo: false });
    const order = await sentOrder(admin, setUp, "10");
    const [lineId] = order.lines.map((l) => l.id);
    const { grnNumber: kept } = await receivedThroughApi(admin, order.id, [{ lineId, quantity: "6" }], `RV-${tag}-1`);
    const { grnNumber: wrong, deliveryId } = await receivedThroughApi(admin, order.id, [{ lineId, quantity: "4" }], `RV-${tag}-2`);

    // The diary: the receipt's delivery says where it came from and cannot be changed or deleted on its
    // own, even by the administrator, who may delete anyone's delivery.
    await admin.goto(`/project/${setUp.contract.slug}?tab=deliveries`);
    const rows = admin.getByRole("row").filter({ hasText: `RV-${tag}-` });
    await expect(rows).toHaveCount(2);
    const row = rows.filter({ hasText: `RV-${tag}-2` });
    await expect(row).toContainText(wrong);
    await expect(row.getByRole("button", { name: "Delete" })).toHaveCount(0);
    await row.getByRole("button", { name: setUp.supplier.name }).click();
    const form = admin.getByRole("form", { name: "Edit Delivery" });
    await expect(form.getByRole("note")).toHaveText(
      `This delivery came from goods receipt ${wrong} on ${order.poNumber}. It is changed through the order: reverse the receipt there and receive the goods again.`,
    );
    await expect(form.getByLabel("Delivery Note Number")).toBeDisabled();
    await expect(form.getByRole("button", { name: "Update Entry" })).toHaveCount(0);
    await expect(form.getByRole("button", { name: "Delete" })).toHaveCount(0);
    await expect(form.getByRole("button", { name: "Back to Diary" })).toBeVisible();
    const refused = await admin.request.delete(`/api/deliveries/${deliveryId}`);
    expect(refused.status()).toBe(409);
    expect((await refused.json()).message).toBe(
      `This delivery was booked by goods receipt ${wrong} on ${order.poNumber}: change or remove it by reversing the receipt on the purchase order`,
    );

    // On the order, the site manager (who may receive, so may reverse) reverses the second receipt.
    await site.goto(`/purchase-orders?order=${order.id}`);
    await expect(site.getByTestId("po-delivery")).toHaveText("Delivered in full · 100.0% of the order's value");
    const grns = site.getByRole("list", { name: "Goods received notes" }).locator(":scope > li");
    const reversed = grns.filter({ hasText: wrong });
    await reversed.getByRole("button", { name: "Reverse receipt" }).click();
    const dialog = site.getByRole("dialog", { name: `Reverse receipt ${wrong}?` });
    await dialog.getByRole("button", { name: "Reverse receipt" }).click();
    await expect(dialog.getByText("A reason is required to reverse a receipt")).toBeVisible();
    const reason = "Booked twice: note 2 is a copy of note 1";
    await dialog.getByLabel("Reason").fill(reason);
    await dialog.getByRole("button", { name: "Reverse receipt" }).click();
    await expect(toastWithTitle(site, "Success").filter({ hasText: `Receipt reversed: ${wrong}` })).toBeVisible();
    await expect(dialog).toBeHidden();

    // The order's lines, status, value and percentage are what the first receipt alone makes: 6 of 10 m3,
    // £744.00 + £148.80 VAT delivered.
    await expect(site.getByTestId("po-delivery")).toHaveText("Part delivered · 60.0% of the order's value");
    await expect(site.getByTestId("po-line-delivery-1")).toHaveText("Part delivered · 60.0% · received 6 of 10 m3 · 4 m3 to come");
    await expect(site.getByTestId("po-delivered")).toHaveText("£892.80");
    await expect(site.getByTestId("po-remaining")).toHaveText("£595.20");
    await expect(site.getByText("Partially delivered").first()).toBeVisible();
    await expect(site.getByRole("button", { name: "Receive goods" })).toBeVisible();
    // The receipt stays on record as reversed, without its diary delivery; the other keeps its own.
    await expect(reversed).toContainText(`by Kept Site Manager: ${reason}`);
    await expect(reversed.getByRole("link", { name: "Diary delivery" })).toHaveCount(0);
    await expect(reversed.getByRole("button", { name: "Reverse receipt" })).toHaveCount(0);
    await expect(grns.filter({ hasText: kept }).getByRole("link", { name: "Diary delivery" })).toBeVisible();
    // The history lists both receipts and the reversal with its reason.
    const history = site.getByRole("list", { name: "Order history" }).locator(":scope > li");
    await expect(history.filter({ hasText: "Goods received" })).toHaveCount(2);
    const reversal = history.filter({ hasText: "Receipt reversed" });
    await expect(reversal).toContainText("Receipt reversed → Partially delivered");
    await expect(reversal).toContainText(`${wrong}: ${reason}`);

    // The diary's delivery went with it; the first receipt's stays.
    await grns.filter({ hasText: kept }).getByRole("link", { name: "Diary delivery" }).click();
    await expect(site).toHaveURL(/\?tab=deliveries/);
    await expect(site.getByRole("row").filter({ hasText: `RV-${tag}-1` })).toHaveCount(1);
    await expect(site.getByRole("row").filter({ hasText: `RV-${tag}-` })).toHaveCount(1);
  });
});

test.describe("as the buyer", () => {
  test.use({ signedInAs: "Buyer" });

  test("sending an ordered order again asks for a reason, and the outbox shows the re-send", async ({ page: buyer, pageAs }) => {
    test.setTimeout(180_000);
    const tag = stamp();
    const admin = await pageAs("admin");
    const setUp = await procurementSetUp(admin, tag, { logo: false });
    const order = await sentOrder(admin, setUp, "2");

    await buyer.goto(`/purchase-orders?order=${order.id}`);
    await expect(buyer.getByRole("heading", { level: 1, name: order.poNumber })).toBeVisible();
    await buyer.getByRole("button", { name: "Send to supplier" }).click();
    const dialog = buyer.getByRole("dialog");
    await expect(dialog.getByTestId("po-send-recipient")).toContainText(setUp.supplierEmail);
    await expect(dialog).toContainText(`It was last sent to ${setUp.supplierEmail} on `);
    await dialog.getByRole("button", { name: "Send to supplier" }).click();
    await expect(dialog.getByText("This order has already been sent. Give a reason to send it again.")).toBeVisible();
    // The server refuses it too, before anything is sent.
    const refused = await buyer.request.post(`/api/purchase-orders/${order.id}/order`);
    expect(refused.status()).toBe(400);
    expect((await refused.json()).message).toBe("This order has already been sent. Give a reason to send it again.");

    const reason = "The supplier's office lost the first email";
    await dialog.getByLabel("Reason for sending again").fill(reason);
    await dialog.getByRole("button", { name: "Send to supplier" }).click();
    await expect(toastWithTitle(buyer, "Success").filter({ hasText: "Order sent to the supplier" })).toBeVisible();
    const history = buyer.getByRole("list", { name: "Order history" }).locator(":scope > li");
    await expect(history.filter({ hasText: "Sent to the supplier" })).toHaveCount(2);
    await expect(history.filter({ hasText: `Emailed to ${setUp.supplierEmail}` })).toHaveCount(1);
    await expect(history.filter({ hasText: `Sent again to ${setUp.supplierEmail}: ${reason}` })).toHaveCount(1);

    // The outbox: the order emailed twice to the supplier, each with its PDF.
    await admin.goto("/team?tab=outbox");
    await admin.getByLabel("Filter by recipient").fill(setUp.supplierEmail);
    const sent = admin.getByRole("button", { name: new RegExp(`^Purchase order ${order.poNumber} from `) });
    await expect(sent).toHaveCount(2);
    await sent.first().click();
    const email = admin.getByRole("dialog");
    await expect(email.locator("pre")).toContainText(`purchase order ${order.poNumber} for £297.60 including VAT`);
    await expect(email.getByRole("region", { name: "Attachments" }).getByRole("link", { name: `Download ${order.poNumber}.pdf` })).toBeVisible();
  });
});
