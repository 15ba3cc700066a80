import type { Browser } from "@playwright/test";
import { decodePdfQr } from "../src/server/test/pdf-qr";
import { browserWithCamera } from "./support/camera";
import { SIGNED_OUT, expect, test } from "./support/signed-in";

const PHONE = { width: 390, height: 844 };
test.use({ signedInAs: "admin", viewport: PHONE, reducedMotion: "reduce" });

// Made once before the phone's browser starts: its camera file must hold the label's QR, so the asset
// (and its token) exist first, and the QR is the one read back out of the printed label.
let phoneBrowser: Browser;
let closeCamera: (() => Promise<void>) | undefined;
let asset: { id: number; name: string };
let labelUrl: string;
let worker: { name: string };
let contract: { name: string };

test.beforeAll(async ({ browser, roleState }, testInfo) => {
  const { baseURL, launchOptions } = testInfo.project.use;
  const admin = await browser.newContext({ baseURL, storageState: await roleState("admin") });
  const setup = await admin.newPage();
  const tag = Date.now().toString(36).slice(-5).toUpperCase();
  const made = await setup.request.post("/api/assets", { data: { name: `Telehandler JCB 535-95 ${tag}`, type: "plant", serialNumber: `JCB-${tag}` } });
  expect(made.status(), await made.text()).toBe(201);
  asset = await made.json();
  // Who takes it, and where: a worker of the register and an open contract.
  const hand = await setup.request.post("/api/workers", { data: { workerId: `W-${tag}`, firstName: "Kerry", lastName: `Walsh${tag}`, trade: "Groundworker" } });
  expect(hand.status(), await hand.text()).toBe(201);
  worker = { name: `Kerry Walsh${tag}` };
  const job = await setup.request.post("/api/projects", {
    data: { name: `Canal Wharf ${tag}`, code: `CW-${tag}`, address: "2 Canal Wharf, Leeds", status: "Open" },
  });
  expect(job.status(), await job.text()).toBe(201);
  contract = await job.json();

  // Print its label: a PDF whose QR is the label's scan address.
  const pdf = await setup.request.get(`/api/assets/${asset.id}/label.pdf`);
  expect(pdf.status(), await pdf.text()).toBe(200);
  const bytes = await pdf.body();
  expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
  labelUrl = decodePdfQr(bytes);
  const { path } = await (await setup.request.get(`/api/assets/${asset.id}/label`)).json();
  expect(labelUrl).toBe(`${baseURL}${path}`);
  await admin.close();

  ({ browser: phoneBrowser, close: closeCamera } = await browserWithCamera(labelUrl, launchOptions));
});

test.afterAll(async () => {
  await closeCamera?.();
});

/**
 * Issue 32, journey 1 (the label's part): the printed label's QR, opened on a phone signed out, says
 * whether the item is safe to use and nothing else about it; signed in, the same address offers the
 * asset and its actions, and the in-app scanner, its camera on the label, opens the asset, which is then
 * checked out to a worker on a contract.
 */
test("a label's scan shows its status signed out; signed in it offers the asset, the scanner opens it, and it is checked out to a worker on a contract", async ({
  roleState,
}, testInfo) => {
  test.setTimeout(120_000);
  const options = { baseURL: testInfo.project.use.baseURL, locale: "en-GB", timezoneId: "Europe/London", reducedMotion: "reduce" as const, viewport: PHONE };

  // Signed out: the phone's camera app opens the label's address.
  const stranger = await phoneBrowser.newContext({ ...options, storageState: SIGNED_OUT });
  const out = await stranger.newPage();
  await out.goto(labelUrl);
  await expect(out.getByRole("heading", { name: "Safety check", level: 1 })).toBeVisible();
  const status = out.getByRole("region", { name: "Safe to use?" });
  await expect(status).toContainText("Safe to use");
  await expect(out.getByText("No inspections are needed for this item.")).toBeVisible();
  // No other data: neither the name nor the serial, and nothing to open.
  await expect(out.getByText(asset.name)).toHaveCount(0);
  await expect(out.getByText("JCB-")).toHaveCount(0);
  await expect(out.getByRole("link", { name: "Open asset" })).toHaveCount(0);
  await expect(out.getByRole("link", { name: "Sign in" })).toBeVisible();
  await stranger.close();

  // Signed in with Assets view: the same address offers the asset and what is done with it.
  const staff = await phoneBrowser.newContext({ ...options, storageState: await roleState("admin"), permissions: ["camera"] });
  const phone = await staff.newPage();
  await phone.goto(labelUrl);
  await expect(phone.getByRole("region", { name: "Safe to use?" })).toContainText("Safe to use");
  await expect(phone.getByRole("link", { name: "Open asset" })).toHaveAttribute("href", `/assets/edit/${asset.id}`);
  await expect(phone.getByRole("link", { name: "Check out" })).toHaveAttribute("href", `/assets/edit/${asset.id}?do=checkout`);
  await expect(phone.getByRole("link", { name: "Report a defect" })).toHaveAttribute("href", `/assets/edit/${asset.id}?do=defect`);

  // The in-app scanner: the camera sees the label, and the asset opens.
  await phone.getByRole("button", { name: "Scan a label" }).click();
  await expect(phone.getByRole("dialog", { name: "Scan a label" })).toBeVisible();
  await expect(phone).toHaveURL(new RegExp(`/assets/edit/${asset.id}$`), { timeout: 20_000 });

  // Check it out to a worker on a contract: the asset page then says who has it, and where.
  await phone.getByRole("button", { name: "Check out", exact: true }).click();
  const dialog = phone.getByRole("dialog", { name: `Check out ${asset.name}` });
  await dialog.getByLabel("Search workers").fill(worker.name.split(" ")[1]);
  await dialog.getByRole("button", { name: new RegExp(worker.name) }).click();
  await dialog.getByLabel("Contract").selectOption({ label: contract.name });
  await dialog.getByRole("button", { name: "Check out", exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(phone.getByRole("region", { name: "Check-out history" })).toContainText(`${worker.name} on ${contract.name}`);
  await staff.close();
});
