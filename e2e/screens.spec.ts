import { expect, test, type Page } from "@playwright/test";
import { ADMIN } from "./support/accounts";
import { signInAndWait } from "./support/helpers";

/**
 * The main screens at desktop and phone width: each renders its heading without sideways
 * scrolling, and a screenshot is kept in test-results/screens/ for a person to look at.
 */
const widths = [
  { name: "desktop", viewport: { width: 1280, height: 800 } },
  { name: "phone", viewport: { width: 390, height: 844 } },
];

const screens: { path: string; heading: string; shot?: string }[] = [
  { path: "/contracts", heading: "Contracts" },
  { path: "/create-contract", heading: "New Contract" },
  { path: "/entries", heading: "All Entries" },
  { path: "/team", heading: "Team Management" },
  { path: "/company", heading: "Company Profile" },
  { path: "/settings", heading: "User Settings" },
  { path: "/activity-logs", heading: "Activity Logs" },
] as const;

/** A contract with a day of diary, so the diary screen is looked at with something on it. */
async function projectWithDiary(page: Page) {
  const created = await page.request.post("/api/projects", {
    data: { name: `Screens Project ${Date.now().toString(36)}`, address: "14 Wellington Street, Leeds", postcode: "LS1 4DL", clientName: "Aire Valley Homes Ltd", contractValue: "1250000", budgetLabour: "250000" },
  });
  expect(created.status(), await created.text()).toBe(201);
  const project = await created.json();
  const labor = JSON.stringify({ company: "Pennine Brickwork", jobRole: "Bricklayer", plant: "Telehandler", startTime: "08:00", finishTime: "17:00", hours: 9, labour: "4 operatives" });
  const entry = await page.request.post("/api/diary-entries", {
    data: { projectId: project.id, date: new Date().toISOString().slice(0, 10), workSummary: "Blockwork to ground floor internal walls; scaffold adapted for the next lift.", labor, author: "Administrator" },
  });
  expect(entry.status(), await entry.text()).toBe(201);
  return { path: `/project/${project.slug}`, heading: project.name as string, shot: "-project-diary" };
}

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, "page scrolls sideways").toBeLessThanOrEqual(0);
}

for (const { name, viewport } of widths) {
  test.describe(`${name} width`, () => {
    test.use({ viewport });

    test("the sign-in page", async ({ page }) => {
      await page.goto("/auth");
      await expect(page.getByRole("form", { name: "Login" })).toBeVisible();
      await noSidewaysScroll(page);
      await page.screenshot({ path: `test-results/screens/${name}-auth.png`, fullPage: true });
    });

    test("the signed-in screens", async ({ page }) => {
      await signInAndWait(page, ADMIN.email, ADMIN.password);
      const diary = await projectWithDiary(page);
      for (const screen of [...screens, diary]) {
        await page.goto(screen.path);
        await expect(page.getByRole("heading", { name: screen.heading, level: 1 })).toBeVisible();
        await page.waitForLoadState("networkidle");
        await noSidewaysScroll(page);
        await page.screenshot({ path: `test-results/screens/${name}${screen.shot ?? screen.path.replaceAll("/", "-")}.png` });
      }
    });
  });
}
