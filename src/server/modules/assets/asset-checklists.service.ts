import { and, asc, desc, eq, isNull, or, sql } from "drizzle-orm";
import { ASSET_TYPES, assetTypeLabel } from "@shared/assets/asset-lists";
import {
  checklistFor,
  DEFAULT_CHECKLISTS,
  LIFTING_GEAR_CHECKLIST,
  type AssetChecklistView,
  type ChecklistRow,
  type ChecklistsInput,
  type ChecklistsView,
} from "@shared/assets/asset-checks";
import type { Db, Tx } from "../../db/client";
import { assetChecklists, assetMeterReadings, assetOperators, projects, workers } from "../../db/schema/index";
import { requireUser } from "../../platform/access";
import { audit } from "../../platform/audit";
import { liveAsset, type AssetRow, type Ctx } from "./asset-record";

/** The company's pre-use checklists (decision 0074): per asset type, or a category within it, else the built-in lists. */

export async function checklistRows(db: Db | Tx): Promise<ChecklistRow[]> {
  return db
    .select({ assetType: assetChecklists.assetType, category: assetChecklists.category, items: assetChecklists.items })
    .from(assetChecklists)
    .orderBy(assetChecklists.assetType, assetChecklists.category);
}

export async function listChecklists(db: Db): Promise<ChecklistsView> {
  const rows = await checklistRows(db);
  return {
    lists: rows.map((r) => ({ assetType: r.assetType as ChecklistsView["lists"][number]["assetType"], category: r.category, items: [...r.items] })),
    defaults: Object.fromEntries(ASSET_TYPES.map((t) => [t, [...DEFAULT_CHECKLISTS[t]]])) as ChecklistsView["defaults"],
    liftingGear: [...LIFTING_GEAR_CHECKLIST],
  };
}

const describe = (r: { assetType: string; category: string | null }) =>
  r.category ? `${assetTypeLabel(r.assetType)} › ${r.category}` : assetTypeLabel(r.assetType);

/** The whole set replaced in one transaction, with one line in the log naming what was set. */
export async function replaceChecklists(ctx: Ctx, input: ChecklistsInput): Promise<ChecklistsView> {
  const user = requireUser(ctx.request);
  await ctx.db.transaction(async (tx) => {
    await tx.delete(assetChecklists);
    if (input.lists.length > 0) {
      await tx.insert(assetChecklists).values(input.lists.map((l) => ({ assetType: l.assetType, category: l.category, items: l.items, updatedBy: user.id })));
    }
    await audit(tx, ctx.request, {
      action: "asset_checklists_updated",
      description: input.lists.length
        ? `Updated the pre-use checklists: ${input.lists.map((l) => `${describe(l)} (${l.items.length})`).join(", ")}`
        : "Updated the pre-use checklists: every type uses the built-in list",
      entityType: "asset_checklists",
      entityName: "Pre-use checklists",
      category: "assets",
      metadata: { lists: input.lists.map((l) => ({ assetType: l.assetType, category: l.category, items: l.items.length })) },
    });
  });
  return listChecklists(ctx.db);
}

/** The checks asked of this asset (checklistFor), read inside the caller's transaction when there is one. */
export async function checklistOf(db: Db | Tx, asset: AssetRow) {
  return checklistFor(asset, await checklistRows(db));
}

/** The check form's read: the questions, the contract it is on, the last hour-meter reading, whether it is out of use. */
export async function assetChecklist(db: Db, assetId: number): Promise<AssetChecklistView> {
  const asset = await liveAsset(db, assetId);
  const { items, source } = await checklistOf(db, asset);
  const [project] = asset.projectId ? await db.select({ id: projects.id, name: projects.name }).from(projects).where(eq(projects.id, asset.projectId)) : [];
  const [last] = await db
    .select({ value: assetMeterReadings.value, day: assetMeterReadings.day })
    .from(assetMeterReadings)
    .where(and(eq(assetMeterReadings.assetId, assetId), eq(assetMeterReadings.meter, "hours")))
    .orderBy(desc(assetMeterReadings.day), desc(assetMeterReadings.value), desc(assetMeterReadings.id))
    .limit(1);
  return {
    assetName: asset.name,
    items: [...items],
    source,
    project: project ?? null,
    lastHours: last ?? null,
    outOfUse: asset.outOfUse,
    operators: await operatorsOf(db, asset),
  };
}

/** The workers a check may name as its operator: the item's authorised operators and its holder, live ones, by name. */
async function operatorsOf(db: Db, asset: AssetRow) {
  const authorised = db.select({ id: assetOperators.workerId }).from(assetOperators).where(eq(assetOperators.assetId, asset.id));
  const rows = await db
    .select({ id: workers.id, name: workers.fullName })
    .from(workers)
    .where(and(isNull(workers.deletedAt), or(sql`${workers.id} in ${authorised}`, asset.holderWorkerId ? eq(workers.id, asset.holderWorkerId) : undefined)))
    .orderBy(asc(workers.lastName), asc(workers.firstName), asc(workers.id))
    .limit(100);
  return rows.map((r) => ({ id: r.id, name: r.name ?? "" }));
}
