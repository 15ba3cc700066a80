import { seriousViolations } from "./support/axe";
import { png } from "./support/png";
import { expect, test } from "./support/signed-in";

test.use({ signedInAs: "admin", viewport: { width: 1280, height: 900 }, reducedMotion: "reduce" });

/**
 * Issue 30's third journey: the company's rule says a plant operator needs CPCS or NPORS; a plant
 * operator who holds only a CSCS labourer card is flagged on the register (its badge and the "not met"
 * filter) and on his page, whatever else he holds. The rule and the worker come through the API; a
 * photo of his card's front is added on the page.
 */
test("a plant operator with only a CSCS labourer card is flagged for their trade", async ({ page }) => {
  test.setTimeout(120_000);
  const tag = Date.now().toString(36).slice(-5).toUpperCase();

  // The plant operator's rule, the other trades' rules kept as they are.
  const current = await (await page.request.get("/api/trade-card-rules")).json();
  const others = current.rules.filter((r: { trade: string }) => r.trade.toLowerCase() !== "plant operator");
  const rules = [
    ...others.map((r: { trade: string; requirements: unknown }) => ({ trade: r.trade, requirements: r.requirements })),
    { trade: "Plant operator", requirements: [[{ scheme: "CPCS" }, { scheme: "NPORS" }]] },
  ];
  const saved = await page.request.put("/api/trade-card-rules", { data: { rules } });
  expect(saved.status(), await saved.text()).toBe(200);

  const made = await page.request.post("/api/workers", {
    data: { workerId: `E2E-P-${tag}`, firstName: "Gary", lastName: `Digger${tag}`, trade: "Plant operator" },
  });
  expect(made.status(), await made.text()).toBe(201);
  const worker = await made.json();
  const card = await page.request.post(`/api/workers/${worker.id}/cards`, {
    data: { schemeIdentifier: "CSCS", cardNumber: `L-${tag}`, cardTypeName: "Green: Labourer", expiryDate: "2099-06-30" },
  });
  expect(card.status(), await card.text()).toBe(201);

  // The register: the badge on his row, and the filter finds him.
  await page.goto(`/workforce?q=Digger${tag}`);
  const row = page.getByRole("row").filter({ hasText: `Digger${tag}` });
  await expect(row.getByText("Card rule not met")).toBeVisible();
  await page.getByLabel("Card rule").selectOption("not_met");
  await expect(page).toHaveURL(/tradeRule=not_met/);
  await expect(row).toBeVisible();

  // The rules as an editor sees them: one rule per trade, its cards as alternatives.
  await page.getByRole("button", { name: "Card rules" }).click();
  const dialog = page.getByRole("dialog", { name: "Card rules per trade" });
  const trades = dialog.getByLabel("Trade", { exact: true });
  await expect(trades.first()).toBeVisible();
  const values = await trades.evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
  expect(values).toContain("Plant operator");
  const inDialog = await seriousViolations(page, "card rules dialog 1280");
  expect(inDialog, inDialog.join("\n")).toEqual([]);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();

  // His page: the flag says which rule and what it needs.
  await row.getByRole("link", { name: `Gary Digger${tag}` }).click();
  await expect(page.getByRole("heading", { name: `Gary Digger${tag}`, level: 1 })).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "Does not meet the Plant operator card rule: needs CPCS or NPORS" })).toBeVisible();

  // A photo of the card's front, from the cards panel.
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: `Add photo of the front of CSCS card L-${tag}` }).click();
  await (await chooser).setFiles({ name: "front.png", mimeType: "image/png", buffer: png() });
  await expect(page.getByRole("img", { name: `Photo of the front of CSCS card L-${tag}` })).toBeVisible();
  const found = await seriousViolations(page, "worker trade rule 1280");
  expect(found, found.join("\n")).toEqual([]);
});
