import { type Locator } from "@playwright/test";
import { seedProject } from "./support/screens";
import { expect, test } from "./support/signed-in";

test.use({ signedInAs: "admin" });

const box = async (l: Locator) => {
  const b = await l.boundingBox();
  if (!b) throw new Error("not visible");
  return b;
};

/**
 * Issue 11 item 21: at 1280 px the carbon ledger's filters stay inside its card, the table fits
 * without scrolling sideways, and a GHG category reads in full ("Cat. 4: Upstream transportation
 * and distribution", not "Cat. 4: Upstream tran…").
 */
test.use({ viewport: { width: 1280, height: 900 } });

test("the carbon ledger fits its card at 1280 px with categories in full", async ({ page }, info) => {
  await page.goto("/contracts");
  const project = await seedProject(page);
  await page.goto(`/project/${project.slug}?tab=carbon`);
  const section = page.getByRole("heading", { name: "The entries behind each figure" }).locator("xpath=ancestor::*[contains(@class,'rounded')][1]");
  const filters = page.getByRole("group", { name: "Filter the entries" });
  await expect(filters).toBeVisible();
  const card = await box(section);
  const f = await box(filters);
  expect(f.x + f.width).toBeLessThanOrEqual(card.x + card.width);

  const table = page.getByRole("table");
  await expect(table).toBeVisible();
  const t = await box(table);
  expect(t.x + t.width).toBeLessThanOrEqual(card.x + card.width);

  const category = table.getByText("Cat. 4: Upstream transportation and distribution", { exact: true });
  await expect(category).toBeVisible();
  // Shown whole: not cut by an ellipsis.
  expect(await category.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await section.screenshot({ path: info.outputPath("carbon-ledger-1280.png") });
});
