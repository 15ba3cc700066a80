import { expect, test } from "./support/signed-in";
import { gateContract, readyWorker } from "./support/gate";

test.use({ signedInAs: "admin", viewport: { width: 390, height: 844 }, reducedMotion: "reduce" });

const today = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" }).format(new Date());

/**
 * Issue 31, journey 5: at the contract's automatic sign-out time everyone still on site (a worker and a
 * visitor) is signed out by the server's job; the roll-call empties on its own and the day's record says
 * "Signed out automatically".
 */
test("the automatic sign-out empties the roll-call and flags the records", async ({ page }) => {
  test.setTimeout(150_000);
  const contract = await gateContract(page, "Auto");
  const worker = await readyWorker(page, "Aled", `Auto${contract.tag}`);
  const signIn = await page.request.post(`/api/projects/by-slug/${contract.slug}/site-sign-in/sign-in`, { data: { workerId: worker.id } });
  expect(signIn.status(), await signIn.text()).toBe(200);
  const visitor = await page.request.post("/api/visitors", {
    data: {
      projectId: contract.id,
      firstName: "Vera",
      lastName: `Auto${contract.tag}`,
      company: "Aire Valley Homes Ltd",
      reasonForVisit: "Client walk round",
      date: today(),
    },
  });
  expect(visitor.status(), await visitor.text()).toBe(201);

  await page.goto(`/site-sign-in/${contract.slug}/roll-call`);
  await expect(page.getByText(worker.name)).toBeVisible();
  await expect(page.getByText(`Vera Auto${contract.tag}`)).toBeVisible();

  // The contract's sign-out time is already past today: the job (every 30 s) signs both out.
  const settings = await page.request.put(`/api/projects/by-slug/${contract.slug}/site-sign-in/settings`, {
    data: { fitQuestions: [], briefing: null, autoSignOutTime: "00:01", headcountLimit: null },
  });
  expect(settings.status(), await settings.text()).toBe(200);
  // The open roll-call hears it through its live stream, without a reload.
  await expect(page.getByText("Nobody is signed in on this site.")).toBeVisible({ timeout: 75_000 });
  await expect(page.getByText(worker.name)).toHaveCount(0);

  await page.getByRole("navigation", { name: "Site sign-in views" }).getByRole("link", { name: "Records" }).click();
  const row = page.getByRole("listitem").filter({ hasText: worker.name });
  await expect(row.getByText("Signed out automatically")).toBeVisible();
});

/** Decision 0069: how long sign-ins and gate answers are kept is the company's setting, the administrator's to change. */
test("the administrator sets how long sign-ins and gate answers are kept", async ({ page }) => {
  await page.goto("/site-sign-in");
  const form = page.getByRole("form", { name: "How long records are kept" });
  await form.getByLabel("Keep gate answers (days)").fill("400");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(form.getByText("Keep gate answers for 1 to 365 days")).toBeVisible();
  await form.getByLabel("Keep gate answers (days)").fill("14");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Record keeping saved.")).toBeVisible();
  const kept = await page.request.get("/api/site-sign-in/retention");
  expect(await kept.json()).toMatchObject({ gateAnswerDays: 14 });
  // Back to the default, so no other journey depends on this one's order.
  const reset = await page.request.put("/api/site-sign-in/retention", { data: { attendanceMonths: 72, gateAnswerDays: 28 } });
  expect(reset.status()).toBe(200);
});
