import { toPage, type Page, type PageQuery } from "@shared/common/paging";
import type { RateSupplierInput, SupplierDetail, SupplierRating } from "@shared/suppliers/supplier";
import { requireUser } from "../../platform/access";
import { audit } from "../../platform/audit";
import { notFound } from "../../platform/errors";
import type { Db } from "../../db/client";
import { supplierRatings } from "../../db/schema/index";
import * as repo from "./suppliers.repository";
import { presentRating } from "./suppliers.presenter";
import { getLiveSupplier, getSupplier, SUPPLIER_NOT_FOUND, type Ctx } from "./suppliers.service";
import { refreshSupplierScores } from "./supplier-totals.service";

export async function listRatings(db: Db, id: number, q: PageQuery): Promise<Page<SupplierRating>> {
  await getLiveSupplier(db, id);
  const { rows, total } = await repo.listRatings(db, id, q);
  return toPage(rows.map(presentRating), total, q);
}

/** One user's scores: kept with who and when, and the supplier's ratings become the average of all scores. */
export async function rateSupplier(ctx: Ctx, id: number, input: RateSupplierInput): Promise<SupplierDetail> {
  const user = requireUser(ctx.request);
  await getLiveSupplier(ctx.db, id);
  await ctx.db.transaction(async (tx) => {
    // Locked, so two ratings at once both land in the average.
    const supplier = await repo.lockLiveSupplier(tx, id);
    if (!supplier) throw notFound(SUPPLIER_NOT_FOUND);
    await tx.insert(supplierRatings).values({ supplierId: id, ...input, ratedBy: user.id });
    await refreshSupplierScores(tx, id);
    await audit(tx, ctx.request, {
      action: "supplier_rated",
      description: `Rated supplier ${supplier.name}: performance ${input.performanceRating}, quality ${input.qualityRating}`,
      entityType: "supplier",
      entityId: id,
      entityName: supplier.name,
      category: "suppliers",
      metadata: { performanceRating: input.performanceRating, qualityRating: input.qualityRating },
    });
  });
  return getSupplier(ctx.db, id);
}
