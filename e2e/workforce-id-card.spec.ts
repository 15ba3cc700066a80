import fs from "node:fs";
import { seriousViolations } from "./support/axe";
import { pdfText } from "./support/pdf";
import { expect, test } from "./support/signed-in";

test.use({ signedInAs: "admin", viewport: { width: 1280, height: 900 }, reducedMotion: "reduce" });

/**
 * Issue 30's QR ID cards: an admin opens a worker (made through the API with a CSCS card and an NI
 * number), downloads their ID card and reads it: name, trade and the card's expiry, never the NI
 * number. The page then shows the worker's QR; issuing a new one asks first, and the old address
 * (/w/<token>) no longer opens the worker while the new one does. Two workers ticked in the register,
 * under different searches, print on one sheet.
 */
test("an admin downloads a worker's ID card, and a new QR code voids the old one", async ({ page }) => {
  test.setTimeout(120_000);
  const tag = Date.now().toString(36).slice(-5).toUpperCase();
  const made = await page.request.post("/api/workers", {
    data: {
      workerId: `E2E-ID-${tag}`,
      firstName: "Nadia",
      lastName: `Okafor${tag}`,
      trade: "Dryliner",
      employer: "Calder Interiors Ltd",
      nationalInsurance: "JK 12 34 56 C",
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const worker = await made.json();
  const card = await page.request.post(`/api/workers/${worker.id}/cards`, {
    data: { schemeIdentifier: "CSCS", cardNumber: `4${tag}`, expiryDate: "2031-03-31" },
  });
  expect(card.status(), await card.text()).toBe(201);

  await page.goto(`/workforce/edit/${worker.id}`);
  await expect(page.getByRole("heading", { name: "QR code and ID card" })).toBeVisible();
  await expect(page.getByText("No QR code yet")).toBeVisible();

  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download ID card" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`id-card-E2E-ID-${tag}.pdf`);
  const text = await pdfText(fs.readFileSync(await download.path()));
  expect(text).toContain(`Nadia Okafor${tag}`);
  expect(text).toContain("Dryliner");
  expect(text).toContain("Calder Interiors Ltd");
  expect(text).toContain(`CSCS 4${tag}`);
  expect(text).toContain("expires 31/03/2031");
  expect(text).not.toMatch(/JK ?12 ?34 ?56 ?C/);

  // The card's first print issued the QR: the page shows it.
  const qr = page.getByRole("img", { name: `QR code of Nadia Okafor${tag}` });
  await expect(qr).toBeVisible();
  const found = await seriousViolations(page, "worker id card");
  expect(found, found.join("\n")).toEqual([]);
  const before = (await (await page.request.get(`/api/workers/${worker.id}`)).json()).qrPath as string;
  expect(before).toMatch(/^\/w\/[A-Za-z0-9_-]{32}$/);

  await page.getByRole("button", { name: "Issue a new QR code" }).click();
  const dialog = page.getByRole("alertdialog").or(page.getByRole("dialog"));
  await expect(dialog).toContainText("stop working");
  await dialog.getByRole("button", { name: "Issue a new QR code" }).click();
  await expect(page.getByText("New QR code issued").first()).toBeVisible();
  const after = (await (await page.request.get(`/api/workers/${worker.id}`)).json()).qrPath as string;
  expect(after).not.toBe(before);

  // The old QR's address says it is not valid; the new one opens the worker.
  await page.goto(before);
  await expect(page.getByText("This QR code is not valid")).toBeVisible();
  await page.goto(after);
  await expect(page).toHaveURL(new RegExp(`/workforce/edit/${worker.id}$`));
  await expect(page.getByRole("heading", { name: `Nadia Okafor${tag}` })).toBeVisible();

  // A gang's sheet: workers ticked in the register, across searches, print together.
  const other = { firstName: "Tomasz", lastName: `Wilk${tag}` };
  const made2 = await page.request.post("/api/workers", { data: { workerId: `E2E-ID2-${tag}`, ...other, trade: "Dryliner" } });
  expect(made2.status(), await made2.text()).toBe(201);
  const otherName = `${other.firstName} ${other.lastName}`;
  await page.goto(`/workforce?q=${encodeURIComponent(`Okafor${tag}`)}`);
  await expect(page.getByRole("link", { name: `Nadia Okafor${tag}` }).first()).toBeVisible();
  await page.getByRole("checkbox", { name: `Print the ID card of Nadia Okafor${tag}` }).check();
  await page.getByRole("searchbox").fill(other.lastName);
  await page.getByRole("checkbox", { name: `Print the ID card of ${otherName}` }).check();
  const sheet = page.waitForEvent("download");
  await page.getByRole("button", { name: "Print 2 ID cards" }).click();
  const printed = await sheet;
  expect(printed.suggestedFilename()).toBe("id-cards.pdf");
  const sheetText = await pdfText(fs.readFileSync(await printed.path()));
  expect(sheetText).toContain(`Nadia Okafor${tag}`);
  expect(sheetText).toContain(otherName);
  await page.getByRole("button", { name: "Clear ticks" }).click();
  await expect(page.getByRole("button", { name: "Print ID cards" })).toBeEnabled();
});
