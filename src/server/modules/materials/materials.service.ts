import type { FastifyRequest } from "fastify";
import { toPage } from "@shared/common/paging";
import { ukToday } from "@shared/common/uk-dates";
import { formatCurrency } from "@shared/common/numbers";
import {
  FACTOR_MESSAGE,
  SKU_TAKEN_MESSAGE,
  SUPPLIER_MESSAGE,
  type ListMaterialsQuery,
  type MaterialFields,
  type MaterialOptions,
} from "@shared/materials/material";
import type { MaterialDetail } from "@shared/materials/material-detail";
import { materialCarbonPerUnit } from "@shared/rules/material-carbon";
import type { Db, Tx } from "../../db/client";
import { requireUser } from "../../platform/access";
import { audit } from "../../platform/audit";
import { badRequest, HttpError, isUniqueViolation, notFound } from "../../platform/errors";
import { softDeleteToBin } from "../../platform/register/soft-delete";
import { materials } from "../../db/schema/index";
import { factorById, findMaterialFactor, reportingYear } from "../carbon/carbon-factors.service";
import * as repo from "./materials.repository";
import { presentSupplierQuotes } from "../files/supplier-quotes.service";
import { materialFileUrl, presentDetail, presentImages, presentMaterial } from "./materials.presenter";

export type Ctx = { db: Db; request: FastifyRequest };

const skuTaken = () => new HttpError(409, SKU_TAKEN_MESSAGE, { errors: [{ field: "sku", message: SKU_TAKEN_MESSAGE }] });

export const materialName = (m: { sku: string; itemDescription: string }) => `${m.sku} ${m.itemDescription}`;

export async function getLiveMaterial(db: Db | Tx, id: number) {
  const row = await repo.findLiveMaterial(db, id);
  if (!row) throw notFound("Material not found");
  return row;
}

export async function listMaterials(db: Db, q: ListMaterialsQuery) {
  const { rows, total } = await repo.listMaterials(db, q, ukToday());
  return toPage(rows.map(presentMaterial), total, q);
}

export async function listOptions(db: Db): Promise<MaterialOptions> {
  const [categories, suppliers] = await Promise.all([repo.listCategories(db), repo.listSupplierOptions(db)]);
  return { categories, suppliers };
}

export async function getMaterial(db: Db, id: number): Promise<MaterialDetail> {
  const today = ukToday();
  const row = await repo.findMaterialRow(db, id, today);
  if (!row) throw notFound("Material not found");
  // A DESNZ factor is read in the company's reporting year (decision 0009), as a delivery would be.
  const factor = row.factorId ? await factorById(db, row.factorId) : null;
  const m = row.material;
  const carbon = factor
    ? materialCarbonPerUnit(
        { itemDescription: m.itemDescription, unit: m.unit, weight: m.weight === null ? null : Number(m.weight), weightUnit: m.weightUnit },
        factor,
      )
    : null;
  const [images, quotes] = await Promise.all([repo.listImages(db, id), repo.listQuotes(db, id)]);
  return presentDetail(row, {
    factor,
    carbon,
    images: presentImages(id, images),
    quotes: presentSupplierQuotes(quotes, today, (fileId) => materialFileUrl(id, fileId)),
  });
}

/** The stored values of a form: the supplier and factor checked, the factor as its library row. */
async function storedValues(tx: Tx, input: MaterialFields) {
  if (input.supplierId !== null && !(await repo.findLiveSupplier(tx, input.supplierId))) throw badRequest(SUPPLIER_MESSAGE, "supplierId");
  let carbonFactorId: number | null = null;
  if (input.carbonFactorId !== null) {
    const found = await findMaterialFactor(tx, input.carbonFactorId);
    if (!found) throw badRequest(FACTOR_MESSAGE, "carbonFactorId");
    carbonFactorId = (await repo.factorRowId(tx, found.factorId, await reportingYear(tx))) ?? null;
  }
  return {
    itemDescription: input.itemDescription,
    sku: input.sku,
    type: input.type,
    purchaseCost: input.purchaseCost,
    unit: input.unit,
    weight: input.weight,
    weightUnit: input.weight === null ? null : input.weightUnit,
    category: input.category,
    supplierId: input.supplierId,
    active: input.active,
    notes: input.notes,
    carbonFactorId,
  };
}

export async function createMaterial(ctx: Ctx, input: MaterialFields) {
  const user = requireUser(ctx.request);
  try {
    const saved = await ctx.db.transaction(async (tx) => {
      if (await repo.findBySku(tx, input.sku)) throw skuTaken();
      const row = await repo.insertMaterial(tx, { ...(await storedValues(tx, input)), createdBy: user.id, updatedBy: user.id });
      await audit(tx, ctx.request, {
        action: "material_created",
        description: `Added ${row.type === "services" ? "service" : "material"} ${materialName(row)} at ${formatCurrency(row.purchaseCost)}${row.unit ? ` per ${row.unit}` : ""}`,
        entityType: "material",
        entityId: row.id,
        entityName: row.sku,
        category: "materials",
        metadata: { sku: row.sku, type: row.type, purchaseCost: row.purchaseCost },
      });
      return row;
    });
    return getMaterial(ctx.db, saved.id);
  } catch (e) {
    // Two people saving the same SKU at once: the unique index decides, and the loser hears why.
    if (isUniqueViolation(e)) throw skuTaken();
    throw e;
  }
}

export async function updateMaterial(ctx: Ctx, id: number, input: MaterialFields) {
  const user = requireUser(ctx.request);
  try {
    await ctx.db.transaction(async (tx) => {
      const before = await repo.findLiveMaterial(tx, id, true);
      if (!before) throw notFound("Material not found");
      if (await repo.findBySku(tx, input.sku, id)) throw skuTaken();
      const next = await storedValues(tx, input);
      const changed = (Object.keys(next) as (keyof typeof next)[]).filter((k) => (before[k] ?? null) !== (next[k] ?? null));
      if (changed.length === 0) return;
      await repo.updateMaterial(tx, id, { ...next, updatedBy: user.id });
      const price = changed.includes("purchaseCost") ? ` (cost ${formatCurrency(before.purchaseCost)} → ${formatCurrency(next.purchaseCost)})` : "";
      await audit(tx, ctx.request, {
        action: "material_updated",
        description: `Updated material ${materialName({ sku: next.sku, itemDescription: next.itemDescription })}: ${changed.join(", ")}${price}`,
        entityType: "material",
        entityId: id,
        entityName: next.sku,
        category: "materials",
        metadata: { changedFields: changed },
      });
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw skuTaken();
    throw e;
  }
  return getMaterial(ctx.db, id);
}

/** To the recycle bin (decision 0008): the row stays with deleted_at, its pictures and quotes with it. */
export async function deleteMaterial(ctx: Ctx, id: number) {
  const user = requireUser(ctx.request);
  await ctx.db.transaction(async (tx) => {
    const row = await repo.findLiveMaterial(tx, id, true);
    if (!row) throw notFound("Material not found");
    await softDeleteToBin(tx, ctx.request, {
      table: materials,
      recordType: "material",
      tableName: "materials",
      id,
      row,
      recordName: materialName(row),
      set: { updatedBy: user.id },
      audit: { description: `Deleted material ${materialName(row)}`, entityName: row.sku, category: "materials", metadata: { sku: row.sku } },
    });
  });
}
