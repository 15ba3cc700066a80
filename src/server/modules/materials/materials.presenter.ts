import type { MaterialItem } from "@shared/materials/material";
import { personOf } from "@shared/common/wire";
import type { MaterialDetail, MaterialImage, MaterialQuote } from "@shared/materials/material-detail";
import type { CarbonPerUnit } from "@shared/rules/material-carbon";
import type { ResolvedFactor } from "@shared/rules/carbon";
import type { MaterialListRow } from "./materials.repository";

/** row → response: the only place that decides what of a material leaves the server. */

export const materialFileUrl = (materialId: number, fileId: number) => `/api/materials/${materialId}/files/${fileId}`;

export function presentMaterial(r: MaterialListRow): MaterialItem {
  const m = r.material;
  return {
    id: m.id,
    itemDescription: m.itemDescription,
    sku: m.sku,
    type: m.type,
    purchaseCost: m.purchaseCost,
    unit: m.unit,
    weight: m.weight,
    weightUnit: m.weightUnit,
    category: m.category,
    active: m.active,
    supplier: personOf(m.supplierId, r.supplierName),
    carbonFactorId: r.factorId,
    imageCount: r.imageCount,
    bestQuote: r.bestQuote,
    createdBy: m.createdBy,
    updatedAt: m.updatedAt.toISOString(),
  };
}

type FileRecord = { id: number; originalName: string; mimetype: string; size: number };
const fileRef = (materialId: number, f: FileRecord) => ({
  fileId: f.id,
  originalName: f.originalName,
  mimetype: f.mimetype,
  size: f.size,
  url: materialFileUrl(materialId, f.id),
});

export function presentImages(
  materialId: number,
  rows: { file: FileRecord & { uploadedBy: number | null; createdAt: Date }; uploaderName: string | null }[],
): MaterialImage[] {
  return rows.map((r) => ({
    ...fileRef(materialId, r.file),
    uploadedBy: personOf(r.file.uploadedBy, r.uploaderName),
    createdAt: r.file.createdAt.toISOString(),
  }));
}

export function presentDetail(
  row: MaterialListRow & { creatorName: string | null },
  extra: { factor: ResolvedFactor | null; carbon: CarbonPerUnit | null; images: MaterialImage[]; quotes: MaterialQuote[] },
): MaterialDetail {
  return {
    ...presentMaterial(row),
    notes: row.material.notes,
    factor: extra.factor
      ? {
          factorId: extra.factor.factorId,
          name: extra.factor.name,
          unit: extra.factor.unit,
          value: extra.factor.value,
          year: extra.factor.year,
          source: extra.factor.source,
        }
      : null,
    carbonPerUnit: extra.carbon,
    images: extra.images,
    quotes: extra.quotes,
    createdByName: row.creatorName,
    createdAt: row.material.createdAt.toISOString(),
  };
}
