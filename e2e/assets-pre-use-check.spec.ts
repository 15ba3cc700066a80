import { seriousViolations } from "./support/axe";
import { shot } from "./support/shots";
import { expect, test } from "./support/signed-in";

const PHONE = { width: 390, height: 844 };
test.use({ signedInAs: "admin", viewport: PHONE, reducedMotion: "reduce" });

/**
 * Issue 32's second journey, on a phone where it happens: a site supervisor (Assets view) opens the
 * item's page from its scan (`?do=check`), answers the pre-use check with a defect and is told plainly
 * "Do not use"; the page then shows it out of use, and an authorised person (Assets edit) clears it
 * with a note. Until then a check-out is refused; after it, the item goes out. The item, a worker and a
 * contract are made through the API (set-up, not the journey).
 */
test("a failed pre-use check takes the item out of use, and check-out is refused until an authorised person clears it", async ({ page, pageAs }) => {
  test.setTimeout(120_000);
  const tag = Date.now().toString(36).slice(-5).toUpperCase();
  const made = await page.request.post("/api/assets", { data: { name: `Dumper ${tag}`, type: "plant", category: "Dumper" } });
  expect(made.status(), await made.text()).toBe(201);
  const asset = await made.json();
  // Someone to take it, and where: a worker of the register and an open contract.
  const hand = await page.request.post("/api/workers", { data: { workerId: `W-${tag}`, firstName: "Dale", lastName: `Hirst${tag}`, trade: "Groundworker" } });
  expect(hand.status(), await hand.text()).toBe(201);
  const job = await page.request.post("/api/projects", {
    data: { name: `Tannery Yard ${tag}`, code: `TY-${tag}`, address: "3 Tannery Yard, Leeds", status: "Open" },
  });
  expect(job.status(), await job.text()).toBe(201);
  const contract = await job.json();
  const checkOut = async () => {
    await page.goto(`/assets/edit/${asset.id}?do=checkout`);
    const dialog = page.getByRole("dialog", { name: `Check out Dumper ${tag}` });
    await dialog.getByLabel("Search workers").fill(`Hirst${tag}`);
    await dialog.getByRole("button", { name: new RegExp(`Dale Hirst${tag}`) }).click();
    await dialog.getByLabel("Contract").selectOption({ label: contract.name });
    await dialog.getByRole("button", { name: "Check out", exact: true }).click();
    return dialog;
  };

  // The supervisor, from the scan's "Pre-use check": the dialog opens itself.
  const supervisor = await pageAs("Site Supervisor", { viewport: PHONE, reducedMotion: "reduce" });
  await supervisor.goto(`/assets/edit/${asset.id}?do=check`);
  const dialog = supervisor.getByRole("dialog", { name: "Pre-use check" });
  await expect(dialog.getByText(`Dumper ${tag}`)).toBeVisible();
  const checks = dialog.getByRole("group");
  await expect(checks.first()).toBeVisible();
  const count = await checks.count();
  for (let i = 0; i < count; i++) {
    const item = checks.nth(i);
    const name = (await item.locator("legend").textContent()) ?? "";
    await item.getByRole("button", { name: name === "Hydraulic hoses and rams" ? "Defect" : "OK" }).click();
  }
  await dialog.getByLabel("What is wrong?").fill("Tipping ram hose weeping oil");
  await shot(supervisor, "assets-pre-use-check");
  const inDialog = await seriousViolations(supervisor, "pre-use check 390");
  expect(inDialog, inDialog.join("\n")).toEqual([]);
  await dialog.getByRole("button", { name: "Record check" }).click();

  // Plainly: do not use it.
  await expect(dialog.getByRole("alert").getByText("Do not use")).toBeVisible();
  await expect(dialog.getByText("Hydraulic hoses and rams: Tipping ram hose weeping oil")).toBeVisible();
  await shot(supervisor, "assets-do-not-use");
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(supervisor).toHaveURL(new RegExp(`/assets/edit/${asset.id}$`));
  const banner = supervisor.getByRole("alert", { name: "Out of use" });
  await expect(banner).toContainText("Failed pre-use check: Hydraulic hoses and rams: Tipping ram hose weeping oil");
  // Site staff may take it out of use, not clear it.
  await expect(banner.getByRole("button", { name: "Clear for use" })).toHaveCount(0);

  // Out of use, it is not checked out to anyone: the refusal says why.
  const refused = await checkOut();
  await expect(refused.getByRole("alert").filter({ hasText: "out of use" })).toBeVisible();
  await expect(refused).toBeVisible();

  // The authorised person clears it, with a note (required).
  await page.goto(`/assets/edit/${asset.id}`);
  const out = page.getByRole("alert", { name: "Out of use" });
  await out.getByRole("button", { name: "Clear for use" }).click();
  const clear = page.getByRole("dialog", { name: "Clear for use" });
  await clear.getByRole("button", { name: "Clear for use" }).click();
  await expect(clear.getByText("Say why it is safe to use again: what was repaired or found")).toBeVisible();
  await clear.getByLabel("Note").fill("Hose replaced by the fitter and tested under load");
  await shot(page, "assets-clear-for-use");
  await clear.getByRole("button", { name: "Clear for use" }).click();
  await expect(clear).toBeHidden();
  await expect(page.getByRole("alert", { name: "Out of use" })).toHaveCount(0);

  // The record: a check with its defect, and the item back in use.
  const checksList = await (await page.request.get(`/api/assets/${asset.id}/pre-use-checks`)).json();
  expect(checksList.items[0]).toMatchObject({ passed: false, defectNote: "Hydraulic hoses and rams: Tipping ram hose weeping oil" });
  expect((await (await page.request.get(`/api/assets/${asset.id}/safety`)).json()).outOfUse).toBeNull();

  // Cleared, it goes out again.
  const allowed = await checkOut();
  await expect(allowed).toBeHidden();
  await expect(page.getByRole("region", { name: "Check-out history" })).toContainText(`Dale Hirst${tag} on ${contract.name}`);
});
