import {
  alreadyCheckedOut,
  ASSET_USE_MESSAGES,
  movedWhileOut,
  notActiveRefusal,
  notSafeRefusal,
  outOfUseRefusal,
  workerNotWorkingRefusal,
  type CheckInInput,
  type CheckOutInput,
  type CheckOutView,
  type MoveInput,
  type OffHireInput,
  type Whereabouts,
} from "@shared/assets/asset-use";
import { ASSET_MESSAGES, assetConditionLabel, assetStatusLabel } from "@shared/assets/asset";
import { employmentStatusLabel } from "@shared/workforce/worker-fields";
import { toPage, type Page, type PageQuery } from "@shared/common/paging";
import { daysBetween, ukDay, ukToday } from "@shared/common/uk-dates";
import type { Tx } from "../../db/client";
import { requireUser } from "../../platform/access";
import { audit } from "../../platform/audit";
import { badRequest, conflict, isUniqueViolation } from "../../platform/errors";
import { assetRecord, liveAsset, lockedAsset, recordHistory, type AssetRow, type Ctx } from "./asset-record";
import { safetyOfAsset } from "./asset-safety";
import { countOperators, judgeOperator, operatorOverridePermitted, operatorRuleText } from "./asset-operators.service";
import * as repo from "./asset-use.repository";

/**
 * Who has an asset and where it is (issue 32, decision 0075). Every change locks the asset row first
 * (lockedAsset), so two check-outs of one item run one after the other; the open check-out's unique
 * index is the last word. Each change writes its history line and its activity-log line in the same
 * transaction.
 */

const YARD = "Yard";
const placeName = (p: { name: string } | null) => p?.name ?? YARD;

export function checkOutView(r: repo.CheckOutRead, today: string): CheckOutView {
  const c = r.row;
  const overdue = !c.checkedInAt && !!c.dueBack && c.dueBack < today;
  return {
    id: c.id,
    asset: { id: c.assetId, name: r.assetName },
    worker: { id: c.workerId, name: r.workerName ?? "" },
    project: r.project?.id ? r.project : null,
    checkedOutAt: c.checkedOutAt.toISOString(),
    checkedOutBy: r.checkedOutBy,
    dueBack: c.dueBack,
    checkedInAt: c.checkedInAt?.toISOString() ?? null,
    checkedInBy: r.checkedInBy,
    conditionIn: c.conditionIn,
    note: c.note,
    overrideReason: c.overrideReason,
    overdue,
    daysOverdue: overdue ? daysBetween(c.dueBack!, today) : 0,
  };
}

export async function whereabouts(ctx: Pick<Ctx, "db">, assetId: number): Promise<Whereabouts> {
  const { db } = ctx;
  const a = await liveAsset(db, assetId);
  const today = ukToday();
  const [place, holder, open, operatorRule, namedOperators] = await Promise.all([
    repo.placeOf(db, a.projectId),
    repo.workerName(db, a.holderWorkerId),
    repo.openCheckOut(db, a.id),
    operatorRuleText(db, a.category),
    countOperators(db, a.id),
  ]);
  return {
    assetId: a.id,
    name: a.name,
    category: a.category,
    status: a.status,
    outOfUse: a.outOfUse,
    outOfUseReason: a.outOfUseReason,
    place,
    location: a.location,
    arrivedOn: a.arrivedOn,
    holder,
    checkOut: open ? checkOutView(open, today) : null,
    ownership: a.ownership,
    hire:
      a.ownership === "hired_in"
        ? {
            supplier: a.hireSupplier,
            orderReference: a.hireOrderReference,
            onHireDate: a.onHireDate,
            offHireDate: a.offHireDate,
            offHireReference: a.offHireReference,
            collectionDate: a.collectionDate,
          }
        : null,
    operatorRule,
    namedOperators,
  };
}

export async function listCheckOuts(ctx: Pick<Ctx, "db">, assetId: number, q: PageQuery): Promise<Page<CheckOutView>> {
  await liveAsset(ctx.db, assetId);
  const today = ukToday();
  const { items, total } = await repo.checkOutsOf(ctx.db, assetId, q);
  return toPage(
    items.map((r) => checkOutView(r, today)),
    total,
    q,
  );
}

export async function listOverdue(ctx: Pick<Ctx, "db">, q: PageQuery): Promise<Page<CheckOutView>> {
  const today = ukToday();
  const { items, total } = await repo.overdueCheckOuts(ctx.db, today, q);
  return toPage(
    items.map((r) => checkOutView(r, today)),
    total,
    q,
  );
}

// ---- check-out -----------------------------------------------------------------------------------

/**
 * What stops an item going out whoever takes it, said in that order: already out, not active, out of
 * use, or an inspection overdue or missing. Judged where it will be: a check-out to another contract
 * moves it there today, so an examination due at a new site (LOLER, HSG107) is due now.
 */
async function hardRefusal(tx: Tx, asset: AssetRow, projectId: number, today: string) {
  const open = await repo.openCheckOut(tx, asset.id);
  if (open) throw conflict(alreadyCheckedOut(open.workerName ?? "someone", open.project?.name ?? null));
  if (asset.status !== "active") throw conflict(notActiveRefusal(assetStatusLabel(asset.status)));
  if (asset.outOfUse) throw conflict(outOfUseRefusal(asset.outOfUseReason));
  const there = asset.projectId === projectId ? asset : { ...asset, projectId, arrivedOn: today };
  const safety = await safetyOfAsset(tx, there, today);
  if (safety.safe.colour === "red") throw conflict(notSafeRefusal(safety.safe.reasons, safety.standings, today));
}

export async function checkOut(ctx: Ctx, assetId: number, input: CheckOutInput): Promise<Whereabouts> {
  const user = requireUser(ctx.request);
  const today = ukToday();
  if (input.dueBack && input.dueBack < today) throw badRequest(ASSET_USE_MESSAGES.dueBackPast, "dueBack");
  await operatorOverridePermitted(ctx, input.override);
  try {
    await ctx.db.transaction(async (tx) => {
      const asset = await lockedAsset(tx, assetId);
      const project = await repo.liveProject(tx, input.projectId);
      if (!project) throw badRequest(ASSET_USE_MESSAGES.projectNotFound, "projectId");
      await hardRefusal(tx, asset, project.id, today);
      const found = await repo.workerStanding(tx, input.workerId);
      if (found && found.employmentStatus !== "active") throw conflict(workerNotWorkingRefusal(found.name, employmentStatusLabel(found.employmentStatus)));
      // A worker not on the register is 404 here.
      const { refusals, overridden } = await judgeOperator(tx, asset, input.workerId, today, input.override);
      const holder = { id: found!.id, name: found!.name };
      const row = await repo.insertCheckOut(tx, {
        assetId,
        workerId: input.workerId,
        projectId: project.id,
        checkedOutBy: user.id,
        dueBack: input.dueBack,
        note: input.note,
        overrideReason: overridden,
      });
      const moving = asset.projectId !== project.id;
      await repo.updateAsset(tx, assetId, {
        holderWorkerId: input.workerId,
        ...(moving ? { projectId: project.id, arrivedOn: today } : {}),
        updatedBy: user.id,
      });
      if (moving) {
        const from = await repo.placeOf(tx, asset.projectId);
        await recordHistory(tx, ctx.request, { assetId, field: "place", from: placeName(from), to: project.name, projectId: project.id, note: "Checked out" });
      }
      await recordHistory(tx, ctx.request, { assetId, field: "holder", from: null, to: holder.name, projectId: project.id, note: input.note });
      const due = input.dueBack ? `, due back ${ukDay(input.dueBack)}` : "";
      const override = overridden ? `, overriding: ${refusals.map((r) => r.reason).join("; ")} (reason: ${overridden})` : "";
      await audit(tx, ctx.request, {
        action: overridden ? "asset_check_out_overridden" : "asset_checked_out",
        description: `Checked out ${asset.name} to ${holder.name} on ${project.name}${due}${override}`,
        severity: overridden ? "warning" : "info",
        ...assetRecord(asset, {
          checkOutId: row.id,
          workerId: input.workerId,
          projectId: project.id,
          ...(overridden ? { overriddenRefusals: refusals.map((r) => r.code), overrideReason: overridden } : {}),
        }),
      });
    });
  } catch (e) {
    // Two check-outs at once past the lock (another path): the open check-out's unique index lets one through.
    if (isUniqueViolation(e)) throw conflict(alreadyCheckedOut("someone else", null));
    throw e;
  }
  return whereabouts(ctx, assetId);
}

// ---- check-in ------------------------------------------------------------------------------------

export async function checkIn(ctx: Ctx, assetId: number, input: CheckInInput): Promise<Whereabouts> {
  const user = requireUser(ctx.request);
  await ctx.db.transaction(async (tx) => {
    const asset = await lockedAsset(tx, assetId);
    const open = await repo.openCheckOut(tx, assetId);
    if (!open) throw conflict(ASSET_USE_MESSAGES.notCheckedOut);
    await repo.closeCheckOut(tx, open.row.id, { checkedInBy: user.id, conditionIn: input.condition });
    const conditionChanged = input.condition !== null && input.condition !== asset.condition;
    await repo.updateAsset(tx, assetId, { holderWorkerId: null, ...(conditionChanged ? { condition: input.condition } : {}), updatedBy: user.id });
    // The check-in's note is the holder line's: the check-out keeps the note it went out with.
    await recordHistory(tx, ctx.request, { assetId, field: "holder", from: open.workerName, to: null, projectId: open.row.projectId, note: input.note });
    if (conditionChanged)
      await recordHistory(tx, ctx.request, {
        assetId,
        field: "condition",
        from: asset.condition ? assetConditionLabel(asset.condition) : null,
        to: assetConditionLabel(input.condition!),
        note: "On check-in",
      });
    const how = input.condition ? ` in ${assetConditionLabel(input.condition).toLowerCase()} condition` : "";
    await audit(tx, ctx.request, {
      action: "asset_checked_in",
      description: `Checked in ${asset.name} from ${open.workerName}${how}${input.note ? `: ${input.note}` : ""}`,
      ...assetRecord(asset, { checkOutId: open.row.id, workerId: open.row.workerId, condition: input.condition }),
    });
  });
  return whereabouts(ctx, assetId);
}

// ---- move ----------------------------------------------------------------------------------------

/**
 * A move to a contract or the yard: it arrives there today (arrived_on), which is when an inspection
 * due before use at a new site falls due. A checked-out item stays with its holder until it is
 * checked in (a check-out to another contract moves it itself).
 */
export async function move(ctx: Ctx, assetId: number, input: MoveInput): Promise<Whereabouts> {
  const user = requireUser(ctx.request);
  const today = ukToday();
  await ctx.db.transaction(async (tx) => {
    const asset = await lockedAsset(tx, assetId);
    const to = input.projectId === null ? null : await repo.liveProject(tx, input.projectId);
    if (input.projectId !== null && !to) throw badRequest(ASSET_USE_MESSAGES.projectNotFound, "projectId");
    if (asset.projectId === input.projectId) throw conflict(to ? ASSET_USE_MESSAGES.alreadyOnContract : ASSET_USE_MESSAGES.alreadyInYard);
    const open = await repo.openCheckOut(tx, assetId);
    if (open) throw conflict(movedWhileOut(open.workerName ?? "someone"));
    const from = await repo.placeOf(tx, asset.projectId);
    await repo.updateAsset(tx, assetId, { projectId: input.projectId, arrivedOn: today, location: input.location, updatedBy: user.id });
    await recordHistory(tx, ctx.request, { assetId, field: "place", from: placeName(from), to: placeName(to), projectId: input.projectId, note: input.note });
    await audit(tx, ctx.request, {
      action: "asset_moved",
      description: `Moved ${asset.name} from ${placeName(from)} to ${placeName(to)}${input.location ? ` (${input.location})` : ""}`,
      ...assetRecord(asset, { from: asset.projectId, to: input.projectId, arrivedOn: today }),
    });
  });
  return whereabouts(ctx, assetId);
}

// ---- off-hire ------------------------------------------------------------------------------------

const hireText = (a: { offHireDate: string | null; offHireReference: string | null; collectionDate: string | null }) =>
  a.offHireDate
    ? [`off hire ${ukDay(a.offHireDate)}`, a.offHireReference && `ref. ${a.offHireReference}`, a.collectionDate && `collection ${ukDay(a.collectionDate)}`]
        .filter(Boolean)
        .join(", ")
    : null;

/** Calling a hired-in item off hire (or correcting the call): the asset's own hire fields, under assetSchema's rules. */
export async function offHire(ctx: Ctx, assetId: number, input: OffHireInput): Promise<Whereabouts> {
  const user = requireUser(ctx.request);
  await ctx.db.transaction(async (tx) => {
    const asset = await lockedAsset(tx, assetId);
    if (asset.ownership !== "hired_in") throw conflict(ASSET_USE_MESSAGES.notHiredIn);
    if (asset.onHireDate && input.offHireDate < asset.onHireDate) throw badRequest(ASSET_MESSAGES.offHireBeforeOnHire, "offHireDate");
    await repo.updateAsset(tx, assetId, { ...input, updatedBy: user.id });
    const before = hireText(asset);
    const after = hireText(input)!;
    await recordHistory(tx, ctx.request, { assetId, field: "hire", from: before, to: after, note: before ? "Off-hire changed" : "Called off hire" });
    await audit(tx, ctx.request, {
      action: "asset_off_hired",
      description: `${before ? "Changed the off-hire of" : "Called off hire"} ${asset.name} with ${asset.hireSupplier ?? "the supplier"}: ${after}`,
      ...assetRecord(asset, { ...input }),
    });
  });
  return whereabouts(ctx, assetId);
}
