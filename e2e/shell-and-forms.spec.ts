import { type Locator, type Page, type TestInfo } from "@playwright/test";
import { COMPANY_NAME } from "./support/accounts";
import { createUserViaApi, readEmail, signInAndWait, toastWithTitle, uniqueEmail } from "./support/helpers";
import { expect, test } from "./support/signed-in";

test.use({ signedInAs: "admin" });

/**
 * The shell and the forms on phones and short screens (issue 11 items 17, 19, 20, 22, 23): the first
 * invalid field is shown above a sticky Create/Cancel bar, the phone menu reaches every page the
 * sidebar does, the sidebar's links scroll with a cue, toasts cover no action, a Delete never looks
 * like a red brand's primary button, and the header waits for the company name.
 */

type Box = { x: number; y: number; width: number; height: number };
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 820 };

async function box(locator: Locator): Promise<Box> {
  const b = await locator.boundingBox();
  expect(b, "the element has a box on screen").not.toBeNull();
  return b!;
}
const intersects = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function shot(page: Page, info: TestInfo, name: string) {
  await page.screenshot({ path: info.outputPath(`${name}.png`) });
}

async function createProject(page: Page, name: string) {
  const res = await page.request.post("/api/projects", {
    data: { name: `${name} ${Date.now().toString(36)}`, address: "Kirkstall Road, Leeds", postcode: "LS4 2AZ" },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: number; slug: string; name: string };
}

/**
 * The focused field, with its error message under it, sits between the sticky header and the sticky
 * bar holding `button`: fully visible, nothing over it.
 */
async function expectClearOfStickyBars(page: Page, field: Locator, error: Locator, button: Locator) {
  await expect(field).toBeFocused();
  await expect(error).toBeVisible();
  // Wait for the scroll to settle before measuring.
  await expect.poll(async () => (await box(field)).y, { intervals: [100, 100, 200] }).toBe((await box(field)).y);
  const header = await box(page.getByRole("banner"));
  const bar = await box(button);
  const f = await box(field);
  const e = await box(error);
  expect(f.y, "the field starts below the header").toBeGreaterThanOrEqual(header.y + header.height);
  expect(e.y + e.height, "its error ends above the sticky bar").toBeLessThanOrEqual(bar.y - 8);
}

test.describe("on a phone", () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  test("a refused form scrolls to its first error and focuses it, above the sticky Create bar (two forms)", async ({ page }, info) => {
    await page.goto("/contracts");
    const project = await createProject(page, "Armley Mills");

    // Site issue: everything but the description, which sits low on the form.
    await page.goto(`/project/${project.slug}/site-issues/new`);
    const issue = page.getByRole("form", { name: "Raise site issue" });
    await issue.getByLabel("Issue type").selectOption({ label: "Health & Safety" });
    await issue.getByRole("button", { name: "Raise issue" }).click();
    const description = issue.getByLabel("Issue description");
    await expectClearOfStickyBars(page, description, page.locator("#issue-description-error"), issue.getByRole("button", { name: "Raise issue" }));
    await shot(page, info, "phone-issue-first-error");

    // Sign in Visitor: a distance past the limit, the second field from the foot of the form.
    await page.goto(`/project/${project.slug}?visitor=new`);
    const visitor = page.getByRole("form", { name: "Sign in Visitor" });
    await visitor.getByLabel("First name").fill("Priya");
    await visitor.getByLabel("Last name").fill("Raman");
    await visitor.getByLabel("Company").fill("Arup");
    await visitor.getByLabel("Reason for visit").fill("Structural inspection of the level 3 slab");
    await visitor.getByLabel("Travel method").selectOption({ label: "Car (petrol)" });
    await visitor.getByLabel("Distance (km, one way)").fill("99999");
    await visitor.getByLabel("First name").focus();
    await page.evaluate(() => window.scrollTo(0, 0));
    await visitor.getByRole("button", { name: "Create Entry" }).click();
    await expectClearOfStickyBars(
      page,
      visitor.getByLabel("Distance (km, one way)"),
      page.locator("#visitor-distance-error"),
      visitor.getByRole("button", { name: "Create Entry" }),
    );
    await shot(page, info, "phone-visitor-first-error");

    // A picker holds the first error (Waste Code, above the fold once the form is scrolled down):
    // it takes the focus, not the next plain field.
    await page.goto(`/project/${project.slug}?waste=new`);
    const create = page.getByRole("button", { name: "Create Entry" });
    await expect(create).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await create.click();
    await expectClearOfStickyBars(page, page.locator("#waste-code"), page.locator("#waste-code-error"), create);
    await shot(page, info, "phone-waste-first-error");
  });

  test("the phone menu keeps the spec's groups and adds the sidebar's other links, filtered by the role", async ({ page, pageAs }, info) => {
    await page.goto("/contracts");
    await page.getByRole("button", { name: "Menu" }).click();
    const menu = page.getByRole("dialog");
    for (const name of ["Suppliers", "Contracts", "Carbon Standards", "User Settings", "Email Templates", "All Entries", "Risk Assessment", "Activity Logs"]) {
      await expect(menu.getByRole("link", { name, exact: true })).toBeAttached();
    }
    await expect(menu.getByRole("link", { name: "Team Management" })).toHaveCount(0);
    await menu.getByRole("button", { name: "Sustainability" }).click();
    await expect(menu.getByRole("link", { name: "Action Plans" })).toBeVisible();
    await shot(page, info, "phone-menu-admin");
    // The last link scrolls into reach within the menu, and takes you there.
    await menu.getByRole("link", { name: "Risk Assessment" }).scrollIntoViewIfNeeded();
    await menu.getByRole("link", { name: "Risk Assessment" }).click();
    await expect(page).toHaveURL(/\/risk-assessment$/);
    await expect(menu).toBeHidden();

    // A Site Manager on a phone: the other links they may see, and none they may not.
    const email = uniqueEmail("sm.phone");
    await createUserViaApi(page.request, { name: "Vera Evans", email, role: "Site Manager" });
    const temporary = /Temporary password:\s*(\S+)/.exec(await readEmail(page, email, "Your Sitebook account"))?.[1];
    const phone = await pageAs(null, { viewport: PHONE, isMobile: true, hasTouch: true, locale: "en-GB" });
    await signInAndWait(phone, email, temporary!);
    const dialog = phone.getByRole("dialog");
    await dialog.getByLabel("New Password", { exact: true }).fill("Manager2026x");
    await dialog.getByLabel("Confirm New Password").fill("Manager2026x");
    await dialog.getByRole("button", { name: "Change Password" }).click();
    await expect(dialog).toBeHidden();
    await phone.getByRole("button", { name: "Menu" }).click();
    const theirs = phone.getByRole("dialog");
    for (const name of ["Contracts", "User Settings", "All Entries", "Risk Assessment"])
      await expect(theirs.getByRole("link", { name, exact: true })).toBeAttached();
    await expect(theirs.getByRole("button", { name: "Sustainability" })).toBeVisible();
    for (const name of ["Email Templates", "Activity Logs", "Cost Analysis"]) await expect(theirs.getByRole("link", { name, exact: true })).toHaveCount(0);
    // Their initials follow one rule in the menu's footer: the first two characters of the name.
    await expect(theirs.getByText("VE", { exact: true })).toBeVisible();
    await shot(phone, info, "phone-menu-site-manager");
  });
});

test("on a short window (1280×820) the sidebar's links scroll with a cue, the footer stays, and the toggle clears the tile", async ({ page }, info) => {
  await page.setViewportSize(DESKTOP);
  await page.goto("/company");
  const sidebar = page.getByRole("complementary");
  const nav = sidebar.getByRole("navigation", { name: "Main" });
  const cue = sidebar.getByTestId("nav-more-below");
  const logout = sidebar.getByRole("button", { name: "Logout" });
  await expect(sidebar.getByRole("link", { name: "Company Profile" })).toBeVisible();

  // Settings is open on /company: more links than fit, so the list scrolls and says so.
  const last = sidebar.getByRole("link", { name: "Activity Logs" });
  expect(await nav.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
  await expect(cue).toHaveCSS("opacity", "1");
  await shot(page, info, "desktop-820-sidebar-top");
  await nav.hover();
  await page.mouse.wheel(0, 2000);
  await expect(cue).toHaveCSS("opacity", "0");
  const navBox = await box(nav);
  const lastBox = await box(last);
  expect(lastBox.y + lastBox.height, "the last link ends inside the list, above the footer").toBeLessThanOrEqual(navBox.y + navBox.height);
  expect(lastBox.y + lastBox.height).toBeLessThanOrEqual((await box(logout)).y);
  await expect(logout).toBeInViewport();
  await shot(page, info, "desktop-820-sidebar-scrolled");
  await last.click();
  await expect(page).toHaveURL(/\/activity-logs$/);

  // The open Settings group's current link stays inside the sidebar.
  await page.goto("/company");
  const current = sidebar.getByRole("link", { name: "Company Profile" });
  const asideBox = await box(sidebar);
  const currentBox = await box(current);
  expect(currentBox.x + currentBox.width, "the highlight ends inside the list").toBeLessThanOrEqual(navBox.x + navBox.width - 8);
  expect(currentBox.x + currentBox.width).toBeLessThan(asideBox.x + asideBox.width);

  // Opened on the last link of the Settings group, that link is scrolled into the list's view,
  // clear of the fade, with its label whole.
  await page.goto("/team");
  const team = sidebar.getByRole("link", { name: "Team Management" });
  await expect(team).toHaveAttribute("aria-current", "page");
  await expect.poll(async () => (await box(team)).y + (await box(team)).height).toBeLessThanOrEqual(navBox.y + navBox.height - 40);
  expect(await team.locator("span").evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await shot(page, info, "desktop-820-sidebar-team");

  // Collapsed to 4rem, the expand chevron does not sit on the company tile.
  await sidebar.getByRole("button", { name: "Collapse sidebar" }).click();
  const toggle = sidebar.getByRole("button", { name: "Expand sidebar" });
  // The tile is the company link: initials labelled with the name, or the logo (alt "<name> logo") once an earlier test uploaded one.
  const tile = sidebar.getByRole("link", { name: new RegExp(COMPANY_NAME) }).first();
  await expect.poll(async () => (await box(sidebar)).width).toBe(64);
  expect(intersects(await box(toggle), await box(tile))).toBe(false);
  await shot(page, info, "desktop-820-sidebar-collapsed");
});

// The company profile is the whole company's: every test that saves it is in this file, so that on two
// workers no save (whose form sends every field, the brand colour too) overwrites another's mid-test.
test("the company's brand colour themes the app and its logo appears in the sidebar", async ({ page }) => {
  await page.goto("/company");
  await page.getByLabel("Company number").fill("09876543");
  await page.getByLabel("Registered address").fill("Unit 4, Riverside Business Park, Leeds");
  await page.getByLabel("Postcode").first().fill("LS11 5DF");
  await page.getByLabel("Phone number").first().fill("0113 496 0123");
  await page.getByLabel("Brand colour", { exact: true }).fill("#b91c1c");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status").first()).toBeVisible();
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--brand").trim())).toBe("#b91c1c");

  // A real PNG: a picture of part of this page.
  const png = await page.getByRole("banner").screenshot();
  await page.locator('input[type="file"]').setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: png });
  await expect(toastWithTitle(page, "Logo updated")).toBeVisible();
  const logo = page.getByRole("complementary").getByRole("img", { name: new RegExp(COMPANY_NAME) });
  await expect(logo).toBeVisible();
  await expect(logo).toHaveAttribute("src", /\/api\/company-profile\/logo\?t=/);

  // The colour survives a reload: it is the company's, not this tab's.
  await page.reload();
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--brand").trim())).toBe("#b91c1c");
});

for (const size of [DESKTOP, PHONE]) {
  test(`after a save the toast covers no action (${size.width} px)`, async ({ page }, info) => {
    await page.setViewportSize(size);
    await page.goto("/company");
    await page.getByLabel("Company number").fill("09876543");
    await page.getByLabel("Registered address").fill("Unit 4, Riverside Business Park, Leeds");
    await page.getByLabel("Postcode").first().fill("LS11 5DF");
    await page.getByLabel("Phone number").first().fill("0113 496 0123");
    // Saved from the foot of the page, where the Save bar is.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const save = page.getByRole("button", { name: "Save changes" });
    const discard = page.getByRole("button", { name: "Discard" });
    await save.click();
    const toast = toastWithTitle(page, "Company profile saved");
    await expect(toast).toBeVisible();
    // One at a time (read at once: the toast is gone 5 s later, and a busy machine takes that long to measure).
    await expect(page.getByRole("status")).toHaveCount(1);
    await page.waitForTimeout(300); // the toast's entrance animation
    const t = await box(toast);
    for (const action of [save, discard, page.getByRole("button", { name: "Report Issue" }), page.getByRole("button", { name: "Take Tour" })]) {
      expect(intersects(t, await box(action)), `the toast is clear of ${await action.textContent()}`).toBe(false);
    }
    if (size === PHONE) expect(intersects(t, await box(page.getByRole("button", { name: "Menu" })))).toBe(false);
    await shot(page, info, `toast-${size.width}`);
    // Gone after 5 s.
    await expect(toast).toBeHidden({ timeout: 7000 });
  });
}

test("with a red brand (#dc2626) a Delete button does not look like a primary button", async ({ page }, info) => {
  await page.goto("/company");
  await page.getByLabel("Company number").fill("09876543");
  await page.getByLabel("Registered address").fill("Unit 4, Riverside Business Park, Leeds");
  await page.getByLabel("Postcode").first().fill("LS11 5DF");
  await page.getByLabel("Phone number").first().fill("0113 496 0123");
  await page.getByLabel("Brand colour", { exact: true }).fill("#dc2626");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--brand").trim())).toBe("#dc2626");

  await page.goto("/test-confirmations");
  const look = (l: Locator) =>
    l.evaluate((el) => ({
      background: getComputedStyle(el).backgroundColor,
      border: getComputedStyle(el).borderTopColor,
      borderWidth: getComputedStyle(el).borderTopWidth,
    }));
  // The header's Report Issue is a primary button; the dialog will hide it from the accessibility tree.
  const p = await look(page.getByRole("button", { name: "Report Issue" }));
  await page.getByRole("button", { name: "Show destructive dialog" }).click();
  const dialog = page.getByRole("alertdialog").or(page.getByRole("dialog"));
  const del = dialog.getByRole("button", { name: "Delete", exact: true });
  await expect(del).toBeVisible();
  const d = await look(del);
  expect(p.background).toBe("rgb(220, 38, 38)");
  expect(d.background, "Delete is not filled with the brand's red").not.toBe(p.background);
  expect(d.background).toBe("rgb(255, 255, 255)");
  expect(d.borderWidth).toBe("1px");
  await shot(page, info, "red-brand-delete");
});

test("the header shows a placeholder, not the fallback name, while the company profile loads", async ({ page }) => {
  await page.goto("/contracts");
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/company-profile", async (route) => {
    await held;
    await route.continue();
  });
  await page.reload();
  const header = page.getByRole("banner");
  await expect(header.getByTestId("company-name-skeleton")).toBeVisible();
  await expect(header).not.toContainText("Construction Management");
  release();
  await expect(header).toContainText(COMPANY_NAME);
  await expect(header.getByTestId("company-name-skeleton")).toHaveCount(0);
});

test("contract cards in a row are the same height and line up when a title wraps", async ({ page }, info) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/contracts");
  const stamp = Date.now().toString(36);
  const names = [`Kirkstall Forge Block C residential and commercial redevelopment phase two ${stamp}`, `Armley Mills ${stamp}`, `Holbeck Park ${stamp}`];
  for (const name of names) {
    const res = await page.request.post("/api/projects", { data: { name, address: "Kirkstall Road, Leeds", postcode: "LS4 2AZ", contractValue: "2400000" } });
    expect(res.status(), await res.text()).toBe(201);
  }
  await page.goto(`/contracts?q=${stamp}`);
  const cards = page.getByRole("list", { name: "Contracts" }).getByRole("article");
  await expect(cards).toHaveCount(3);
  const boxes = await Promise.all([0, 1, 2].map((i) => box(cards.nth(i))));
  expect(new Set(boxes.map((b) => Math.round(b.y))).size, "one row").toBe(1);
  expect(new Set(boxes.map((b) => Math.round(b.height))).size, "equal heights").toBe(1);
  const values = await Promise.all([0, 1, 2].map(async (i) => Math.round((await box(cards.nth(i).getByText("Contract value"))).y)));
  expect(new Set(values).size, "the figures line up across the row").toBe(1);
  // The long title is clamped to two lines.
  const title = cards.filter({ hasText: "Kirkstall Forge" }).getByRole("heading");
  expect((await box(title)).height).toBeLessThan(3 * 22);
  await shot(page, info, "contract-cards-1280");
});
