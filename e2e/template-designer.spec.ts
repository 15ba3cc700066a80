import { toastWithTitle } from "./support/helpers";
import { expect, test } from "./support/signed-in";

test.use({ signedInAs: "admin" });

/**
 * The template designer's messages on save. Moving the logo, adding a bound field, saving, the preview
 * PDF and the next order's PDF showing both are step 4 of e2e/procurement-delivery.spec.ts.
 */
test("the spec's messages on save", async ({ page }) => {
  await page.goto("/template-designer?template=new");
  await expect(page.getByLabel("Template name")).toHaveValue("");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Template name is required")).toBeVisible();
  await page.getByLabel("Template name").fill("x".repeat(101));
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Template name must be less than 100 characters")).toBeVisible();
  await page.getByLabel("Template name").fill("Delivery certificate");
  await page.getByLabel("Type").selectOption("certificate");
  await page.getByRole("group", { name: "Add an element" }).getByRole("button", { name: "Border" }).click();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(toastWithTitle(page, "Template saved")).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Templates" }).getByRole("button", { name: "Delivery certificate" })).toBeVisible();
});
