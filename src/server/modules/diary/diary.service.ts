import type { FastifyRequest } from "fastify";
import type { Db } from "../../db/client";
import type { Mailer } from "../../platform/mail";
import { requireUser } from "../../platform/access";
import { requireRecordRight } from "../../platform/permissions";
import { audit, contractRecord } from "../../platform/audit";
import { moveToRecycleBin } from "../../platform/recycle-bin";
import { badRequest, notFound } from "../../platform/errors";
import { getLiveProjectById } from "../projects/project-lookup";
import { labourHours, parseLabour } from "@shared/rules/labour-hours";
import { COUNT_CAP, toPage, type PageQuery } from "@shared/common/paging";
import { MAX_SHARE_RECIPIENTS, SHARE_LIMIT_MESSAGE, type DiaryEntryInput } from "@shared/diary/diary-entry";
import * as repo from "./diary.repository";
import { presentEntry, presentListItem } from "./diary.presenter";
import { sharedEntryEmail } from "./diary.emails";

export type Ctx = { db: Db; mailer: Mailer; request: FastifyRequest };

/**
 * The labour JSON as stored: what the client sent, with `hours` recomputed from its start and
 * finish times. The client's figure is never trusted (a shift past midnight is the classic error).
 */
export function normaliseLabour(raw: string): string {
  const sent = JSON.parse(raw) as Record<string, unknown>;
  const labour = parseLabour(sent);
  return JSON.stringify({ ...sent, hours: labourHours(labour.startTime, labour.finishTime) });
}

async function getLiveEntry(db: Db, id: number) {
  const entry = await repo.findEntry(db, id);
  if (!entry) throw notFound("Diary entry not found");
  const project = await getLiveProjectById(db, entry.projectId);
  return { entry, project };
}

/** Addresses in `next` that are not yet in `had`, and the union to store (at most 50). */
function recipients(had: string[], next: string[]) {
  const known = new Set(had);
  const added = next.filter((e) => !known.has(e));
  const all = [...had, ...added];
  if (all.length > MAX_SHARE_RECIPIENTS) throw badRequest(SHARE_LIMIT_MESSAGE, "sharedWith");
  return { added, all };
}

/** The sharer's mail allowance for the whole batch, taken before anything is saved (a 429 changes nothing). */
const reserveShares = (ctx: Ctx, emails: string[]) => ctx.mailer.reserve(requireUser(ctx.request).id, emails.length);

async function sendTo(ctx: Ctx, write: Writer, emails: string[], entry: repo.DiaryEntryRow, project: { name: string }) {
  const sharedBy = requireUser(ctx.request).name;
  for (const to of emails) await write(sharedEntryEmail(to, entry, project, sharedBy));
}
type Writer = Awaited<ReturnType<typeof reserveShares>>;

const summary = (text: string) => (text.length > 60 ? `${text.slice(0, 57)}...` : text);

export async function createEntry(ctx: Ctx, input: DiaryEntryInput) {
  const user = requireUser(ctx.request);
  const project = await getLiveProjectById(ctx.db, input.projectId);
  const { all } = recipients([], input.sharedWith ?? []);
  const write = await reserveShares(ctx, all);
  const entry = await ctx.db.transaction(async (tx) => {
    const row = await repo.insertEntry(tx, {
      projectId: project.id,
      userId: user.id,
      date: input.date,
      author: user.name,
      workSummary: input.workSummary,
      weatherImpact: input.weatherImpact,
      materialsDelivered: input.materialsDelivered,
      labor: normaliseLabour(input.labor),
      sharedWith: all,
      updatedBy: user.id,
    });
    await audit(tx, ctx.request, {
      action: "diary_entry_created",
      description: `Logged a diary entry for ${project.name} on ${row.date}: ${summary(row.workSummary)}`,
      ...contractRecord("diary_entry", "diary", row.id, project, { date: row.date, sharedWith: all.length }),
    });
    return row;
  });
  await sendTo(ctx, write, all, entry, project);
  return presentEntry(entry);
}

/** The author is not among them: it is whoever logged the entry, whoever edits it later. */
const EDITABLE = ["date", "workSummary", "weatherImpact", "materialsDelivered", "labor"] as const;

export async function updateEntry(ctx: Ctx, id: number, input: DiaryEntryInput) {
  const user = requireUser(ctx.request);
  const { entry, project } = await getLiveEntry(ctx.db, id);
  if (input.projectId !== entry.projectId) throw badRequest("A diary entry cannot be moved to another project", "projectId");
  const { added, all } = recipients(entry.sharedWith ?? [], input.sharedWith ?? []);
  const write = await reserveShares(ctx, added);
  const saved = await ctx.db.transaction(async (tx) => {
    const before = await repo.findEntryForUpdate(tx, id);
    if (!before) throw notFound("Diary entry not found");
    const next = {
      date: input.date,
      workSummary: input.workSummary,
      weatherImpact: input.weatherImpact,
      materialsDelivered: input.materialsDelivered,
      labor: normaliseLabour(input.labor),
    };
    const changed = EDITABLE.filter((k) => (before[k] ?? null) !== (next[k] ?? null));
    const after = await repo.updateEntry(tx, id, { ...next, sharedWith: all, updatedBy: user.id });
    await audit(tx, ctx.request, {
      action: "diary_entry_updated",
      description: `Updated the diary entry of ${after.date} for ${project.name}${changed.length ? ` (${changed.join(", ")})` : ""}`,
      ...contractRecord("diary_entry", "diary", after.id, project, { changedFields: changed, sharedWithAdded: added.length }),
    });
    return after;
  });
  await sendTo(ctx, write, added, saved, project);
  return presentEntry(saved);
}

export async function getEntry(db: Db, id: number) {
  return presentEntry((await getLiveEntry(db, id)).entry);
}

/** The entry goes to the recycle bin (docs/decisions/0008-recycle-bin.md), then leaves the diary. */
export async function deleteEntry(ctx: Ctx, id: number) {
  const { entry: found, project } = await getLiveEntry(ctx.db, id);
  await requireRecordRight(ctx.db, requireUser(ctx.request), "delete", { resource: "Contracts", ownerId: found.userId });
  await ctx.db.transaction(async (tx) => {
    const entry = await repo.findEntryForUpdate(tx, id);
    if (!entry) throw notFound("Diary entry not found");
    const photoIds = await repo.photoIdsOfEntry(tx, id);
    const bin = await moveToRecycleBin(tx, ctx.request, {
      recordType: "diary_entry",
      tableName: "diary_entries",
      recordId: entry.id,
      recordData: entry,
      recordName: `${project.name}: ${entry.date}`,
      // The row is removed (diary entries have no deleted_at): the snapshot is the whole row, and the
      // photo ids let a restore re-attach the files whose link the delete clears.
      metadata: { projectId: project.id, projectSlug: project.slug, photoFileIds: photoIds },
    });
    await repo.deleteEntry(tx, id);
    await audit(tx, ctx.request, {
      action: "diary_entry_deleted",
      description: `Deleted the diary entry of ${entry.date} for ${project.name} by ${entry.author}`,
      severity: "warning",
      ...contractRecord("diary_entry", "diary", entry.id, project, { date: entry.date, recycleBinId: bin.id }),
    });
  });
}

/** Emails the entry to each address and remembers every address it has been shared with. */
export async function shareEntry(ctx: Ctx, id: number, emails: string[]) {
  const { entry, project } = await getLiveEntry(ctx.db, id);
  recipients(entry.sharedWith ?? [], emails); // too many is 400 before the allowance is spent
  const write = await reserveShares(ctx, emails);
  const saved = await ctx.db.transaction(async (tx) => {
    const before = await repo.findEntryForUpdate(tx, id);
    if (!before) throw notFound("Diary entry not found");
    const { all } = recipients(before.sharedWith ?? [], emails);
    const after = await repo.setSharedWith(tx, id, all);
    await audit(tx, ctx.request, {
      action: "diary_entry_shared",
      description: `Shared the diary entry of ${entry.date} for ${project.name} with ${emails.length} ${emails.length === 1 ? "person" : "people"}`,
      ...contractRecord("diary_entry", "diary", entry.id, project, { emails }),
    });
    return after;
  });
  await sendTo(ctx, write, emails, saved, project);
  return { entry: presentEntry(saved), sent: emails.length };
}

export async function listEntries(db: Db, q: PageQuery & repo.EntryFilters, countCap = COUNT_CAP) {
  if (q.from && q.to && q.from > q.to) throw badRequest("From date must be on or before To date", "from");
  const { rows, total } = await repo.listEntries(db, q, countCap);
  return toPage(rows.map(presentListItem), total, q);
}
