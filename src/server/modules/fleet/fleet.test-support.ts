import { workers } from "../../db/schema/index";
import type { Db } from "../../db/client";
import { deny } from "../../test/records";
import { signedIn } from "../../test/sessions";
import type { TestApp } from "../../test/harness";
import { testPlate } from "../../test/plates";
export { lastLog, messages } from "../../test/records";

/** Helpers shared by the fleet register's API tests. */

/** A fresh current-format plate per call, typed as people type them: lower case, no space. */
export const nextPlate = () => testPlate().toLowerCase();

export const vehicleBody = (over: Record<string, unknown> = {}) => ({
  vehicleName: `Transit Custom ${Math.random().toString(36).slice(2, 8)}`,
  make: "Ford",
  model: "Transit Custom",
  vehicleType: "van",
  year: 2021,
  licensePlate: nextPlate(),
  purchasePrice: "£34,995",
  ...over,
});

/**
 * The people the fleet tests sign in: a Site Manager (Fleet Management view, create, edit), a Managing
 * Director (everything), a Viewer (view only) and an Other denied Fleet Management altogether.
 */
export async function fleetSessions(t: TestApp) {
  const manager = await signedIn(t, { role: "Site Manager", name: "Mia Manager" });
  const director = (await signedIn(t, { role: "Managing Director" })).cookie;
  const viewer = (await signedIn(t, { role: "Viewer" })).cookie;
  await deny(t.db, "Other", "Fleet Management");
  const none = (await signedIn(t, { role: "Other" })).cookie;
  return { manager: manager.cookie, managerId: manager.user.id, director, viewer, none };
}

export async function buildDriver(db: Db, lastName = "Driver") {
  const [w] = await db
    .insert(workers)
    .values({ workerId: `W-${Math.random().toString(36).slice(2, 9)}`, firstName: "Dan", lastName })
    .returning();
  return w;
}
