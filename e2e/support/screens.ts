import { expect, type Page } from "@playwright/test";
import { settled } from "./settled";
import { seedVan } from "./fleet";

/**
 * Every built screen, in one table: e2e/every-screen.spec.ts opens each at both widths (heading, no
 * sideways scroll, no CSP refusal, axe, a screenshot). A later area adds its screens here
 * (a row, or a row in projectScreens for a screen inside a contract) and inherits every check.
 */
export type Screen = {
  /** What a failure calls the screen. */
  name: string;
  path: string;
  /** The heading that shows the screen has rendered. */
  heading: string | RegExp;
  level?: number;
  /** After the heading shows: open what is to be checked (a dialog, a menu) and wait for it. */
  open?: (page: Page) => Promise<void>;
};

export const widths = [
  { name: "desktop", viewport: { width: 1280, height: 800 } },
  { name: "phone", viewport: { width: 390, height: 844 } },
] as const;

/** The sign-in page, signed out. */
export const signedOutScreens: Screen[] = [{ name: "auth", path: "/auth", heading: "Welcome back" }];

/** Screens that need no record made first. */
export const companyScreens: Screen[] = [
  { name: "contracts", path: "/contracts", heading: "Contracts" },
  { name: "create-contract", path: "/create-contract", heading: "New Contract" },
  { name: "entries", path: "/entries", heading: "All Entries" },
  { name: "team", path: "/team", heading: "Team Management" },
  { name: "team-roles", path: "/team?tab=roles", heading: "Team Management" },
  { name: "company", path: "/company", heading: "Company Profile" },
  { name: "settings", path: "/settings", heading: "User Settings" },
  { name: "notifications", path: "/notifications", heading: "Notifications" },
  { name: "reminders", path: "/reminders", heading: "Reminders" },
  { name: "activity-logs", path: "/activity-logs", heading: "Activity Logs" },
  { name: "risk-assessment", path: "/risk-assessment", heading: "Risk assessment" },
  { name: "carbon-footprint", path: "/carbon-footprint", heading: "Carbon footprint" },
  { name: "carbon-settings", path: "/carbon-settings", heading: "Carbon Standards" },
  { name: "delete-records", path: "/delete-records", heading: "Delete Records" },
  { name: "template-designer", path: "/template-designer", heading: "Template Designer" },
  { name: "purchase-orders", path: "/purchase-orders", heading: "Purchase Orders" },
  { name: "purchase-order-approval", path: "/purchase-orders?tab=approval", heading: "Purchase Orders" },
  { name: "purchase-order-new", path: "/purchase-orders?order=new", heading: "New purchase order" },
  { name: "test-confirmations", path: "/test-confirmations", heading: "Confirmation Dialogs" },
  { name: "confirm-dialog", path: "/test-confirmations", heading: "Confirmation Dialogs", open: openFirstConfirm },
  { name: "suppliers", path: "/suppliers", heading: "Suppliers" },
  { name: "materials", path: "/materials", heading: "Materials" },
  { name: "material-new", path: "/materials/new", heading: "New material" },
  { name: "workforce", path: "/workforce", heading: "Workforce" },
  { name: "worker-new", path: "/workforce/new", heading: "Add worker" },
  // A worker's page needs a worker: one with a card is made through the API, then opened.
  { name: "worker-edit", path: "/workforce", heading: "Workforce", open: openNewWorker },
  { name: "inductions", path: "/workforce/inductions", heading: "Inductions" },
  { name: "induction-company", path: "/workforce/inductions/company", heading: "Company induction" },
  { name: "worker-registrations", path: "/workforce/registrations", heading: "Registrations" },
  { name: "workforce-messages", path: "/workforce/messages", heading: "Messages" },
  { name: "team-sms-outbox", path: "/team?tab=sms", heading: "Team Management" },
  // The public registration form needs a contract's link: one is issued through the API, then opened.
  { name: "register-form", path: "/workforce/registrations", heading: "Registrations", open: openRegistrationForm },
  { name: "site-sign-in", path: "/site-sign-in", heading: "Site sign-in" },
  // An asset label's scan page (outside the shell, here signed in): an asset is made through the API, its label opened.
  { name: "asset-scan", path: "/contracts", heading: "Contracts", open: openAssetScan },
  { name: "assets", path: "/assets", heading: "Assets" },
  { name: "asset-new", path: "/assets/new", heading: "Add asset" },
  // An asset's page needs an asset: one is made through the API, then opened.
  { name: "asset-edit", path: "/assets", heading: "Assets", open: openNewAsset },
  { name: "asset-settings", path: "/assets/settings", heading: "Asset settings" },
  { name: "fleet", path: "/fleet", heading: "Fleet" },
  { name: "vehicle-new", path: "/fleet/new", heading: "Add vehicle" },
  // A vehicle's page needs a vehicle: one is made through the API, then opened.
  { name: "vehicle-edit", path: "/fleet", heading: "Fleet", open: openNewVehicle },
  // Fleet (issue 33): the company's walkaround checks, and a van's walkaround check (a van made through the API).
  { name: "walkaround-checks", path: "/fleet/walkaround-checks", heading: "Walkaround checks" },
  { name: "walkaround", path: "/fleet/walkaround-checks", heading: "Walkaround checks", open: openWalkaround },
  // Cost analysis (issue 34): every contract's money.
  { name: "cost-analysis", path: "/cost-analysis", heading: "Cost Analysis" },
  // product.md §2.1's areas that later issues build: one stands for the shared page.
  { name: "not-available", path: "/wellbeing", heading: "Wellbeing" },
  { name: "not-found", path: "/no-such-page", heading: "Page Not Found" },
];

/** The screens inside one contract, with a day of diary and site activity on it. */
export function projectScreens(project: SeededProject): Screen[] {
  const diary = `/project/${project.slug}`;
  return [
    { name: "project-diary", path: diary, heading: project.name },
    ...["timeline", "attendance", "files", "deliveries", "carbon"].map((tab) => ({
      name: `project-${tab}`,
      path: `${diary}?tab=${tab}`,
      heading: project.name,
    })),
    // A form replaces the diary; its title is the page's heading.
    ...[
      ["labour", "Log Labour Entry"],
      ["plant", "Log Plant"],
      ["delivery", "Log Delivery"],
      ["waste", "Log Waste"],
      ["energy", "Log Energy"],
      ["visitor", "Sign in Visitor"],
      ["scope3", "Add Scope 3 entry"],
    ].map(([kind, heading]) => ({ name: `project-${kind}-form`, path: `${diary}?${kind}=new`, heading, level: 2 })),
    { name: "edit-contract", path: `/edit-project/${project.id}`, heading: "Edit Contract" },
    { name: "delete-contract-confirm", path: `/edit-project/${project.id}`, heading: "Edit Contract", open: openDeleteContract },
    { name: "project-carbon-footprint", path: `${diary}/carbon-footprint`, heading: "Carbon footprint" },
    { name: "project-site-issues", path: `${diary}/site-issues`, heading: "Site issues" },
    { name: "site-issue-new", path: `${diary}/site-issues/new`, heading: "Raise issue" },
    { name: "site-issue-view", path: `${diary}/site-issues/view/${project.issueId}`, heading: /^Issue #\d+/ },
    { name: "risk-assessment-project", path: `/risk-assessment?project=${project.slug}`, heading: "Risk assessment" },
    { name: "risk-assessment-new", path: `/risk-assessment?project=${project.slug}&new=1`, heading: `New risk assessment for ${project.name}`, level: 2 },
    { name: "induction-contract", path: `/workforce/inductions/contract/${project.slug}`, heading: `Induction: ${project.name}` },
    { name: "site-sign-in-gate", path: `/site-sign-in/${project.slug}`, heading: project.name },
    { name: "site-sign-in-settings", path: `/site-sign-in/${project.slug}/settings`, heading: project.name },
    { name: "site-sign-in-roll-call", path: `/site-sign-in/${project.slug}/roll-call`, heading: project.name },
    { name: "site-sign-in-records", path: `/site-sign-in/${project.slug}/records`, heading: project.name },
    { name: "contract-costs", path: `/cost-analysis/${project.slug}`, heading: project.name },
  ];
}

async function openFirstConfirm(page: Page) {
  await page.getByRole("button", { name: "Show destructive dialog" }).first().click();
  await expect(page.getByRole("dialog")).toBeVisible();
}

async function openNewWorker(page: Page) {
  const tag = Date.now().toString(36).toUpperCase();
  const made = await page.request.post("/api/workers", {
    data: { workerId: `SCR-${tag}`, firstName: "Screen", lastName: `Worker ${tag}`, trade: "Bricklayer" },
  });
  expect(made.status(), await made.text()).toBe(201);
  const worker = await made.json();
  const card = await page.request.post(`/api/workers/${worker.id}/cards`, {
    data: { schemeIdentifier: "CSCS", cardNumber: `S-${tag}`, expiryDate: "2030-01-31" },
  });
  expect(card.status(), await card.text()).toBe(201);
  await page.goto(`/workforce/edit/${worker.id}`);
  await expect(page.getByRole("heading", { name: `Screen Worker ${tag}`, level: 1 })).toBeVisible();
}

async function openNewAsset(page: Page) {
  const name = `Screen telehandler ${Date.now().toString(36)}`;
  const made = await page.request.post("/api/assets", {
    data: { name, type: "plant", category: "Telehandler", manufacturer: "JCB", liftingUse: "other", operatingHours: "1250.5" },
  });
  expect(made.status(), await made.text()).toBe(201);
  await page.goto(`/assets/edit/${(await made.json()).id}`);
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
}

async function openNewVehicle(page: Page) {
  const name = `Screen van ${Date.now().toString(36)}`;
  const made = await page.request.post("/api/fleet", {
    data: { vehicleName: name, vehicleType: "van", make: "Ford", model: "Transit Custom", currentMileage: 45210, motExpiry: "2020-01-01" },
  });
  expect(made.status(), await made.text()).toBe(201);
  await page.goto(`/fleet/${(await made.json()).id}/edit`);
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
}

async function openWalkaround(page: Page) {
  const van = await seedVan(page.request, `Screen Transit ${Date.now().toString(36)}`);
  await page.goto(`/fleet/${van.id}/walkaround`);
  await expect(page.getByRole("heading", { name: "Walkaround check", level: 1 })).toBeVisible();
}

async function openRegistrationForm(page: Page) {
  const made = await page.request.post("/api/projects", {
    data: {
      name: `Screens Registration ${Date.now().toString(36)}`,
      address: "3 Canal Wharf, Leeds",
      postcode: "LS11 5PS",
      clientName: "Aire Valley Homes Ltd",
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const { slug } = await made.json();
  const link = await page.request.post(`/api/projects/by-slug/${slug}/registration-link`);
  expect(link.status(), await link.text()).toBe(200);
  await page.goto((await link.json()).path);
  await expect(page.getByRole("heading", { name: "Register before you arrive", level: 1 })).toBeVisible();
}

async function openAssetScan(page: Page) {
  const made = await page.request.post("/api/assets", { data: { name: `Screen Excavator ${Date.now().toString(36)}`, type: "plant" } });
  expect(made.status(), await made.text()).toBe(201);
  const label = await page.request.get(`/api/assets/${(await made.json()).id}/label`);
  expect(label.status(), await label.text()).toBe(200);
  await page.goto((await label.json()).path);
  await expect(page.getByRole("heading", { name: "Safety check", level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: "Open asset" })).toBeVisible();
}

async function openDeleteContract(page: Page) {
  await page.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
}

export type SeededProject = { id: number; slug: string; name: string; issueId: number };

/** A contract with a day of diary and site activity through the API, so screens show figures. */
export async function seedProject(page: Page): Promise<SeededProject> {
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
  const date = new Date().toISOString().slice(0, 10);
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
      date,
      workSummary: "Blockwork to ground floor internal walls; scaffold adapted for the next lift.",
      labor,
      author: "Administrator",
    },
  });
  expect(entry.status(), await entry.text()).toBe(201);
  const issueId = await siteActivity(page, project.id, date);
  return { id: project.id, slug: project.slug, name: project.name, issueId };
}

/** A day of site activity; answers the site issue's id. */
async function siteActivity(page: Page, projectId: number, date: string): Promise<number> {
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
  let issueId = 0;
  for (const [url, data] of posts) {
    const res = await page.request.post(url, { data });
    expect(res.status(), `${url}: ${await res.text()}`).toBe(201);
    if (url === "/api/site-issues") issueId = (await res.json()).id;
  }
  return issueId;
}

/**
 * Opens a screen and waits until it is built: its heading shows and it has its answers (settled).
 * `inApp` goes there as a link in the app does (the router's history entry) rather than loading the
 * page afresh: the screen is the same, and the app is not booted again for each one. Arrival by a
 * fresh load is what the journeys and the first screen of each part check.
 */
export async function visit(page: Page, screen: Screen, { inApp = false } = {}) {
  if (inApp) await page.evaluate((path) => window.history.pushState({ idx: (window.history.state?.idx ?? 0) + 1, usr: null }, "", path), screen.path);
  else await page.goto(screen.path);
  await expect(page.getByRole("heading", { name: screen.heading, level: screen.level ?? 1 }).first()).toBeVisible();
  await settled(page);
  if (screen.open) {
    await screen.open(page);
    await settled(page);
  }
}
