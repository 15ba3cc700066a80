import { dayExposure, exposurePoints, havsDecision, HAVS_ACTION_POINTS, HAVS_LIMIT_POINTS, HAVS_MESSAGES, type ToolUse } from "@shared/rules/havs";
import {
  formatMagnitude,
  formatMinutes,
  HAVS_LOG_MESSAGES,
  type HavsContractDay,
  type HavsEntry,
  type HavsLogAnswer,
  type HavsRefusal,
  type HavsTool,
  type HavsToolLogs,
  type HavsWorkerDay,
  type LogHavsInput,
  type UpdateHavsInput,
} from "@shared/assets/havs";
import { ukToday } from "@shared/common/uk-dates";
import type { Db, Tx } from "../../db/client";
import { requireUser } from "../../platform/access";
import { audit } from "../../platform/audit";
import { badRequest, forbidden, HttpError, notFound } from "../../platform/errors";
import { userCan } from "../../platform/permissions";
import { moveToRecycleBin } from "../../platform/recycle-bin";
import { getLiveProjectById, getLiveProjectBySlug } from "../projects/project-lookup";
import { getLiveWorker } from "../workers/workers.service";
import { liveAsset, type Ctx } from "./asset-record";
import * as repo from "./havs.repository";

/**
 * Hand-arm vibration exposure (issue 32, decision 0076): trigger time per worker per day, points from
 * the tool's magnitude when logged (rules/havs.ts, exact), a warning from the action value and a
 * refusal at the limit value that only Assets edit may override with a logged reason. Every log and
 * edit of one worker runs under that worker's lock, so two at once cannot both slip under the limit.
 */

/** Exposure is health data about a person: it is answered only to Assets view and Workforce view together. */
async function mayRead(ctx: Ctx) {
  const { role } = requireUser(ctx.request);
  const both = await Promise.all([userCan(ctx.db, role, "Assets", "view"), userCan(ctx.db, role, "Workforce", "view")]);
  if (!both.every(Boolean)) throw forbidden(HAVS_LOG_MESSAGES.notAllowed);
}

const mayOverride = (ctx: Ctx) => userCan(ctx.db, requireUser(ctx.request).role, "Assets", "edit");

const uses = (rows: { magnitude: string; minutes: number }[]): ToolUse[] => rows.map((r) => ({ magnitude: r.magnitude, minutes: r.minutes }));

function presentEntry(e: repo.HavsEntryRow): HavsEntry {
  const r = e.row;
  return {
    id: r.id,
    workerId: r.workerId,
    workerName: e.workerName,
    assetId: r.assetId,
    toolName: e.toolName,
    projectId: r.projectId,
    contractName: e.contractName,
    day: r.day,
    minutes: r.minutes,
    magnitude: r.magnitude,
    points: r.points,
    overrideReason: r.overrideReason,
    recordedBy: e.recordedBy,
    createdAt: r.createdAt.toISOString(),
  };
}

/** A day's entries tool by tool: each tool's minutes added, its points rounded once from the exact sum. */
function byTool(rows: repo.HavsEntryRow[]) {
  const tools = new Map<string, { assetId: number; toolName: string; magnitude: string; minutes: number }>();
  // One line per tool and magnitude: a figure changed on the register mid-day is a different rate.
  for (const e of rows) {
    const key = `${e.row.assetId}:${e.row.magnitude}`;
    const t = tools.get(key) ?? { assetId: e.row.assetId, toolName: e.toolName, magnitude: e.row.magnitude, minutes: 0 };
    t.minutes += e.row.minutes;
    tools.set(key, t);
  }
  return [...tools.values()].map((t) => ({ ...t, points: exposurePoints(t) }));
}

function workerDayOf(workerId: number, workerName: string, day: string, rows: repo.HavsEntryRow[]): HavsWorkerDay {
  const { points, state } = dayExposure(uses(rows.map((e) => e.row)));
  return { workerId, workerName, day, points, state, tools: byTool(rows), entries: rows.map(presentEntry) };
}

const nameOf = (w: { firstName: string; lastName: string }) => `${w.firstName} ${w.lastName}`;

/** What the person logging reads from the action value on. */
function warningFor(name: string, points: number): string | null {
  if (points < HAVS_ACTION_POINTS) return null;
  return `${name} has ${points} points today. ${HAVS_MESSAGES.action}.`;
}

/** The limit's refusal in words, with the figures the screen offers the override with. */
function refusal(canOverride: boolean, name: string, before: number, adds: number, after: number): HttpError {
  const refused: HavsRefusal = {
    message: `${HAVS_MESSAGES.limit}. ${name} has ${before} points today; this use adds ${adds}, making ${after} of the ${HAVS_LIMIT_POINTS} allowed.`,
    before,
    adds,
    after,
    limit: HAVS_LIMIT_POINTS,
    canOverride,
  };
  const { message, ...extra } = refused;
  return new HttpError(409, message, extra);
}

/** Whether the caller may go past the limit, read before the transaction (nothing in it reads outside it). */
type Checked = { override?: { reason: string }; canOverride: boolean };

/**
 * Judges one more use of a worker's day under their lock: refused at the limit unless overridden
 * (by Assets edit, 403 otherwise). Returns the override reason to keep, if it was needed.
 */
async function judge(tx: Tx, worker: { id: number; name: string }, day: string, use: ToolUse, input: Checked, leaveOut?: number) {
  await repo.lockWorkerExposure(tx, worker.id);
  const sofar = uses(await repo.usesOf(tx, worker.id, day, leaveOut));
  const decision = havsDecision(sofar, use);
  if (!decision.refused) return { decision, override: null };
  const before = dayExposure(sofar).points;
  if (!input.override) throw refusal(input.canOverride, worker.name, before, exposurePoints(use), decision.after.points);
  if (!input.canOverride) throw forbidden(HAVS_LOG_MESSAGES.overrideNotAllowed);
  return { decision, override: input.override.reason };
}

const exposureRecord = (worker: { id: number; name: string }, metadata: Record<string, unknown>) => ({
  entityType: "worker",
  entityId: worker.id,
  entityName: worker.name,
  category: "assets",
  metadata,
});

async function answer(db: Db, entryId: number, worker: { id: number; name: string }, day: string): Promise<HavsLogAnswer> {
  const rows = await repo.workerDayEntries(db, worker.id, day);
  const entry = rows.find((r) => r.row.id === entryId) ?? (await repo.findEntry(db, entryId));
  const view = workerDayOf(worker.id, worker.name, day, rows);
  return { entry: presentEntry(entry!), day: view, warning: warningFor(worker.name, view.points) };
}

export async function logExposure(ctx: Ctx, input: LogHavsInput): Promise<HavsLogAnswer> {
  await mayRead(ctx);
  const w = await getLiveWorker(ctx.db, input.workerId);
  const worker = { id: w.id, name: nameOf(w) };
  const tool = await liveAsset(ctx.db, input.assetId);
  if (!tool.vibrationMagnitude) throw badRequest(HAVS_LOG_MESSAGES.noMagnitude, "assetId");
  const projectId = input.projectId ? (await getLiveProjectById(ctx.db, input.projectId)).id : tool.projectId;
  const use = { magnitude: tool.vibrationMagnitude, minutes: input.minutes };
  const points = exposurePoints(use);
  const canOverride = await mayOverride(ctx);
  const id = await ctx.db.transaction(async (tx) => {
    const { decision, override } = await judge(tx, worker, input.day, use, { override: input.override, canOverride });
    const row = await repo.insertEntry(tx, {
      workerId: worker.id,
      assetId: tool.id,
      projectId,
      day: input.day,
      minutes: input.minutes,
      magnitude: tool.vibrationMagnitude!,
      points,
      overrideReason: override,
      recordedBy: requireUser(ctx.request).id,
    });
    const spell = `${formatMinutes(input.minutes)} on ${tool.name} (${formatMagnitude(use.magnitude)}, ${points} points)`;
    await audit(tx, ctx.request, {
      action: override ? "havs_exposure_overridden" : "havs_exposure_logged",
      description: `Logged ${spell} for ${worker.name} on ${input.day}: ${decision.after.points} points that day${override ? `, over the exposure limit value (reason: ${override})` : ""}`,
      severity: override ? "warning" : decision.warn ? "warning" : "info",
      ...exposureRecord(worker, {
        havsExposureId: row.id,
        assetId: tool.id,
        projectId,
        day: input.day,
        points,
        dayPoints: decision.after.points,
        overrideReason: override,
      }),
    });
    return row.id;
  });
  return answer(ctx.db, id, worker, input.day);
}

/** An entry someone may correct: found, its worker live (404s otherwise). */
async function correctable(ctx: Ctx, id: number) {
  await mayRead(ctx);
  const found = await repo.findEntry(ctx.db, id);
  if (!found) throw notFound(HAVS_LOG_MESSAGES.entryNotFound);
  const w = await getLiveWorker(ctx.db, found.row.workerId);
  return { found, worker: { id: w.id, name: nameOf(w) } };
}

export async function updateExposure(ctx: Ctx, id: number, input: UpdateHavsInput): Promise<HavsLogAnswer> {
  const { found, worker } = await correctable(ctx, id);
  const before = found.row;
  // The magnitude it was logged with stays: a correction is of the minutes or the day, not the tool's figure.
  const use = { magnitude: before.magnitude, minutes: input.minutes };
  const points = exposurePoints(use);
  const canOverride = await mayOverride(ctx);
  await ctx.db.transaction(async (tx) => {
    const { decision, override } = await judge(tx, worker, input.day, use, { override: input.override, canOverride }, id);
    if (!(await repo.lockEntry(tx, id))) throw notFound(HAVS_LOG_MESSAGES.entryNotFound);
    await repo.updateEntry(tx, id, { day: input.day, minutes: input.minutes, points, overrideReason: override ?? before.overrideReason });
    await audit(tx, ctx.request, {
      action: override ? "havs_exposure_overridden" : "havs_exposure_updated",
      description: `Corrected ${worker.name}'s vibration log on ${found.toolName} from ${formatMinutes(before.minutes)} on ${before.day} to ${formatMinutes(input.minutes)} on ${input.day}: ${decision.after.points} points that day${override ? `, over the exposure limit value (reason: ${override})` : ""}`,
      severity: override ? "warning" : "info",
      ...exposureRecord(worker, {
        havsExposureId: id,
        before: { day: before.day, minutes: before.minutes, points: before.points },
        points,
        overrideReason: override,
      }),
    });
  });
  return answer(ctx.db, id, worker, input.day);
}

export async function deleteExposure(ctx: Ctx, id: number): Promise<void> {
  const { found, worker } = await correctable(ctx, id);
  await ctx.db.transaction(async (tx) => {
    await repo.lockWorkerExposure(tx, worker.id);
    const row = await repo.lockEntry(tx, id);
    if (!row) throw notFound(HAVS_LOG_MESSAGES.entryNotFound);
    await repo.deleteEntry(tx, id);
    // The bin's readers (Backup & Data) need not read Workforce: its name says the tool and the day, not the person.
    const bin = await moveToRecycleBin(tx, ctx.request, {
      recordType: "havs_exposure",
      tableName: "havs_exposures",
      recordId: id,
      recordData: row,
      recordName: `Vibration log: ${found.toolName} on ${row.day}`,
      metadata: row.projectId ? { projectId: row.projectId } : undefined,
    });
    await audit(tx, ctx.request, {
      action: "havs_exposure_deleted",
      description: `Deleted ${worker.name}'s vibration log of ${formatMinutes(row.minutes)} on ${found.toolName} on ${row.day} (${row.points} points)`,
      severity: "warning",
      ...exposureRecord(worker, { havsExposureId: id, recycleBinId: bin.id, day: row.day, points: row.points }),
    });
  });
}

export async function workerDay(ctx: Ctx, workerId: number, day = ukToday()): Promise<HavsWorkerDay> {
  await mayRead(ctx);
  const w = await getLiveWorker(ctx.db, workerId);
  return workerDayOf(w.id, nameOf(w), day, await repo.workerDayEntries(ctx.db, w.id, day));
}

export async function contractDay(ctx: Ctx, slug: string, day = ukToday()): Promise<HavsContractDay> {
  await mayRead(ctx);
  const project = await getLiveProjectBySlug(ctx.db, slug);
  const rows = await repo.contractDayEntries(ctx.db, project.id, day);
  const byWorker = new Map<number, repo.HavsEntryRow[]>();
  for (const r of rows) byWorker.set(r.row.workerId, [...(byWorker.get(r.row.workerId) ?? []), r]);
  const workers = [...byWorker.values()].map((entries) => {
    const { workerId, workerName, points, state, tools } = workerDayOf(entries[0].row.workerId, entries[0].workerName, day, entries);
    return { workerId, workerName, employer: entries[0].employer, points, state, tools, minutes: entries.reduce((n, e) => n + e.row.minutes, 0) };
  });
  // Worst first: the supervisor reads down from whoever must stop.
  workers.sort((a, b) => b.points - a.points || a.workerName.localeCompare(b.workerName, "en-GB"));
  return { day, workers };
}

export async function toolLogs(ctx: Ctx, assetId: number): Promise<HavsToolLogs> {
  await mayRead(ctx);
  const tool = await liveAsset(ctx.db, assetId);
  const items = await repo.toolEntries(ctx.db, tool.id, 20);
  return { assetId: tool.id, toolName: tool.name, magnitude: tool.vibrationMagnitude, items: items.map(presentEntry) };
}

/** The tools a log can name; no exposure in it, so Assets view (the route) is enough. */
export async function listTools(db: Db, q: { q?: string; projectId?: number }): Promise<HavsTool[]> {
  const rows = await repo.tools(db, q, 30);
  return rows.map((r) => ({ ...r, magnitude: r.magnitude! }));
}
