import type { FastifyRequest } from "fastify";
import { toPage, type Page, type PageQuery } from "@shared/common/paging";
import { ukToday } from "@shared/common/uk-dates";
import {
  CODE_TAKEN_MESSAGE,
  supplierSchema,
  type ListSuppliersQuery,
  type SupplierContract,
  type SupplierDelivery,
  type SupplierDetail,
  type SupplierInput,
  type SupplierList,
  type SupplierOrder,
  type UpdateSupplierInput,
} from "@shared/suppliers/supplier";
import type { Db, Tx } from "../../db/client";
import { requireUser } from "../../platform/access";
import { audit } from "../../platform/audit";
import { HttpError, notFound } from "../../platform/errors";
import { softDeleteToBin } from "../../platform/register/soft-delete";
import { suppliers } from "../../db/schema/index";
import * as repo from "./suppliers.repository";
import { presentContract, presentDetail, presentOrder, presentReceipt, presentSupplier } from "./suppliers.presenter";

export type Ctx = { db: Db; request: FastifyRequest };

export const SUPPLIER_NOT_FOUND = "Supplier not found";

/** A live supplier, or 404: one in the recycle bin is gone from every read. */
export async function getLiveSupplier(db: Db | Tx, id: number) {
  const row = await repo.findLiveSupplier(db, id);
  if (!row) throw notFound(SUPPLIER_NOT_FOUND);
  return row;
}

export async function listSuppliers(db: Db, q: ListSuppliersQuery): Promise<SupplierList> {
  const today = ukToday();
  const { rows, total } = await repo.listSuppliers(db, q, today);
  return toPage(
    rows.map((r) => presentSupplier(r, today)),
    total,
    q,
  );
}

export async function getSupplier(db: Db, id: number): Promise<SupplierDetail> {
  const row = await getLiveSupplier(db, id);
  return presentDetail(row, ukToday(), await repo.countDependents(db, id));
}

export const listSpecializations = async (db: Db) => ({ items: await repo.listSpecializations(db) });

/** The fields a user types, as stored (every derived figure left out). */
export const storedFields = (input: SupplierInput) => ({ ...input });

async function requireFreeCode(db: Db | Tx, code: string | null, exceptId?: number) {
  if (code && (await repo.findByCode(db, code, exceptId)))
    throw new HttpError(409, CODE_TAKEN_MESSAGE, { errors: [{ field: "code", message: CODE_TAKEN_MESSAGE }] });
}

const label = (s: { name: string; code: string | null }) => (s.code ? `${s.name} (${s.code})` : s.name);

export async function createSupplier(ctx: Ctx, input: SupplierInput): Promise<SupplierDetail> {
  const user = requireUser(ctx.request);
  const row = await ctx.db.transaction(async (tx) => {
    await requireFreeCode(tx, input.code);
    const [saved] = await repo.insertSuppliers(tx, [{ ...storedFields(input), createdBy: user.id, updatedBy: user.id }]);
    await audit(tx, ctx.request, {
      action: "supplier_created",
      description: `Added supplier ${label(saved)}`,
      entityType: "supplier",
      entityId: saved.id,
      entityName: saved.name,
      category: "suppliers",
      metadata: { supplierType: saved.supplierType, status: saved.status },
    });
    return saved;
  });
  return getSupplier(ctx.db, row.id);
}

/** The stored record as the form would send it, so a partial change is checked as a whole record. */
function asInput(s: repo.SupplierRow): Record<string, unknown> {
  const { name, code, contactPerson, email, phone, address, city, postcode, country, supplierType, specializations, certifications } = s;
  const { insuranceExpiry, vatNumber, companyNumber, paymentTerms, creditLimit, discountRate, status, notes } = s;
  return {
    ...{ name, code, contactPerson, email, phone, address, city, postcode, country, supplierType, specializations, certifications },
    ...{ insuranceExpiry, vatNumber, companyNumber, paymentTerms, creditLimit, discountRate, status, notes },
  };
}

export async function updateSupplier(ctx: Ctx, id: number, input: UpdateSupplierInput): Promise<SupplierDetail> {
  const user = requireUser(ctx.request);
  await getLiveSupplier(ctx.db, id);
  await ctx.db.transaction(async (tx) => {
    const before = await repo.lockLiveSupplier(tx, id);
    if (!before) throw notFound(SUPPLIER_NOT_FOUND);
    const given = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
    const merged = supplierSchema.safeParse({ ...asInput(before), ...given });
    if (!merged.success) {
      const errors = merged.error.issues.map((i) => ({ field: i.path.join("."), message: i.message }));
      throw new HttpError(400, errors[0].message, { errors });
    }
    const next = merged.data;
    const old = asInput(before);
    const changed = (Object.keys(next) as (keyof SupplierInput)[]).filter((k) => JSON.stringify(old[k] ?? null) !== JSON.stringify(next[k] ?? null));
    if (!changed.length) return;
    if (changed.includes("code")) await requireFreeCode(tx, next.code, id);
    await repo.updateSupplier(tx, id, { ...Object.fromEntries(changed.map((k) => [k, next[k]])), updatedBy: user.id });
    await audit(tx, ctx.request, {
      action: "supplier_updated",
      description: `Updated supplier ${label(next)} (${changed.join(", ")})`,
      entityType: "supplier",
      entityId: id,
      entityName: next.name,
      category: "suppliers",
      metadata: { changedFields: changed, ...(changed.includes("status") ? { fromStatus: before.status, toStatus: next.status } : {}) },
    });
  });
  return getSupplier(ctx.db, id);
}

/**
 * Soft delete into the recycle bin (decision 0008): the row keeps its ratings, contract links and
 * orders, which point at it still, so a restore only clears `deleted_at`.
 */
export async function deleteSupplier(ctx: Ctx, id: number): Promise<void> {
  requireUser(ctx.request);
  await getLiveSupplier(ctx.db, id);
  await ctx.db.transaction(async (tx) => {
    const row = await repo.lockLiveSupplier(tx, id);
    if (!row) throw notFound(SUPPLIER_NOT_FOUND);
    const counts = await repo.countDependents(tx, id);
    await softDeleteToBin(tx, ctx.request, {
      table: suppliers,
      recordType: "supplier",
      tableName: "suppliers",
      id,
      row,
      recordName: label(row),
      set: { updatedAt: new Date() },
      binMetadata: { dependents: { supplierRatings: counts.ratings, supplierContracts: counts.contracts, purchaseOrders: counts.orders } },
      audit: { description: `Deleted supplier ${label(row)}`, entityName: row.name, category: "suppliers", metadata: counts },
    });
  });
}

export async function listContracts(db: Db, id: number, q: PageQuery): Promise<Page<SupplierContract>> {
  await getLiveSupplier(db, id);
  const { rows, total } = await repo.listContracts(db, id, q);
  return toPage(rows.map(presentContract), total, q);
}

export async function listOrders(db: Db, id: number, q: PageQuery): Promise<Page<SupplierOrder>> {
  await getLiveSupplier(db, id);
  const { rows, total } = await repo.listOrders(db, id, q);
  return toPage(rows.map(presentOrder), total, q);
}

export async function listDeliveries(db: Db, id: number, q: PageQuery): Promise<Page<SupplierDelivery>> {
  await getLiveSupplier(db, id);
  const { rows, total } = await repo.listReceipts(db, id, q);
  return toPage(rows.map(presentReceipt), total, q);
}
