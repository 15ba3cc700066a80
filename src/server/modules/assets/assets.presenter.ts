import { expiryState } from "@shared/common/expiry";
import { personOf } from "@shared/common/wire";
import { parseScaled, toDecimal } from "@shared/common/money";
import { METER_SCALE, type Due, type Meter } from "@shared/rules/asset-due";
import { inspectionKindLabel, type InspectionStanding } from "@shared/rules/inspections";
import {
  historyFieldLabel,
  safeReasonText,
  type AssetDetail,
  type AssetDocumentView,
  type AssetHistoryLine,
  type AssetSummary,
  type DueView,
  type MeterReadingView,
} from "@shared/assets/asset-register";
import type { AssetStatus, AssetType, AssetOwnership, AssetDocumentCategory } from "@shared/assets/asset";
import { presentHistoryLine } from "../../platform/register/record-history";
import { presentRecordDocument, presentRecordImage, type RecordDocumentRow, type RecordImageRow } from "../../platform/register/record-files";
import type { AssetSafety } from "./asset-safety";
import type { HistoryRow, ListedAsset, ReadingRow } from "./assets.repository";

/** row → response: the only place that decides what of an asset leaves the server. */

export const assetFileUrl = (assetId: number, fileId: number) => `/api/assets/${assetId}/files/${fileId}`;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

const dueView = (due: Due): DueView => ({ state: due.state, dueDay: due.dueDay, by: due.by, measures: due.measures });

export function presentSummary(r: ListedAsset, safety: AssetSafety, maintenance: Due, today: string): AssetSummary {
  const a = r.asset;
  return {
    id: a.id,
    name: a.name,
    type: a.type as AssetType,
    category: a.category,
    serialNumber: a.serialNumber,
    manufacturer: a.manufacturer,
    model: a.model,
    status: a.status as AssetStatus,
    condition: a.condition,
    contract: r.contract,
    location: a.location,
    holder: a.holderWorkerId !== null && r.holderName ? { workerId: a.holderWorkerId, name: r.holderName } : null,
    dueBack: r.dueBack,
    ownership: a.ownership as AssetOwnership,
    hireSupplier: a.hireSupplier,
    safe: { colour: safety.safe.colour, reasons: safety.safe.reasons.map((reason) => ({ code: reason.code, text: safeReasonText(reason) })) },
    outOfUse: a.outOfUse,
    outOfUseReason: a.outOfUseReason,
    maintenanceDue: dueView(maintenance),
    flags: { ...r.flags, overdueReturn: r.flags.overdueReturn || (!!r.dueBack && r.dueBack < today) },
  };
}

export function presentHistory(h: HistoryRow): AssetHistoryLine {
  const l = h.line;
  return {
    ...presentHistoryLine(l, historyFieldLabel(l.field), h.changedByName),
    contract:
      l.projectId !== null && h.contractName !== null && h.contractSlug !== null ? { id: l.projectId, name: h.contractName, slug: h.contractSlug } : null,
  };
}

/** A reading at its meter's scale: the column keeps tenths for both, an odometer shows whole miles. */
export const meterValue = (meter: Meter, value: string) => toDecimal(parseScaled(value, METER_SCALE[meter]) ?? 0n, METER_SCALE[meter]);

export function presentReading(r: ReadingRow): MeterReadingView {
  const m = r.reading;
  return {
    id: m.id,
    meter: m.meter as Meter,
    day: m.day,
    value: meterValue(m.meter as Meter, m.value),
    source: m.source,
    recordedBy: personOf(m.recordedBy, r.recordedByName),
    createdAt: m.createdAt.toISOString(),
  };
}

export const presentDocument = (assetId: number, r: RecordDocumentRow, today: string): AssetDocumentView =>
  presentRecordDocument<AssetDocumentCategory>(r, (fileId) => assetFileUrl(assetId, fileId), today);

/** A standing as the one expiry rule's state: never done, reached by a meter, or due before use at a new site is overdue now (rules/inspections.ts safeToUse). */
function standingState(s: InspectionStanding, today: string) {
  if (!s.dueDay || s.reached || (s.dueFor === "new_site" && s.dueDay <= today)) return "expired" as const;
  return expiryState(s.dueDay, today, s.warnDays);
}

export type DetailParts = {
  safety: AssetSafety;
  maintenance: Due;
  inspection: Due;
  images: RecordImageRow[];
  documents: RecordDocumentRow[];
  history: HistoryRow[];
  createdByName: string | null;
};

export function presentDetail(r: ListedAsset, parts: DetailParts, today: string): AssetDetail {
  const a = r.asset;
  return {
    ...presentSummary(r, parts.safety, parts.maintenance, today),
    purchasePrice: a.purchasePrice,
    currentValue: a.currentValue,
    purchaseDate: a.purchaseDate,
    supplier: a.supplier,
    warrantyExpiry: a.warrantyExpiry,
    lastMaintenanceDate: a.lastMaintenanceDate,
    nextMaintenanceDate: a.nextMaintenanceDate,
    maintenanceInterval: a.maintenanceInterval,
    maintenanceIntervalHours: a.maintenanceIntervalHours,
    maintenanceIntervalMiles: a.maintenanceIntervalMiles,
    lastInspectionDate: a.lastInspectionDate,
    nextInspectionDate: a.nextInspectionDate,
    inspectionInterval: a.inspectionInterval,
    inspectionIntervalHours: a.inspectionIntervalHours,
    inspectionIntervalMiles: a.inspectionIntervalMiles,
    certificationsRequired: a.certificationsRequired,
    insuranceDetails: a.insuranceDetails,
    operatingHours: a.operatingHours,
    mileage: a.mileage,
    fuelType: a.fuelType,
    hireOrderReference: a.hireOrderReference,
    onHireDate: a.onHireDate,
    offHireDate: a.offHireDate,
    offHireReference: a.offHireReference,
    collectionDate: a.collectionDate,
    vibrationMagnitude: a.vibrationMagnitude,
    engineStage: a.engineStage,
    enginePowerKw: a.enginePowerKw,
    liftingUse: a.liftingUse,
    examinationSchemeMonths: a.examinationSchemeMonths,
    dependsOnInstallation: a.dependsOnInstallation,
    portableElectrical: a.portableElectrical,
    notes: a.notes,
    arrivedOn: a.arrivedOn,
    outOfUseSince: iso(a.outOfUseSince),
    qrCodeData: a.qrCodeData,
    standings: parts.safety.standings.map((s) => ({
      kind: s.kind,
      label: inspectionKindLabel(s.kind),
      lastDay: s.lastDay,
      dueDay: s.dueDay,
      dueFor: s.dueFor,
      state: standingState(s, today),
    })),
    inspectionDue: dueView(parts.inspection),
    imageUrl: a.imageFileId === null ? null : assetFileUrl(a.id, a.imageFileId),
    images: parts.images.map((i) => presentRecordImage(i, (fileId) => assetFileUrl(a.id, fileId))),
    documents: parts.documents.map((d) => presentDocument(a.id, d, today)),
    history: parts.history.map(presentHistory),
    createdBy: personOf(a.createdBy, parts.createdByName),
    createdAt: a.createdAt.toISOString(),
    updatedAt: a.updatedAt.toISOString(),
  };
}
