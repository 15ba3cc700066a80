import { type Page } from "@playwright/test";
import { expect, test } from "./support/signed-in";

test.use({ signedInAs: "admin" });

/**
 * Issue 11 items 15 and 18: the contract page a director needs (the budget panel: each budget, its
 * history and what the records show so far) and the diary that fits a phone's first screen (one Add
 * menu, tabs that scroll, the weather folded to a line), with the desktop layout kept.
 */

const today = () => new Date().toISOString().slice(0, 10);

/** A contract with budgets, a changed labour budget and a day of labour, plant, a delivery, energy and a visitor. */
async function contractWithRecords(page: Page) {
  const created = await page.request.post("/api/projects", {
    data: {
      name: `Wellington Place Block ${Date.now().toString(36)}`,
      address: "Wellington Place, Leeds",
      postcode: "LS1 4AP",
      clientName: "MEPC Leeds Ltd",
      contractValue: "4800000",
      budget: "3900000",
      budgetLabour: "250000",
      budgetPlant: "60000",
      budgetMaterials: "400000",
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const project = await created.json();
  const changed = await page.request.patch(`/api/projects/${project.id}`, {
    data: { budgetLabour: "262500", reasons: { budgetLabour: "Variation 4: extra blockwork to the stair cores" } },
  });
  expect(changed.status(), await changed.text()).toBe(200);
  const date = today();
  const labor = JSON.stringify({
    company: "Pennine Brickwork",
    jobRole: "Bricklayer",
    plant: "Telehandler",
    startTime: "08:00",
    finishTime: "17:00",
    hours: 9,
    labour: "4 operatives",
  });
  const posts: [string, object][] = [
    [
      "/api/diary-entries",
      {
        projectId: project.id,
        date,
        workSummary: "Blockwork to ground floor internal walls; scaffold adapted for the next lift.",
        labor,
        author: "Administrator",
      },
    ],
    [
      "/api/plant-entries",
      {
        projectId: project.id,
        date,
        plantItem: "13t excavator",
        ownership: "hired",
        hireCompany: "GAP Hire Solutions",
        assetName: "",
        hours: 8,
        fuelType: "diesel",
        fuelLitres: 140,
        notes: "",
      },
    ],
    [
      "/api/deliveries",
      {
        projectId: project.id,
        date,
        supplier: "Hanson Concrete",
        deliveryNoteNumber: "HC-448120",
        lineItems: [
          { description: "C32/40 ready-mix concrete", materialFactorId: "19_500_5020_15_1", quantity: 8, unit: "m³", weight: 19.2, weightUnit: "tonnes" },
        ],
        transportCategory: "HGV 32-38 tonne",
        transportDistance: 28,
        transportWeight: null,
        notes: "",
      },
    ],
    [
      "/api/energy-entries",
      {
        projectId: project.id,
        date,
        energyType: "electricity",
        consumption: 640,
        unit: "kWh",
        siteName: "Main compound",
        meterReading: "004512.7",
        supplier: "EDF Energy",
        invoiceReference: "",
        notes: "",
      },
    ],
    [
      "/api/visitors",
      {
        projectId: project.id,
        firstName: "Priya",
        lastName: "Raman",
        company: "Arup",
        reasonForVisit: "Slab inspection",
        date,
        signInTime: "09:15",
        signOutTime: "11:40",
        travelMethod: "car_petrol",
        travelDistance: 40,
        travelOriginPostcode: "",
      },
    ],
  ];
  for (const [url, data] of posts) {
    const res = await page.request.post(url, { data });
    expect(res.status(), `${url}: ${await res.text()}`).toBe(201);
  }
  return project as { id: number; slug: string; name: string };
}

const budgetPanel = (page: Page) =>
  page
    .locator("div", { has: page.getByRole("heading", { name: "Budget", exact: true }) })
    .filter({ has: page.getByRole("list", { name: "Budgets" }) })
    .last();

test.describe("desktop width", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the budget panel shows each budget, its history and what the records show; the Add toolbar stays", async ({ page }) => {
    await page.goto("/contracts");
    const project = await contractWithRecords(page);
    // The contract card no longer says "No costs recorded yet" once records are logged.
    await page.goto("/contracts");
    const card = page.getByRole("article", { name: new RegExp(project.name) });
    await expect(card).toContainText("No purchase orders committed yet");
    await expect(card).not.toContainText("No costs recorded yet");
    await card.screenshot({ path: test.info().outputPath("contract-card-1280.png") });
    await page.goto(`/project/${project.slug}`);
    await expect(page.getByRole("heading", { name: project.name, level: 1 })).toBeVisible();

    const panel = budgetPanel(page);
    await expect(panel.getByText("Records logged; no purchase orders committed yet.")).toBeVisible();
    await expect(panel).not.toContainText("No costs recorded yet");
    const labour = panel.getByTestId("budget-labour");
    await expect(labour).toContainText("Labour budget");
    await expect(labour).toContainText("£262,500.00");
    await expect(labour).toContainText("Original £250,000.00");
    await expect(labour).toContainText("9.0 h · 4 operatives · 1 entry");
    await labour.getByRole("button", { name: /History of the labour budget/ }).click();
    const history = labour.getByRole("list", { name: "Changes to the labour budget" });
    await expect(history).toContainText("£250,000.00 → £262,500.00");
    await expect(history).toContainText("Variation 4: extra blockwork to the stair cores");
    await expect(panel.getByTestId("budget-plant")).toContainText("8.0 h · 140.00 litres · 1 entry");
    await expect(panel.getByTestId("budget-plant")).toContainText("CO2e");
    await expect(panel.getByTestId("budget-materials")).toContainText("1 delivery · 19.20 t · 8.00 m³");
    await expect(panel.getByTestId("budget-energy")).toContainText("640.00 kWh · 1 reading");
    await expect(panel.getByTestId("budget-waste")).toContainText("No waste logged yet");
    await expect(panel.getByTestId("budget-waste")).toContainText("Not set");
    await expect(panel).toContainText("Carbon so far");

    // Desktop keeps its nine Add buttons (Request materials among them) and its weather card; there is no phone menu.
    const toolbar = page.getByRole("toolbar", { name: "Add to the diary" });
    await expect(toolbar.getByRole("button")).toHaveCount(9);
    await expect(page.getByRole("button", { name: "Add to the diary" })).toBeHidden();
    await expect(page.getByRole("button", { name: /^Site weather/ })).toBeHidden();
    await page.screenshot({ path: test.info().outputPath("contract-page-1280.png"), fullPage: true });
  });
});

test.describe("phone width", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the first diary content is on the first screen; one Add menu, scrolling tabs, the weather on one line", async ({ page }) => {
    await page.goto("/contracts");
    const project = await contractWithRecords(page);
    await page.goto("/contracts");
    const card = page.getByRole("article", { name: new RegExp(project.name) });
    await expect(card).toContainText("No purchase orders committed yet");
    const cardBox = await card.boundingBox();
    expect(cardBox && cardBox.x + cardBox.width).toBeLessThanOrEqual(390);
    await card.screenshot({ path: test.info().outputPath("contract-card-390.png") });
    await page.goto(`/project/${project.slug}`);
    await expect(page.getByRole("heading", { name: project.name, level: 1 })).toBeVisible();
    const firstDay = page.getByRole("tabpanel").locator("section").first();
    await expect(firstDay).toContainText("Blockwork to ground floor internal walls");
    await page.waitForLoadState("networkidle");
    await page.screenshot({ path: test.info().outputPath("contract-page-390-first-screen.png") });

    // The day's heading and its first entry are within the first screen, without scrolling.
    const heading = await firstDay.getByRole("heading").first().boundingBox();
    const summary = await firstDay.getByText("Blockwork to ground floor internal walls").boundingBox();
    expect(heading && heading.y + heading.height, "the day heading is on the first screen").toBeLessThanOrEqual(844);
    expect(summary && summary.y + summary.height, "the first entry is on the first screen").toBeLessThanOrEqual(844);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), "page scrolls sideways").toBeLessThanOrEqual(0);

    // No toolbar of eight buttons: one Add menu that offers all eight.
    await expect(page.getByRole("toolbar", { name: "Add to the diary" })).toBeHidden();
    await page.getByRole("button", { name: "Add to the diary" }).click();
    const items = page.getByRole("menuitem");
    await expect(items).toHaveText(["Labour", "Plant", "Delivery", "Waste", "Energy", "Visitor", "Request materials", "File", "Note"]);
    // The menu pops in: shoot it once its animation has finished.
    await page.getByRole("menu").evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
    await page.screenshot({ path: test.info().outputPath("contract-page-390-add-menu.png") });
    await page.getByRole("menuitem", { name: "Plant" }).click();
    await expect(page.getByRole("heading", { name: "Log Plant" })).toBeVisible();
    await page.goBack();

    // Six tabs on one row that scrolls sideways; the last is reachable.
    const tabs = page.getByRole("tablist");
    await expect(tabs.getByRole("tab")).toHaveCount(6);
    const row = await tabs.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth, height: el.getBoundingClientRect().height }));
    expect(row.scroll).toBeGreaterThan(row.client);
    expect(row.height).toBeLessThan(48);
    await tabs.getByRole("tab", { name: "Carbon" }).click();
    await expect(page).toHaveURL(/tab=carbon/);
    await tabs.getByRole("tab", { name: "Diary" }).click();

    // The weather is one line that unfolds.
    const weather = page.getByRole("button", { name: /^Site weather/ });
    await expect(weather).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("button", { name: "Enter today's weather" })).toBeHidden();
    await weather.click();
    await expect(weather).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("button", { name: "Enter today's weather" })).toBeVisible();
    await weather.click();

    // The budget panel comes after the day's records on a phone, and reads the same.
    const panel = budgetPanel(page);
    await panel.scrollIntoViewIfNeeded();
    await expect(panel.getByTestId("budget-labour")).toContainText("9.0 h · 4 operatives · 1 entry");
    const box = await panel.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(390);
    await panel.screenshot({ path: test.info().outputPath("contract-page-390-budget.png") });
  });
});
