import { createUserViaApi, readEmail, signInAndWait, uniqueEmail } from "./support/helpers";
import { expect, test } from "./support/signed-in";

/**
 * Decision 0014 in the browser: a Site Manager (Contracts Edit, no Delete) is offered Delete on what
 * they logged and not on a director's record, on the deliveries tab and on a folder (whose owner the
 * server works out from everything inside it).
 */
test("an author with Edit only deletes their own records, not someone else's", async ({ page, pageAs }) => {
  test.setTimeout(90_000);
  const admin = await pageAs("admin");
  const created = await admin.request.post("/api/projects", {
    data: { name: `Record rights ${Date.now().toString(36)}`, address: "Kirkstall Forge, Leeds", postcode: "LS5 3BF" },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id: projectId, slug } = await created.json();
  const delivery = (supplier: string) => ({
    projectId,
    date: "2026-03-02",
    supplier,
    materialFactorId: "none",
    lineItems: [{ description: "Blocks", quantity: 10, unit: "pallets", materialFactorId: "none" }],
  });
  const theirs = await admin.request.post("/api/deliveries", { data: delivery("Director Supplies") });
  expect(theirs.status(), await theirs.text()).toBe(201);
  expect((await admin.request.post(`/api/projects/by-slug/${slug}/folders`, { data: { name: "Director folder" } })).status()).toBe(201);

  const email = uniqueEmail("manager");
  await createUserViaApi(admin.request, { name: "Sam Manager", email, role: "Site Manager" });
  const temporary = /Temporary password:\s*(\S+)/.exec(await readEmail(admin, email, "Your Sitebook account"))?.[1];
  await signInAndWait(page, email, temporary!);
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("New Password", { exact: true }).fill("Manager2026x");
  await dialog.getByLabel("Confirm New Password").fill("Manager2026x");
  await dialog.getByRole("button", { name: "Change Password" }).click();
  await expect(dialog).toBeHidden();
  const mine = await page.request.post("/api/deliveries", { data: delivery("Own Supplies") });
  expect(mine.status(), await mine.text()).toBe(201);
  expect((await page.request.post(`/api/projects/by-slug/${slug}/folders`, { data: { name: "My folder" } })).status()).toBe(201);

  await page.goto(`/project/${slug}?tab=deliveries`);
  await expect(page.getByRole("cell", { name: "Director Supplies" })).toBeVisible();
  await expect(page.getByRole("button", { name: /Delete the delivery from Own Supplies/ })).toBeVisible();
  await expect(page.getByRole("button", { name: /Delete the delivery from Director Supplies/ })).toHaveCount(0);

  await page.goto(`/project/${slug}?tab=files`);
  await page.getByRole("button", { name: "Actions for My folder" }).click();
  await expect(page.getByRole("menuitem", { name: "Delete" })).toBeVisible();
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Actions for Director folder" }).click();
  await expect(page.getByRole("menuitem", { name: "Rename" })).toBeVisible();
  await expect(page.getByRole("menuitem", { name: "Delete" })).toHaveCount(0);
  await admin.context().close();
});
