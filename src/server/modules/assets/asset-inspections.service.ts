import { and, count, desc, eq, lte } from "drizzle-orm";
import { personOf } from "@shared/common/wire";
import { alias } from "drizzle-orm/pg-core";
import { toPage, type PageQuery } from "@shared/common/paging";
import { daysAfter, ukDay, ukToday } from "@shared/common/uk-dates";
import { ELECTRICAL_TIERS, inspectionKindLabel, SAFE_COLOUR_LABELS, type InspectionKind } from "@shared/rules/inspections";
import type { Meter } from "@shared/rules/asset-due";
import {
  INSPECTION_MESSAGES,
  inspectionResultLabel,
  safeReasonText,
  takesOutOfUse,
  type AssetSafetyView,
  type InspectionInput,
  type InspectionList,
  type InspectionView,
  type StandingState,
} from "@shared/assets/asset-inspections";
import { outOfUseReason } from "@shared/assets/asset-checks";
import type { Db, Tx } from "../../db/client";
import { assetDocuments, assetInspections, assetMeterReadings, assets, projects, users } from "../../db/schema/index";
import { requireUser } from "../../platform/access";
import { audit } from "../../platform/audit";
import { badRequest } from "../../platform/errors";
import { userCan } from "../../platform/permissions";
import { pageOffset } from "../../platform/register/paged-list";
import { assetRecord, liveAsset, lockedAsset, type AssetRow, type Ctx } from "./asset-record";
import { safetyOfAsset } from "./asset-safety";
import { takeOutOfUse } from "./asset-out-of-use";
import { refreshDueDays } from "./asset-due.service";

/** An asset's inspections and examinations, and whether it is safe to use now (decision 0074). */

const recorder = alias(users, "recorder");

const withNames = (db: Db | Tx) =>
  db
    .select({ row: assetInspections, recorderName: recorder.name, projectName: projects.name, documentTitle: assetDocuments.title })
    .from(assetInspections)
    .leftJoin(recorder, eq(recorder.id, assetInspections.recordedBy))
    .leftJoin(projects, eq(projects.id, assetInspections.projectId))
    .leftJoin(assetDocuments, eq(assetDocuments.id, assetInspections.reportDocumentId));

type Named = { row: typeof assetInspections.$inferSelect; recorderName: string | null; projectName: string | null; documentTitle: string | null };

function present({ row, recorderName, projectName, documentTitle }: Named): InspectionView {
  return {
    id: row.id,
    kind: row.kind as InspectionView["kind"],
    day: row.day,
    result: row.result as InspectionView["result"],
    examinerName: row.examinerName,
    examinerCompany: row.examinerCompany,
    safeWorkingLoad: row.safeWorkingLoad,
    defects: row.defects,
    mayStayInUse: row.mayStayInUse,
    nextDueDay: row.nextDueDay,
    project: personOf(row.projectId, projectName),
    bySupplier: row.bySupplier,
    reportDocument: row.reportDocumentId !== null && documentTitle !== null ? { id: row.reportDocumentId, title: documentTitle } : null,
    notes: row.notes,
    recordedBy: personOf(row.recordedBy, recorderName),
    createdAt: row.createdAt.toISOString(),
  };
}

/** Newest first by the day it was done, then by when it was recorded. */
export async function listInspections(db: Db, assetId: number, q: PageQuery): Promise<InspectionList> {
  await liveAsset(db, assetId);
  const rows = await withNames(db)
    .where(eq(assetInspections.assetId, assetId))
    .orderBy(desc(assetInspections.day), desc(assetInspections.id))
    .limit(q.pageSize)
    .offset(pageOffset(q));
  const [{ n }] = await db.select({ n: count() }).from(assetInspections).where(eq(assetInspections.assetId, assetId));
  return toPage(rows.map(present), n, q);
}

/** The asset's documents a report or a supplier's evidence may point at: category Inspection. */
export async function inspectionDocuments(db: Db, assetId: number) {
  await liveAsset(db, assetId);
  const documents = await db
    .select({ id: assetDocuments.id, title: assetDocuments.title, expiryDate: assetDocuments.expiryDate })
    .from(assetDocuments)
    .where(and(eq(assetDocuments.assetId, assetId), eq(assetDocuments.category, "inspection")))
    .orderBy(desc(assetDocuments.id));
  return { documents };
}

/** The kinds an item may be inspected for: LOLER only for lifting equipment, the electrical tiers only for a portable electrical tool; PUWER for any. */
function refuseKind(asset: AssetRow, kind: InspectionKind) {
  if (kind === "thorough_examination" && !asset.liftingUse) throw badRequest(INSPECTION_MESSAGES.notLifting, "kind");
  if ((ELECTRICAL_TIERS as readonly string[]).includes(kind) && !asset.portableElectrical) throw badRequest(INSPECTION_MESSAGES.notElectrical, "kind");
}

/** The meter's latest reading on or before the day: what it read when the inspection was done. */
async function readingOn(tx: Tx, assetId: number, meter: Meter, day: string) {
  const [r] = await tx
    .select({ value: assetMeterReadings.value })
    .from(assetMeterReadings)
    .where(and(eq(assetMeterReadings.assetId, assetId), eq(assetMeterReadings.meter, meter), lte(assetMeterReadings.day, day)))
    .orderBy(desc(assetMeterReadings.day), desc(assetMeterReadings.value), desc(assetMeterReadings.id))
    .limit(1);
  return r?.value ?? null;
}

/**
 * A PUWER inspection that passed is the spec's "last inspection": its day, the meters then, and the next
 * day (the inspector's, else the interval's; by hours or miles rules/asset-due.ts forecasts it). A
 * back-dated one older than the last leaves it as it is.
 */
async function markPuwerDone(tx: Tx, asset: AssetRow, input: InspectionInput) {
  if (input.result === "fail" || (asset.lastInspectionDate && input.day < asset.lastInspectionDate)) return;
  await tx
    .update(assets)
    .set({
      lastInspectionDate: input.day,
      lastInspectionHours: await readingOn(tx, asset.id, "hours", input.day),
      lastInspectionMiles: await readingOn(tx, asset.id, "miles", input.day),
      nextInspectionDate: input.nextDueDay ?? (asset.inspectionInterval ? daysAfter(input.day, asset.inspectionInterval) : null),
    })
    .where(eq(assets.id, asset.id));
}

/** Why an inspection took the item out of use, in words. */
function whyOut(input: InspectionInput): string {
  const what = `${inspectionKindLabel(input.kind)} on ${ukDay(input.day)}`;
  const danger = input.defects.find((d) => d.dangerous);
  if (danger) return outOfUseReason.inspection(what, `a defect is a danger now (${danger.description})`);
  if (input.kind === "thorough_examination" || !input.mayStayInUse) return outOfUseReason.inspection(what, "the examiner says it may not stay in use");
  return outOfUseReason.inspection(what, "failed");
}

export async function recordInspection(ctx: Ctx, assetId: number, input: InspectionInput) {
  requireUser(ctx.request);
  if (input.day > ukToday()) throw badRequest(INSPECTION_MESSAGES.dayFuture, "day");
  return ctx.db.transaction(async (tx) => {
    // Locked: an inspection and a clearance (or a check) of one item run one after the other.
    const asset = await lockedAsset(tx, assetId);
    refuseKind(asset, input.kind);
    if (input.bySupplier && asset.ownership !== "hired_in") throw badRequest(INSPECTION_MESSAGES.supplierOwned, "bySupplier");
    if (input.reportDocumentId !== null) {
      const [doc] = await tx
        .select({ id: assetDocuments.id })
        .from(assetDocuments)
        .where(and(eq(assetDocuments.id, input.reportDocumentId), eq(assetDocuments.assetId, assetId), eq(assetDocuments.category, "inspection")));
      if (!doc) throw badRequest(INSPECTION_MESSAGES.documentNotInspection, "reportDocumentId");
    }
    const [saved] = await tx
      .insert(assetInspections)
      .values({
        assetId,
        kind: input.kind,
        day: input.day,
        result: input.result,
        examinerName: input.examinerName,
        examinerCompany: input.examinerCompany,
        safeWorkingLoad: input.safeWorkingLoad,
        defects: input.defects,
        mayStayInUse: input.mayStayInUse,
        nextDueDay: input.nextDueDay,
        projectId: asset.projectId,
        bySupplier: input.bySupplier,
        reportDocumentId: input.reportDocumentId,
        notes: input.notes,
        recordedBy: requireUser(ctx.request).id,
      })
      .returning({ id: assetInspections.id });
    if (input.kind === "puwer_inspection") await markPuwerDone(tx, asset, input);
    // A passed one moves the kind's due day (a failed one counts as not done: the last passed stands).
    await refreshDueDays(tx, [assetId]);
    const out = takesOutOfUse(input);
    const tookOut = out && (await takeOutOfUse(tx, ctx.request, asset, whyOut(input)));
    await audit(tx, ctx.request, {
      ...assetRecord(asset, {
        inspectionId: saved.id,
        kind: input.kind,
        day: input.day,
        result: input.result,
        bySupplier: input.bySupplier,
        tookOutOfUse: tookOut,
      }),
      action: "asset_inspection_recorded",
      description: `Recorded ${input.bySupplier ? "the supplier's evidence of " : ""}${inspectionKindLabel(input.kind).toLowerCase()} of ${asset.name} on ${ukDay(input.day)}: ${inspectionResultLabel(input.result).toLowerCase()}${tookOut ? "; taken out of use" : ""}`,
      severity: out ? "warning" : "info",
    });
    const [row] = await withNames(tx).where(eq(assetInspections.id, saved.id));
    return { inspection: present(row), assetOutOfUse: asset.outOfUse || out };
  });
}

/** The asset page's reading of rules/inspections.ts safeToUse (asset-safety.ts): colour, reasons in words, each standing's state. */
export async function assetSafety(ctx: Ctx, assetId: number): Promise<AssetSafetyView> {
  const user = requireUser(ctx.request);
  const asset = await liveAsset(ctx.db, assetId);
  const { safe, standings } = await safetyOfAsset(ctx.db, asset, ukToday());
  const stateOf = (kind: InspectionKind): StandingState => {
    const reason = safe.reasons.find((r) => "kind" in r && r.kind === kind);
    if (!reason) return "in_date";
    return reason.code === "never_inspected" ? "never" : reason.code === "due_soon" ? "due_soon" : "overdue";
  };
  return {
    colour: safe.colour,
    label: SAFE_COLOUR_LABELS[safe.colour],
    reasons: safe.reasons.map((r) => safeReasonText(r, asset.outOfUseReason)),
    standings: standings.map((s) => ({ kind: s.kind, lastDay: s.lastDay, dueDay: s.dueDay, dueFor: s.dueFor, state: stateOf(s.kind) })),
    outOfUse: asset.outOfUse ? { reason: asset.outOfUseReason, since: asset.outOfUseSince?.toISOString() ?? null } : null,
    hiredIn: asset.ownership === "hired_in",
    canEdit: await userCan(ctx.db, user.role, "Assets", "edit"),
  };
}
