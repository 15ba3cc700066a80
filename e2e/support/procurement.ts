import { expect, type Page } from "@playwright/test";
import { png } from "./png";

/** A record made through the API (201), its answer. */
export async function created<T = unknown>(page: Page, url: string, data: object): Promise<T> {
  const res = await page.request.post(url, { data });
  expect(res.status(), `${url}: ${await res.text()}`).toBe(201);
  return (await res.json()) as T;
}

/**
 * The procurement journey's set-up, not its steps: a contract with a £10,000 materials budget, a
 * concrete supplier in the register, the catalogue's concrete (£124.00 and 2.4 t a cubic metre, the
 * DESNZ concrete factor) and the company's logo. `tag` keeps each run's names apart.
 */
export async function procurementSetUp(admin: Page, tag: string) {
  const contract = await created<{ id: number; slug: string; name: string }>(admin, "/api/projects", {
    name: `Holbeck Yard ${tag}`,
    address: "Water Lane, Leeds",
    postcode: "LS11 5QN",
    budgetMaterials: "10000",
  });
  const supplierEmail = `orders.${tag}@hanson.example`;
  const supplier = await created<{ id: number; name: string }>(admin, "/api/suppliers", {
    name: `Hanson Ready-Mix ${tag}`,
    supplierType: "concrete_aggregates",
    contactPerson: "Ravi Patel",
    email: supplierEmail,
    city: "Leeds",
  });
  const concrete = `C32/40 ready-mix concrete ${tag}`;
  await created(admin, "/api/materials", {
    itemDescription: concrete,
    sku: `CON-${tag}`,
    purchaseCost: "124.00",
    unit: "m3",
    weight: "2.4",
    weightUnit: "tonnes",
    carbonFactorId: "19_500_5020_15_1",
    type: "materials",
    active: "yes",
  });
  const logo = await admin.request.post("/api/company-profile/logo", { multipart: { file: { name: "logo.png", mimeType: "image/png", buffer: png() } } });
  expect(logo.status(), await logo.text()).toBe(200);
  return { contract, supplier, supplierEmail, concrete };
}
