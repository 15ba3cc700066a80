import { expect, test } from "@playwright/test";
import { extractText } from "unpdf";
import { ADMIN } from "./support/accounts";
import { signInAndWait, toastWithTitle } from "./support/helpers";

/**
 * Issue 14's journey: the standard purchase order template opened in the designer, its logo dragged
 * to a new place, a field bound to the order's status added, saved, and the preview PDF shows it.
 */
test("move the logo, add a bound field, save, and the preview PDF shows it", async ({ page }) => {
  await signInAndWait(page, ADMIN.email, ADMIN.password);
  await page.goto("/template-designer");
  await expect(page.getByRole("heading", { name: "Template Designer", level: 1 })).toBeVisible();

  // The seeded default opens first, marked in the list.
  const listed = page.getByRole("navigation", { name: "Templates" }).getByRole("button", { name: /Standard purchase order/ });
  await expect(listed).toContainText("Default");
  await expect(page.getByLabel("Template name")).toHaveValue("Standard purchase order");
  const canvas = page.getByTestId("designer-canvas");
  const scale = Number(await canvas.getAttribute("data-scale"));

  // Drag the logo 150 px right and 30 px down: the designer moves it by that many points over the scale.
  const logo = page.locator('[data-element-id="logo"]');
  const box = (await logo.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 75, box.y + box.height / 2 + 15, { steps: 4 });
  await page.mouse.move(box.x + box.width / 2 + 150, box.y + box.height / 2 + 30, { steps: 4 });
  await page.mouse.up();
  const panel = page.getByTestId("properties-panel");
  await expect(panel.getByRole("heading", { name: "Image", level: 2 })).toBeVisible();
  const x = Number(await panel.getByLabel("X", { exact: true }).inputValue());
  const y = Number(await panel.getByLabel("Y", { exact: true }).inputValue());
  expect(Math.abs(x - (40 + 150 / scale))).toBeLessThanOrEqual(1);
  expect(Math.abs(y - (30 + 30 / scale))).toBeLessThanOrEqual(1);
  await expect(page.getByText("Unsaved changes")).toBeVisible();

  // A field from the palette, bound to the order's status, with a label.
  await page.getByRole("group", { name: "Add an element" }).getByRole("button", { name: "Field" }).click();
  await expect(panel.getByRole("heading", { name: "Field", level: 2 })).toBeVisible();
  await panel.getByLabel("Shows").selectOption({ label: "Order: Status" });
  await panel.getByLabel("Label before it").fill("Order status:");
  await panel.getByLabel("Y", { exact: true }).fill("740");
  await expect(canvas).toContainText("Order status: Approved");

  await page.getByRole("button", { name: "Save" }).click();
  await expect(toastWithTitle(page, "Template saved")).toBeVisible();
  await expect(page.getByText("Unsaved changes")).toBeHidden();

  // Saved: read back, the logo where it was dropped and the field bound.
  const id =
    new URL(page.url()).searchParams.get("template") ?? (await page.request.get("/api/pdf-templates").then(async (r) => String((await r.json()).items[0].id)));
  const saved = await (await page.request.get(`/api/pdf-templates/${id}`)).json();
  const savedLogo = saved.templateElements.find((e: { id: string }) => e.id === "logo");
  expect(savedLogo.position.x).toBeCloseTo(x, 5);
  expect(
    saved.templateElements.some(
      (e: { dataBinding?: string; properties: { label?: string } }) => e.dataBinding === "status" && e.properties.label === "Order status:",
    ),
  ).toBe(true);

  // Preview PDF: the server draws the designer's template with the sample order; the bytes the new
  // tab receives are read on their way through.
  let pdf: Buffer | null = null;
  await page.route("**/api/pdf-templates/preview", async (route) => {
    const response = await route.fetch();
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/pdf");
    pdf = await response.body();
    await route.fulfill({ response });
  });
  const popup = page.context().waitForEvent("page");
  await page.getByRole("button", { name: "Preview PDF" }).click();
  await expect.poll(() => pdf?.length ?? 0).toBeGreaterThan(1000);
  const text = (await extractText(new Uint8Array(pdf!), { mergePages: true })).text.replace(/\s+/g, " ");
  expect(text).toContain("Order status: Approved");
  expect(text).toContain("PURCHASE ORDER");
  await (await popup).close();
});

test("the spec's messages on save", async ({ page }) => {
  await signInAndWait(page, ADMIN.email, ADMIN.password);
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
