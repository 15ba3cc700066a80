import { type Page } from "@playwright/test";
import { seriousViolations } from "./support/axe";
import { toastWithTitle } from "./support/helpers";
import { expect, test } from "./support/signed-in";

test.use({ signedInAs: "admin" });

const londonToday = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" }).format(new Date());

/** A contract with one diary entry, made through the admin's API session. */
async function contractWithEntry(page: Page, name: string, summary: string) {
  const created = await page.request.post("/api/projects", { data: { name, address: "Armley Road, Leeds", postcode: "LS12 2DR" } });
  expect(created.status(), await created.text()).toBe(201);
  const project = await created.json();
  const labor = JSON.stringify({
    company: "Aire Groundworks Ltd",
    jobRole: "Groundworker",
    plant: "",
    startTime: "08:00",
    finishTime: "17:00",
    hours: 9,
    labour: "4 operatives",
  });
  const entry = await page.request.post("/api/diary-entries", {
    data: {
      projectId: project.id,
      date: londonToday(),
      workSummary: summary,
      weatherImpact: "",
      labor,
      materialsDelivered: "",
      sharedWith: [],
      createdAt: new Date().toISOString(),
    },
  });
  expect(entry.status(), await entry.text()).toBe(201);
  return project as { id: number; slug: string };
}

/**
 * Issue 11 item 3: a deleted diary entry waits in Delete Records, is restored from there and is
 * back in the diary, at desktop width (table) and on a phone (cards).
 */
for (const width of [1280, 390]) {
  test(`a deleted diary entry is restored from Delete Records at ${width} px`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: width > 400 ? 900 : 844 });
    await page.goto("/contracts");
    const name = `Armley Gyratory ${width} ${Date.now().toString(36)}`;
    const summary = `Kerbs laid on the north arm (${width}).`;
    const project = await contractWithEntry(page, name, summary);

    await page.goto(`/project/${project.slug}`);
    const entry = page.getByRole("article", { name: "Entry by Administrator" });
    await expect(entry).toContainText(summary);
    await entry.getByRole("button", { name: "Delete entry" }).click();
    const dialog = page.getByRole("alertdialog").or(page.getByRole("dialog"));
    await expect(dialog).toContainText("An administrator can restore it from Delete Records for 30 days.");
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(toastWithTitle(page, "Entry deleted")).toContainText("moved to Delete Records");
    await expect(page.getByText(summary)).toHaveCount(0);

    await page.goto("/delete-records");
    await expect(page.getByRole("heading", { name: "Delete Records", level: 1 })).toBeVisible();
    await page.getByRole("searchbox", { name: "Search by name" }).fill(name);
    const restore = page.getByRole("button", { name: new RegExp(`^Restore ${name}:`) }).filter({ visible: true });
    await expect(restore).toHaveCount(1);
    // toHaveCount waits for the name search to narrow the list: earlier journeys leave other records in the bin.
    await expect(page.getByText("Diary entry", { exact: true }).filter({ visible: true })).toHaveCount(1);
    await expect(page.getByText("in 30 days").filter({ visible: true })).toHaveCount(1);
    expect(await seriousViolations(page, `Delete Records ${width}`)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`delete-records-${width}.png`), fullPage: true });

    await restore.click();
    const confirmRestore = page.getByRole("alertdialog").or(page.getByRole("dialog"));
    await expect(confirmRestore).toContainText("Restore this diary entry?");
    await confirmRestore.getByRole("button", { name: "Restore" }).click();
    await expect(toastWithTitle(page, "Restored")).toContainText("is back");
    await expect(page.getByText("No deleted records match")).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`delete-records-${width}-empty.png`), fullPage: true });

    await page.goto(`/project/${project.slug}`);
    await expect(page.getByRole("article", { name: "Entry by Administrator" })).toContainText(summary);
  });
}

/**
 * Waste had a delete route but no Delete in the browser: its form now offers one, and the entry
 * comes back from Delete Records with its carbon figure as it was (issue 11 item 3).
 */
for (const width of [1280, 390]) {
  test(`a waste entry deleted from its form comes back with its carbon at ${width} px`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: width > 400 ? 900 : 844 });
    await page.goto("/contracts");
    const name = `Kirkstall Forge ${width} ${Date.now().toString(36)}`;
    const created = await page.request.post("/api/projects", { data: { name, address: "Kirkstall Forge, Leeds", postcode: "LS5 3BF" } });
    const project = await created.json();
    const saved = await page.request.post("/api/waste-entries", {
      data: {
        projectId: project.id,
        date: londonToday(),
        wasteCode: "17 01 01",
        description: "Broken-out ground slab",
        quantity: 2,
        unit: "skips",
        weight: 12,
        weightUnit: "tonnes",
        wasteMaterial: "Concrete",
        disposalRoute: "landfill",
        carrier: "Yorkshire Skip Hire",
        wasteTransferNote: "WTN-55120",
        notes: "",
      },
    });
    expect(saved.status(), await saved.text()).toBe(201);
    const waste = await saved.json();

    await page.goto(`/project/${project.slug}?waste=${waste.id}`);
    await expect(page.getByRole("heading", { name: "Edit Waste" })).toBeVisible();
    await expect(page.getByText("Carbon for this waste")).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`waste-form-${width}.png`), fullPage: true });
    await page.getByRole("button", { name: "Delete", exact: true }).filter({ visible: true }).click();
    const dialog = page.getByRole("alertdialog").or(page.getByRole("dialog"));
    await expect(dialog).toContainText("Delete this waste entry?");
    await expect(dialog).toContainText("and its carbon figure go to Delete Records. An administrator can restore them from Delete Records for 30 days.");
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(toastWithTitle(page, "Success")).toContainText("Waste entry deleted");
    expect((await page.request.get(`/api/waste-entries/${waste.id}`)).status()).toBe(404);

    await page.goto("/delete-records?type=waste_entry");
    await page.getByRole("searchbox", { name: "Search by name" }).fill(name);
    await expect(page.getByText("1 carbon figure").filter({ visible: true })).toBeVisible();
    await page
      .getByRole("button", { name: new RegExp(`^Restore ${name}:`) })
      .filter({ visible: true })
      .click();
    await page.getByRole("alertdialog").or(page.getByRole("dialog")).getByRole("button", { name: "Restore" }).click();
    await expect(toastWithTitle(page, "Restored")).toBeVisible();

    const back = await (await page.request.get(`/api/waste-entries/${waste.id}`)).json();
    expect(back.carbonEmitted).toBe(waste.carbonEmitted);
    expect(back.figures.map((f: { factor: unknown; kgCo2e: number }) => [f.factor, f.kgCo2e])).toEqual(
      waste.figures.map((f: { factor: unknown; kgCo2e: number }) => [f.factor, f.kgCo2e]),
    );
    await page.goto(`/project/${project.slug}?waste=${waste.id}`);
    await expect(page.getByLabel("Description")).toHaveValue("Broken-out ground slab");
  });
}

/** Decision 0016 in the browser: a Director (Backup & Data view, not edit) is not offered what the server refuses. */
test("a Director is offered no Delete Records link and is told why the screen is closed", async ({ pageAs }) => {
  test.setTimeout(90_000); // the worker's first Director signs in here
  const page = await pageAs("Director");
  await page.goto("/contracts");
  await page.getByRole("button", { name: "Settings", exact: true }).click();
  await expect(page.getByRole("link", { name: "Data Backup" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Delete Records" })).toHaveCount(0);
  expect((await page.request.get("/api/recycle-bin")).status()).toBe(403);

  await page.goto("/delete-records");
  await expect(page.getByRole("heading", { name: "You cannot restore deleted records" })).toBeVisible();
  await expect(page.getByText("Your role can view Backup & Data but not edit. Ask an administrator for Backup & Data › Edit.")).toBeVisible();
  await expect(page.getByRole("button", { name: /^Restore/ })).toHaveCount(0);
});
