import { expect, test } from "@playwright/test";
import { ADMIN } from "./support/accounts";
import { signInAndWait, toastWithTitle } from "./support/helpers";

test("the project diary: a night shift logged past midnight counts 8.0 hours, then is edited", async ({ page }) => {
  await signInAndWait(page, ADMIN.email, ADMIN.password);
  const created = await page.request.post("/api/projects", {
    data: { name: `Holbeck Viaduct Repairs ${Date.now().toString(36)}`, address: "Holbeck Viaduct, Leeds", postcode: "LS11 9AA", clientName: "Leeds City Council" },
  });
  expect(created.status(), await created.text()).toBe(201);
  const project = await created.json();

  await page.goto(`/project/${project.slug}`);
  await expect(page.getByRole("heading", { name: project.name, level: 1 })).toBeVisible();
  await expect(page.getByText("No diary entries yet")).toBeVisible();

  // Log the night shift: the form computes the hours across midnight as the times are typed.
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

  // Back in the diary: the entry, its shift and the day's total.
  const entry = page.getByRole("article", { name: "Entry by Administrator" });
  await expect(entry).toContainText("Night possession: bearing replacement on span 4.");
  await expect(entry).toContainText("22:00–06:00");
  await expect(entry).toContainText("8.0");
  await expect(page.getByLabel("Total labour 8.0 h")).toBeVisible();

  // Edit it: the form is filled from the entry and saves with the spec's toast.
  await entry.getByRole("button", { name: "Edit entry" }).click();
  await expect(page.getByRole("heading", { name: "Edit Labour Entry" })).toBeVisible();
  await expect(page.getByLabel("Hours (Calculated)")).toHaveValue("8.0");
  await page.getByLabel("Work Summary").fill("Night possession: bearings replaced on spans 4 and 5.");
  await page.getByLabel("Finish Time").fill("05:30");
  await page.getByRole("button", { name: "Update Entry" }).click();
  await expect(toastWithTitle(page, "Success")).toContainText("Diary entry updated successfully");
  await expect(entry).toContainText("bearings replaced on spans 4 and 5");
  await expect(page.getByLabel("Total labour 7.5 h")).toBeVisible();

  // The diary survives a reload on its tab, and the entry is listed under All Entries.
  await page.reload();
  await expect(entry).toContainText("22:00–05:30");
  await page.goto("/entries");
  await expect(page.getByRole("link", { name: project.name }).first()).toBeVisible();
});
