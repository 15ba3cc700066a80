import { seriousViolations } from "./support/axe";
import { gateContract, readyWorker } from "./support/gate";
import { shot } from "./support/shots";
import { expect, test } from "./support/signed-in";

test.use({ signedInAs: "admin", viewport: { width: 1280, height: 900 }, reducedMotion: "reduce" });

/**
 * Issue 31: workers sign themselves in from the poster, so the gate is not a queue. The site team
 * issues a worker's personal link on their page; the worker opens it once on their own 390 px phone,
 * then scans the contract's poster, answers the travel question and signs in with one tap; the
 * roll-call shows them at once, and the same poster signs them out.
 */
test("a worker with their personal link signs in and out from the contract's poster on their phone", async ({ page, pageAs }) => {
  test.setTimeout(120_000);
  const contract = await gateContract(page, "Poster");
  const worker = await readyWorker(page, "Callum", `Reid${contract.tag}`);
  const poster = await page.request.post(`/api/projects/by-slug/${contract.slug}/site-sign-in/poster`);
  expect(poster.status(), await poster.text()).toBe(200);
  const posterPath: string = (await poster.json()).posterPath;

  // The site team issues the worker's personal link on their page.
  await page.goto(`/workforce/edit/${worker.id}`);
  const panel = page.getByRole("region", { name: "Personal sign-in link" });
  await expect(panel.getByText(`No personal sign-in link yet for ${worker.name}.`)).toBeVisible();
  await panel.getByRole("button", { name: "Issue a link" }).click();
  await expect(page.getByText(`A new personal sign-in link for ${worker.name} is ready`)).toBeVisible();
  const personal = await panel.getByRole("link").getAttribute("href");
  expect(personal).toMatch(/\/me\/[A-Za-z0-9_-]{20,}$/);

  // The worker opens it once on their own phone, which keeps it.
  const phone = await pageAs(null, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await phone.goto(new URL(personal!).pathname);
  await expect(phone.getByText(`This phone will sign you in as ${worker.name} from any site poster.`)).toBeVisible();

  // At the gate they scan the poster: the page offers their own sign-in, with the travel question.
  await phone.goto(posterPath);
  const form = phone.getByRole("form", { name: `Sign in as ${worker.name}` });
  await expect(form).toBeVisible();
  await form.getByLabel("How did you travel here?").selectOption({ label: "Car (diesel)" });
  await expect(form.getByText("Give the distance or the postcode you came from, so the journey can be counted.")).toBeVisible();
  await form.getByLabel("Distance (km)").fill("18");
  await expect(form.getByText("Give the distance or the postcode you came from")).toHaveCount(0);
  await shot(phone, "poster-worker-form");
  await form.getByRole("button", { name: `Sign in as ${worker.name}` }).click();
  await expect(phone.getByRole("status")).toHaveText(`${worker.name} signed in.`);
  await expect(phone.getByRole("heading", { name: /^Signed in at \d\d:\d\d$/ })).toBeVisible();
  expect(await seriousViolations(phone, "poster, a worker on site, 390")).toEqual([]);

  // The roll-call shows them, signed in on their own phone with their journey.
  await page.goto(`/site-sign-in/${contract.slug}/roll-call`);
  await expect(page.getByText(worker.name)).toBeVisible();
  await expect(page.getByTestId("on-site-count")).toHaveText("1");

  // The same poster signs them out.
  await phone.reload();
  await phone.getByRole("button", { name: "Sign out" }).click();
  await expect(phone.getByRole("status")).toHaveText(`${worker.name} signed out. Safe journey home.`);
  await expect(page.getByText("Nobody is signed in on this site.")).toBeVisible({ timeout: 5_000 });
});
