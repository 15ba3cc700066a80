import { sql, type SQL } from "drizzle-orm";
import { formatPlate } from "@shared/rules/uk-plates";
import { fleet } from "../../db/schema/index";
import { sqlSource, type ReminderSource, type ReminderWindow } from "../../platform/reminders";

/**
 * A vehicle's own duties (issue 33's reminders): MOT, road tax, insurance and service, and an
 * operator-licence vehicle's safety inspection and vehicle-unit tachograph download. Vehicles on the
 * fleet (not binned, not sold or disposed) only.
 */

/** Miles before a service by distance that it is flagged, as 30 days is for a date. */
export const SERVICE_MILES_WARNING = 1000;
/** A vehicle unit's data is downloaded at least every 90 days (The Tachographs (Amendment) Regulations; DVSA). */
export const VEHICLE_UNIT_DAYS = 90;

/**
 * "AB12 CDE": a current-format UK plate (two letters, two digits, three letters) as it is shown; any
 * other stays as stored. The fleet module's plate formatter replaces this at merge.
 */
export const vehicleTitle = (name: string, plate: string | null) => (plate ? `${name} (${formatPlate(plate)})` : name);
export const vehicleLink = (id: number) => `/fleet/${id}/edit`;

/** On the fleet: not binned, not sold or disposed. */
export const onFleet = sql`f.deleted_at is null and f.status not in ('sold', 'disposed')`;

type VehicleRow = { id: number; due: string; vehicle_name: string; license_plate: string | null; project_id: number | null; note?: string | null };

const vehicleItem = (duty: string, what: string) => (r: VehicleRow) => ({
  key: `vehicle:${r.id}:${duty}`,
  title: vehicleTitle(r.vehicle_name, r.license_plate),
  what: r.note ? `${what} (${r.note})` : what,
  link: vehicleLink(r.id),
  projectId: r.project_id,
});

/** A dated duty kept in one column of `fleet` with its own index (fleet_mot_idx, …). */
function byColumn(duty: string, what: string, column: SQL, category: ReminderSource["category"] = "vehicle_compliance") {
  return sqlSource<VehicleRow>({
    name: `vehicle_${duty}`,
    category,
    rows: (bounds) => sql`select f.id, ${column} as due, f.vehicle_name, f.license_plate, f.project_id from ${fleet} f where ${bounds(column)} and ${onFleet}`,
    item: vehicleItem(duty, what),
  });
}

/**
 * A service falls due by date (next_service_date) or by miles, whichever first: within
 * SERVICE_MILES_WARNING miles of the last service's mileage plus the interval it is due today, and
 * says how many miles are left (or over).
 */
const service = sqlSource<VehicleRow>({
  name: "vehicle_service",
  category: "vehicle_compliance",
  rows: (bounds, w: ReminderWindow) => {
    const left = sql`(f.last_service_mileage + f.service_interval_miles - f.current_mileage)`;
    const byMiles = sql`case when ${left} <= ${SERVICE_MILES_WARNING} then ${w.today}::text end`;
    return sql`select * from (select f.id, least(f.next_service_date, ${byMiles}) as due, f.vehicle_name, f.license_plate, f.project_id,
        case when ${left} < 0 then (-${left})::text || ' miles over' when ${left} <= ${SERVICE_MILES_WARNING} then ${left}::text || ' miles left' end as note
      from ${fleet} f where ${onFleet}) s where ${bounds(sql`s.due`)}`;
  },
  item: vehicleItem("service", "Service"),
});

/** An operator-licence vehicle's safety inspection: the declared interval in weeks after the last one; never done is due now. */
const safetyInspection = sqlSource<VehicleRow>({
  name: "vehicle_safety_inspection",
  category: "hgv_compliance",
  rows: (bounds, w) => {
    const due = sql`coalesce(to_char(f.last_safety_inspection_date::date + f.safety_inspection_interval_weeks * 7, 'YYYY-MM-DD'), ${w.today}::text)`;
    return sql`select * from (select f.id, ${due} as due, f.vehicle_name, f.license_plate, f.project_id from ${fleet} f
      where f.operator_licence and f.safety_inspection_interval_weeks is not null and ${onFleet}) s where ${bounds(sql`s.due`)}`;
  },
  item: vehicleItem("safety_inspection", "Safety inspection"),
});

/** An operator-licence vehicle's tachograph unit: downloaded within VEHICLE_UNIT_DAYS of the last; never downloaded is due now. */
const vehicleUnit = sqlSource<VehicleRow>({
  name: "vehicle_tachograph_unit",
  category: "hgv_compliance",
  rows: (bounds, w) => {
    const due = sql`coalesce(to_char(f.last_tacho_download_date::date + ${VEHICLE_UNIT_DAYS}::int, 'YYYY-MM-DD'), ${w.today}::text)`;
    return sql`select * from (select f.id, ${due} as due, f.vehicle_name, f.license_plate, f.project_id from ${fleet} f
      where f.operator_licence and ${onFleet}) s where ${bounds(sql`s.due`)}`;
  },
  item: vehicleItem("tachograph_unit", "Tachograph download (vehicle unit)"),
});

export const vehicleReminders: ReminderSource[] = [
  byColumn("mot", "MOT", sql`f.mot_expiry`),
  byColumn("tax", "Road tax", sql`f.road_tax_expiry`),
  byColumn("insurance", "Insurance", sql`f.insurance_expiry`),
  service,
  safetyInspection,
  vehicleUnit,
];
