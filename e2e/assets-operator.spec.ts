import { expect, test } from "./support/signed-in";

test.use({ signedInAs: "Site Manager", viewport: { width: 390, height: 844 } });

/**
 * Issue 32, journey 3: an operator whose CPCS card has expired is refused a machine at check-out, with
 * the reason; a manager (Assets edit) then lets them take it with an override and a reason, which the
 * check-out and the activity log keep. The plant category's rule, the worker, the card, the contract
 * and the machine are set up through the API: the check-out is the journey.
 */
test("an expired CPCS card is refused a machine, then allowed with a logged override", async ({ page, pageAs }) => {
  test.setTimeout(120_000);
  const tag = Date.now().toString(36).slice(-5);
  const category = `Excavator ${tag}`;
  const ok = async (res: { ok(): boolean; text(): Promise<string>; json(): Promise<unknown> }) => {
    expect(res.ok(), await res.text()).toBe(true);
    return (await res.json()) as { id: number; name: string };
  };
  const rules = await ok(await page.request.get("/api/plant-category-cards"));
  await ok(
    await page.request.put("/api/plant-category-cards", {
      data: { rules: [...(rules as unknown as { rules: object[] }).rules, { category, requirements: [[{ scheme: "CPCS" }, { scheme: "NPORS" }]] }] },
    }),
  );
  const worker = await ok(
    await page.request.post("/api/workers", {
      data: { workerId: `W-${tag}`, firstName: "Sam", lastName: `Jones${tag}`, trade: "Plant operator", startDate: "2024-01-01" },
    }),
  );
  await ok(
    await page.request.post(`/api/workers/${worker.id}/cards`, { data: { schemeIdentifier: "CPCS", cardNumber: `CP${tag}`, expiryDate: "2026-03-03" } }),
  );
  const contract = await ok(
    await page.request.post("/api/projects", { data: { name: `Mill Street ${tag}`, code: `MS-${tag}`, address: "1 Mill Street, Leeds", status: "Open" } }),
  );
  const machine = await ok(await page.request.post("/api/assets", { data: { name: `Excavator 8t ${tag}`, type: "plant", category } }));

  // The scan's "Check out" opens the dialog straight away.
  await page.goto(`/assets/edit/${machine.id}?do=checkout`);
  const dialog = page.getByRole("dialog", { name: `Check out Excavator 8t ${tag}` });
  await dialog.getByLabel("Search workers").fill(`Jones${tag}`);
  await dialog.getByRole("button", { name: new RegExp(`Sam Jones${tag}`) }).click();
  await dialog.getByLabel("Contract").selectOption({ label: contract.name });
  await dialog.getByRole("button", { name: "Check out", exact: true }).click();

  const refusal = dialog.getByRole("alert").filter({ hasText: "may not take it" });
  await expect(refusal).toContainText(`Sam Jones${tag}'s CPCS card expired on 03/03/2026`);
  await expect(dialog.getByRole("button", { name: "Check out", exact: true })).toBeDisabled();
  if (process.env.SHOTS) await page.screenshot({ path: `${process.env.SHOTS}/asset-check-out-refused-390.png` });

  await refusal.getByRole("button", { name: "Override" }).click();
  await dialog.getByLabel("Reason for the override").fill("Renewed card seen on the CPCS app");
  await dialog.getByRole("button", { name: "Check out with override" }).click();
  await expect(dialog).toBeHidden();

  const whereabouts = page.getByRole("region", { name: "Check-out history" });
  await expect(page.getByText("Held by")).toBeVisible();
  await expect(whereabouts).toContainText(`Sam Jones${tag} on ${contract.name}`);
  await expect(whereabouts).toContainText("Renewed card seen on the CPCS app");

  const admin = await pageAs("admin");
  await admin.goto("/activity-logs");
  await expect(
    admin
      .getByText(new RegExp(`Checked out Excavator 8t ${tag} to Sam Jones${tag} .*overriding: .*CPCS card expired.*Renewed card seen on the CPCS app`))
      .filter({ visible: true })
      .first(),
  ).toBeVisible();
});
