import { expect, test, type Page } from "@playwright/test";
import { ADMIN } from "./support/accounts";
import { signInAndWait } from "./support/helpers";
import { watchContentSecurityPolicy } from "./support/csp";

/**
 * The main screens at desktop and phone width: each renders its heading without sideways
 * scrolling, and a screenshot is kept in test-results/screens/ for a person to look at.
 */
const widths = [
  { name: "desktop", viewport: { width: 1280, height: 800 } },
  { name: "phone", viewport: { width: 390, height: 844 } },
];

type Screen = { path: string; heading: string; level?: number; shot?: string };
const screens: Screen[] = [
  { path: "/contracts", heading: "Contracts" },
  { path: "/create-contract", heading: "New Contract" },
  { path: "/entries", heading: "All Entries" },
  { path: "/team", heading: "Team Management" },
  { path: "/company", heading: "Company Profile" },
  { path: "/settings", heading: "User Settings" },
  { path: "/activity-logs", heading: "Activity Logs" },
  { path: "/risk-assessment", heading: "Risk assessment" },
  { path: "/carbon-footprint", heading: "Carbon footprint" },
  { path: "/carbon-settings", heading: "Carbon Standards" },
];

/** A contract with a day of diary, so the diary screen is looked at with something on it. */
async function projectWithDiary(page: Page): Promise<Screen[]> {
  const created = await page.request.post("/api/projects", {
    data: {
      name: `Screens Project ${Date.now().toString(36)}`,
      address: "14 Wellington Street, Leeds",
      postcode: "LS1 4DL",
      clientName: "Aire Valley Homes Ltd",
      contractValue: "1250000",
      budgetLabour: "250000",
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const project = await created.json();
  const labor = JSON.stringify({
    company: "Pennine Brickwork",
    jobRole: "Bricklayer",
    plant: "Telehandler",
    startTime: "08:00",
    finishTime: "17:00",
    hours: 9,
    labour: "4 operatives",
  });
  const entry = await page.request.post("/api/diary-entries", {
    data: {
      projectId: project.id,
      date: new Date().toISOString().slice(0, 10),
      workSummary: "Blockwork to ground floor internal walls; scaffold adapted for the next lift.",
      labor,
      author: "Administrator",
    },
  });
  expect(entry.status(), await entry.text()).toBe(201);
  await siteActivity(page, project.id);
  const diary = { path: `/project/${project.slug}`, heading: project.name as string };
  return [
    { ...diary, shot: "-project-diary" },
    ...["timeline", "attendance", "deliveries", "carbon"].map((tab) => ({ ...diary, path: `${diary.path}?tab=${tab}`, shot: `-project-${tab}` })),
    // A form replaces the diary; its title is the page's heading.
    { path: `${diary.path}?delivery=new`, heading: "Log Delivery", level: 2, shot: "-project-delivery-form" },
    { path: `${diary.path}?waste=new`, heading: "Log Waste", level: 2, shot: "-project-waste-form" },
    { path: `/project/${project.slug}/carbon-footprint`, heading: "Carbon footprint", shot: "-project-carbon-footprint" },
    { path: `/project/${project.slug}/site-issues`, heading: "Site issues", shot: "-project-site-issues" },
  ];
}

/** A day of site activity through the API, so the carbon screens are looked at with figures on them. */
async function siteActivity(page: Page, projectId: number) {
  const date = new Date().toISOString().slice(0, 10);
  const posts: [string, object][] = [
    [
      "/api/plant-entries",
      {
        projectId,
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
        projectId,
        date,
        supplier: "Hanson Concrete",
        poNumber: "PO-1042",
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
        projectId,
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
        projectId,
        firstName: "Priya",
        lastName: "Raman",
        company: "Arup",
        reasonForVisit: "Structural inspection of the level 3 slab",
        date,
        signInTime: "09:15",
        signOutTime: "11:40",
        travelMethod: "car_petrol",
        travelDistance: 40,
        travelOriginPostcode: "",
      },
    ],
    [
      "/api/site-issues",
      {
        projectId,
        date,
        issueType: "health_and_safety",
        priority: "high",
        location: "Level 2, grid C4",
        targetDate: date,
        issueDescription: "Edge protection missing on the east slab edge after the formwork strike.",
        immediateActions: "Area cordoned off with Heras fencing.",
        proposedSolution: "Scaffolder to reinstate double guard-rail and toe boards.",
      },
    ],
  ];
  for (const [url, data] of posts) {
    const res = await page.request.post(url, { data });
    expect(res.status(), `${url}: ${await res.text()}`).toBe(201);
  }
}

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, "page scrolls sideways").toBeLessThanOrEqual(0);
}

for (const { name, viewport } of widths) {
  test.describe(`${name} width`, () => {
    test.use({ viewport });

    test("the sign-in page", async ({ page }) => {
      const refused = watchContentSecurityPolicy(page);
      await page.goto("/auth");
      await expect(page.getByRole("form", { name: "Login" })).toBeVisible();
      await noSidewaysScroll(page);
      await page.screenshot({ path: `test-results/screens/${name}-auth.png`, fullPage: true });
      expect(refused, "refused by the Content-Security-Policy").toEqual([]);
    });

    test("the signed-in screens", async ({ page }) => {
      const refused = watchContentSecurityPolicy(page);
      await signInAndWait(page, ADMIN.email, ADMIN.password);
      const project = await projectWithDiary(page);
      for (const screen of [...screens, ...project]) {
        await page.goto(screen.path);
        await expect(page.getByRole("heading", { name: screen.heading, level: screen.level ?? 1 })).toBeVisible();
        await page.waitForLoadState("networkidle");
        await noSidewaysScroll(page);
        await page.screenshot({ path: `test-results/screens/${name}${screen.shot ?? screen.path.replaceAll("/", "-")}.png` });
      }
      expect(refused, "refused by the Content-Security-Policy").toEqual([]);
    });
  });
}
