import type { FastifyRequest } from "fastify";
import { TRAVEL_METHODS } from "@shared/carbon/carbon";
import { formatCarbon, formatQuantity } from "@shared/common/numbers";
import { travel, type CarbonFigure } from "@shared/rules/carbon";
import { toPage, type PageQuery } from "@shared/common/paging";
import { VISITOR_MESSAGES, type VisitorInput } from "@shared/visitors/visitor";
import type { Db, Tx } from "../../db/client";
import { requireUser } from "../../platform/access";
import { requireRecordRight } from "../../platform/permissions";
import { audit } from "../../platform/audit";
import { moveToRecycleBin } from "../../platform/recycle-bin";
import { badRequest, conflict, notFound } from "../../platform/errors";
import { getLiveProjectById, getLiveProjectBySlug, type ProjectRow } from "../projects/project-lookup";
import { desnzFactor } from "../carbon/carbon-factors.service";
import { figuresFor, replaceFigures } from "../carbon/carbon-figures.service";
import { ukToday as ukDay, ukTime } from "@shared/common/uk-dates";
import { estimateDistanceKm, type PostcodeLocator } from "../../platform/postcode-distance";
import * as repo from "./visitors.repository";
import { presentVisitor, presentVisitorItem } from "./visitors.presenter";

export type Ctx = { db: Db; request: FastifyRequest; locate: PostcodeLocator };

const fullName = (v: { firstName: string; lastName: string }) => `${v.firstName} ${v.lastName}`;

async function getLiveVisitor(db: Db, id: number) {
  const found = await repo.findVisitor(db, id);
  if (!found) throw notFound("Visitor not found");
  const project = await getLiveProjectById(db, found.visitor.projectId);
  return { found, project };
}

type StoredTravel = { travelDistance: string | null; travelDistanceEstimated: boolean; travelOriginPostcode: string | null };

/**
 * The one-way distance to store: as typed, else estimated from the postcodes, else none (only when no
 * carbon depends on it). An edit that sends back the stored estimate from the same postcode keeps it an estimate.
 */
async function travelDistance(ctx: Ctx, input: VisitorInput, project: ProjectRow, stored?: StoredTravel): Promise<{ km: number | null; estimated: boolean }> {
  if (input.travelDistance !== null) {
    const sameEstimate =
      stored?.travelDistanceEstimated === true &&
      stored.travelDistance !== null &&
      Number(stored.travelDistance) === input.travelDistance &&
      stored.travelOriginPostcode === input.travelOriginPostcode;
    return { km: input.travelDistance, estimated: sameEstimate };
  }
  if (input.travelOriginPostcode) return { km: await estimateDistanceKm(ctx.locate, input.travelOriginPostcode, project.postcode), estimated: true };
  if (input.travelMethod && TRAVEL_METHODS[input.travelMethod].factorId) {
    throw badRequest(VISITOR_MESSAGES.travelDistanceNeeded, "travelDistance");
  }
  return { km: null, estimated: false };
}

/** The return journey (twice the one-way distance) at the travel method's DESNZ factor; walking and cycling carry none. */
async function travelFigures(tx: Tx, input: VisitorInput, km: number | null, estimated: boolean): Promise<CarbonFigure[]> {
  const method = input.travelMethod ? TRAVEL_METHODS[input.travelMethod] : null;
  if (!method?.factorId || km === null) return [];
  const factor = await desnzFactor(tx, method.factorId);
  // The stored figure keeps saying the distance was estimated, so a report or audit reads it as one.
  const distance = `2 × ${formatQuantity(km, "km")}${estimated ? ` (estimated from postcodes ${input.travelOriginPostcode} to the site)` : ""}`;
  return [travel(2 * km, factor, `${fullName(input)} (${input.company}): return journey by ${method.label.toLowerCase()}, ${distance}`)];
}

function columns(input: VisitorInput, km: number | null, estimated: boolean, signInTime: string) {
  if (input.signOutTime && input.signOutTime < signInTime) throw badRequest(VISITOR_MESSAGES.signOutAfter, "signOutTime");
  return {
    firstName: input.firstName,
    lastName: input.lastName,
    company: input.company,
    reasonForVisit: input.reasonForVisit,
    date: input.date,
    signInTime,
    signOutTime: input.signOutTime,
    travelMethod: input.travelMethod,
    travelDistance: km === null ? null : km.toFixed(2),
    travelDistanceEstimated: km !== null && estimated,
    travelOriginPostcode: input.travelOriginPostcode,
  };
}

async function withDetails(db: Db, id: number) {
  const found = await repo.findVisitor(db, id);
  if (!found) throw notFound("Visitor not found");
  return presentVisitor(found, await figuresFor(db, { kind: "visitor", visitorId: id }));
}

const kg = formatCarbon;

export async function createVisitor(ctx: Ctx, input: VisitorInput) {
  const user = requireUser(ctx.request);
  const project = await getLiveProjectById(ctx.db, input.projectId);
  const { km, estimated } = await travelDistance(ctx, input, project);
  const values = columns(input, km, estimated, input.signInTime ?? ukTime());
  const id = await ctx.db.transaction(async (tx) => {
    const row = await repo.insertVisitor(tx, { projectId: project.id, ...values, createdBy: user.id, updatedBy: user.id });
    const total = await replaceFigures(
      tx,
      { kind: "visitor", visitorId: row.id },
      { projectId: project.id, date: input.date },
      await travelFigures(tx, input, km, estimated),
    );
    await repo.updateVisitor(tx, row.id, { travelCarbon: total.toFixed(3) });
    await audit(tx, ctx.request, {
      action: "visitor_signed_in",
      description: `Signed in ${fullName(input)} (${input.company}) at ${project.name} on ${input.date} at ${values.signInTime}${total ? `: travel ${kg(total)}` : ""}`,
      entityType: "visitor",
      entityId: row.id,
      entityName: fullName(input),
      category: "diary",
      metadata: {
        projectId: project.id,
        date: input.date,
        travelMethod: input.travelMethod,
        travelDistance: km,
        distanceEstimated: estimated,
        travelCarbon: total,
      },
    });
    return row.id;
  });
  return withDetails(ctx.db, id);
}

export async function updateVisitor(ctx: Ctx, id: number, input: VisitorInput) {
  const user = requireUser(ctx.request);
  const { found, project } = await getLiveVisitor(ctx.db, id);
  if (input.projectId !== found.visitor.projectId) throw badRequest("A visitor cannot be moved to another project", "projectId");
  const { km, estimated } = await travelDistance(ctx, input, project, found.visitor);
  const values = columns(input, km, estimated, input.signInTime ?? found.visitor.signInTime ?? ukTime());
  await ctx.db.transaction(async (tx) => {
    const before = await repo.findVisitorForUpdate(tx, id);
    if (!before) throw notFound("Visitor not found");
    const changed = (Object.keys(values) as (keyof typeof values)[]).filter((k) =>
      k === "travelDistance" ? Number(before[k] ?? NaN) !== Number(values[k] ?? NaN) && (before[k] ?? null) !== values[k] : (before[k] ?? null) !== values[k],
    );
    const total = await replaceFigures(
      tx,
      { kind: "visitor", visitorId: id },
      { projectId: project.id, date: input.date },
      await travelFigures(tx, input, km, estimated),
      ctx.request,
    );
    await repo.updateVisitor(tx, id, { ...values, travelCarbon: total.toFixed(3), updatedBy: user.id });
    await audit(tx, ctx.request, {
      action: "visitor_updated",
      description: `Updated the visit of ${fullName(input)} to ${project.name} on ${input.date}${changed.length ? ` (${changed.join(", ")})` : ""}`,
      entityType: "visitor",
      entityId: id,
      entityName: fullName(input),
      category: "diary",
      metadata: { projectId: project.id, changedFields: changed, travelCarbon: total, distanceEstimated: estimated },
    });
  });
  return withDetails(ctx.db, id);
}

export async function getVisitor(db: Db, id: number) {
  await getLiveVisitor(db, id);
  return withDetails(db, id);
}

/** Signs the visitor out now (UK time). Only on the day of the visit: an earlier day's sign-out is set by editing the visit. */
export async function signOutVisitor(ctx: Ctx, id: number) {
  const { project } = await getLiveVisitor(ctx.db, id);
  const now = ukTime();
  await ctx.db.transaction(async (tx) => {
    const v = await repo.findVisitorForUpdate(tx, id);
    if (!v) throw notFound("Visitor not found");
    if (v.signOutTime) throw conflict(VISITOR_MESSAGES.alreadySignedOut);
    if (v.date !== ukDay()) throw conflict("This visit is not today: edit the visit to set its sign-out time");
    if (v.signInTime && now < v.signInTime) throw conflict(VISITOR_MESSAGES.signOutAfter);
    await repo.updateVisitor(tx, id, { signOutTime: now, updatedBy: ctx.request.user?.id ?? null });
    await audit(tx, ctx.request, {
      action: "visitor_signed_out",
      description: `Signed out ${fullName(v)} (${v.company}) from ${project.name} at ${now}`,
      entityType: "visitor",
      entityId: id,
      entityName: fullName(v),
      category: "diary",
      metadata: { projectId: project.id, date: v.date, signInTime: v.signInTime, signOutTime: now },
    });
  });
  return withDetails(ctx.db, id);
}

export async function deleteVisitor(ctx: Ctx, id: number) {
  const { found, project } = await getLiveVisitor(ctx.db, id);
  await requireRecordRight(ctx.db, requireUser(ctx.request), "delete", { resource: "Contracts", ownerId: found.visitor.createdBy });
  await ctx.db.transaction(async (tx) => {
    const v = await repo.findVisitorForUpdate(tx, id);
    if (!v) throw notFound("Visitor not found");
    // The travel figure cascades with the row: kept here so a restore puts it back with its factor.
    const figures = await figuresFor(tx, { kind: "visitor", visitorId: id });
    const bin = await moveToRecycleBin(tx, ctx.request, {
      recordType: "visitor",
      tableName: "visitor_attendance",
      recordId: v.id,
      recordData: v,
      recordName: `${project.name}: ${fullName(v)} (${v.date})`,
      metadata: { projectId: project.id, projectSlug: project.slug, figures },
    });
    await repo.deleteVisitor(tx, id);
    await audit(tx, ctx.request, {
      action: "visitor_deleted",
      description: `Deleted the visit of ${fullName(v)} (${v.company}) on ${v.date} from ${project.name}`,
      entityType: "visitor",
      entityId: v.id,
      entityName: fullName(v),
      category: "diary",
      severity: "warning",
      metadata: { projectId: project.id, date: v.date, travelCarbon: Number(v.travelCarbon ?? 0), recycleBinId: bin.id },
    });
  });
}

export async function listProjectVisitors(db: Db, slug: string, q: PageQuery & { date?: string }) {
  const project = await getLiveProjectBySlug(db, slug);
  const { rows, total, onSite, travelCarbon } = await repo.listVisitors(db, project.id, q.date, q.pageSize, (q.page - 1) * q.pageSize);
  return { ...toPage(rows.map(presentVisitorItem), total, q), date: q.date ?? null, onSiteCount: onSite, travelCarbon };
}
