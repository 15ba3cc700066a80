import { type Page } from "@playwright/test";
import { expect, test } from "./support/signed-in";

test.use({ signedInAs: "admin" });

/**
 * Issue 11 items 8 and 5: numbers read one way (docs/code-style.md, "Numbers and units") and a form
 * left empty says each field's message once. Set up through the API; looked at in the browser.
 */

async function newProject(page: Page) {
  const created = await page.request.post("/api/projects", {
    data: { name: `Numbers ${Date.now().toString(36)}`, address: "Kirkstall Road, Leeds", postcode: "LS3 1HS", clientName: "Leeds Homes" },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as { id: number; slug: string; name: string };
}

for (const width of [1280, 390]) {
  test(`the carbon chart's title, axis and tooltip share one unit, and the timeline writes 1,200.00 kWh (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/contracts");
    const project = await newProject(page);
    // 1,000 l of diesel (2,570.82 kg, March) and 1,200 kWh of gas (April): the chart's largest month is over a tonne.
    const plant = await page.request.post("/api/plant-entries", {
      data: {
        projectId: project.id,
        date: "2025-03-14",
        plantItem: "13t excavator",
        ownership: "hired",
        hireCompany: "GAP Hire Solutions",
        assetName: "",
        hours: 8,
        fuelType: "diesel",
        fuelLitres: 1000,
        notes: "",
      },
    });
    expect(plant.status(), await plant.text()).toBe(201);
    const gas = await page.request.post("/api/energy-entries", {
      data: {
        projectId: project.id,
        date: "2025-04-10",
        energyType: "gas",
        consumption: 1200,
        unit: "kWh",
        siteName: "",
        meterReading: "",
        supplier: "",
        invoiceReference: "",
        notes: "",
      },
    });
    expect(gas.status(), await gas.text()).toBe(201);

    await page.goto(`/project/${project.slug}?tab=timeline`);
    await expect(page.getByText(/1,200\.00 kWh/).first()).toBeVisible();
    await expect(page.getByText(/1200\.000/)).toHaveCount(0);

    await page.goto(`/project/${project.slug}?tab=carbon`);
    await expect(page.getByText("t CO2e each month, stacked by scope")).toBeVisible();
    await expect(page.getByText("kg CO2e each month")).toHaveCount(0);
    const chart = page.getByRole("img", { name: "Carbon by month, stacked by scope" });
    await chart.scrollIntoViewIfNeeded();
    // The value axis' ticks (the month axis reads "Mar 2025"): every one in tonnes, none in kg.
    const ticks = chart.locator(".recharts-cartesian-axis-tick-value").filter({ hasText: /^-?[\d,.]+ (t|kg)$/ });
    await expect(ticks.first()).toBeVisible();
    const tickTexts = await ticks.allTextContents();
    expect(tickTexts.length).toBeGreaterThan(1);
    for (const tick of tickTexts) expect(tick, "every axis tick in tonnes").toMatch(/^-?[\d,.]+ t$/);
    // The March bar's tooltip: the same unit as the title and the axis.
    await chart.locator(".recharts-bar-rectangle path").first().hover();
    await expect(chart.locator(".recharts-tooltip-wrapper")).toContainText("2.57 t CO2e");
    await page.screenshot({ path: `/tmp/pw-num/carbon-chart-${width}.png`, fullPage: true });

    // The activity log says the same reading with its day as dd/MM/yyyy (issue 11 item 9) and the number as above.
    await page.goto(`/activity-logs?search=${encodeURIComponent(project.name)}`);
    const logged = page.getByText(`Logged Gas 1,200.00 kWh for ${project.name} on 10/04/2025`).filter({ visible: true }).first();
    await expect(logged).toBeVisible();
    await expect(page.getByText(/\b2025-04-10\b/)).toHaveCount(0);
    // When it happened: dd/MM/yyyy too.
    await expect(
      page
        .getByText(/^\d{2}\/\d{2}\/\d{4}/)
        .filter({ visible: true })
        .first(),
    ).toBeVisible();
    await page.screenshot({ path: `/tmp/pw-num/activity-log-${width}.png` });
  });

  test(`the weather form left empty shows one message under each required field (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/contracts");
    const project = await newProject(page);
    await page.goto(`/project/${project.slug}`);
    const enter = page.getByRole("button", { name: "Enter today's weather" });
    const folded = page.getByRole("button", { name: /No weather recorded yet/ });
    // On a phone the weather card is folded: unfold it first.
    await expect(enter.or(folded)).toBeVisible();
    if (!(await enter.isVisible())) await folded.click();
    await enter.click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Save weather" }).click();
    await expect(dialog.getByText("Condition is required")).toHaveCount(1);
    await expect(dialog.getByText("Temperature is required")).toHaveCount(1);
    // Each under its own field, tied to it for screen readers.
    await expect(dialog.getByLabel("Condition")).toHaveAccessibleDescription("Condition is required");
    await expect(dialog.getByLabel("Temperature (°C)")).toHaveAccessibleDescription("Temperature is required");
    await expect(dialog.getByRole("alert")).toHaveCount(2);
    await page.screenshot({ path: `/tmp/pw-num/weather-empty-${width}.png` });
  });
}
