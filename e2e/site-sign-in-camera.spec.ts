import type { Browser } from "@playwright/test";
import { browserWithCamera } from "./support/camera";
import { expect, test } from "./support/signed-in";
import { gateContract, readyWorker } from "./support/gate";

const PHONE = { width: 390, height: 844 };
test.use({ signedInAs: "admin", viewport: PHONE, reducedMotion: "reduce" });

// Made once before the phone's browser starts: its camera file must hold the worker's QR, so the
// worker (and their token) exist first.
let phoneBrowser: Browser;
let closeCamera: (() => Promise<void>) | undefined;
let contract: Awaited<ReturnType<typeof gateContract>>;
let worker: Awaited<ReturnType<typeof readyWorker>>;
const QUESTION = "Are you fit for work today?";

test.beforeAll(async ({ browser, roleState }, testInfo) => {
  const { baseURL, launchOptions } = testInfo.project.use;
  const admin = await browser.newContext({ baseURL, storageState: await roleState("admin") });
  const setup = await admin.newPage();
  contract = await gateContract(setup, "Camera");
  worker = await readyWorker(setup, "Cara", `Camera${contract.tag}`);
  const settings = await setup.request.put(`/api/projects/by-slug/${contract.slug}/site-sign-in/settings`, {
    data: { fitQuestions: [{ question: QUESTION, passAnswer: "yes" }], briefing: null, autoSignOutTime: null, headcountLimit: null },
  });
  expect(settings.status(), await settings.text()).toBe(200);
  const qr = await setup.request.post(`/api/workers/${worker.id}/qr`);
  expect(qr.status(), await qr.text()).toBe(200);
  const qrPath: string = (await qr.json()).path;
  await admin.close();

  ({ browser: phoneBrowser, close: closeCamera } = await browserWithCamera(`${baseURL}${qrPath}`, launchOptions));
});

test.afterAll(async () => {
  await closeCamera?.();
});

/**
 * Issue 31, journey 1: a phone whose camera sees a worker's QR signs them in after the day's
 * fit-for-work question; they appear on a roll-call open in another browser within 2 s, and on the
 * diary's attendance tab with their travel carbon.
 */
test("a scanned QR signs the worker in, live on the roll-call and on the diary with travel carbon", async ({ page, roleState }, testInfo) => {
  test.setTimeout(120_000);
  // The roll-call, open before the scan in a browser of its own (the test's page), never reloaded.
  await page.goto(`/site-sign-in/${contract.slug}/roll-call`);
  await expect(page.getByTestId("on-site-count")).toHaveText("0");
  await expect(page.getByText("Live", { exact: true })).toBeVisible();

  const phoneContext = await phoneBrowser.newContext({
    baseURL: testInfo.project.use.baseURL,
    locale: "en-GB",
    timezoneId: "Europe/London",
    reducedMotion: "reduce",
    viewport: PHONE,
    storageState: await roleState("admin"),
    permissions: ["camera"],
  });
  const phone = await phoneContext.newPage();
  await phone.goto(`/site-sign-in/${contract.slug}`);
  await expect(phone.getByRole("heading", { name: contract.name })).toBeVisible();
  await phone.getByRole("button", { name: "Scan QR" }).click();
  // ZXing (the headless shell has no BarcodeDetector) reads the camera: the worker's panel opens.
  await expect(phone.getByRole("heading", { name: worker.name })).toBeVisible({ timeout: 20_000 });
  await expect(phone.getByRole("region", { name: "Scan QR" })).toHaveCount(0);

  const panel = phone.getByRole("region", { name: worker.name });
  const signIn = panel.getByRole("button", { name: "Sign in", exact: true });
  await expect(signIn).toBeDisabled();
  await panel.getByRole("group", { name: QUESTION }).getByRole("button", { name: "Yes" }).click();
  await panel.getByLabel("Travel method").selectOption({ label: "Car (petrol)" });
  await panel.getByLabel("Distance (km, one way)").fill("24");
  const answered = phone.waitForResponse((r) => r.request().method() === "POST" && /\/site-sign-in\/sign-in$/.test(r.url()));
  await signIn.click();
  const response = await answered;
  expect(response.ok(), await response.text()).toBe(true);
  // Measured from the sign-in's answer: the other browser shows the worker within 2 s, no reload.
  await expect(page.getByText(worker.name)).toBeVisible({ timeout: 2_000 });
  await expect(phone.getByText(/Signed in at \d\d:\d\d/)).toBeVisible();
  await expect(page.getByTestId("on-site-count")).toHaveText("1");
  await phoneContext.close();

  // The diary's attendance tab: the worker on site, with the journey's carbon.
  await page.goto(`/project/${contract.slug}?tab=attendance`);
  const row = page.getByRole("listitem").filter({ hasText: worker.name });
  await expect(row).toContainText("On site");
  await expect(row).toContainText(/travel \d[\d.,]* (k?g|t)/);
});
