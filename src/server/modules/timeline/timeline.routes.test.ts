import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { call, createTestApp, type TestApp } from "../../test/harness";
import { signedIn } from "../../test/sessions";
import { buildProject } from "../../seed/factories";
import {
  budgetChangeLogs,
  diaryComments,
  diaryEntries,
  fileComments,
  files,
  journalMessages,
  projects,
  rolePermissions,
  scope2Energy,
  weatherRecords,
} from "../../db/schema/index";
import type { TimelineItem, TimelinePage } from "@shared/timeline/timeline";

let t: TestApp;
let viewer: string;
let refused: string;
let author: { id: number; name: string };
let project: Awaited<ReturnType<typeof buildProject>>;

const at = (hhmm: string, day = "2025-03-10") => new Date(`${day}T${hhmm}:00.000Z`);

beforeAll(async () => {
  t = await createTestApp();
  viewer = (await signedIn(t, { role: "Viewer" })).cookie;
  const other = await signedIn(t, { role: "Other" });
  refused = other.cookie;
  await t.db
    .update(rolePermissions)
    .set({ canView: false, canEdit: false, canCreate: false, canDelete: false })
    .where(and(eq(rolePermissions.role, "Other"), eq(rolePermissions.resource, "Contracts")));
  const writer = await signedIn(t, { role: "Site Manager", name: "Sam Foreman" });
  author = { id: writer.user.id, name: writer.user.name };

  project = await buildProject(t.db, {
    name: "Riverside Flats",
    createdBy: author.id,
    createdAt: at("08:00", "2025-03-09"),
    updatedAt: at("08:00", "2025-03-09"),
  });
  const pid = project.id;
  await t.db.insert(budgetChangeLogs).values({
    projectId: pid,
    userId: author.id,
    fieldName: "labour",
    oldValue: "1000.00",
    newValue: "1500.00",
    reason: "Extra groundworks",
    changedAt: at("09:00"),
    createdBy: author.name,
  });
  const [entry] = await t.db
    .insert(diaryEntries)
    .values({
      projectId: pid,
      userId: author.id,
      date: "2025-03-10",
      author: author.name,
      workSummary: "Poured the slab",
      labor: "{}",
      createdAt: at("10:00"),
      updatedAt: at("16:00"),
      updatedBy: author.id,
    })
    .returning();
  await t.db.insert(diaryComments).values({
    projectId: pid,
    date: "2025-03-10",
    timeSlot: "11:00",
    comment: "Concrete arrived late",
    author: author.name,
    userId: author.id,
    createdAt: at("11:00"),
  });
  await t.db
    .insert(journalMessages)
    .values({ projectId: pid, userId: author.id, author: author.name, message: "Crane booked for Thursday", createdAt: at("12:00") });
  const [file] = await t.db
    .insert(files)
    .values({
      filename: "f1",
      originalName: "slab.jpg",
      path: "k1",
      mimetype: "image/jpeg",
      size: 2048,
      projectId: pid,
      diaryEntryId: entry.id,
      uploadedBy: author.id,
      createdAt: at("13:00"),
    })
    .returning();
  await t.db.insert(fileComments).values({ fileId: file.id, userId: author.id, content: "Nice finish", createdAt: at("14:00") });
  await t.db.insert(weatherRecords).values({
    projectId: pid,
    date: "2025-03-10",
    temperature: "7.50",
    condition: "Light rain",
    source: "manual",
    createdBy: author.id,
    createdAt: at("15:00"),
  });

  await t.db.insert(scope2Energy).values({
    projectId: pid,
    date: "2025-03-10",
    energyType: "gas",
    consumption: "1200.000",
    unit: "kWh",
    carbonEmitted: "219.300",
    createdBy: author.id,
    createdAt: at("15:30"),
  });

  // Another project's events never leak in.
  const elsewhere = await buildProject(t.db);
  await t.db.insert(journalMessages).values({ projectId: elsewhere.id, author: "Someone", message: "Not this project", createdAt: at("12:30") });
});
afterAll(() => t.close());

const get = (cookie: string | undefined, query = "", slug = project.slug) =>
  call(t.app, cookie, { method: "GET", url: `/api/projects/by-slug/${slug}/timeline${query}` });

describe("GET /api/projects/by-slug/:slug/timeline", () => {
  it("401 signed out, 403 without Contracts view", async () => {
    expect((await get(undefined)).statusCode).toBe(401);
    expect((await get(refused)).statusCode).toBe(403);
  });

  it("400 with messages for a bad kind, limit or cursor", async () => {
    const kind = await get(viewer, "?kind=diary,plumbing");
    expect(kind.statusCode).toBe(400);
    expect(kind.json().errors[0]).toEqual({
      field: "kind",
      message: "Kind must be one of project, diary, comments, journal, files, weather, site, carbon, issues",
    });
    const limit = await get(viewer, "?limit=500");
    expect(limit.json().message).toBe("Limit must be at most 100");
    const cursor = await get(viewer, "?before=not-a-cursor");
    expect(cursor.statusCode).toBe(400);
    expect(cursor.json()).toMatchObject({ message: "Invalid cursor", errors: [{ field: "before", message: "Invalid cursor" }] });
  });

  it("404 for an unknown or deleted project", async () => {
    expect((await get(viewer, "", "no-such-project")).statusCode).toBe(404);
    const gone = await buildProject(t.db, { deletedAt: new Date() });
    const res = await get(viewer, "", gone.slug);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("Project not found");
  });

  it("lists every kind of event, newest first, with actor, title and summary", async () => {
    const res = await get(viewer);
    expect(res.statusCode).toBe(200);
    const body = res.json() as TimelinePage;
    expect(body.nextCursor).toBeNull();
    expect(body.items.map((i) => i.kind)).toEqual([
      "diary_entry_updated",
      "energy_recorded",
      "weather_recorded",
      "file_comment",
      "file_uploaded",
      "journal_message",
      "diary_comment",
      "diary_entry_created",
      "budget_changed",
      "project_created",
    ]);
    const byKind = Object.fromEntries(body.items.map((i) => [i.kind, i])) as Record<string, TimelineItem>;
    expect(byKind.diary_entry_created).toMatchObject({
      at: "2025-03-10T10:00:00.000Z",
      actor: author,
      title: "Diary entry for 10/03/2025",
      summary: "Poured the slab",
      link: `/project/${project.slug}?tab=diary&date=2025-03-10`,
    });
    expect(byKind.budget_changed).toMatchObject({ title: "Labour budget changed", summary: "£1,000.00 → £1,500.00 · Extra groundworks" });
    expect(byKind.weather_recorded).toMatchObject({ title: "Weather for 10/03/2025 entered by hand", summary: "7.5 °C, Light rain" });
    // Numbers as product.md §9 writes them: en-GB, separators, 2 decimals, units one way (docs/code-style.md).
    expect(byKind.energy_recorded).toMatchObject({ title: "Gas reading", summary: "10/03/2025 · 1,200.00 kWh · 219.30 kg CO2e" });
    expect(byKind.file_comment).toMatchObject({ title: "Comment on slab.jpg", summary: "Nice finish" });
    expect(byKind.diary_comment).toMatchObject({ title: "Comment on 10/03/2025 (11:00)", summary: "Concrete arrived late" });
    expect(byKind.project_created).toMatchObject({ title: "Project created", summary: "Riverside Flats", actor: author });
    expect(body.items.some((i) => i.summary === "Not this project")).toBe(false);
  });

  it("filters by kind group", async () => {
    const diary = (await get(viewer, "?kind=diary")).json() as TimelinePage;
    expect(diary.items.map((i) => i.kind)).toEqual(["diary_entry_updated", "diary_entry_created"]);
    const two = (await get(viewer, "?kind=comments,weather")).json() as TimelinePage;
    expect(two.items.map((i) => i.kind)).toEqual(["weather_recorded", "file_comment", "diary_comment"]);
  });

  it("pages with the cursor without repeating or skipping, even on equal timestamps", async () => {
    // Three journal messages and a comment in the same microsecond: only (kind, id) tells them apart.
    const same = new Date("2025-03-11T09:00:00.000Z");
    await t.db.insert(journalMessages).values([1, 2, 3].map((n) => ({ projectId: project.id, author: "Crew", message: `Same time ${n}`, createdAt: same })));
    await t.db.insert(diaryComments).values({ projectId: project.id, date: "2025-03-11", comment: "Same time comment", author: "Crew", createdAt: same });

    const all = ((await get(viewer, "?limit=100")).json() as TimelinePage).items.map((i) => `${i.kind}:${i.id}`);
    const paged: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await get(viewer, `?limit=2${cursor ? `&before=${cursor}` : ""}`);
      expect(res.statusCode).toBe(200);
      const page = res.json() as TimelinePage;
      expect(page.items.length).toBeLessThanOrEqual(2);
      paged.push(...page.items.map((i) => `${i.kind}:${i.id}`));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor && pages < 20);
    expect(paged).toEqual(all);
    expect(all).toHaveLength(14);
    expect(all.slice(0, 4)).toEqual([
      expect.stringMatching(/^journal_message:/),
      expect.stringMatching(/^journal_message:/),
      expect.stringMatching(/^journal_message:/),
      expect.stringMatching(/^diary_comment:/),
    ]);
  });

  it("shows a project edit after creation and stops when the project is deleted", async () => {
    await t.db
      .update(projects)
      .set({ updatedAt: at("18:00", "2025-03-12"), updatedBy: author.id })
      .where(eq(projects.id, project.id));
    const first = ((await get(viewer, "?kind=project")).json() as TimelinePage).items;
    expect(first[0]).toMatchObject({ kind: "project_updated", title: "Project details updated", actor: author });
    await t.db.update(projects).set({ deletedAt: new Date() }).where(eq(projects.id, project.id));
    expect((await get(viewer)).statusCode).toBe(404);
  });
});
