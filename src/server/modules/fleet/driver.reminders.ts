import { sql } from "drizzle-orm";
import { driverLicenceChecks, fleet, fleetDrivers, tachographDownloads, users, workers } from "../../db/schema/index";
import { sqlSource, type ReminderSource } from "../../platform/reminders";
import { onFleet, vehicleLink } from "./fleet.reminders";

/**
 * A driver's duties (issue 33's reminders): their licence check (the latest check's next check due)
 * and, for a driver of an operator-licence vehicle, their tachograph card's download (every 28 days
 * at most). A driver is a worker or a user, named on a vehicle on the fleet as its driver or a
 * secondary driver; each item links to the first such vehicle.
 */

/** A driver card's data is downloaded at least every 28 days (DVSA). */
export const DRIVER_CARD_DAYS = 28;

/** Each driver (worker or user) of a vehicle on the fleet, with the first vehicle they drive; `hgv` to operator-licence vehicles only. */
const drivers = (hgv: boolean) => {
  const only = hgv ? sql`and f.operator_licence` : sql``;
  return sql`select kind, person_id, min(vehicle_id) as vehicle_id from (
      select 'worker' as kind, f.driver_worker_id as person_id, f.id as vehicle_id from ${fleet} f where f.driver_worker_id is not null and ${onFleet} ${only}
      union all select 'user', f.driver_user_id, f.id from ${fleet} f where f.driver_user_id is not null and ${onFleet} ${only}
      union all select 'worker', d.worker_id, f.id from ${fleetDrivers} d join ${fleet} f on f.id = d.vehicle_id where d.worker_id is not null and ${onFleet} ${only}
      union all select 'user', d.user_id, f.id from ${fleetDrivers} d join ${fleet} f on f.id = d.vehicle_id where d.user_id is not null and ${onFleet} ${only}
    ) named group by kind, person_id`;
};

const nameOf = sql`case dr.kind when 'worker' then (select w.full_name from ${workers} w where w.id = dr.person_id) else (select u.name from ${users} u where u.id = dr.person_id) end`;

type DriverRow = { id: number; due: string; kind: "worker" | "user"; person_id: number; vehicle_id: number; name: string | null };

const driverItem = (duty: string, what: string) => (r: DriverRow) => ({
  key: `driver:${r.kind}-${r.person_id}:${duty}`,
  title: r.name ?? "Driver",
  what,
  link: vehicleLink(r.vehicle_id),
  projectId: null,
});

/** The latest licence check's next check due; a driver never checked is due now. */
const licenceChecks = sqlSource<DriverRow>({
  name: "driver_licence_checks",
  category: "driver_licences",
  rows: (bounds, w) => {
    const latest = sql`(select c.next_check_due from ${driverLicenceChecks} c
      where (dr.kind = 'worker' and c.worker_id = dr.person_id) or (dr.kind = 'user' and c.user_id = dr.person_id)
      order by c.checked_on desc, c.id desc limit 1)`;
    return sql`select * from (select dr.person_id as id, coalesce(${latest}, ${w.today}::text) as due, dr.kind, dr.person_id, dr.vehicle_id, ${nameOf} as name
      from (${drivers(false)}) dr) s where ${bounds(sql`s.due`)}`;
  },
  // A worker and a user may share an id: the kind orders them.
  then: sql`s.id, s.kind`,
  item: driverItem("licence_check", "Licence check"),
});

/** The latest driver-card download plus 28 days; a driver of an HGV never downloaded is due now. */
const driverCards = sqlSource<DriverRow>({
  name: "driver_tachograph_cards",
  category: "hgv_compliance",
  rows: (bounds, w) => {
    const last = sql`(select max(t.day) from ${tachographDownloads} t where t.kind = 'driver_card'
      and ((dr.kind = 'worker' and t.worker_id = dr.person_id) or (dr.kind = 'user' and t.user_id = dr.person_id)))`;
    const due = sql`coalesce(to_char(${last}::date + ${DRIVER_CARD_DAYS}::int, 'YYYY-MM-DD'), ${w.today}::text)`;
    return sql`select * from (select dr.person_id as id, ${due} as due, dr.kind, dr.person_id, dr.vehicle_id, ${nameOf} as name
      from (${drivers(true)}) dr) s where ${bounds(sql`s.due`)}`;
  },
  // A worker and a user may share an id: the kind orders them.
  then: sql`s.id, s.kind`,
  item: driverItem("tachograph_card", "Tachograph download (driver card)"),
});

export const driverReminders: ReminderSource[] = [licenceChecks, driverCards];
