import fs from "node:fs";
import { type Page } from "@playwright/test";
import { extractText } from "unpdf";
import { toastWithTitle } from "./support/helpers";
import { expect, test } from "./support/signed-in";

test.use({ signedInAs: "admin" });

/**
 * Issue 4's journey: a day on site logged through the diary's Add toolbar (plant, a delivery, hazardous
 * waste, an electricity reading and a visitor), each on the timeline and the carbon tab, with the figures
 * the unit tests work out by hand from the DESNZ 2025 factors (src/shared/rules/carbon.test.ts):
 *   plant      1,000 l diesel × 2.57082                                   = 2,570.82 kg   Scope 1
 *   delivery   20 t × 50 km rigid HGV >17 t × 0.17146                     =   171.46 kg   Scope 3 cat. 4
 *              20 t primary concrete × 118.79306                          = 2,375.861 kg  Scope 3 cat. 1
 *   waste      2 t asbestos (17 06 05*) to landfill × 5.9416              =    11.883 kg  Scope 3 cat. 5
 *   energy     10,000 kWh UK electricity × 0.177                          = 1,770 kg      Scope 2
 *              and its T&D losses × 0.01853                               =   185.3 kg    Scope 3 cat. 3
 *   visitor    2 × 40 km in an average petrol car × 0.16272               =    13.018 kg  Scope 3 cat. 6
 *   total 7,098.342 kg: Scope 1 2.57 t, Scope 2 1.77 t, Scope 3 2.76 t.
 */
test("a day on site, its carbon on the tab and in the PDF report", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto("/contracts");
  const name = `Kirkstall Forge Phase 3 ${Date.now().toString(36)}`;
  const created = await page.request.post("/api/projects", {
    data: { name, address: "Kirkstall Forge, Leeds", postcode: "LS5 3BF", clientName: "CEG Land Ltd", contractValue: "4800000" },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { slug } = await created.json();
  await page.goto(`/project/${slug}`);
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  const add = (label: string) => page.getByRole("toolbar", { name: "Add to the diary" }).getByRole("button", { name: label, exact: true }).click();
  const backToDiary = () => page.getByRole("button", { name: "Back to Diary" }).click();
  const createEntry = async (confirmation: string) => {
    await page.getByRole("button", { name: "Create Entry" }).click();
    await expect(toastWithTitle(page, "Success")).toContainText(confirmation);
  };

  // Plant: a hired excavator that burnt 1,000 litres of diesel. The form estimates as the litres are typed.
  await add("Plant");
  await expect(page.getByRole("heading", { name: "Log Plant" })).toBeVisible();
  await page.getByLabel("Plant item").fill("21t excavator");
  await page.getByText("Hired", { exact: true }).click();
  await page.getByLabel("Hire company").fill("GAP Hire Solutions");
  await page.getByLabel("Hours").fill("9");
  await page.getByLabel("Fuel type").selectOption({ label: "Diesel (average biofuel blend)" });
  await page.getByLabel("Fuel used (litres)").fill("1000");
  await expect(page.getByText("≈ 2.57 t CO2e")).toBeVisible();
  await createEntry("Plant entry created successfully");
  // Saved, the form shows the stored figure with the factor it used.
  await expect(page.getByRole("heading", { name: "Edit Plant" })).toBeVisible();
  await expect(page.getByText("1,000.00 litres × 2.57082 kg CO2e per litre")).toBeVisible();
  await backToDiary();

  // A delivery: 20 t of concrete, 50 km on a rigid HGV over 17 t.
  await add("Delivery");
  await expect(page.getByRole("heading", { name: "Log Delivery" })).toBeVisible();
  await page.getByLabel("Supplier").fill("Hanson Concrete");
  await page.getByLabel("Delivery Note Number").fill("HC-448120");
  await page.getByLabel("Description").fill("C32/40 ready-mix concrete");
  await page.getByRole("button", { name: /^Material factor/ }).click();
  const factors = page.getByRole("dialog", { name: "Material factor" });
  await factors.getByLabel("Search material factors").fill("concrete primary");
  await factors.getByRole("option", { name: /19_500_5020_15_1/ }).click();
  await page.getByLabel("Quantity").fill("8");
  await page.getByRole("combobox", { name: "Unit", exact: true }).fill("m³");
  await page.getByRole("textbox", { name: "Weight", exact: true }).fill("20");
  await expect(page.getByText("Total weight 20.00 t")).toBeVisible();
  await page.getByLabel("Vehicle").selectOption("HGV 17-25 tonne");
  await expect(page.getByText("DESNZ: HGV rigid (>17t), average laden")).toBeVisible();
  await page.getByLabel("Distance (km)").fill("50");
  await createEntry("Delivery created successfully");
  await expect(page.getByText("1,000.00 tonne.km × 0.17146 kg CO2e per tonne.km")).toBeVisible();
  await expect(page.getByText("20.00 t × 118.79306 kg CO2e per tonne")).toBeVisible();
  await fullPageShot(page, "journey-delivery-saved");
  await backToDiary();

  // Hazardous waste: asbestos sheeting, found by word, flagged, and it needs a consignment note.
  await add("Waste");
  await expect(page.getByRole("heading", { name: "Log Waste" })).toBeVisible();
  await page.getByLabel("Search the List of Waste").fill("asbestos");
  await page.getByRole("option", { name: /17 06 05\*.*Construction materials containing asbestos/ }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Hazardous waste." })).toBeVisible();
  await expect(page.getByLabel("Waste Material")).toHaveValue("Asbestos");
  await expect(page.getByLabel("Disposal Route")).toHaveValue("landfill");
  await page.getByLabel("Description").fill("Asbestos cement roof sheets from the old forge");
  await page.getByRole("textbox", { name: "Weight", exact: true }).fill("2");
  await page.getByLabel("Carrier").fill("Yorkshire Asbestos Removals");
  await page.getByRole("button", { name: "Create Entry" }).click();
  // Without the consignment note the server-side rule refuses it, and says why against the field.
  await expect(page.getByLabel("Consignment Note Number")).toHaveAttribute("aria-invalid", "true");
  await page.getByLabel("Consignment Note Number").fill("YAR123/00451");
  await createEntry("Waste entry created successfully");
  await expect(page.getByText("2.00 t × 5.9416 kg CO2e per tonne")).toBeVisible();
  await backToDiary();

  // 10,000 kWh from the site's electricity meter: Scope 2 and its transmission losses.
  await add("Energy");
  await expect(page.getByRole("heading", { name: "Log Energy" })).toBeVisible();
  await page.getByLabel("Energy Type").selectOption("electricity");
  await page.getByLabel("Consumption").fill("10000");
  await page.getByRole("combobox", { name: "Unit", exact: true }).selectOption("kWh");
  await page.getByLabel("Meter Reading").fill("004512.7");
  await page.getByLabel("Supplier").fill("EDF Energy");
  await createEntry("Energy entry created successfully");
  const reading = page.getByRole("region", { name: "Carbon for this reading" });
  await expect(reading).toContainText("1.96 t CO2e");
  await expect(reading).toContainText("10,000.00 kWh × 0.177 kg CO2e per kWh");
  await expect(reading).toContainText("1.77 t CO2e");
  await expect(reading).toContainText("10,000.00 kWh × 0.01853 kg CO2e per kWh");
  await expect(reading).toContainText("185.30 kg CO2e");
  await backToDiary();

  // A visitor who drove 40 km each way in a petrol car.
  await add("Visitor");
  await page.getByLabel("First name").fill("Priya");
  await page.getByLabel("Last name").fill("Raman");
  await page.getByLabel("Company").fill("Arup");
  await page.getByLabel("Reason for visit").fill("Structural inspection of the level 3 slab");
  await page.getByLabel("Signed in").fill("09:30");
  await page.getByLabel("Travel method").selectOption({ label: "Car (petrol)" });
  await page.getByLabel("Distance (km, one way)").fill("40");
  await createEntry("Visitor signed in successfully");

  // Each is on the timeline with its carbon.
  await page.getByRole("tab", { name: /Timeline/ }).click();
  const timeline = page.getByRole("tabpanel");
  for (const [title, carbon] of [
    ["Plant: 21t excavator", "2.57 t CO2e"],
    ["Delivery from Hanson Concrete", "2.55 t CO2e"],
    ["Waste removed: 17 06 05* (hazardous)", "Asbestos cement roof sheets from the old forge · 11.88 kg CO2e"],
    ["Electricity reading", "1.96 t CO2e"],
    ["Visitor: Priya Raman", "13.02 kg CO2e"],
  ]) {
    // The innermost item: the day it sits in is a list item too.
    const item = timeline.getByRole("listitem").filter({ hasText: title }).last();
    await expect(item).toContainText(carbon);
  }

  // The visitor is on the attendance tab for today.
  await page.getByRole("tab", { name: /Attendance/ }).click();
  await expect(page.getByRole("tabpanel")).toContainText("Priya Raman");
  await expect(page.getByRole("tabpanel")).toContainText("Arup");

  // The delivery is on the deliveries tab.
  await page.getByRole("tab", { name: /Deliveries/ }).click();
  await expect(page.getByRole("tabpanel")).toContainText("Hanson Concrete");
  await expect(page.getByRole("tabpanel")).toContainText("HC-448120");

  // The carbon tab totals them: 7,098.342 kg.
  await page.getByRole("tab", { name: /Carbon/ }).click();
  await expect(page.getByTestId("carbon-total")).toHaveText("7.10 t CO2e");
  await expect(page.getByText("7 figures · DESNZ 2025")).toBeVisible();
  await expectScope(page, "Scope 1", "2.57 t CO2e");
  await expectScope(page, "Scope 2", "1.77 t CO2e");
  await expectScope(page, "Scope 3", "2.76 t CO2e");
  const ledger = page.getByRole("table");
  await expect(ledger.getByRole("row")).toHaveCount(8);
  for (const kg of ["2,570.82", "171.46", "2,375.86", "11.88", "1,770.00", "185.30", "13.02"]) await expect(ledger).toContainText(kg);
  await fullPageShot(page, "journey-carbon-tab");

  // The PDF report says the same, with the method and the factors it used.
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download PDF report" }).click();
  const download = await downloading;
  await expect(toastWithTitle(page, "Carbon report downloaded")).toBeVisible();
  expect(download.suggestedFilename()).toMatch(/^kirkstall-forge-phase-3-.*carbon.*\.pdf$/);
  const { text } = await extractText(new Uint8Array(fs.readFileSync(await download.path())), { mergePages: true });
  for (const expected of [
    name,
    "Carbon Report",
    "7.10 t CO2e",
    "7,098.34 kg CO2e",
    "7 figures",
    "Factors used",
    "Method",
    "1_101_1011_8_1",
    "27_304_3120_14_1",
    "19_500_5020_15_1",
    "20_500_5187_15_1",
    "7_400_4000_5_1",
    "13_402_4000_5_1",
    "25_301_3070_4_1",
    "Hanson Concrete",
  ]) {
    expect(text, `the report mentions ${expected}`).toContain(expected);
  }

  // The ledger as CSV for an auditor: a row per figure with its factor and the kg CO2e as stored.
  const exporting = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const csv = await exporting;
  await expect(toastWithTitle(page, "Ledger exported")).toBeVisible();
  expect(csv.suggestedFilename()).toMatch(/^kirkstall-forge-phase-3-.*-carbon-ledger\.csv$/);
  const lines = fs
    .readFileSync(await csv.path(), "utf8")
    .replace(/^\uFEFF/, "")
    .trimEnd()
    .split("\r\n");
  expect(lines[0]).toBe(
    "Date,Record type,Description,Scope,Category,GHG Protocol category,Activity amount,Activity unit,Factor name,Factor ID,Factor year,Factor source,Factor value,Factor unit,kg CO2e",
  );
  expect(lines).toHaveLength(8);
  for (const factorId of [
    "1_101_1011_8_1",
    "27_304_3120_14_1",
    "19_500_5020_15_1",
    "20_500_5187_15_1",
    "7_400_4000_5_1",
    "13_402_4000_5_1",
    "25_301_3070_4_1",
  ]) {
    expect(
      lines.filter((line) => line.includes(`,${factorId},`)),
      `one row with ${factorId}`,
    ).toHaveLength(1);
  }
  expect(
    lines
      .slice(1)
      .map((line) => line.split(",").at(-1))
      .sort(),
  ).toEqual(["11.883", "13.018", "171.460", "1770.000", "185.300", "2375.861", "2570.820"]);
  // The ledger with its Export CSV at a phone's width.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole("button", { name: "Export CSV" }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: "test-results/screens/journey-carbon-ledger-phone.png" });
});

async function expectScope(page: Page, scope: string, total: string) {
  await expect(page.getByRole("group", { name: scope, exact: true })).toContainText(total);
}

/** The whole page from its top: a full-page shot of a scrolled page draws the fixed shell mid-page. */
async function fullPageShot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });
}
