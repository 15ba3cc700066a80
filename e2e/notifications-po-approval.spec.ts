import { toastWithTitle } from "./support/helpers";
import { shot } from "./support/shots";
import { newColleague } from "./support/users";
import { expect, test } from "./support/signed-in";

/**
 * Issue 33's journey 3: a buyer raises an order above the approval threshold and submits it; the
 * director's bell shows it, its link opens the order, the director approves; the buyer's bell then
 * shows the outcome. The buyer and the director are new people (their bells start empty); the
 * contract is set up through the API.
 */
test.use({ viewport: { width: 1280, height: 900 } });

test("A PO above the threshold reaches the approver's bell; approving it notifies the buyer", async ({ browser, pageAs }) => {
  // Three people sign in through the bot check: longer than one journey's minute on a busy machine.
  test.setTimeout(300_000);
  const admin = await pageAs("admin");
  const project = await admin.request.post("/api/projects", {
    data: { name: `Canal Wharf ${Date.now().toString(36)}`, address: "Canal Wharf, Leeds", postcode: "LS11 5PS", budgetMaterials: "50000" },
  });
  expect(project.status(), await project.text()).toBe(201);
  const contract = (await project.json()) as { id: number; name: string };
  const buyer = await newColleague(browser, admin, { role: "Buyer", name: "Nell Buyer" });
  const director = await newColleague(browser, admin, { role: "Director", name: "Dara Director" });

  // The buyer raises £12,400.00 + VAT: above the £10,000.00 threshold, so it must be approved.
  await buyer.goto("/purchase-orders?order=new");
  const form = buyer.getByRole("form", { name: "New purchase order" });
  await form.getByLabel("Contract").selectOption({ label: contract.name });
  await form.getByLabel("Category").selectOption("materials");
  await form.getByLabel("Supplier name").fill("Hanson Cement");
  await form.getByLabel("Supplier email").fill("orders@hanson.example");
  await form.getByLabel("Description").fill("CEM I 52.5N bulk cement");
  await form.getByLabel("Quantity").fill("40");
  await form.getByLabel("Unit", { exact: true }).fill("t");
  await form.getByLabel("Price (£)").fill("310");
  await expect(form.getByLabel("Order totals")).toContainText("Total£14,880.00");
  await form.getByRole("button", { name: "Save draft" }).click();
  const heading = buyer.getByRole("heading", { level: 1, name: /^PO-\d{4}-\d{4}$/ });
  await expect(heading).toBeVisible();
  const poNumber = (await heading.textContent())!;
  await buyer.getByRole("button", { name: "Submit for approval" }).click();
  await expect(buyer.getByTestId("approval-panel")).toContainText("Waiting for approval.");
  // The buyer is not told of their own step. (Their bell may hold reminders: another journey may run the
  // daily digest meanwhile, and a buyer can act on quotes and suppliers' insurance.)
  const own = await buyer.request.get("/api/notifications");
  expect(JSON.stringify(await own.json())).not.toContain(poNumber);

  // The director's bell: unread (a fresh person: this order, and any reminders a digest run meanwhile wrote), its panel, its link.
  await director.goto("/contracts");
  const bell = director.getByRole("button", { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName(/^Notifications, \d+ unread$/);
  await bell.click();
  const panel = director.getByRole("dialog", { name: "Notifications" });
  const item = panel.getByRole("link", { name: new RegExp(`Purchase order ${poNumber} needs your approval`) });
  await expect(item).toContainText("Nell Buyer submitted an order to Hanson Cement for £14,880.00");
  await expect(panel.getByRole("link", { name: "See all reminders" })).toHaveAttribute("href", "/reminders");
  await shot(director, "notifications-bell-approver");
  // Escape closes it and focus returns to the bell; the keyboard opens it again.
  await director.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await expect(bell).toBeFocused();
  await director.keyboard.press("Enter");
  await expect(panel).toBeVisible();
  await item.click();
  await expect(director).toHaveURL(/\/purchase-orders\?order=\d+$/);
  await expect(director.getByRole("heading", { level: 1, name: poNumber })).toBeVisible();

  await director.getByRole("button", { name: "Approve" }).click();
  const dialog = director.getByRole("dialog");
  await dialog.getByRole("button", { name: "Approve" }).click();
  await expect(toastWithTitle(director, "Success").filter({ hasText: "Order approved" })).toBeVisible();

  // The buyer's bell: the outcome, on a phone too.
  await buyer.setViewportSize({ width: 390, height: 844 });
  await buyer.goto("/contracts");
  const buyerBell = buyer.getByRole("button", { name: /^Notifications/ });
  await expect(buyerBell).toHaveAccessibleName(/^Notifications, \d+ unread$/);
  await buyerBell.click();
  const buyerPanel = buyer.getByRole("dialog", { name: "Notifications" });
  await expect(buyerPanel.getByRole("link", { name: new RegExp(`Purchase order ${poNumber} approved`) })).toContainText(
    "Dara Director approved your order to Hanson Cement for £14,880.00",
  );
  expect(await buyer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot(buyer, "notifications-bell-buyer-phone");
  await buyerPanel.getByRole("button", { name: "Mark all as read" }).click();
  await expect(buyerBell).toHaveAccessibleName("Notifications");
});
