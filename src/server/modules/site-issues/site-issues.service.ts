import type { FastifyRequest } from "fastify";
import type { Db, Tx } from "../../db/client";
import { requireUser } from "../../platform/access";
import { requireRecordRight } from "../../platform/permissions";
import { audit, contractRecord } from "../../platform/audit";
import { moveToRecycleBin } from "../../platform/recycle-bin";
import { badRequest, notFound } from "../../platform/errors";
import { notify } from "../../platform/notify";
import { toPage } from "@shared/common/paging";
import {
  ASSIGNEE_EDIT_MESSAGE,
  ASSIGNEE_MESSAGE,
  TARGET_BEFORE_DATE_MESSAGE,
  issueTypeLabel,
  priorityLabel,
  type CreateSiteIssueInput,
  type ListSiteIssuesQuery,
  type SiteIssueList,
  type UpdateSiteIssueInput,
} from "@shared/site-issues/site-issue";
import { ukDay, ukToday } from "@shared/common/uk-dates";
import type { TeamOptions } from "@shared/projects/project-list";
import { getLiveProjectById, getLiveProjectBySlug } from "../projects/project-lookup";
import * as repo from "./site-issues.repository";
import { presentDetail, presentIssue } from "./site-issues.presenter";

export type Ctx = { db: Db; request: FastifyRequest };

/** An issue of a live project, or 404: a project in the recycle bin hides its issues too. */
export async function getLiveIssue(db: Db, id: number) {
  const issue = await repo.findIssue(db, id);
  if (!issue) throw notFound("Site issue not found");
  return { issue, project: await getLiveProjectById(db, issue.projectId) };
}

export const summary = (text: string) => (text.length > 60 ? `${text.slice(0, 57)}...` : text);
export const issueName = (row: { id: number; issueType: string }) => `#${row.id} ${issueTypeLabel(row.issueType)}`;

/**
 * The assignee is told (issue 33), in the assignment's transaction, unless they assigned it to
 * themself: the issue, where, how urgent and by when, linked to the issue's page.
 */
async function noticeAssigned(tx: Tx, ctx: Ctx, issue: repo.SiteIssueRow, project: { id: number; name: string; slug: string }) {
  const actor = requireUser(ctx.request);
  if (issue.assignedToId === null || issue.assignedToId === actor.id) return;
  const where = issue.location ? ` at ${issue.location}` : "";
  const by = issue.targetDate ? ` Target date ${ukDay(issue.targetDate)}.` : "";
  await notify(
    tx,
    [issue.assignedToId],
    {
      title: `Site issue ${issueName(issue)} assigned to you`,
      message: `${actor.name} assigned you a ${priorityLabel(issue.priority).toLowerCase()} priority issue on ${project.name}${where}: ${summary(issue.issueDescription)}.${by}`,
      type: "site_issue_assigned",
      category: "site_issues",
      priority: issue.priority === "high" || issue.priority === "critical" ? "high" : "medium",
      projectId: project.id,
      link: `/project/${project.slug}/site-issues/view/${issue.id}`,
      metadata: { siteIssueId: issue.id },
    },
    ctx.request,
  );
}

/** The assignee as stored: an active user's id and name, or nobody. */
async function assignee(db: Db | Tx, id: number | null | undefined) {
  if (id === null || id === undefined) return { assignedToId: null, assignedTo: null };
  const user = await repo.findActiveUser(db, id);
  if (!user) throw badRequest(ASSIGNEE_MESSAGE, "assignedToId");
  if (!user.mayEdit) throw badRequest(ASSIGNEE_EDIT_MESSAGE, "assignedToId");
  return { assignedToId: user.id, assignedTo: user.name };
}

/** GET /api/site-issues/assignees: who the Assigned to list offers (the rule `assignee` refuses by). */
export async function listAssignees(db: Db): Promise<TeamOptions> {
  const items = await repo.listAssignees(db);
  return { items, total: items.length };
}

export async function getIssue(db: Db, id: number) {
  const { issue } = await getLiveIssue(db, id);
  return presentDetail(issue, ukToday(), await repo.listUpdates(db, id), await repo.listPhotos(db, id));
}

export async function listIssues(db: Db, slug: string, q: ListSiteIssuesQuery): Promise<SiteIssueList> {
  const project = await getLiveProjectBySlug(db, slug);
  const today = ukToday();
  const { rows, total, counts } = await repo.listIssues(db, project.id, q, today);
  return {
    ...toPage(
      rows.map((r) => presentIssue(r.issue, today, r.photoCount)),
      total,
      q,
    ),
    counts,
  };
}

export async function createIssue(ctx: Ctx, input: CreateSiteIssueInput) {
  const user = requireUser(ctx.request);
  const project = await getLiveProjectById(ctx.db, input.projectId);
  const date = input.date ?? ukToday();
  if (input.targetDate && input.targetDate < date) throw badRequest(TARGET_BEFORE_DATE_MESSAGE, "targetDate");
  const row = await ctx.db.transaction(async (tx) => {
    const who = await assignee(tx, input.assignedToId);
    const saved = await repo.insertIssue(tx, {
      projectId: project.id,
      date,
      issueType: input.issueType,
      priority: input.priority,
      location: input.location,
      ...who,
      targetDate: input.targetDate,
      status: "open",
      issueDescription: input.issueDescription,
      immediateActions: input.immediateActions,
      proposedSolution: input.proposedSolution,
      reportedBy: user.name,
      reportedById: user.id,
      createdBy: user.id,
      updatedBy: user.id,
    });
    // The raising itself is the timeline's site_issue_raised; an assignment at birth is not a change.
    await audit(tx, ctx.request, {
      action: "site_issue_created",
      description: `Raised site issue ${issueName(saved)} (${saved.priority}) on ${project.name}: ${summary(saved.issueDescription)}`,
      ...contractRecord("site_issue", "site_issues", saved.id, project, { priority: saved.priority, assignedToId: saved.assignedToId }),
    });
    await noticeAssigned(tx, ctx, saved, project);
    return saved;
  });
  return getIssue(ctx.db, row.id);
}

const EDITABLE = ["date", "issueType", "priority", "location", "targetDate", "issueDescription", "immediateActions", "proposedSolution"] as const;

export async function updateIssue(ctx: Ctx, id: number, input: UpdateSiteIssueInput) {
  const user = requireUser(ctx.request);
  const { project } = await getLiveIssue(ctx.db, id);
  await ctx.db.transaction(async (tx) => {
    const before = await repo.findIssueForUpdate(tx, id);
    if (!before) throw notFound("Site issue not found");
    const values: Partial<repo.NewSiteIssue> = {};
    for (const key of EDITABLE) {
      const next = input[key];
      if (next === undefined || (key === "date" && next === null)) continue;
      if ((before[key] ?? null) !== next) Object.assign(values, { [key]: next });
    }
    const date = values.date ?? before.date;
    const target = values.targetDate !== undefined ? values.targetDate : before.targetDate;
    if (target && target < date) throw badRequest(TARGET_BEFORE_DATE_MESSAGE, "targetDate");
    let assignment: string | null = null;
    if (input.assignedToId !== undefined && (input.assignedToId ?? null) !== before.assignedToId) {
      const who = await assignee(tx, input.assignedToId);
      Object.assign(values, who);
      assignment = who.assignedTo
        ? `Assigned to ${who.assignedTo}${before.assignedTo ? ` (was ${before.assignedTo})` : ""}`
        : `Unassigned (was ${before.assignedTo ?? "nobody"})`;
    }
    const changed = Object.keys(values);
    if (changed.length === 0) return;
    const after = await repo.updateIssue(tx, id, { ...values, updatedBy: user.id });
    if (assignment)
      await repo.insertUpdate(tx, { issueId: id, projectId: project.id, userId: user.id, fromStatus: before.status, toStatus: null, note: assignment });
    if (assignment && after.assignedToId !== null) await noticeAssigned(tx, ctx, after, project);
    await audit(tx, ctx.request, {
      action: "site_issue_updated",
      description: `Updated site issue ${issueName(before)} on ${project.name} (${changed.filter((k) => k !== "assignedTo").join(", ")})`,
      ...contractRecord("site_issue", "site_issues", id, project, { changedFields: changed }),
    });
  });
  return getIssue(ctx.db, id);
}

/** The issue goes to the recycle bin (docs/decisions/0008-recycle-bin.md) with its history, then leaves the list. */
export async function deleteIssue(ctx: Ctx, id: number) {
  const { issue: found, project } = await getLiveIssue(ctx.db, id);
  await requireRecordRight(ctx.db, requireUser(ctx.request), "delete", { resource: "Contracts", ownerId: found.createdBy });
  await ctx.db.transaction(async (tx) => {
    const issue = await repo.findIssueForUpdate(tx, id);
    if (!issue) throw notFound("Site issue not found");
    const updates = await repo.listUpdates(tx, id);
    const photoFileIds = await repo.photoIdsOf(tx, id);
    const bin = await moveToRecycleBin(tx, ctx.request, {
      recordType: "site_issue",
      tableName: "site_issues",
      recordId: issue.id,
      recordData: issue,
      recordName: `${project.name}: ${issueName(issue)}`,
      // The row is removed with its history and photo links (cascade); the files stay in the project's
      // Files, so the snapshot keeps the history and the file ids a restore re-links.
      metadata: {
        projectId: project.id,
        projectSlug: project.slug,
        photoFileIds,
        updates: updates.map((u) => ({ ...u.update, createdAt: u.update.createdAt.toISOString() })),
      },
    });
    await repo.deleteIssue(tx, id);
    await audit(tx, ctx.request, {
      action: "site_issue_deleted",
      description: `Deleted site issue ${issueName(issue)} on ${project.name}: ${summary(issue.issueDescription)}`,
      severity: "warning",
      ...contractRecord("site_issue", "site_issues", issue.id, project, { status: issue.status, recycleBinId: bin.id }),
    });
  });
}
