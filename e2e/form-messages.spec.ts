import { type Page } from "@playwright/test";
import { expect, test } from "./support/signed-in";

test.use({ signedInAs: "admin" });

/**
 * Issue 11 item 5, the kind behind "the weather form shows two condition errors": every form submitted
 * empty says each problem once (no message from a refinement and the field both, no hidden input's
 * message), and says at least one. The weather dialog has its own test in numbers.spec.ts.
 */

/** The visible field messages in the page's main area. */
const messages = (page: Page) => page.locator("main").locator("[role=alert], [id$=-error]").filter({ visible: true }).allTextContents();

function expectEachOnce(form: string, texts: string[]) {
  expect(texts.length, `${form} shows its required-field messages`).toBeGreaterThan(0);
  const twice = texts.filter((t, i) => texts.indexOf(t) !== i);
  expect(twice, `${form} says no message twice`).toEqual([]);
}

for (const width of [1280, 390]) {
  test(`each empty site form says each message once (${width} px)`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/contracts");
    const created = await page.request.post("/api/projects", {
      data: { name: `Forms ${Date.now().toString(36)}`, address: "Kirkstall Road, Leeds", postcode: "LS3 1HS", clientName: "Leeds Homes" },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { slug } = await created.json();

    // The diary's record forms open at their own addresses (?plant=new…), the same at every width.
    for (const [form, query] of [
      ["Labour", "labour=new"],
      ["Plant", "plant=new"],
      ["Delivery", "delivery=new"],
      ["Waste", "waste=new"],
      ["Energy", "energy=new"],
      ["Visitor", "visitor=new"],
      ["Other Scope 3", "scope3=new"],
    ]) {
      await page.goto(`/project/${slug}?${query}`);
      await page.getByRole("button", { name: "Create Entry" }).click();
      await expect(page.locator("main").locator("[role=alert]").filter({ visible: true }).first()).toBeVisible();
      expectEachOnce(form, await messages(page));
    }

    await page.goto(`/project/${slug}/site-issues/new`);
    await page.getByRole("button", { name: "Raise issue", exact: true }).click();
    await expect(page.locator("main").locator("[role=alert]").filter({ visible: true }).first()).toBeVisible();
    expectEachOnce("Site issue", await messages(page));
  });
}
