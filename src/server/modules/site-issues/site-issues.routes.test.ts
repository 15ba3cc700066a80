import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { call, createTestApp, type TestApp } from "../../test/harness";
import { signedIn } from "../../test/sessions";
import { recycleBin, siteIssueUpdates, siteIssues } from "../../db/schema/index";
import { buildProject, buildUser } from "../../seed/factories";
import { dayFromToday, denyContracts, issueBody, lastLog, messages } from "./site-issues.test-support";

let t: TestApp;
let manager: { user: { id: number; name: string }; cookie: string };
let director: string;
let viewer: string;
let outsider: string;
let project: { id: number; slug: string; name: string };
let foreman: { id: number; name: string };

beforeAll(async () => {
  t = await createTestApp();
  manager = await signedIn(t, { role: "Site Manager", name: "Sam Site" });
  director = (await signedIn(t, { role: "Director" })).cookie;
  viewer = (await signedIn(t, { role: "Viewer" })).cookie;
  await denyContracts(t.db, "Other");
  outsider = (await signedIn(t, { role: "Other" })).cookie;
  project = await buildProject(t.db, { name: "Riverside Apartments" });
  foreman = await buildUser(t.db, { name: "Fran Foreman", status: "active" });
});
afterAll(() => t.close());

const post = (cookie: string | undefined, payload: object) => call(t.app, cookie, { method: "POST", url: "/api/site-issues", payload });
const create = async (over: Record<string, unknown> = {}) => {
  const res = await post(manager.cookie, issueBody(project.id, over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};
const step = (id: number, status: string, note?: string, cookie = manager.cookie) =>
  call(t.app, cookie, { method: "POST", url: `/api/site-issues/${id}/status`, payload: { status, note } });

describe("POST /api/site-issues", () => {
  it("401 signed out, 403 for a Viewer", async () => {
    expect((await post(undefined, issueBody(project.id))).statusCode).toBe(401);
    expect((await post(viewer, issueBody(project.id))).statusCode).toBe(403);
  });

  it("400 with each field's message", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ issueType: "weather" }, "Choose an issue type"],
      [{ priority: undefined }, "Choose a priority"],
      [{ issueDescription: "  " }, "Issue description is required"],
      [{ issueDescription: "x".repeat(5001) }, "Issue description must be 5000 characters or fewer"],
      [{ immediateActions: "x".repeat(5001) }, "Immediate actions must be 5000 characters or fewer"],
      [{ proposedSolution: "x".repeat(5001) }, "Proposed solution must be 5000 characters or fewer"],
      [{ targetDate: "2025-03-13" }, "Target date cannot be before the issue date"],
      [{ targetDate: "21/03/2025" }, "Target date must be a valid date (yyyy-mm-dd)"],
      [{ assignedToId: -1 }, "Assign the issue to an active team member"],
      [{ assignedToId: 999999 }, "Assign the issue to an active team member"],
    ];
    for (const [over, message] of cases) {
      const res = await post(manager.cookie, issueBody(project.id, over));
      expect(res.statusCode, JSON.stringify(over).slice(0, 80)).toBe(400);
      expect(messages(res.json())).toContain(message);
    }
  });

  it("offers and accepts as assignee only active users whose role can edit Contracts (issue 11 item 5)", async () => {
    const reader = await buildUser(t.db, { name: "Vic Viewer", role: "Viewer", status: "active" });
    const res = await post(manager.cookie, issueBody(project.id, { assignedToId: reader.id }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: "assignedToId", message: "Assign the issue to someone whose role can edit Contracts" }]);

    expect((await call(t.app, undefined, { method: "GET", url: "/api/site-issues/assignees" })).statusCode).toBe(401);
    expect((await call(t.app, outsider, { method: "GET", url: "/api/site-issues/assignees" })).statusCode).toBe(403);
    const list = await call(t.app, viewer, { method: "GET", url: "/api/site-issues/assignees" });
    expect(list.statusCode).toBe(200);
    const ids = list.json().items.map((u: { id: number }) => u.id);
    expect(ids).toContain(foreman.id);
    expect(ids).toContain(manager.user.id);
    expect(ids).not.toContain(reader.id);
  });

  it("refuses an inactive assignee", async () => {
    const gone = await buildUser(t.db, { name: "Left Company", status: "inactive" });
    const res = await post(manager.cookie, issueBody(project.id, { assignedToId: gone.id }));
    expect(res.statusCode).toBe(400);
    expect(messages(res.json())).toEqual(["Assign the issue to an active team member"]);
  });

  it("stores the issue open, reported by the signed-in user, with the assignee's name; audited", async () => {
    const body = await create({ assignedToId: String(foreman.id) });
    expect(body).toMatchObject({
      status: "open",
      issueType: "health_and_safety",
      issueTypeLabel: "Health & Safety",
      priority: "high",
      reportedBy: "Sam Site",
      reportedById: manager.user.id,
      assignedToId: foreman.id,
      assignedTo: "Fran Foreman",
      overdue: true,
      updates: [],
      photos: [],
    });
    expect(body.daysOverdue).toBeGreaterThan(0);
    expect(await lastLog(t.db)).toMatchObject({ action: "site_issue_created", entityType: "site_issue", entityId: String(body.id) });
  });

  it("defaults the date to today and stores empty optional text as null", async () => {
    const body = await create({ date: undefined, targetDate: "", location: "", immediateActions: "" });
    expect(body.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Math.abs(Date.parse(body.date) - Date.now())).toBeLessThan(2 * 86_400_000);
    expect(body).toMatchObject({ targetDate: null, location: null, immediateActions: null, overdue: false, daysOverdue: 0 });
  });

  it("404 for an unknown project", async () => {
    const res = await post(manager.cookie, issueBody(999999));
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("Project not found");
  });
});

describe("GET /api/projects/by-slug/:slug/site-issues", () => {
  const list = (qs = "", cookie: string | null = viewer, slug = "") =>
    call(t.app, cookie ?? undefined, { method: "GET", url: `/api/projects/by-slug/${slug || listProject.slug}/site-issues${qs}` });
  let listProject: { id: number; slug: string };

  beforeAll(async () => {
    listProject = await buildProject(t.db, { name: "Kirkstall Yard" });
    const add = async (over: Record<string, unknown>) => {
      const res = await post(manager.cookie, issueBody(listProject.id, { date: dayFromToday(-30), ...over }));
      expect(res.statusCode, res.body).toBe(201);
      return res.json();
    };
    await add({ priority: "low", targetDate: dayFromToday(-3), issueDescription: "Low but overdue" });
    await add({ priority: "critical", targetDate: dayFromToday(5), issueDescription: "Critical, due soon" });
    await add({ priority: "medium", targetDate: dayFromToday(-10), issueDescription: "Medium overdue by ten" });
    await add({ priority: "critical", targetDate: null, issueDescription: "Critical without target" });
    const done = await add({ priority: "high", targetDate: dayFromToday(-20), issueDescription: "Resolved long ago", assignedToId: foreman.id });
    expect((await step(done.id, "in_progress")).statusCode).toBe(200);
    expect((await step(done.id, "resolved", "Fixed")).statusCode).toBe(200);
  });

  it("401, 403 without Contracts view, 404 unknown project, 400 bad filters", async () => {
    expect((await list("", null)).statusCode).toBe(401);
    expect((await list("", outsider)).statusCode).toBe(403);
    expect((await list("", viewer, "no-such-project")).statusCode).toBe(404);
    const bad = await list("?status=done&overdue=maybe");
    expect(bad.statusCode).toBe(400);
    expect(messages(bad.json())).toEqual(expect.arrayContaining(["Status must be open, in_progress, resolved or closed", "Overdue must be true or false"]));
  });

  it("sorts overdue first, then priority, then target date, and counts each status", async () => {
    const body = (await list()).json();
    expect(body.items.map((i: { issueDescription: string }) => i.issueDescription)).toEqual([
      "Medium overdue by ten",
      "Low but overdue",
      "Critical, due soon",
      "Critical without target",
      "Resolved long ago",
    ]);
    expect(body.items[0]).toMatchObject({ overdue: true, daysOverdue: 10 });
    expect(body.items[4]).toMatchObject({ status: "resolved", overdue: false });
    expect(body.counts).toEqual({ open: 4, inProgress: 0, resolved: 1, closed: 0, overdue: 2 });
    expect(body).toMatchObject({ page: 1, total: 5, pageCount: 1 });
  });

  it("filters by status, priority, assignee, search and overdue; pages on the server", async () => {
    expect((await list("?status=resolved")).json().total).toBe(1);
    expect((await list("?priority=critical")).json().total).toBe(2);
    expect((await list(`?assignedTo=${foreman.id}`)).json().items[0].issueDescription).toBe("Resolved long ago");
    expect((await list("?q=TEN")).json().total).toBe(1);
    const overdue = (await list("?overdue=true")).json();
    expect(overdue.total).toBe(2);
    // Counts follow the search, not the status tab.
    expect(overdue.counts.resolved).toBe(1);
    const paged = (await list("?pageSize=2&page=2")).json();
    expect(paged).toMatchObject({ page: 2, pageCount: 3, total: 5 });
    expect(paged.items[0].issueDescription).toBe("Critical, due soon");
  });
});

describe("GET/PATCH/DELETE /api/site-issues/:id", () => {
  it("GET: 401, 403 without Contracts view, 404 unknown, 400 bad id", async () => {
    const issue = await create();
    expect((await call(t.app, undefined, { method: "GET", url: `/api/site-issues/${issue.id}` })).statusCode).toBe(401);
    expect((await call(t.app, outsider, { method: "GET", url: `/api/site-issues/${issue.id}` })).statusCode).toBe(403);
    const missing = await call(t.app, viewer, { method: "GET", url: "/api/site-issues/999999" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("Site issue not found");
    expect((await call(t.app, viewer, { method: "GET", url: "/api/site-issues/abc" })).statusCode).toBe(400);
    expect((await call(t.app, viewer, { method: "GET", url: `/api/site-issues/${issue.id}` })).json().id).toBe(issue.id);
  });

  it("PATCH: 401, 403 for a Viewer, 400 messages, 404", async () => {
    const issue = await create();
    const patch = (cookie: string | undefined, payload: object, id = issue.id) =>
      call(t.app, cookie, { method: "PATCH", url: `/api/site-issues/${id}`, payload });
    expect((await patch(undefined, { priority: "low" })).statusCode).toBe(401);
    expect((await patch(viewer, { priority: "low" })).statusCode).toBe(403);
    expect((await patch(manager.cookie, { priority: "low" }, 999999)).statusCode).toBe(404);
    const early = await patch(manager.cookie, { targetDate: "2025-03-01" });
    expect(early.statusCode).toBe(400);
    expect(messages(early.json())).toEqual(["Target date cannot be before the issue date"]);
    expect(messages((await patch(manager.cookie, { issueDescription: "" })).json())).toContain("Issue description is required");
  });

  it("PATCH edits fields; an assignment writes the history the timeline reads", async () => {
    const issue = await create();
    const res = await call(t.app, manager.cookie, {
      method: "PATCH",
      url: `/api/site-issues/${issue.id}`,
      payload: { priority: "critical", assignedToId: foreman.id, location: "Stair core B" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ priority: "critical", location: "Stair core B", assignedTo: "Fran Foreman" });
    expect(res.json().updates).toEqual([
      expect.objectContaining({ fromStatus: "open", toStatus: null, note: "Assigned to Fran Foreman", user: { id: manager.user.id, name: "Sam Site" } }),
    ]);
    expect(await lastLog(t.db)).toMatchObject({ action: "site_issue_updated" });
    const again = await call(t.app, manager.cookie, { method: "PATCH", url: `/api/site-issues/${issue.id}`, payload: { assignedToId: null } });
    expect(again.json()).toMatchObject({ assignedTo: null, assignedToId: null });
    expect(again.json().updates[0].note).toBe("Unassigned (was Fran Foreman)");
  });

  it("DELETE: 403 without Contracts delete; the Director's delete goes to the recycle bin with its history", async () => {
    const issue = await create();
    await step(issue.id, "in_progress");
    const del = (cookie: string | undefined) => call(t.app, cookie, { method: "DELETE", url: `/api/site-issues/${issue.id}` });
    expect((await del(undefined)).statusCode).toBe(401);
    expect((await del((await signedIn(t, { role: "Site Manager" })).cookie)).statusCode).toBe(403); // someone else's record with Edit only (decision 0014)
    expect((await del(director)).statusCode).toBe(204);
    expect(await t.db.select().from(siteIssues).where(eq(siteIssues.id, issue.id))).toEqual([]);
    const [bin] = await t.db
      .select()
      .from(recycleBin)
      .where(eq(recycleBin.recordId, String(issue.id)));
    expect(bin).toMatchObject({ recordType: "site_issue", tableName: "site_issues", recordName: `Riverside Apartments: #${issue.id} Health & Safety` });
    expect((bin.metadata as { updates: unknown[] }).updates).toHaveLength(1);
    expect(await lastLog(t.db)).toMatchObject({ action: "site_issue_deleted", severity: "warning" });
    expect((await del(director)).statusCode).toBe(404);
  });
});

describe("POST /api/site-issues/:id/status", () => {
  it("401, 403 for a Viewer, 404, 400 bad status", async () => {
    const issue = await create();
    expect((await call(t.app, undefined, { method: "POST", url: `/api/site-issues/${issue.id}/status`, payload: { status: "in_progress" } })).statusCode).toBe(
      401,
    );
    expect((await call(t.app, viewer, { method: "POST", url: `/api/site-issues/${issue.id}/status`, payload: { status: "in_progress" } })).statusCode).toBe(
      403,
    );
    expect((await step(999999, "in_progress")).statusCode).toBe(404);
    const bad = await step(issue.id, "done");
    expect(bad.statusCode).toBe(400);
    expect(messages(bad.json())).toEqual(["Status must be open, in_progress, resolved or closed"]);
  });

  it("409 for a step the workflow does not allow", async () => {
    const issue = await create();
    const closing = await step(issue.id, "closed");
    expect(closing.statusCode).toBe(409);
    expect(closing.json().message).toBe("An open issue must be resolved before it is closed");
    expect((await step(issue.id, "resolved", "Done")).json().message).toBe("Start work on the issue before resolving it");
    expect((await step(issue.id, "open", "Why")).json().message).toBe("The issue is already open");
  });

  it("walks open → in progress → resolved → closed → reopened, with notes, dates and history", async () => {
    const issue = await create();
    expect((await step(issue.id, "in_progress", "Scaffolder booked for Monday")).json().status).toBe("in_progress");
    const noNotes = await step(issue.id, "resolved", " ");
    expect(noNotes.statusCode).toBe(400);
    expect(messages(noNotes.json())).toEqual(["Resolution notes are required to resolve an issue"]);
    const resolved = (await step(issue.id, "resolved", "Guard-rail and toe boards reinstated; inspected")).json();
    expect(resolved).toMatchObject({ status: "resolved", resolutionNotes: "Guard-rail and toe boards reinstated; inspected", closedAt: null });
    expect(resolved.resolvedAt).not.toBeNull();
    const closed = (await step(issue.id, "closed")).json();
    expect(closed.status).toBe("closed");
    expect(closed.closedAt).not.toBeNull();
    const noReason = await step(issue.id, "open");
    expect(noReason.statusCode).toBe(400);
    expect(messages(noReason.json())).toEqual(["A reason is required to reopen an issue"]);
    const reopened = (await step(issue.id, "open", "Toe board missing again on bay 3")).json();
    expect(reopened).toMatchObject({ status: "open", resolvedAt: null, closedAt: null, resolutionNotes: null });
    expect(reopened.updates.map((u: { fromStatus: string; toStatus: string }) => `${u.fromStatus}→${u.toStatus}`)).toEqual([
      "closed→open",
      "resolved→closed",
      "in_progress→resolved",
      "open→in_progress",
    ]);
    const rows = await t.db.select().from(siteIssueUpdates).where(eq(siteIssueUpdates.issueId, issue.id));
    expect(rows.map((r) => [r.userId, r.projectId])).toEqual(rows.map(() => [manager.user.id, project.id]));
    expect(rows).toHaveLength(4);
    expect(await lastLog(t.db)).toMatchObject({ action: "site_issue_status_changed" });
  });
});

describe("POST /api/site-issues/:id/notes", () => {
  it("401, 403, 400, and a note in the history", async () => {
    const issue = await create();
    const note = (cookie: string | undefined, payload: object) => call(t.app, cookie, { method: "POST", url: `/api/site-issues/${issue.id}/notes`, payload });
    expect((await note(undefined, { note: "x" })).statusCode).toBe(401);
    expect((await note(viewer, { note: "x" })).statusCode).toBe(403);
    expect(messages((await note(manager.cookie, { note: "" })).json())).toEqual(["Note is required"]);
    const res = await note(manager.cookie, { note: "Spoke to the scaffolder" });
    expect(res.statusCode).toBe(200);
    expect(res.json().updates[0]).toMatchObject({ fromStatus: "open", toStatus: null, note: "Spoke to the scaffolder" });
  });
});
