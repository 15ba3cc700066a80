import { expect, test } from "./support/signed-in";
import { gateContract, pickWorker, readyWorker } from "./support/gate";

test.use({ signedInAs: "admin", viewport: { width: 390, height: 844 }, reducedMotion: "reduce" });

/**
 * Issue 31, journey 4: with the browser offline two workers sign in and one signs out at the gate.
 * The screen says 3 waiting and never "signed in"; back online all three reach the server once, with
 * the moments they were tapped (not when they arrived), and a later sync sends nothing.
 */
test("taps made offline sync once, with their original times", async ({ page, context }) => {
  test.setTimeout(120_000);
  // The page's clock runs as the real one until the end, where it is moved past the gate's sync timer
  // (SYNC_EVERY_MS, 15 s) rather than the journey waiting the 15 s out.
  await page.clock.install();
  const contract = await gateContract(page, "Offline");
  const ann = await readyWorker(page, "Ann", `Offline${contract.tag}`);
  const bob = await readyWorker(page, "Bob", `Queued${contract.tag}`);
  const sends: string[] = [];
  // What the server stored, as it answers each send (the sign-in's attendance, the sign-out's record).
  const stored: { workerId: number; signedInAt: string; signedOutAt: string | null; recordedOffline: boolean }[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST" && /\/site-sign-in\/sign-(in|out)$/.test(r.url())) sends.push(`${r.url().split("/").pop()} ${r.headers()["idempotency-key"]}`);
  });
  page.on("response", async (r) => {
    if (r.request().method() !== "POST" || !/\/site-sign-in\/sign-(in|out)$/.test(r.url()) || !r.ok()) return;
    const body = await r.json();
    stored.push(body.attendance ?? body);
  });

  await page.goto(`/site-sign-in/${contract.slug}`);
  await expect(page.getByRole("heading", { name: contract.name })).toBeVisible();
  await expect(page.getByLabel("0 on site now")).toBeVisible();
  // The installed gate opens again with no signal: the app, who is signed in and the list come from the device.
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 30_000 }).catch(async () => page.reload());
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("heading", { name: contract.name })).toBeVisible();
  await expect(page.getByText("Offline: using the list kept on this device.", { exact: false })).toBeVisible();

  const tapped: Record<string, [number, number]> = {};
  const tap = async (who: { name: string }, button: "Sign in" | "Sign out") => {
    await pickWorker(page, who.name);
    const before = Date.now();
    await page.getByRole("button", { name: button, exact: true }).click();
    await expect(page.getByText("Saved on this device — will send when back online")).toBeVisible();
    tapped[`${who.name} ${button}`] = [before, Date.now()];
    await expect(page.getByText(/signed (in|out) at/i)).toHaveCount(0);
    await page.getByRole("status").filter({ hasText: who.name }).click();
  };
  await tap(ann, "Sign in");
  await tap(bob, "Sign in");
  await expect(page.getByLabel("2 on site now")).toBeVisible();
  await tap(ann, "Sign out");
  await expect(page.getByText("3 waiting to send")).toBeVisible();
  await expect(page.getByLabel("1 on site now")).toBeVisible();
  // Later than every tap, so a time taken on arrival would show.
  await page.waitForTimeout(2500);
  const backOnline = Date.now();

  await context.setOffline(false);
  await expect(page.getByText(/waiting to send/)).toHaveCount(0, { timeout: 20_000 });
  expect(sends).toHaveLength(3);
  expect(new Set(sends).size).toBe(3);

  await expect.poll(() => stored.length).toBe(3);
  const annRow = stored.findLast((r) => r.workerId === ann.id)!;
  const bobRow = stored.find((r) => r.workerId === bob.id)!;
  const within = (iso: string | null, [from, to]: [number, number]) => {
    const t = new Date(iso!).getTime();
    expect(t).toBeGreaterThanOrEqual(Math.floor(from / 1000) * 1000);
    expect(t).toBeLessThanOrEqual(to);
    expect(t).toBeLessThan(backOnline);
  };
  within(annRow.signedInAt, tapped[`${ann.name} Sign in`]!);
  within(annRow.signedOutAt, tapped[`${ann.name} Sign out`]!);
  within(bobRow.signedInAt, tapped[`${bob.name} Sign in`]!);
  expect(annRow.recordedOffline && bobRow.recordedOffline).toBe(true);
  await expect(page.getByLabel("1 on site now")).toBeVisible();

  // A second sync (the timer's, and the online event again) sends nothing: the page's clock jumps past
  // the 15 s timer, which fires, and a send it made would be seen within the second after.
  await context.setOffline(true);
  await context.setOffline(false);
  await page.clock.fastForward(16_000);
  await page.waitForTimeout(1000);
  expect(sends).toHaveLength(3);
});
