import { REOPEN_REASON_MESSAGE, RESOLUTION_REQUIRED_MESSAGE, type IssueStatus } from "./site-issue";

/**
 * The status workflow (docs/decisions/0010-site-issue-workflow.md): open → in_progress → resolved →
 * closed, and reopen (resolved or closed → open). Pure, so the view's buttons and the server agree.
 */

const ALLOWED: Record<IssueStatus, IssueStatus[]> = {
  open: ["in_progress"],
  in_progress: ["resolved"],
  resolved: ["closed", "open"],
  closed: ["open"],
};

export const allowedNextStatuses = (from: string): IssueStatus[] => ALLOWED[from as IssueStatus] ?? [];

/** Why a step is refused (409), or null when it is allowed. */
export function workflowRefusal(from: string, to: IssueStatus): string | null {
  if (allowedNextStatuses(from).includes(to)) return null;
  if (from === to) {
    return {
      open: "The issue is already open",
      in_progress: "Work has already started on this issue",
      resolved: "The issue is already resolved",
      closed: "The issue is already closed",
    }[to];
  }
  switch (to) {
    case "closed":
      return from === "open" ? "An open issue must be resolved before it is closed" : "An issue in progress must be resolved before it is closed";
    case "resolved":
      return from === "open" ? "Start work on the issue before resolving it" : "A closed issue must be reopened before it is resolved again";
    case "in_progress":
      return from === "resolved" ? "A resolved issue must be reopened before work starts again" : "A closed issue must be reopened before work starts again";
    case "open":
      return "An issue in progress cannot go back to open: resolve it first";
  }
}

/** The note a step needs (400), or null. */
export function missingNote(from: string, to: IssueStatus, note: string | null): string | null {
  if (note) return null;
  if (to === "resolved") return RESOLUTION_REQUIRED_MESSAGE;
  if (to === "open" && (from === "resolved" || from === "closed")) return REOPEN_REASON_MESSAGE;
  return null;
}

const DAY_MS = 86_400_000;

/** Overdue: a target date before today (UK) while the issue is open or in progress. */
export function daysOverdue(targetDate: string | null, status: string, today: string): number {
  if (!targetDate || (status !== "open" && status !== "in_progress") || targetDate >= today) return 0;
  return Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${targetDate}T00:00:00Z`)) / DAY_MS);
}
