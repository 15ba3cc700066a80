import { type Page } from "@playwright/test";
import fs from "node:fs";
import { seriousViolations } from "./support/axe";
import { toastWithTitle } from "./support/helpers";
import { expect, test } from "./support/signed-in";

test.use({ signedInAs: "admin" });

/**
 * Issue 30's worker register at a desk: an admin adds a worker, gives them a CSCS card and records a
 * check of it, then finds them by search and by the card-status filter; on a phone the register shows
 * them as a card. A second worker, whose only card ran out, comes through the API and shows "Expired".
 */
test.use({ viewport: { width: 1280, height: 900 }, reducedMotion: "reduce" });

const SHOTS = process.env.SHOTS_DIR;
/** No sideways scrolling, no serious axe violation; with SHOTS_DIR set, a full-page screenshot. */
async function check(page: Page, name: string) {
  const width = page.viewportSize()!.width;
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(sideways, `${name} at ${width} px scrolls sideways`).toBe(false);
  const found = await seriousViolations(page, `${name} ${width}`);
  expect(found, found.join("\n")).toEqual([]);
  if (SHOTS) {
    fs.mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

const success = (page: Page, text: string | RegExp) => toastWithTitle(page, "Success").filter({ hasText: text });

test("a worker is added with a CSCS card and a recorded check, found by search and card status, and listed as a card on a phone", async ({ page }) => {
  test.setTimeout(180_000);
  const tag = Date.now().toString(36).slice(-5).toUpperCase();

  // A worker whose only card ran out, through the API.
  const made = await page.request.post("/api/workers", {
    data: { workerId: `E2E-X-${tag}`, firstName: "Dean", lastName: `Lapsed${tag}`, trade: "Scaffolder" },
  });
  expect(made.status(), await made.text()).toBe(201);
  const lapsed = await made.json();
  const card = await page.request.post(`/api/workers/${lapsed.id}/cards`, {
    data: { schemeIdentifier: "CISRS", cardNumber: `C-${tag}`, expiryDate: "2024-01-31" },
  });
  expect(card.status(), await card.text()).toBe(201);

  // Add a worker: the form checks with the shared schema (the server's messages) before anything is sent.
  await page.goto("/workforce");
  await expect(page.getByRole("heading", { name: "Workforce", level: 1 })).toBeVisible();
  await page.getByRole("link", { name: "Add worker" }).first().click();
  const form = page.getByRole("form", { name: "Add worker" });
  await form.getByRole("button", { name: "Add worker" }).click();
  await expect(form.getByText("Worker ID is required")).toBeVisible();
  const last = `Carter${tag}`;
  const name = `Liam ${last}`;
  await form.getByLabel("Worker ID").fill(`E2E-${tag}`);
  await form.getByLabel("First name").fill("Liam");
  await form.getByLabel("Last name").fill(last);
  await form.getByLabel("National Insurance number").fill("QQ 12 34 56 E");
  await form.getByLabel("Next of kin mobile").fill("0113 496 0000");
  await form.getByLabel("Employer").fill("Calder Electrical Services");
  await form.getByLabel("Trade").fill("Electrician");
  await form.getByLabel("Hourly rate (£)").fill("21.50");
  await check(page, "worker-form");
  await form.getByRole("button", { name: "Add worker" }).click();
  await expect(form.getByText("Please enter a valid UK National Insurance number (e.g. AB 12 34 56 C)")).toBeVisible();
  await expect(form.getByText("Please enter a valid UK mobile number (07xxx xxxxxx)")).toBeVisible();
  await form.getByLabel("National Insurance number").fill("ab123456c");
  await form.getByLabel("Next of kin mobile").fill("07700 900456");
  await form.getByRole("button", { name: "Add worker" }).click();
  await expect(success(page, `${name} added`)).toBeVisible();
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  await expect(page.getByLabel("National Insurance number")).toHaveValue("AB 12 34 56 C");

  // A CSCS card, then a check of it: who (the admin), how and the result.
  await page.getByRole("button", { name: "Add card" }).click();
  const cardDialog = page.getByRole("dialog");
  await cardDialog.getByLabel("Card scheme").selectOption("CSCS");
  await cardDialog.getByLabel("Card number").fill(`CSCS-${tag}`);
  await cardDialog.getByLabel("Expiry date").fill("2030-06-30");
  await cardDialog.getByLabel("Card type").fill("Gold skilled worker");
  await cardDialog.getByRole("button", { name: "Add card" }).click();
  await expect(success(page, "CSCS card added")).toBeVisible();
  const cards = page.getByRole("list", { name: "Cards" });
  await expect(cards.getByText(`CSCS-${tag}`, { exact: true })).toBeVisible();
  await expect(cards.getByText("Not checked yet")).toBeVisible();
  await cards.getByRole("button", { name: "Record a check" }).click();
  const checkDialog = page.getByRole("dialog");
  await expect(checkDialog.getByText(/checked by /)).toBeVisible();
  await checkDialog.getByLabel("How it was checked").selectOption("scheme_app");
  await checkDialog.getByLabel("Result").selectOption("valid");
  await checkDialog.getByRole("button", { name: "Record check" }).click();
  await expect(success(page, "Check recorded")).toBeVisible();
  await expect(cards.getByText("Checked: valid")).toBeVisible();
  await expect(cards.getByText(/the scheme's checking app/)).toBeVisible();
  await check(page, "worker-page");

  // Found by search, and by card status: valid for this worker, expired for the other.
  await page.getByRole("link", { name: "Back to Workforce" }).click();
  await page.getByLabel("Search workers").fill(tag);
  const table = page.getByRole("table");
  await expect(table.getByRole("link")).toHaveCount(2);
  await page.getByLabel("Card status").selectOption({ label: "Cards valid" });
  await expect(table.getByRole("link")).toHaveCount(1);
  await expect(table.getByRole("link", { name })).toBeVisible();
  await page.getByLabel("Card status").selectOption({ label: "Card expired" });
  await expect(table.getByRole("link")).toHaveCount(1);
  const lapsedRow = table.getByRole("row").filter({ hasText: `Lapsed${tag}` });
  await expect(lapsedRow.getByText("Expired", { exact: true })).toBeVisible();
  await check(page, "workforce-list");

  // On a phone the register is cards.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByLabel("Card status").selectOption({ label: "Any card status" });
  const list = page.getByRole("list", { name: "Workers" });
  await expect(list.getByRole("link")).toHaveCount(2);
  await expect(list.getByRole("link", { name: new RegExp(name) })).toBeVisible();
  await expect(list.getByRole("link", { name: new RegExp(`Lapsed${tag}`) }).getByText("Expired", { exact: true })).toBeVisible();
  await expect(table).toBeHidden();
  await check(page, "workforce-list");
  await list.getByRole("link", { name: new RegExp(name) }).click();
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  await check(page, "worker-page");
});

test("a role that may only view the register sees a worker without their personal data and changes nothing", async ({ page, pageAs }) => {
  const tag = Date.now().toString(36).slice(-5).toUpperCase();
  const made = await page.request.post("/api/workers", {
    data: { workerId: `E2E-V-${tag}`, firstName: "Gary", lastName: `Viewed${tag}`, nationalInsurance: "AB 12 34 56 C", allergies: "Penicillin" },
  });
  expect(made.status(), await made.text()).toBe(201);
  const worker = await made.json();

  const qs = await pageAs("QS");
  await qs.goto(`/workforce?q=${tag}`);
  await expect(qs.getByRole("table").getByRole("link", { name: `Gary Viewed${tag}` })).toBeVisible();
  await expect(qs.getByRole("link", { name: "Add worker" })).toHaveCount(0);
  await expect(qs.getByRole("button", { name: "Import CSV" })).toHaveCount(0);
  await qs.goto(`/workforce/edit/${worker.id}`);
  await expect(qs.getByRole("heading", { name: `Gary Viewed${tag}`, level: 1 })).toBeVisible();
  await expect(qs.getByLabel("First name")).toBeDisabled();
  await expect(qs.getByLabel("National Insurance number")).toHaveCount(0);
  await expect(qs.getByLabel("Allergies")).toHaveCount(0);
  await expect(qs.getByText("Penicillin")).toHaveCount(0);
  await expect(qs.getByRole("button", { name: "Add card" })).toHaveCount(0);
  await expect(qs.getByRole("button", { name: "Save changes" })).toHaveCount(0);
});
