import { personOf } from "@shared/common/wire";
import type { FleetDocumentCategory, MileageSource, ServiceKind, VehicleFuelType, VehicleOwnership, VehicleStatus, VehicleType } from "@shared/fleet/fleet";
import { fleetHistoryFieldLabel } from "@shared/fleet/fleet";
import type { DriverRef, VehicleDetail, VehicleDocumentView, VehicleSummary } from "@shared/fleet/fleet-register";
import type { FleetHistoryLine, MileageReadingView, ServiceRecordView } from "@shared/fleet/fleet-work";
import { serviceDue, vehicleFlags, type VehicleFlag } from "@shared/rules/vehicle-due";
import { formatPlate } from "@shared/rules/uk-plates";
import { presentHistoryLine } from "../../platform/register/record-history";
import { presentRecordDocument, presentRecordImage, type RecordDocumentRow, type RecordImageRow } from "../../platform/register/record-files";
import type { DriverRow, HistoryRow, ListedVehicle, ReadingRow, ServiceRow } from "./fleet.repository";

/** row → response: the only place that decides what of a vehicle leaves the server. */

export const fleetFileUrl = (vehicleId: number, fileId: number) => `/api/fleet/${vehicleId}/files/${fileId}`;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function driverOf(r: ListedVehicle): DriverRef | null {
  const v = r.vehicle;
  if (v.driverWorkerId !== null && r.workerName) return { kind: "worker", id: v.driverWorkerId, name: r.workerName };
  if (v.driverUserId !== null && r.userName) return { kind: "user", id: v.driverUserId, name: r.userName };
  return null;
}

/** A row of the register: the flags are the one rule's (rules/vehicle-due.ts), with `extra` from other parts of the fleet. */
export function presentSummary(r: ListedVehicle, today: string, extra: readonly VehicleFlag[] = []): VehicleSummary {
  const v = r.vehicle;
  return {
    id: v.id,
    vehicleName: v.vehicleName,
    make: v.make,
    model: v.model,
    vehicleType: v.vehicleType as VehicleType,
    year: v.year,
    licensePlate: v.licensePlate,
    plate: v.licensePlate ? formatPlate(v.licensePlate) : null,
    status: v.status as VehicleStatus,
    ownership: v.ownership as VehicleOwnership,
    fuelType: v.fuelType as VehicleFuelType | null,
    operatorLicence: v.operatorLicence,
    currentMileage: v.currentMileage,
    motExpiry: v.motExpiry,
    roadTaxExpiry: v.roadTaxExpiry,
    insuranceExpiry: v.insuranceExpiry,
    nextServiceDate: v.nextServiceDate,
    driver: driverOf(r),
    location: v.location,
    offRoad: v.offRoad,
    offRoadReason: v.offRoadReason,
    flags: vehicleFlags(v, today, extra),
    imageUrl: v.imageFileId === null ? null : fleetFileUrl(v.id, v.imageFileId),
  };
}

export const presentDriver = (d: DriverRow): DriverRef =>
  d.workerId !== null ? { kind: "worker", id: d.workerId, name: d.name ?? "Unknown" } : { kind: "user", id: d.userId!, name: d.name ?? "Unknown" };

export const presentHistory = (h: HistoryRow): FleetHistoryLine => presentHistoryLine(h.line, fleetHistoryFieldLabel(h.line.field), h.changedByName);

export const presentReading = (r: ReadingRow): MileageReadingView => ({
  id: r.reading.id,
  day: r.reading.day,
  mileage: r.reading.mileage,
  source: r.reading.source as MileageSource,
  recordedBy: personOf(r.reading.recordedBy, r.recordedByName),
  createdAt: r.reading.createdAt.toISOString(),
});

export const presentService = (r: ServiceRow): ServiceRecordView => ({
  id: r.service.id,
  kind: r.service.kind as ServiceKind,
  day: r.service.day,
  mileage: r.service.mileage,
  garage: r.service.garage,
  cost: r.service.cost,
  description: r.service.description,
  recordedBy: personOf(r.service.recordedBy, r.recordedByName),
  createdAt: r.service.createdAt.toISOString(),
});

export const presentDocument = (vehicleId: number, r: RecordDocumentRow, today: string): VehicleDocumentView =>
  presentRecordDocument<FleetDocumentCategory>(r, (fileId) => fleetFileUrl(vehicleId, fileId), today);

export type DetailParts = {
  secondary: DriverRow[];
  contract: { id: number; name: string; slug: string } | null;
  images: RecordImageRow[];
  documents: RecordDocumentRow[];
  createdByName: string | null;
  extraFlags?: readonly VehicleFlag[];
};

export function presentDetail(r: ListedVehicle, parts: DetailParts, today: string): VehicleDetail {
  const v = r.vehicle;
  const due = serviceDue(v, today);
  const dueMiles = due.measures.find((m) => m.by === "miles")?.dueReading;
  return {
    ...presentSummary(r, today, parts.extraFlags),
    color: v.color,
    vin: v.vin,
    grossWeightKg: v.grossWeightKg,
    purchaseDate: v.purchaseDate,
    purchasePrice: v.purchasePrice,
    currentValue: v.currentValue,
    financeProvider: v.financeProvider,
    financeAgreement: v.financeAgreement,
    financeStartDate: v.financeStartDate,
    financeEndDate: v.financeEndDate,
    monthlyPayment: v.monthlyPayment,
    mileageRecordedOn: v.mileageRecordedOn,
    annualMileageAllowance: v.annualMileageAllowance,
    fuelCardNumber: v.fuelCardNumber,
    fuelCardProvider: v.fuelCardProvider,
    fuelCardExpiry: v.fuelCardExpiry,
    insuranceProvider: v.insuranceProvider,
    insurancePolicyNumber: v.insurancePolicyNumber,
    insuranceExcess: v.insuranceExcess,
    roadTaxCost: v.roadTaxCost,
    lastMotDate: v.lastMotDate,
    lastServiceDate: v.lastServiceDate,
    lastServiceMileage: v.lastServiceMileage,
    serviceIntervalMonths: v.serviceIntervalMonths,
    serviceIntervalMiles: v.serviceIntervalMiles,
    serviceCost: v.serviceCost,
    garageName: v.garageName,
    garagePhone: v.garagePhone,
    safetyInspectionIntervalWeeks: v.safetyInspectionIntervalWeeks,
    lastSafetyInspectionDate: v.lastSafetyInspectionDate,
    lastTachoDownloadDate: v.lastTachoDownloadDate,
    driverWorkerId: v.driverWorkerId,
    driverUserId: v.driverUserId,
    secondaryDrivers: parts.secondary.map(presentDriver),
    condition: v.condition,
    projectId: v.projectId,
    contract: parts.contract,
    offRoadSince: iso(v.offRoadSince),
    publicDataCheckedAt: iso(v.publicDataCheckedAt),
    motTestMileage: v.motTestMileage,
    motTestDate: v.motTestDate,
    customFields: v.customFields ?? null,
    notes: v.notes,
    serviceDue: { state: due.state, dueDay: due.dueDay, by: due.by, dueMileage: dueMiles ? Number(dueMiles) : null },
    images: parts.images.map((i) => presentRecordImage(i, (fileId) => fleetFileUrl(v.id, fileId))),
    documents: parts.documents.map((d) => presentDocument(v.id, d, today)),
    createdBy: personOf(v.createdBy, parts.createdByName),
    createdAt: v.createdAt.toISOString(),
    updatedAt: v.updatedAt.toISOString(),
  };
}
