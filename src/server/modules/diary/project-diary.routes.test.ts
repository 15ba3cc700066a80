import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { labourHours } from "@shared/rules/labour-hours";
import { call, createTestApp, type TestApp } from "../../test/harness";
import { signedIn } from "../../test/sessions";
import { diaryComments, diaryEntries } from "../../db/schema/index";
import { buildProject, denyContracts, labourJson, softDelete, uploadedFile } from "./diary.test-support";

let t: TestApp;
let viewer: string;
let outsider: string;
let project: { id: number; slug: string };

/** As the API stores it: hours already computed from the times. */
const labour = (company: string, startTime: string, finishTime: string) =>
  labourJson({ company, startTime, finishTime, hours: labourHours(startTime, finishTime) });

beforeAll(async () => {
  t = await createTestApp();
  viewer = (await signedIn(t, { role: "Viewer" })).cookie;
  await denyContracts(t.db, "Other");
  outsider = (await signedIn(t, { role: "Other" })).cookie;
  project = await buildProject(t.db);
  const base = { projectId: project.id, author: "Sam Site", workSummary: "Work" };
  await t.db.insert(diaryEntries).values([
    { ...base, date: "2025-03-10", labor: labour("Aire Groundworks", "08:00", "17:00") },
    { ...base, date: "2025-03-10", labor: labour("Aire Groundworks", "22:00", "06:00") },
    { ...base, date: "2025-03-10", labor: labour("Calder Electrical", "08:00", "12:30") },
    { ...base, date: "2025-03-10", labor: "this is not JSON" },
    { ...base, date: "2025-03-07", labor: labour("Own labour", "07:00", "15:30") },
    { ...base, date: "2025-03-05", labor: labour("Own labour", "08:00", "09:00") },
  ]);
  const photo = await uploadedFile(t.db, project.id, { originalName: "pour.jpg" });
  await t.db.insert(diaryComments).values([
    { projectId: project.id, date: "2025-03-10", timeSlot: "14:00", comment: "Pour finished", author: "Sam Site", photos: [photo.id] },
    { projectId: project.id, date: "2025-03-10", timeSlot: "General", comment: "Good progress", author: "Sam Site" },
    { projectId: project.id, date: "2025-03-10", timeSlot: "09:00", comment: "Concrete arrived", author: "Jo" },
    // A day with a comment and no entry is still a day of the diary.
    { projectId: project.id, date: "2025-03-08", timeSlot: "General", comment: "Site closed: high winds", author: "Jo" },
  ]);
});
afterAll(() => t.close());

const diary = (cookie: string | undefined, slug: string, qs = "") =>
  call(t.app, cookie, { method: "GET", url: `/api/projects/by-slug/${slug}/diary-entries${qs}` });

describe("GET /api/projects/by-slug/:slug/diary-entries", () => {
  it("401 signed out, 403 without Contracts view, 400 for bad paging", async () => {
    expect((await diary(undefined, project.slug)).statusCode).toBe(401);
    expect((await diary(outsider, project.slug)).statusCode).toBe(403);
    expect((await diary(viewer, project.slug, "?days=0")).json().message).toBe("Days must be at least 1");
    expect((await diary(viewer, project.slug, "?days=500")).json().message).toBe("Days must be at most 31");
    expect((await diary(viewer, project.slug, "?before=yesterday")).json().message).toBe("Before date must be a valid date (yyyy-mm-dd)");
  });

  it("404 for an unknown project or one in the recycle bin", async () => {
    expect((await diary(viewer, "no-such-project")).statusCode).toBe(404);
    const gone = await buildProject(t.db);
    await softDelete(t.db, gone.id);
    const res = await diary(viewer, gone.slug);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("Project not found");
  });

  it("answers days newest first with entries, hours per day and per company, and comments by slot", async () => {
    const res = await diary(viewer, project.slug, "?days=2");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.days.map((d: { date: string }) => d.date)).toEqual(["2025-03-10", "2025-03-08"]);
    expect(body.nextBefore).toBe("2025-03-08");
    const [day, windy] = body.days;
    expect(day.entries).toHaveLength(4);
    expect(day.totalHours).toBe(21.5);
    expect(day.companies).toEqual([
      { company: "Aire Groundworks", hours: 17 },
      { company: "Calder Electrical", hours: 4.5 },
      { company: "", hours: 0 },
    ]);
    expect(day.entries[3].labour).toMatchObject({ company: "", hours: 0 });
    expect(day.comments.map((s: { timeSlot: string }) => s.timeSlot)).toEqual(["General", "09:00", "14:00"]);
    expect(day.comments[2].comments[0].photos).toEqual([
      { id: expect.any(Number), name: "pour.jpg", url: expect.stringMatching(/^\/api\/files\/\d+\/content$/) },
    ]);
    expect(windy).toMatchObject({ entries: [], totalHours: 0, comments: [{ timeSlot: "General", comments: [{ comment: "Site closed: high winds" }] }] });
  });

  it("pages to older days with `before` and says when there is nothing older", async () => {
    const page2 = (await diary(viewer, project.slug, "?days=2&before=2025-03-08")).json();
    expect(page2.days.map((d: { date: string }) => d.date)).toEqual(["2025-03-07", "2025-03-05"]);
    expect(page2.days[0].totalHours).toBe(8.5);
    expect(page2.nextBefore).toBeNull();
    expect((await diary(viewer, project.slug, "?before=2025-03-05")).json()).toEqual({ days: [], nextBefore: null });
  });

  it("an empty diary has no days", async () => {
    const empty = await buildProject(t.db);
    expect((await diary(viewer, empty.slug)).json()).toEqual({ days: [], nextBefore: null });
  });
});
