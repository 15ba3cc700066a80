import type { FigureView, PlantFuel } from "@shared/carbon/carbon";
import type { HireRateUnit, PlantEntryListItem, PlantEntryView, PlantOwnership } from "@shared/plant/plant-entry";
import { certificateState, type CertificateSummary, type CertificateView } from "@shared/plant/hse-certificate";
import type { CertificateWithUploader, PlantRow } from "./plant.repository";

const num = (v: string | null) => (v === null ? null : Number(v));

export function presentPlantItem(row: PlantRow, certificates: CertificateSummary): PlantEntryListItem {
  return {
    id: row.id,
    projectId: row.projectId,
    date: row.date,
    plantItem: row.plantItem ?? row.source ?? "",
    ownership: (row.ownership === "owned" ? "owned" : "hired") satisfies PlantOwnership,
    hireCompany: row.hireCompany,
    assetName: row.assetName,
    hours: num(row.hours),
    fuelType: (row.fuelType ?? "none") as PlantFuel,
    fuelLitres: num(row.fuelLitres),
    hireRate: row.hireRate,
    hireRateUnit: row.hireRateUnit as HireRateUnit | null,
    poNumber: row.poNumber,
    notes: row.notes,
    assetId: row.assetId,
    carbonEmitted: Number(row.carbonEmitted),
    createdBy: row.createdBy,
    userId: row.userId,
    certificates,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export const presentPlant = (row: PlantRow, figures: FigureView[], certificates: CertificateSummary): PlantEntryView => ({
  ...presentPlantItem(row, certificates),
  figures,
});

export function presentCertificate({ certificate: c, uploader }: CertificateWithUploader, today: string): CertificateView {
  return {
    id: c.id,
    projectId: c.projectId,
    plantEntryId: c.plantHireEntryId,
    equipmentName: c.equipmentName,
    certificateType: c.certificateType,
    certificateNumber: c.certificateNumber,
    issuedBy: c.issuedBy,
    issuedDate: c.issuedDate,
    expiryDate: c.expiryDate,
    notes: c.notes,
    state: certificateState(c.expiryDate, today),
    fileId: c.fileId,
    fileName: c.fileName,
    originalFileName: c.originalFileName,
    fileSize: c.fileSize,
    mimeType: c.mimeType,
    filePath: c.filePath,
    uploadedBy: uploader && uploader.id !== null ? uploader : null,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
}
