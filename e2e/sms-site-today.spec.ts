import { expect, test } from "./support/signed-in";
import { gateContract } from "./support/gate";

test.use({ signedInAs: "admin", reducedMotion: "reduce" });

/**
 * Issue 33, journey 4: three workers sign in on a contract today; a message to everyone signed in there
 * ("Site closed tomorrow: high winds") lands, with no SMS provider set up, in the admin's SMS outbox
 * as one pending row per worker. A fourth worker on the register, not on site, gets nothing.
 */
test("An SMS to today's workers on a contract appears in the outbox with one row per worker", async ({ page }) => {
  test.setTimeout(120_000);
  const contract = await gateContract(page, "Winds");
  const tag = contract.tag;
  const people = [
    { firstName: "Hana", lastName: `Wind${tag}`, mobilePhone: "07700 900311" },
    { firstName: "Ivor", lastName: `Gale${tag}`, mobilePhone: "+44 7700 900312" },
    { firstName: "Jude", lastName: `Gust${tag}`, mobilePhone: "07700-900-313" },
    { firstName: "Kit", lastName: `Calm${tag}`, mobilePhone: "07700 900314" },
  ];
  const ids: number[] = [];
  for (const [i, p] of people.entries()) {
    const made = await page.request.post("/api/workers", { data: { workerId: `E2E-S-${tag}-${i}`, trade: "Scaffolder", ...p } });
    expect(made.status(), await made.text()).toBe(201);
    const id = (await made.json()).id as number;
    const rtw = await page.request.post(`/api/workers/${id}/right-to-work`, { data: { method: "online", checkedOn: "2026-01-10" } });
    expect(rtw.status(), await rtw.text()).toBe(200);
    ids.push(id);
  }
  // The first three sign in at the gate today; Kit stays at home.
  for (const id of ids.slice(0, 3)) {
    const signIn = await page.request.post(`/api/projects/by-slug/${contract.slug}/site-sign-in/sign-in`, { data: { workerId: id } });
    expect(signIn.status(), await signIn.text()).toBeLessThan(300);
  }

  await page.goto(`/site-sign-in/${contract.slug}/roll-call`);
  await page.getByRole("link", { name: "Message everyone on site" }).click();
  await expect(page.getByRole("heading", { name: "Messages", level: 1 })).toBeVisible();
  await expect(page.getByLabel("Contract")).toHaveValue(String(contract.id));
  const audience = page.getByTestId("sms-audience");
  await expect(audience).toContainText("3 workers signed in today");
  await expect(audience).toContainText("3 on site now");
  await expect(audience).toContainText("Sends to 3 workers");

  await page.getByRole("textbox", { name: "Message" }).fill("Site closed tomorrow: high winds");
  await expect(page.getByText("32 / 1,600 characters")).toBeVisible();
  await expect(page.getByText("1 SMS part (160 characters)")).toBeVisible();
  await page.getByRole("button", { name: "Send to 3 workers" }).click();
  await expect(page.getByText("3 kept in the SMS outbox (no provider is set up)")).toBeVisible();

  await page.goto("/team?tab=sms");
  await expect(page.getByText("No SMS provider is set up: messages are kept here")).toBeVisible();
  const rows = page.getByRole("row").filter({ hasText: "Site closed tomorrow: high winds" }).filter({ hasText: tag });
  await expect(rows).toHaveCount(3);
  for (const p of people.slice(0, 3)) {
    const row = rows.filter({ hasText: `${p.firstName} ${p.lastName}` });
    await expect(row).toHaveCount(1);
    await expect(row.getByText("Pending")).toBeVisible();
    await expect(row).toContainText(contract.name);
  }
  await expect(page.getByRole("row").filter({ hasText: `Kit Calm${tag}` })).toHaveCount(0);
  await expect(rows.first()).toContainText("+447700900");
});
