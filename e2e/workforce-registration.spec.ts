import { png } from "./support/png";
import { seriousViolations } from "./support/axe";
import { pdfText } from "./support/pdf";
import { downloaded, shot } from "./support/shots";
import { expect, test } from "./support/signed-in";

test.use({ signedInAs: "admin", viewport: { width: 1280, height: 900 }, reducedMotion: "reduce" });

/**
 * Issue 30's journey 1: a worker registers on a 390 px phone from the contract's link (details, a
 * CSCS card with a photo of its front, the induction's test passed and signed) and sends it; an admin
 * approves it on /workforce/registrations, and the worker is in the register with the card and the
 * induction.
 */
test("a worker registers on their phone before arriving and the site team approves them", async ({ page, pageAs }) => {
  test.setTimeout(180_000);
  const tag = Date.now().toString(36).slice(-5).toUpperCase();
  const made = await page.request.post("/api/projects", {
    data: { name: `Registration Yard ${tag}`, address: "3 Canal Wharf, Leeds", postcode: "LS11 5PS", clientName: "Aire Valley Homes Ltd" },
  });
  expect(made.status(), await made.text()).toBe(201);
  const contract = await made.json();
  const induction = await page.request.put(`/api/projects/by-slug/${contract.slug}/induction`, {
    data: {
      title: "Canal Wharf site induction",
      sections: [{ kind: "text", heading: "Welcome to Canal Wharf", body: "Sign in at the gate cabin every morning. Hard hats and boots at all times." }],
      questions: [{ question: "Where do you sign in?", options: ["The gate cabin", "The canteen"], correct: 0 }],
      passMark: 100,
      maxAttempts: 3,
      signOffStatement: "I have read and understood the site induction.",
    },
  });
  expect(induction.status(), await induction.text()).toBe(200);

  // The admin issues the contract's link on the registrations page.
  await page.goto("/workforce/registrations");
  await expect(page.getByRole("heading", { name: "Registrations", level: 1 })).toBeVisible();
  await page.getByLabel("Contract", { exact: true }).first().selectOption({ label: contract.name });
  await page.getByRole("button", { name: "Issue a link" }).click();
  const link = page.getByRole("link", { name: /\/register\// });
  await expect(link).toBeVisible();
  await expect(page.getByRole("img", { name: `QR code of the registration link for ${contract.name}` })).toBeVisible();
  const address = new URL((await link.textContent())!.trim()).pathname;
  // The gate's poster: the contract, the company, the QR of that link and the three steps.
  const poster = await downloaded(page, () => page.getByRole("button", { name: "Download poster (PDF)" }).click());
  expect(poster.name).toBe(`registration-poster-${contract.slug}.pdf`);
  const words = await pdfText(poster.bytes);
  for (const text of [contract.name, "Northgate Builders Ltd", "Scan the code with your phone's camera", `Or type this address: `])
    expect(words).toContain(text);
  await shot(page, "registration-link");

  // The worker, on their own phone with no account.
  const phone = await pageAs(null, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await phone.goto(address);
  await expect(phone.getByRole("heading", { name: "Register before you arrive" })).toBeVisible();
  await expect(phone.getByText(contract.name)).toBeVisible();
  await phone.getByLabel("First name").fill("Oliwia");
  await phone.getByLabel("Last name").fill(`Kowalska${tag}`);
  await phone.getByLabel("Date of birth").fill("1994-03-08");
  await phone.getByLabel("Mobile", { exact: true }).fill("07700 900432");
  await phone.getByLabel("Employer").fill("Pennine Brickwork Ltd");
  await phone.getByLabel("Trade").fill("Bricklayer");
  await shot(phone, "registration-details");
  await phone.getByRole("button", { name: "Next" }).click();

  await expect(phone.getByRole("heading", { name: "Step 2: Your cards" })).toBeVisible();
  await phone.getByLabel("Card number").fill(`CS${tag}`);
  await phone.getByLabel("Card type").fill("Blue: Skilled Worker");
  await phone.getByLabel("Expiry date").fill("2030-06-30");
  await phone.getByLabel("Photo of the front").setInputFiles({ name: "cscs-front.png", mimeType: "image/png", buffer: png() });
  await shot(phone, "registration-cards");
  await phone.getByRole("button", { name: "Next" }).click();

  await expect(phone.getByRole("heading", { name: "Welcome to Canal Wharf" })).toBeVisible();
  await phone.getByRole("button", { name: "I have read this: answer the questions" }).click();
  await phone.getByRole("radio", { name: "The gate cabin" }).check();
  const pad = phone.getByRole("img", { name: "Signature: draw with your finger or mouse" });
  const box = (await pad.boundingBox())!;
  await phone.mouse.move(box.x + 20, box.y + 20);
  await phone.mouse.down();
  await phone.mouse.move(box.x + 120, box.y + 60, { steps: 5 });
  await phone.mouse.move(box.x + 220, box.y + 30, { steps: 5 });
  await phone.mouse.up();
  await shot(phone, "registration-induction");
  await phone.getByRole("button", { name: "Send my answers" }).click();
  await expect(phone.getByText("Induction passed: 100 %")).toBeVisible();
  await phone.getByRole("button", { name: "Next: check and send" }).click();

  await expect(phone.getByRole("heading", { name: "Step 4: Check and send" })).toBeVisible();
  await phone.getByRole("checkbox").check();
  await shot(phone, "registration-send");
  expect(await seriousViolations(phone, "registration form")).toEqual([]);
  await phone.getByRole("button", { name: "Send my registration" }).click();
  await expect(phone.getByText("Thank you: your registration has been sent to the site team")).toBeVisible();

  // The site team approves it.
  await page.goto("/workforce");
  await page
    .getByRole("navigation", { name: "Workforce views" })
    .getByRole("link", { name: /^Registrations \(\d+\)$/ })
    .click();
  await page.getByRole("button", { name: `Review Oliwia Kowalska${tag}` }).click();
  const review = page.getByRole("article");
  await expect(review.getByText(`with 100 %, signed by Oliwia Kowalska${tag}`)).toBeVisible();
  await expect(review.getByRole("img", { name: `Signature of Oliwia Kowalska${tag}` })).toBeVisible();
  await expect(review.getByRole("img", { name: /^front of CSCS/ })).toBeVisible();
  await shot(page, "registration-review");
  await review.getByRole("button", { name: "Approve" }).click();
  await expect(page.getByText(`Oliwia Kowalska${tag} approved`)).toBeVisible();

  // The worker is in the register with the card and the induction.
  await page.goto(`/workforce?q=Kowalska${tag}`);
  await page
    .getByRole("link", { name: new RegExp(`Oliwia Kowalska${tag}`) })
    .first()
    .click();
  await expect(page.getByRole("heading", { name: `Oliwia Kowalska${tag}`, level: 1 })).toBeVisible();
  await expect(page.getByText(`CS${tag}`).first()).toBeVisible();
  const found = await page.request.get(`/api/workers?q=Kowalska${tag}`);
  const worker = (await found.json()).items[0];
  expect(worker.inductionCompleted).toBe(true);
});
