import { seriousViolations } from "./support/axe";
import { shot } from "./support/shots";
import { expect, test } from "./support/signed-in";

test.use({ signedInAs: "admin", viewport: { width: 1280, height: 900 }, reducedMotion: "reduce" });

/**
 * Issue 31's journey 3: a visitor opens the contract's poster link on their own 390 px phone with no
 * account, signs in, closes the page and opens the same link again, which offers their sign-out; they
 * sign out, and the diary's attendance tab shows the visit signed in and out.
 */
test("a visitor signs in and out from the poster's link on their own phone", async ({ page, pageAs }) => {
  test.setTimeout(120_000);
  const tag = Date.now().toString(36).slice(-5).toUpperCase();
  const made = await page.request.post("/api/projects", {
    data: { name: `Poster Yard ${tag}`, address: "3 Canal Wharf, Leeds", postcode: "LS11 5PS", clientName: "Aire Valley Homes Ltd" },
  });
  expect(made.status(), await made.text()).toBe(201);
  const contract = await made.json();
  const issued = await page.request.post(`/api/projects/by-slug/${contract.slug}/site-sign-in/poster`);
  expect(issued.status(), await issued.text()).toBe(200);
  const address: string = (await issued.json()).posterPath;

  // The visitor, on their own phone with no account.
  const phone = await pageAs(null, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await phone.goto(address);
  await expect(phone.getByRole("heading", { name: "Sign in to site" })).toBeVisible();
  await expect(phone.getByText(contract.name)).toBeVisible();
  await phone.getByRole("button", { name: "Sign in" }).click();
  await expect(phone.getByText("First name is required")).toBeVisible();
  await phone.getByLabel("First name").fill("Priya");
  await phone.getByLabel("Last name").fill(`Raman${tag}`);
  await phone.getByLabel("Company").fill("Arup");
  await phone.getByLabel("Reason for visit").fill("Structural inspection of the level 3 slab");
  await phone.getByLabel("How did you travel here?").selectOption({ label: "Car (diesel)" });
  await phone.getByLabel("Distance (km)").fill("25");
  await shot(phone, "poster-visitor-form");
  await phone.getByRole("button", { name: "Sign in" }).click();
  const signedIn = phone.getByRole("heading", { name: /^Signed in at \d\d:\d\d$/ });
  await expect(signedIn).toBeVisible({ timeout: 30_000 });
  const at = (await signedIn.textContent())!.replace("Signed in at ", "");
  expect(await seriousViolations(phone, "sign-in poster 390")).toEqual([]);
  await shot(phone, "poster-visitor-signed-in");

  // Closed and opened again: the phone kept the visit, so the same link offers the sign-out.
  const context = phone.context();
  await phone.close();
  const again = await context.newPage();
  await again.goto(address);
  await expect(again.getByRole("heading", { name: `Signed in at ${at}` })).toBeVisible();
  await again.getByRole("button", { name: "Sign out" }).click();
  await expect(again.getByRole("status")).toContainText(`Priya Raman${tag} signed out at`);
  await expect(again.getByRole("button", { name: "Sign in" })).toBeVisible();
  await again.reload();
  await expect(again.getByRole("form", { name: "Visitor sign-in" })).toBeVisible();

  // The diary's attendance tab: the visit, signed in and out.
  await page.goto(`/project/${contract.slug}?tab=attendance`);
  const row = page.getByRole("listitem").filter({ hasText: `Priya Raman${tag}` });
  await expect(row).toContainText("Signed out");
  await expect(row).toContainText(new RegExp(`In ${at} · Out \\d\\d:\\d\\d`));
  await expect(row).toContainText("Arup");
});
