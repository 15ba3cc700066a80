import { labelled } from "../common/labelled";

/**
 * The fleet register's closed lists (data-model.md §5 Fleet, issue 33): the stored values, and the
 * words screens, the CSV and the history show for them.
 */

/** §5 Fleet: vehicleType. */
export const {
  values: VEHICLE_TYPES,
  labels: VEHICLE_TYPE_LABELS,
  label: vehicleTypeLabel,
} = labelled({ van: "Van", car: "Car", truck: "Truck (HGV)", trailer: "Trailer", motorbike: "Motorbike", other: "Other" });
export type VehicleType = (typeof VEHICLE_TYPES)[number];

/** A vehicle's status, active first (the default): off_road is a vehicle off the road (VOR); sold and disposed have left the fleet. */
export const {
  values: VEHICLE_STATUSES,
  labels: VEHICLE_STATUS_LABELS,
  label: vehicleStatusLabel,
} = labelled({ active: "Active", maintenance: "In maintenance", off_road: "Off road", sold: "Sold", disposed: "Disposed" });
export type VehicleStatus = (typeof VEHICLE_STATUSES)[number];
export const DEFAULT_VEHICLE_STATUS: VehicleStatus = "active";
/** No longer in the fleet: nothing about it is due any more. */
export const LEFT_FLEET: readonly VehicleStatus[] = ["sold", "disposed"];

export const {
  values: VEHICLE_OWNERSHIPS,
  labels: VEHICLE_OWNERSHIP_LABELS,
  label: vehicleOwnershipLabel,
} = labelled({ owned: "Owned", leased: "Leased", hired: "Hired", financed: "Financed" });
export type VehicleOwnership = (typeof VEHICLE_OWNERSHIPS)[number];

export const {
  values: VEHICLE_FUEL_TYPES,
  labels: VEHICLE_FUEL_TYPE_LABELS,
  label: vehicleFuelTypeLabel,
} = labelled({
  diesel: "Diesel",
  petrol: "Petrol",
  electric: "Electric",
  hybrid: "Hybrid",
  plug_in_hybrid: "Plug-in hybrid",
  hvo: "HVO (renewable diesel)",
  lpg: "LPG",
  other: "Other",
});
export type VehicleFuelType = (typeof VEHICLE_FUEL_TYPES)[number];

export const {
  values: VEHICLE_CONDITIONS,
  labels: VEHICLE_CONDITION_LABELS,
  label: vehicleConditionLabel,
} = labelled({ excellent: "Excellent", good: "Good", fair: "Fair", poor: "Poor" });

/** The spec's document paths: V5C, insurance, MOT certificate, service records, finance. */
export const {
  values: FLEET_DOCUMENT_CATEGORIES,
  labels: FLEET_DOCUMENT_CATEGORY_LABELS,
  label: fleetDocumentCategoryLabel,
} = labelled({
  v5c: "V5C logbook",
  insurance: "Insurance",
  mot: "MOT certificate",
  service: "Service record",
  finance: "Finance or lease",
  other: "Other",
});
export type FleetDocumentCategory = (typeof FLEET_DOCUMENT_CATEGORIES)[number];

/** A service record's kind (the spec's servicingRecords). */
export const {
  values: SERVICE_KINDS,
  labels: SERVICE_KIND_LABELS,
  label: serviceKindLabel,
} = labelled({ service: "Service", repair: "Repair", mot: "MOT test", tyres: "Tyres", other: "Other" });
export type ServiceKind = (typeof SERVICE_KINDS)[number];

/** Where a mileage reading came from. */
export const {
  values: MILEAGE_SOURCES,
  labels: MILEAGE_SOURCE_LABELS,
  label: mileageSourceLabel,
} = labelled({ typed: "Typed", walkaround: "Walkaround check", fuel: "Fuel", service: "Service", mot: "MOT test", inspection: "Safety inspection" });
export type MileageSource = (typeof MILEAGE_SOURCES)[number];

/** What a line of a vehicle's history is about. */
export const {
  values: FLEET_HISTORY_FIELDS,
  labels: FLEET_HISTORY_FIELD_LABELS,
  label: fleetHistoryFieldLabel,
} = labelled({ status: "Status", driver: "Driver", off_road: "Off road", service: "Service", added: "Added" });
export type FleetHistoryField = (typeof FLEET_HISTORY_FIELDS)[number];
