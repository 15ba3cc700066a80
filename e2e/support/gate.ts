import { expect, type Page } from "@playwright/test";

/**
 * The gate's journeys share (issue 31): an open contract and workers ready to sign in there (a right
 * to work check recorded; no card, rule or induction asked for), made through the API as the page's user.
 */
export async function gateContract(page: Page, label: string) {
  const tag = Date.now().toString(36).slice(-5).toUpperCase();
  const made = await page.request.post("/api/projects", {
    data: { name: `Gate ${label} ${tag}`, address: "1 Gate Street, Leeds", postcode: "LS1 4DL", clientName: "Aire Valley Homes Ltd", status: "Open" },
  });
  expect(made.status(), await made.text()).toBe(201);
  const project = await made.json();
  return { id: project.id as number, slug: project.slug as string, name: project.name as string, tag };
}

/**
 * A worker who may sign in: their id and the name the gate shows (the seam later journeys read it
 * through). `fields` adds to their record (an employer, rates).
 */
export async function readyWorker(page: Page, firstName: string, lastName: string, fields: object = {}) {
  const tag = Date.now().toString(36).slice(-5).toUpperCase() + Math.floor(Math.random() * 100);
  const made = await page.request.post("/api/workers", { data: { workerId: `E2E-G-${tag}`, firstName, lastName, trade: "Bricklayer", ...fields } });
  expect(made.status(), await made.text()).toBe(201);
  const worker = await made.json();
  const rtw = await page.request.post(`/api/workers/${worker.id}/right-to-work`, { data: { method: "online", checkedOn: "2026-01-10" } });
  expect(rtw.status(), await rtw.text()).toBe(200);
  return { id: worker.id as number, name: `${firstName} ${lastName}` };
}

/** Finds a worker at the gate by name and opens their panel. */
export async function pickWorker(page: Page, name: string) {
  await page.getByLabel("Search workers by name").fill(name.split(" ").pop()!);
  await page
    .getByRole("list", { name: "Workers found" })
    .getByRole("button", { name: new RegExp(name) })
    .click();
  await expect(page.getByRole("heading", { name })).toBeVisible();
}
