import { and, count, desc, eq, isNull, sql } from "drizzle-orm";
import { personOf } from "@shared/common/wire";
import { alias } from "drizzle-orm/pg-core";
import { toPage, type PageQuery } from "@shared/common/paging";
import { ukDay, ukToday } from "@shared/common/uk-dates";
import { readingProblem } from "@shared/rules/asset-due";
import {
  CHECK_MESSAGES,
  CLEARANCE_MESSAGES,
  outOfUseReason,
  type ClearanceInput,
  type DefectReportInput,
  type PreUseCheckInput,
  type PreUseCheckView,
  type RecordedCheck,
} from "@shared/assets/asset-checks";
import type { Db, Tx } from "../../db/client";
import { assetClearances, assetMeterReadings, assetPreUseChecks, assets, projects, users, workers } from "../../db/schema/index";
import { requireUser } from "../../platform/access";
import { audit } from "../../platform/audit";
import { badRequest, conflict } from "../../platform/errors";
import { pageOffset } from "../../platform/register/paged-list";
import { assetRecord, liveAsset, lockedAsset, recordHistory, type AssetRow, type Ctx } from "./asset-record";
import { checklistOf } from "./asset-checklists.service";
import { judgeOperator, operatorOverridePermitted } from "./asset-operators.service";
import { putBackInUse, takeOutOfUse } from "./asset-out-of-use";
import { refreshDueDays } from "./asset-due.service";

/**
 * Pre-use checks, defect reports and clearing an item for use (decision 0074). Each locks the asset's
 * row (lockedAsset), so a check and a clearance of one item at once run one after the other and the
 * second sees what the first did: a clearance after a failed check clears it; one before finds the item
 * in use and is refused (409), and the check then takes it out.
 */

const recorder = alias(users, "recorder");

const withNames = (db: Db | Tx) =>
  db
    .select({ row: assetPreUseChecks, workerName: workers.fullName, projectName: projects.name, recorderName: recorder.name })
    .from(assetPreUseChecks)
    .leftJoin(workers, eq(workers.id, assetPreUseChecks.workerId))
    .leftJoin(projects, eq(projects.id, assetPreUseChecks.projectId))
    .leftJoin(recorder, eq(recorder.id, assetPreUseChecks.recordedBy));

type Named = { row: typeof assetPreUseChecks.$inferSelect; workerName: string | null; projectName: string | null; recorderName: string | null };

const present = ({ row, workerName, projectName, recorderName }: Named): PreUseCheckView => ({
  id: row.id,
  day: row.day,
  checkedAt: row.checkedAt.toISOString(),
  answers: row.answers,
  passed: row.passed,
  defectNote: row.defectNote,
  hoursReading: row.hoursReading,
  worker: personOf(row.workerId, workerName),
  project: personOf(row.projectId, projectName),
  recordedBy: personOf(row.recordedBy, recorderName),
});

export async function listChecks(db: Db, assetId: number, q: PageQuery) {
  await liveAsset(db, assetId);
  const rows = await withNames(db)
    .where(eq(assetPreUseChecks.assetId, assetId))
    .orderBy(desc(assetPreUseChecks.checkedAt), desc(assetPreUseChecks.id))
    .limit(q.pageSize)
    .offset(pageOffset(q));
  const [{ n }] = await db.select({ n: count() }).from(assetPreUseChecks).where(eq(assetPreUseChecks.assetId, assetId));
  return toPage(rows.map(present), n, q);
}

/** The operator and the contract named must exist (a body's reference is a 400 on its field, not a 404 of the route). */
async function refuseUnknown(db: Db, input: PreUseCheckInput) {
  if (input.workerId !== null && input.workerId !== undefined) {
    const [w] = await db
      .select({ id: workers.id })
      .from(workers)
      .where(and(eq(workers.id, input.workerId), isNull(workers.deletedAt)));
    if (!w) throw badRequest(CHECK_MESSAGES.worker, "workerId");
  }
  if (input.projectId !== null && input.projectId !== undefined) {
    const [p] = await db
      .select({ id: projects.id })
      .from(projects)
      .where(and(eq(projects.id, input.projectId), isNull(projects.deletedAt)));
    if (!p) throw badRequest(CHECK_MESSAGES.project, "projectId");
  }
}

/** An hour-meter reading from the check: refused when lower than the last (or higher than a later one), else kept and made the asset's current reading when it is the highest. */
async function takeReading(tx: Tx, request: Ctx["request"], asset: AssetRow, day: string, value: string) {
  const readings = await tx
    .select({ day: assetMeterReadings.day, value: assetMeterReadings.value })
    .from(assetMeterReadings)
    .where(and(eq(assetMeterReadings.assetId, asset.id), eq(assetMeterReadings.meter, "hours")));
  const problem = readingProblem("hours", { day, value }, readings);
  if (problem) throw badRequest(problem, "hoursReading");
  await tx.insert(assetMeterReadings).values({ assetId: asset.id, meter: "hours", day, value, source: "pre_use_check", recordedBy: requireUser(request).id });
  await tx
    .update(assets)
    .set({ operatingHours: value })
    .where(and(eq(assets.id, asset.id), sql`(${assets.operatingHours} is null or ${assets.operatingHours} <= ${value})`));
  // The hours may have reached a PUWER inspection's or maintenance's due reading.
  await refreshDueDays(tx, [asset.id]);
}

export async function recordCheck(ctx: Ctx, assetId: number, input: PreUseCheckInput): Promise<RecordedCheck> {
  const user = requireUser(ctx.request);
  const today = ukToday();
  const day = input.day ?? today;
  if (day > today) throw badRequest(CHECK_MESSAGES.dayFuture, "day");
  await refuseUnknown(ctx.db, input);
  await operatorOverridePermitted(ctx, input.override);
  return ctx.db.transaction(async (tx) => {
    const asset = await lockedAsset(tx, assetId);
    // The operator is judged as at check-out: their cards for the category, a named operator (decision 0075).
    const operator = input.workerId ? await judgeOperator(tx, asset, input.workerId, today, input.override) : { refusals: [], overridden: null };
    // Every check of the item's list answered: a check of two items out of nine is not a check.
    const { items } = await checklistOf(tx, asset);
    const answered = new Set(input.answers.map((a) => a.item.toLowerCase()));
    const missing = items.filter((i) => !answered.has(i.toLowerCase()));
    if (missing.length > 0) throw badRequest(CHECK_MESSAGES.unanswered(missing), "answers");
    if (input.hoursReading !== null) await takeReading(tx, ctx.request, asset, day, input.hoursReading);
    const defects = input.answers.filter((a) => !a.ok);
    const passed = defects.length === 0;
    const defectNote = passed ? null : defects.map((d) => `${d.item}: ${d.note}`).join("; ");
    const projectId = input.projectId ?? asset.projectId;
    const [saved] = await tx
      .insert(assetPreUseChecks)
      .values({
        assetId,
        workerId: input.workerId ?? null,
        projectId,
        day,
        answers: input.answers.map((a) => ({ item: a.item, ok: a.ok, note: a.note })),
        passed,
        defectNote,
        hoursReading: input.hoursReading,
        overrideReason: operator.overridden,
        recordedBy: user.id,
      })
      .returning({ id: assetPreUseChecks.id });
    const tookOut = !passed && (await takeOutOfUse(tx, ctx.request, asset, outOfUseReason.check(defectNote!), projectId));
    await audit(tx, ctx.request, {
      ...assetRecord(asset, {
        checkId: saved.id,
        day,
        passed,
        tookOutOfUse: tookOut,
        ...(operator.overridden ? { overriddenRefusals: operator.refusals.map((r) => r.code), overrideReason: operator.overridden } : {}),
      }),
      action: "asset_pre_use_check_recorded",
      description:
        (passed
          ? `Pre-use check of ${asset.name} on ${ukDay(day)}: no defects`
          : `Pre-use check of ${asset.name} on ${ukDay(day)} found ${defects.length} defect(s) (${defectNote})${tookOut ? "; taken out of use" : ""}`) +
        (operator.overridden ? `, overriding: ${operator.refusals.map((r) => r.reason).join("; ")} (reason: ${operator.overridden})` : ""),
      severity: passed && !operator.overridden ? "info" : "warning",
    });
    const [row] = await withNames(tx).where(eq(assetPreUseChecks.id, saved.id));
    return { check: present(row), assetOutOfUse: asset.outOfUse || !passed };
  });
}

/** A defect reported from the asset (its scan's action): unsafe takes it out of use; either way a history line and the log. */
export async function reportDefect(ctx: Ctx, assetId: number, input: DefectReportInput) {
  requireUser(ctx.request);
  return ctx.db.transaction(async (tx) => {
    const asset = await lockedAsset(tx, assetId);
    const tookOut = input.unsafe && (await takeOutOfUse(tx, ctx.request, asset, outOfUseReason.defect(input.note)));
    // Taken out: the out-of-use line carries the note. Otherwise the defect is a line of its own.
    if (!tookOut) await recordHistory(tx, ctx.request, { assetId, field: "defect", from: null, to: input.unsafe ? "Unsafe" : "Reported", note: input.note });
    await audit(tx, ctx.request, {
      ...assetRecord(asset, { unsafe: input.unsafe, tookOutOfUse: tookOut }),
      action: "asset_defect_reported",
      description: `Reported a${input.unsafe ? "n unsafe" : ""} defect on ${asset.name}: ${input.note}${tookOut ? "; taken out of use" : ""}`,
      severity: input.unsafe ? "warning" : "info",
    });
    return { assetOutOfUse: asset.outOfUse || input.unsafe };
  });
}

/** An authorised person (Assets edit) clears an out-of-use item with a note: the clearance, the flag, the history and the log together. */
export async function clearForUse(ctx: Ctx, assetId: number, input: ClearanceInput) {
  const user = requireUser(ctx.request);
  return ctx.db.transaction(async (tx) => {
    const asset = await lockedAsset(tx, assetId);
    if (!asset.outOfUse) throw conflict(CLEARANCE_MESSAGES.notOutOfUse);
    const reason = asset.outOfUseReason ?? "Out of use";
    const [saved] = await tx.insert(assetClearances).values({ assetId, reason, note: input.note, clearedBy: user.id }).returning();
    await putBackInUse(tx, ctx.request, asset, input.note);
    await audit(tx, ctx.request, {
      ...assetRecord(asset, { clearanceId: saved.id, reason }),
      action: "asset_cleared_for_use",
      description: `Cleared ${asset.name} for use: ${input.note} (it was out of use: ${reason})`,
      severity: "warning",
    });
    return { id: saved.id, reason, note: saved.note, clearedBy: { id: user.id, name: user.name }, clearedAt: saved.clearedAt.toISOString() };
  });
}
