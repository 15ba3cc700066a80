import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { call, createTestApp, type TestApp } from "../../test/harness";
import { signedIn } from "../../test/sessions";
import { diaryComments, diaryEntries } from "../../db/schema/index";
import { buildProject, denyContracts, labourJson, lastLog, messages, softDelete, uploadedFile } from "./diary.test-support";

let t: TestApp;
let manager: { user: { id: number; name: string }; cookie: string };
let supervisor: { user: { id: number; name: string }; cookie: string };
let director: string;
let viewer: string;
let outsider: string;
let project: { id: number; slug: string };
let entryId: number;

beforeAll(async () => {
  t = await createTestApp();
  manager = await signedIn(t, { role: "Site Manager", name: "Sam Site" });
  supervisor = await signedIn(t, { role: "Site Supervisor", name: "Jo Foreman" });
  director = (await signedIn(t, { role: "Director" })).cookie;
  viewer = (await signedIn(t, { role: "Viewer" })).cookie;
  await denyContracts(t.db, "Other");
  outsider = (await signedIn(t, { role: "Other" })).cookie;
  project = await buildProject(t.db);
  const [entry] = await t.db
    .insert(diaryEntries)
    .values({ projectId: project.id, date: "2025-03-10", author: "Sam Site", workSummary: "Work", labor: labourJson() })
    .returning();
  entryId = entry.id;
});
afterAll(() => t.close());

const url = (slug = project.slug) => `/api/projects/by-slug/${slug}/diary-comments`;
const post = (cookie: string | undefined, payload: object, slug?: string) => call(t.app, cookie, { method: "POST", url: url(slug), payload });
const valid = { date: "2025-03-10", timeSlot: "09:00", comment: "Concrete wagon arrived 09:20" };
const create = async (cookie = manager.cookie, over: object = {}) => {
  const res = await post(cookie, { ...valid, ...over });
  expect(res.statusCode).toBe(201);
  return res.json();
};

describe("POST /api/projects/by-slug/:slug/diary-comments", () => {
  it("401, 403 (Viewer), 400 with messages, 404 unknown or deleted project", async () => {
    expect((await post(undefined, valid)).statusCode).toBe(401);
    expect((await post(viewer, valid)).statusCode).toBe(403);
    const bad = await post(manager.cookie, { date: "10/03/2025", timeSlot: "07:30", comment: " " });
    expect(bad.statusCode).toBe(400);
    expect(messages(bad.json())).toEqual(
      expect.arrayContaining(["Date must be a valid date (yyyy-mm-dd)", "Choose General or an hour of the day, e.g. 08:00", "Comment is required"]),
    );
    expect((await post(manager.cookie, valid, "no-such-project")).statusCode).toBe(404);
    const gone = await buildProject(t.db);
    await softDelete(t.db, gone.id);
    expect((await post(manager.cookie, valid, gone.slug)).statusCode).toBe(404);
  });

  it("saves the comment with the author from the session, attached to an entry, with photos of this project", async () => {
    const photo = await uploadedFile(t.db, project.id, { originalName: "wagon.jpg" });
    const body = await create(manager.cookie, { recordId: entryId, recordType: "diary_entry", photos: [photo.id] });
    expect(body).toMatchObject({ timeSlot: "09:00", author: "Sam Site", userId: manager.user.id, recordId: entryId, recordType: "diary_entry" });
    expect(body.photos).toEqual([{ id: photo.id, name: "wagon.jpg", url: `/api/files/${photo.id}/content` }]);
    expect(await lastLog(t.db)).toMatchObject({ action: "diary_comment_created", entityId: String(body.id) });
  });

  it("refuses photos from another project, files that are not images, and entries of another project", async () => {
    const other = await buildProject(t.db);
    const foreign = await uploadedFile(t.db, other.id);
    const pdf = await uploadedFile(t.db, project.id, { mimetype: "application/pdf", originalName: "rams.pdf" });
    expect((await post(manager.cookie, { ...valid, photos: [foreign.id] })).json().message).toBe("Attach photos uploaded to this project");
    expect((await post(manager.cookie, { ...valid, photos: [pdf.id] })).json().message).toBe("rams.pdf is not an image");
    const [otherEntry] = await t.db
      .insert(diaryEntries)
      .values({ projectId: other.id, date: "2025-03-10", author: "x", workSummary: "w", labor: "{}" })
      .returning();
    expect((await post(manager.cookie, { ...valid, recordId: otherEntry.id })).json().message).toBe("The diary entry was not found in this project");
  });
});

describe("GET /api/projects/by-slug/:slug/diary-comments", () => {
  it("401, 403 without Contracts view, 400 without a date", async () => {
    expect((await call(t.app, undefined, { method: "GET", url: `${url()}?date=2025-03-10` })).statusCode).toBe(401);
    expect((await call(t.app, outsider, { method: "GET", url: `${url()}?date=2025-03-10` })).statusCode).toBe(403);
    expect((await call(t.app, viewer, { method: "GET", url: url() })).json().message).toBe("Date is required");
  });

  it("lists the day's comments, General first then by hour", async () => {
    const p = await buildProject(t.db);
    await post(manager.cookie, { ...valid, timeSlot: "15:00", comment: "Late" }, p.slug);
    await post(manager.cookie, { ...valid, timeSlot: "General", comment: "Overview" }, p.slug);
    await post(manager.cookie, { ...valid, date: "2025-03-11", comment: "Next day" }, p.slug);
    const res = await call(t.app, viewer, { method: "GET", url: `${url(p.slug)}?date=2025-03-10` });
    expect(res.statusCode).toBe(200);
    expect(res.json().items.map((c: { comment: string }) => c.comment)).toEqual(["Overview", "Late"]);
  });
});

describe("PATCH /api/diary-comments/:id", () => {
  const patch = (cookie: string | undefined, id: number, payload: object) =>
    call(t.app, cookie, { method: "PATCH", url: `/api/diary-comments/${id}`, payload });

  it("401, 403 (Viewer), 400, 404", async () => {
    const c = await create();
    expect((await patch(undefined, c.id, { comment: "x" })).statusCode).toBe(401);
    expect((await patch(viewer, c.id, { comment: "x" })).statusCode).toBe(403);
    expect((await patch(manager.cookie, c.id, { comment: "" })).json().message).toBe("Comment is required");
    expect((await patch(manager.cookie, 999999, { comment: "x" })).statusCode).toBe(404);
  });

  it("edits the text and slot and records who edited it", async () => {
    const c = await create();
    const res = await patch(supervisor.cookie, c.id, { comment: "Wagon arrived 09:40, 20 min late", timeSlot: "10:00" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ comment: "Wagon arrived 09:40, 20 min late", timeSlot: "10:00", author: "Sam Site", updatedBy: "Jo Foreman" });
    const [row] = await t.db.select().from(diaryComments).where(eq(diaryComments.id, c.id));
    expect(row.updatedByUserId).toBe(supervisor.user.id);
    expect(await lastLog(t.db)).toMatchObject({ action: "diary_comment_updated" });
  });
});

describe("DELETE /api/diary-comments/:id", () => {
  const del = (cookie: string | undefined, id: number) => call(t.app, cookie, { method: "DELETE", url: `/api/diary-comments/${id}` });

  it("401, 403 (Viewer), 404", async () => {
    const c = await create();
    expect((await del(undefined, c.id)).statusCode).toBe(401);
    expect((await del(viewer, c.id)).statusCode).toBe(403);
    expect((await del(manager.cookie, 999999)).statusCode).toBe(404);
  });

  it("the author deletes their own; someone else's needs Contracts delete", async () => {
    const c = await create(manager.cookie);
    const refused = await del(supervisor.cookie, c.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("You can only delete your own comments");
    expect((await del(manager.cookie, c.id)).statusCode).toBe(204);
    expect(await lastLog(t.db)).toMatchObject({ action: "diary_comment_deleted", entityId: String(c.id) });
    const other = await create(supervisor.cookie);
    expect((await del(director, other.id)).statusCode).toBe(204);
  });
});
