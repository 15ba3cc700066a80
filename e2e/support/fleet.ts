import { expect, type APIRequestContext } from "@playwright/test";

/**
 * A vehicle for a journey or a screen, made through the fleet register's API (set-up, not the journey).
 * The register (modules/fleet) is built beside the vehicle checks in issue 33; its create takes the
 * `fleet` table's fields (a name, a type, a plate).
 */
export async function seedVan(request: APIRequestContext, name: string) {
  const plate = `YK${String((Date.now() % 90) + 10)}${Array.from({ length: 3 }, () => "ABCDEFGHJKLMNPRSTUVWXYZ"[Math.floor(Math.random() * 23)]).join("")}`;
  const made = await request.post("/api/fleet", { data: { vehicleName: name, vehicleType: "van", licensePlate: plate, grossWeightKg: 3500 } });
  expect(made.status(), await made.text()).toBe(201);
  const vehicle = (await made.json()) as { id: number };
  return { id: vehicle.id, plate };
}
