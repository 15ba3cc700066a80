import type { Page } from "@playwright/test";
import { seriousViolations } from "./support/axe";
import { png } from "./support/png";
import { expect, test } from "./support/signed-in";

test.use({ signedInAs: "admin", viewport: { width: 1280, height: 900 }, reducedMotion: "reduce" });

/** With E2E_SCREENSHOTS=1, the screen at both widths in test-results/screens/ for a person to look at. */
async function shot(page: Page, name: string, fullPage = true) {
  if (process.env.E2E_SCREENSHOTS !== "1") return;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `test-results/screens/journey-${width}-${name}.png`, fullPage });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Draws a signature on the pad: a few strokes with the mouse. */
async function sign(page: Page) {
  const pad = page.getByRole("img", { name: /^Signature/ });
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 30, box.y + box.height * 0.6);
  await page.mouse.down();
  for (const [x, y] of [
    [0.3, 0.3],
    [0.5, 0.7],
    [0.7, 0.35],
    [0.85, 0.6],
  ])
    await page.mouse.move(box.x + box.width * x, box.y + box.height * y, { steps: 3 });
  await page.mouse.up();
}

/** Answers each question with the option named, then signs and sends. */
async function answerAndSend(page: Page, answers: string[]) {
  await page.getByRole("button", { name: "I have read this: answer the questions" }).click();
  for (const [i, answer] of answers.entries())
    await page
      .getByRole("group", { name: new RegExp(`^${i + 1}\\.`) })
      .getByRole("radio", { name: answer })
      .check();
  await sign(page);
  await page.getByRole("button", { name: "Send my answers" }).click();
}

/**
 * Issue 30's site inductions (decision 0068): an admin adds a question to a contract's induction; on
 * a worker's page the worker takes it at the tablet, fails once and passes; the results list shows the
 * pass waiting for review, the admin approves it with the signature in view, and the worker is inducted.
 */
test("an admin adds a question to a contract's induction; a worker fails, then passes; the admin approves it", async ({ page }) => {
  test.setTimeout(150_000);
  const tag = Date.now().toString(36).slice(-5).toUpperCase();
  const project = await page.request.post("/api/projects", {
    data: { name: `Inductions Site ${tag}`, address: "14 Wellington Street, Leeds", postcode: "LS1 4DL", clientName: "Aire Valley Homes Ltd" },
  });
  expect(project.status(), await project.text()).toBe(201);
  const { slug, name: contractName } = await project.json();
  const induction = await page.request.put(`/api/projects/by-slug/${slug}/induction`, {
    data: {
      title: "Site induction",
      sections: [{ kind: "text", heading: "Assembly point", body: "The assembly point is the car park entrance by the cabins." }],
      questions: [{ question: "Where is the assembly point?", options: ["The car park entrance", "The canteen"], correct: 0 }],
      passMark: 80,
      maxAttempts: 3,
      signOffStatement: "I will follow this site's rules.",
    },
  });
  expect(induction.status(), await induction.text()).toBe(200);
  const made = await page.request.post("/api/workers", { data: { workerId: `E2E-IND-${tag}`, firstName: "Priya", lastName: `Shah${tag}`, trade: "Labourer" } });
  expect(made.status(), await made.text()).toBe(201);
  const worker = await made.json();

  // The admin adds a second question from the Inductions page.
  await page.goto("/workforce");
  await page.getByRole("navigation", { name: "Workforce views" }).getByRole("link", { name: "Inductions" }).click();
  await expect(page.getByRole("heading", { name: "Inductions", level: 1 })).toBeVisible();
  await page.getByRole("link", { name: `Edit ${contractName}` }).click();
  await expect(page.getByRole("heading", { name: `Induction: ${contractName}` })).toBeVisible();
  await page.getByRole("button", { name: "Add question" }).click();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Question is required").first()).toBeVisible();
  await page.getByRole("textbox", { name: "Question 2", exact: true }).fill("Who may alter the scaffold?");
  await page.getByRole("textbox", { name: "Question 2, answer 1" }).fill("Anyone who needs to");
  await page.getByRole("textbox", { name: "Question 2, answer 2" }).fill("Only a scaffolder");
  await page.getByRole("radio", { name: "Answer 2 is the right one" }).nth(1).check();
  // And a photo of the assembly point, uploaded as the section is added.
  await page.getByRole("button", { name: "Add image" }).click();
  await page.getByRole("textbox", { name: "Heading" }).nth(1).fill("The assembly point sign");
  await page.locator('input[type="file"]').setInputFiles({ name: "assembly-point.png", mimeType: "image/png", buffer: png() });
  await expect(page.getByText("assembly-point.png")).toBeVisible();
  await shot(page, "induction-editor");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("heading", { name: "Inductions", level: 1 })).toBeVisible();
  // This contract's card (other journeys add contracts with inductions to the same list).
  await expect(page.getByRole("listitem").filter({ hasText: contractName }).getByText("2 questions · version 2")).toBeVisible();

  // At the tablet: the worker fails once, then passes.
  await page.goto(`/workforce/edit/${worker.id}`);
  await expect(page.getByRole("heading", { name: "Inductions", exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Take induction" }).click();
  await page.getByLabel("Induction", { exact: true }).selectOption({ label: `${contractName}: Site induction` });
  await page.getByRole("button", { name: "Start the induction" }).click();
  await expect(page.getByRole("heading", { name: "Site induction" })).toBeVisible();
  const photo = page.getByRole("img", { name: "The assembly point sign" });
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(40);
  await shot(page, "induction-taking", false);
  await answerAndSend(page, ["The canteen", "Only a scaffolder"]);
  await expect(page.getByText("Not passed: 50 % (the pass mark is 80 %)")).toBeVisible();
  await expect(page.getByText("2 attempts left.")).toBeVisible();
  await page.getByRole("button", { name: "Read it again and retry" }).click();
  await answerAndSend(page, ["The car park entrance", "Only a scaffolder"]);
  await expect(page.getByText("Induction passed: 100 %")).toBeVisible();
  await page.getByRole("button", { name: "Done: back to the worker" }).click();
  const panel = page.getByRole("list", { name: "Induction results" });
  await expect(panel.getByText(contractName)).toBeVisible();
  await expect(panel.getByText("Waiting for review")).toBeVisible();
  await panel.scrollIntoViewIfNeeded();
  await shot(page, "worker-inductions", false);

  // The results list shows the pass waiting for review; the admin approves it.
  await page.goto("/workforce/inductions");
  await page.getByLabel("Waiting for review").check();
  const row = page.getByRole("row").filter({ hasText: `Priya Shah${tag}` });
  await expect(row).toHaveCount(1);
  await expect(row.getByText("100 %")).toBeVisible();
  await page.getByLabel("Waiting for review").uncheck();
  // Both of the worker's attempts, whatever other journeys add to the results meanwhile.
  await expect(page.getByRole("row").filter({ hasText: `Priya Shah${tag}` })).toHaveCount(2);
  await shot(page, "inductions-results");
  await page.getByLabel("Waiting for review").check();
  await row.getByRole("button", { name: `Review Priya Shah${tag}` }).click();
  const dialog = page.getByRole("dialog", { name: "Review induction" });
  await expect(dialog.getByText("Attempt")).toBeVisible();
  await expect(dialog.getByRole("img", { name: /Priya Shah/ })).toBeVisible();
  await shot(page, "induction-review", false);
  const found = await seriousViolations(page, "induction review");
  expect(found, found.join("\n")).toEqual([]);
  await dialog.getByRole("button", { name: "Approve" }).click();
  await expect(dialog).toBeHidden();
  // No longer waiting for review (the list may hold other journeys' results).
  await expect(row).toHaveCount(0);

  // The worker is inducted.
  await page.goto(`/workforce?q=Shah${tag}`);
  await expect(
    page
      .getByRole("row")
      .filter({ hasText: `Shah${tag}` })
      .getByText("Inducted", { exact: true }),
  ).toBeVisible();
  await page.goto(`/workforce/edit/${worker.id}`);
  await expect(page.getByRole("list", { name: "Induction results" }).getByText("Passed", { exact: true })).toBeVisible();
});
