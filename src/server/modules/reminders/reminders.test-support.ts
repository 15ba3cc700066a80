import { daysAfter, daysBefore } from "@shared/common/uk-dates";
import type { Db } from "../../db/client";
import { fleet, suppliers, workerCards, workers } from "../../db/schema/index";

/**
 * What the reminders' tests share: a vehicle whose MOT is due in 10 days, a supplier whose insurance
 * ran out 3 days ago and a worker whose card runs out in 20 days, and one of each not due (60 days on).
 */
export async function seedDue(db: Db, today: string, tag = "") {
  const [van] = await db
    .insert(fleet)
    .values([
      { vehicleName: `Transit Custom${tag}`, vehicleType: "van", licensePlate: `AB12CD${tag ? "F" : "E"}`, motExpiry: daysAfter(today, 10) },
      { vehicleName: `Later van${tag}`, vehicleType: "van", motExpiry: daysAfter(today, 60), roadTaxExpiry: daysAfter(today, 60) },
    ])
    .returning();
  const [supplier] = await db
    .insert(suppliers)
    .values([
      { name: `Lapsed Scaffolds Ltd${tag}`, supplierType: "builders_merchant", insuranceExpiry: daysBefore(today, 3) },
      { name: `Covered Plant Ltd${tag}`, supplierType: "builders_merchant", insuranceExpiry: daysAfter(today, 60) },
    ])
    .returning();
  const [worker] = await db
    .insert(workers)
    .values({ workerId: `W-REM${tag}`, firstName: "Dana", lastName: `Reed${tag}` })
    .returning();
  const [card] = await db
    .insert(workerCards)
    .values({ workerId: worker.id, schemeIdentifier: "cscs", cardNumber: `123${tag}`, expiryDate: daysAfter(today, 20) })
    .returning();
  return { van, supplier, worker, card };
}
