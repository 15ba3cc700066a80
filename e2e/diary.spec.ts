import fs from "node:fs";
import { extractText } from "unpdf";
import { toastWithTitle } from "./support/helpers";
import { png } from "./support/png";
import { expect, test } from "./support/signed-in";

test.use({ signedInAs: "admin" });

/**
 * Issue 3's journey: a new contract → its diary → a night shift past midnight (8.0 hours) → edited →
 * a photo on the entry → a site note → all of it on the timeline → the diary as a PDF for the client.
 */
test("from a new contract to the diary PDF a site manager sends the client", async ({ page }) => {
  const name = `Holbeck Viaduct Repairs ${Date.now().toString(36)}`;
  await page.goto("/contracts");

  // The contract, created through its form.
  await page.getByRole("link", { name: "New Contract" }).click();
  await page.getByLabel("Project name").fill(name);
  await page.getByLabel("Site address").fill("Holbeck Viaduct, Leeds");
  await page.getByLabel("Postcode").fill("LS11 9AA");
  await page.getByLabel("Client name").fill("Leeds City Council");
  await page.getByRole("button", { name: "Create Contract" }).click();
  await expect(toastWithTitle(page, "Contract created")).toBeVisible();
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  await expect(page.getByText("No diary entries yet")).toBeVisible();

  // The night shift: the form computes the hours across midnight as the times are typed.
  await page.getByRole("toolbar", { name: "Add to the diary" }).getByRole("button", { name: "Labour" }).click();
  await expect(page.getByRole("heading", { name: "Log Labour Entry" })).toBeVisible();
  await expect(page.getByLabel("Start Time")).toHaveValue("08:00");
  await expect(page.getByLabel("Finish Time")).toHaveValue("17:00");
  await expect(page.getByLabel("Hours (Calculated)")).toHaveValue("9.0");
  await page.getByLabel("Work Summary").fill("Night possession: bearing replacement on span 4.");
  await page.getByLabel("Start Time").fill("22:00");
  await page.getByLabel("Finish Time").fill("06:00");
  await page.getByLabel("Company").fill("Pennine Structures Ltd");
  await page.getByLabel("Operatives Job Role").fill("Steel erector");
  await expect(page.getByLabel("Hours (Calculated)")).toHaveValue("8.0");
  await page.getByRole("button", { name: "Create Entry" }).click();
  await expect(toastWithTitle(page, "Success")).toContainText("Diary entry created successfully");

  const entry = page.getByRole("article", { name: "Entry by Administrator" });
  await expect(entry).toContainText("Night possession: bearing replacement on span 4.");
  await expect(entry).toContainText("22:00–06:00");
  await expect(page.getByLabel("Total labour 8.0 h")).toBeVisible();

  // Edited: the form is filled from the entry and saves with the spec's toast.
  await entry.getByRole("button", { name: "Edit entry" }).click();
  await expect(page.getByRole("heading", { name: "Edit Labour Entry" })).toBeVisible();
  await expect(page.getByLabel("Hours (Calculated)")).toHaveValue("8.0");
  await page.getByLabel("Work Summary").fill("Night possession: bearings replaced on spans 4 and 5.");
  await page.getByRole("button", { name: "Update Entry" }).click();
  await expect(toastWithTitle(page, "Success")).toContainText("Diary entry updated successfully");
  await expect(entry).toContainText("bearings replaced on spans 4 and 5");

  // A photo attached to the entry now that it exists.
  await entry.locator('input[type="file"][accept="image/*"]').setInputFiles({ name: "Span 4 bearing.png", mimeType: "image/png", buffer: png() });
  await expect(entry.getByRole("button", { name: /Span 4 bearing\.png/ })).toBeVisible();

  // A site note against a time slot of the day.
  const notes = page.getByRole("region", { name: "Comments by time" }).first();
  await notes.getByRole("button", { name: "Add comment" }).click();
  await notes.getByLabel("Time slot").selectOption("22:00");
  await notes.getByLabel("Comment").fill("Possession handed back to Network Rail at 05:40.");
  await notes.getByRole("button", { name: "Post comment" }).click();
  await expect(notes).toContainText("Possession handed back to Network Rail at 05:40.");

  // All of it on the timeline, newest first.
  await page.getByRole("tab", { name: /Timeline/ }).click();
  const timeline = page.getByRole("tabpanel");
  await expect(timeline).toContainText("Possession handed back to Network Rail at 05:40.");
  await expect(timeline).toContainText("File uploaded: Span 4 bearing.png");
  await expect(timeline).toContainText("edited");
  await expect(timeline).toContainText("Project created");

  // A timeline item opens the diary at its day.
  await timeline.getByRole("link", { name: /^Comment on / }).click();
  await expect(page.getByText(/^Showing the diary from .* back\.$/)).toBeVisible();
  await expect(entry).toContainText("bearings replaced on spans 4 and 5");
  await page.getByRole("button", { name: "Back to the newest days" }).click();
  await expect(page.getByText(/^Showing the diary from/)).toHaveCount(0);

  // The diary as a PDF: its text is what the client reads.
  await page.getByRole("button", { name: "Export PDF" }).click();
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download PDF" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^holbeck-viaduct-repairs-.*-diary-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.pdf$/);
  const { text } = await extractText(new Uint8Array(fs.readFileSync(await download.path())), { mergePages: true });
  expect(text).toContain(name);
  expect(text).toContain("Leeds City Council");
  expect(text).toContain("bearings replaced on spans 4 and 5");
  expect(text).toContain("Pennine Structures Ltd");
  expect(text).toContain("8.0");
  expect(text).toContain("Possession handed back to Network Rail at 05:40.");

  // And it is listed under All Entries.
  await page.goto("/entries");
  await expect(page.getByRole("link", { name }).first()).toBeVisible();
});
