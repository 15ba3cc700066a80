import { requireUser } from "../../platform/access";
import { audit, contractRecord } from "../../platform/audit";
import { badRequest, conflict, notFound } from "../../platform/errors";
import { statusLabel, type StatusChangeInput } from "@shared/site-issues/site-issue";
import { missingNote, workflowRefusal } from "@shared/site-issues/workflow";
import * as repo from "./site-issues.repository";
import { getIssue, getLiveIssue, issueName, type Ctx } from "./site-issues.service";

/**
 * POST /api/site-issues/:id/status (docs/decisions/0010-site-issue-workflow.md): a step the workflow
 * does not allow is 409 with its reason; resolving needs resolution notes, reopening a reason (400).
 */
export async function changeStatus(ctx: Ctx, id: number, input: StatusChangeInput) {
  const user = requireUser(ctx.request);
  const { project } = await getLiveIssue(ctx.db, id);
  await ctx.db.transaction(async (tx) => {
    const before = await repo.findIssueForUpdate(tx, id);
    if (!before) throw notFound("Site issue not found");
    const refusal = workflowRefusal(before.status, input.status);
    if (refusal) throw conflict(refusal);
    const noteNeeded = missingNote(before.status, input.status, input.note);
    if (noteNeeded) throw badRequest(noteNeeded, "note");
    const now = new Date();
    const values =
      input.status === "resolved"
        ? { resolutionNotes: input.note, resolvedAt: now, closedAt: null }
        : input.status === "closed"
          ? { closedAt: now }
          : input.status === "open"
            ? // Reopened: the old resolution stays in the history, not on the live issue.
              { resolutionNotes: null, resolvedAt: null, closedAt: null }
            : {};
    await repo.updateIssue(tx, id, { status: input.status, ...values, updatedBy: user.id });
    await repo.insertUpdate(tx, { issueId: id, projectId: project.id, userId: user.id, fromStatus: before.status, toStatus: input.status, note: input.note });
    await audit(tx, ctx.request, {
      action: "site_issue_status_changed",
      description: `Site issue ${issueName(before)} on ${project.name}: ${statusLabel(before.status)} → ${statusLabel(input.status)}${input.note ? ` (${input.note.slice(0, 80)})` : ""}`,
      ...contractRecord("site_issue", "site_issues", id, project, { from: before.status, to: input.status }),
    });
  });
  return getIssue(ctx.db, id);
}

/** POST /api/site-issues/:id/notes: a progress note in the history, without a status change. */
export async function addNote(ctx: Ctx, id: number, note: string) {
  const user = requireUser(ctx.request);
  const { issue, project } = await getLiveIssue(ctx.db, id);
  await ctx.db.transaction(async (tx) => {
    await repo.insertUpdate(tx, { issueId: id, projectId: project.id, userId: user.id, fromStatus: issue.status, toStatus: null, note });
    await audit(tx, ctx.request, {
      action: "site_issue_note_added",
      description: `Added a note to site issue ${issueName(issue)} on ${project.name}`,
      ...contractRecord("site_issue", "site_issues", id, project),
    });
  });
  return getIssue(ctx.db, id);
}
