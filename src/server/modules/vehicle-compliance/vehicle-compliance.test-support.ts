import { daysAfter, ukToday } from "@shared/common/uk-dates";
import { fleet, fleetMileageReadings } from "../../db/schema/index";
import type { Db } from "../../db/client";
import type { Config } from "../../config";
import { createTestApp, TEST_ADMIN } from "../../test/harness";
import { sessionForEmail, signedIn } from "../../test/sessions";
import { deny } from "../../test/records";
export { lastLog, messages } from "../../test/records";

/**
 * What the vehicle compliance route tests share. Until the fleet register lands, vehicles are inserted
 * straight into the table (`insertVehicle`). The people: the admin (everything), a site manager (Fleet
 * view/create/edit, no delete), a viewer (Fleet view only) and "Other" with no Fleet Management at all.
 */
/** A vehicle straight into its table; `firstReading`: its mileage also as its first reading, as the register's create writes it. */
export async function insertVehicle(db: Db, values: Partial<typeof fleet.$inferInsert> = {}, { firstReading = false } = {}) {
  const [row] = await db
    .insert(fleet)
    .values({ vehicleName: "Volvo FM 26t tipper", vehicleType: "truck", operatorLicence: true, safetyInspectionIntervalWeeks: 6, ...values })
    .returning();
  if (firstReading && row.currentMileage !== null)
    await db.insert(fleetMileageReadings).values({ vehicleId: row.id, day: row.mileageRecordedOn ?? daysAfter(ukToday(), -30), mileage: row.currentMileage });
  return row;
}

export async function complianceFixture(config: Partial<Config> = {}) {
  const t = await createTestApp(config);
  const admin = await sessionForEmail(t.db, TEST_ADMIN.email);
  const manager = await signedIn(t, { role: "Site Manager", name: "Morgan Manager" });
  const viewer = await signedIn(t, { role: "Viewer", name: "Vic Viewer" });
  const outsider = await signedIn(t, { role: "Other", name: "Olly Other" });
  await deny(t.db, "Other", "Fleet Management");
  return { t, admin, manager: manager.cookie, managerId: manager.user.id, viewer: viewer.cookie, outsider: outsider.cookie };
}
export type ComplianceFixture = Awaited<ReturnType<typeof complianceFixture>>;
