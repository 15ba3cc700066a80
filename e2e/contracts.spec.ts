import { toastWithTitle } from "./support/helpers";
import { expect, test } from "./support/signed-in";

test.use({ signedInAs: "admin" });

test("a contract from creation to the recycle bin: budgets, a reasoned change and its history", async ({ page }) => {
  const name = `Canal Wharf Offices ${Date.now().toString(36)}`;
  await page.goto("/contracts");

  // Create it with a client and budgets.
  await page.getByRole("link", { name: "New Contract" }).click();
  await expect(page.getByRole("heading", { name: "New Contract", level: 1 })).toBeVisible();
  await page.getByLabel("Project name").fill(name);
  await page.getByLabel("Site address").fill("3 Canal Wharf, Leeds");
  await page.getByLabel("Postcode").fill("ls11 5pz");
  await page.getByLabel("Client name").fill("Aire Valley Homes Ltd");
  await page.getByLabel("Contract value", { exact: true }).fill("1,250,000");
  await page.getByLabel("Total budget", { exact: true }).fill("980000");
  await page.getByLabel("Labour budget", { exact: true }).fill("250000");
  await page.getByRole("button", { name: "Create Contract" }).click();
  await expect(toastWithTitle(page, "Contract created")).toBeVisible();
  await expect(page).toHaveURL(/\/project\/canal-wharf-offices-/);
  const slug = new URL(page.url()).pathname.split("/").pop()!;

  // It is in the list, with its client, value and no invented spend.
  await page.goto("/contracts");
  await page.getByLabel("Search contracts").fill(name);
  const card = page.getByRole("article", { name: new RegExp(name) });
  await expect(card).toBeVisible();
  await expect(card).toContainText("Aire Valley Homes Ltd");
  await expect(card).toContainText("£1,250,000.00");
  await expect(card).toContainText("No purchase orders committed yet");
  await expect(card).toContainText("LS11 5PZ");

  // Change the labour budget: a reason is asked for, then the change is kept in its history.
  const project = await (await page.request.get(`/api/projects/by-slug/${slug}`)).json();
  await page.goto(`/edit-project/${project.id}`);
  await expect(page.getByRole("heading", { name: "Edit Contract", level: 1 })).toBeVisible();
  await page.getByLabel("Labour budget", { exact: true }).fill("275000");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("A reason is required to change the labour budget")).toBeVisible();
  await page.getByLabel("Reason for change").fill("Night shifts for the podium slab pour");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(toastWithTitle(page, "Contract updated")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/project/${slug}$`));

  await page.goto(`/edit-project/${project.id}`);
  await expect(page.getByText("Original £250,000.00")).toBeVisible();
  await page.getByRole("button", { name: "History of the labour budget" }).click();
  const history = page.getByRole("list", { name: "Changes to the labour budget" });
  await expect(history).toContainText("£250,000.00 → £275,000.00");
  await expect(history).toContainText("Night shifts for the podium slab pour");
  await expect(history).toContainText("Administrator");

  // Delete it (the admin may): confirmed, then gone from the list.
  await page.getByRole("button", { name: "Delete" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText(`Delete ${name}?`);
  await dialog.getByRole("button", { name: "Delete contract" }).click();
  await expect(toastWithTitle(page, "Contract deleted")).toBeVisible();
  await expect(page).toHaveURL(/\/contracts$/);
  await expect(page.getByRole("list", { name: "Contracts" }).or(page.getByText("No contracts yet"))).toBeVisible();
  await expect(page.getByRole("article", { name: new RegExp(name) })).toHaveCount(0);
  expect((await page.request.get(`/api/projects/by-slug/${slug}`)).status()).toBe(404);
});
