import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { desc, eq } from "drizzle-orm";
import { call, createTestApp, type TestApp } from "../../test/harness";
import { signedIn } from "../../test/sessions";
import { buildProject } from "../../seed/factories";
import { activityLogs, diaryEntries, files, projects } from "../../db/schema/index";
import { PDF, buildDiaryEntry, multipart, multipartMany, pngBytes } from "./files.test-support";

let t: TestApp;
let manager: string;
let viewer: string;
let project: Awaited<ReturnType<typeof buildProject>>;

beforeAll(async () => {
  t = await createTestApp();
  manager = (await signedIn(t, { role: "Site Manager" })).cookie;
  viewer = (await signedIn(t, { role: "Viewer" })).cookie;
  project = await buildProject(t.db);
});
afterAll(() => t.close());

const url = (id: number) => `/api/diary-entries/${id}/photos`;
const photosOf = async (id: number) => (await t.db.select().from(diaryEntries).where(eq(diaryEntries.id, id)))[0].photos;
const addPhotos = (cookie: string | undefined, id: number, body = multipart(pngBytes(), "site.png", "image/png")) =>
  call(t.app, cookie, { method: "POST", url: url(id), ...body });

describe("POST /api/diary-entries/:id/photos", () => {
  it("401 signed out, 403 for a Viewer", async () => {
    const entry = await buildDiaryEntry(t.db, project.id);
    expect((await addPhotos(undefined, entry.id)).statusCode).toBe(401);
    expect((await addPhotos(viewer, entry.id)).statusCode).toBe(403);
  });

  it("400 for anything but photos, and for no file; 404 for a missing entry or a deleted project", async () => {
    const entry = await buildDiaryEntry(t.db, project.id);
    const pdf = await addPhotos(manager, entry.id, multipart(PDF, "plan.pdf", "application/pdf"));
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json()).toMatchObject({ message: "plan.pdf: Only photos can be added here: PNG, JPEG, WebP or GIF images", errors: [{ field: "file" }] });
    expect((await call(t.app, manager, { method: "POST", url: url(entry.id), payload: {} })).json().message).toBe("Choose a file to upload");
    expect((await addPhotos(manager, 999999)).json().message).toBe("Diary entry not found");
    expect((await addPhotos(manager, 0)).statusCode).toBe(400);
    const gone = await buildProject(t.db, { deletedAt: new Date() });
    expect((await addPhotos(manager, (await buildDiaryEntry(t.db, gone.id)).id)).statusCode).toBe(404);
    expect(await photosOf(entry.id)).toEqual([]);
  });

  it("adds several photos at once, refusing the whole batch if one is not a photo", async () => {
    const entry = await buildDiaryEntry(t.db, project.id);
    const mixed = multipartMany([
      { name: "a.png", type: "image/png", data: pngBytes() },
      { name: "b.pdf", type: "image/png", data: PDF },
    ]);
    expect((await addPhotos(manager, entry.id, mixed)).statusCode).toBe(400);
    expect(await t.db.select().from(files).where(eq(files.diaryEntryId, entry.id))).toHaveLength(0);

    const res = await addPhotos(
      manager,
      entry.id,
      multipartMany([
        { field: "files", name: "east.png", type: "image/png", data: pngBytes() },
        { field: "files", name: "west.png", type: "image/png", data: pngBytes(6, 6) },
      ]),
    );
    expect(res.statusCode).toBe(201);
    const items = res.json().items;
    expect(items.map((f: { originalName: string }) => f.originalName)).toEqual(["east.png", "west.png"]);
    expect(items[0]).toMatchObject({ diaryEntryId: entry.id, projectId: project.id, folderId: null, isImage: true });
    expect(await photosOf(entry.id)).toEqual(items.map((f: { id: number }) => f.id));
    const [log] = await t.db.select().from(activityLogs).orderBy(desc(activityLogs.id)).limit(1);
    expect(log).toMatchObject({ action: "file_uploaded", entityName: "west.png" });
  });
});

describe("GET /api/diary-entries/:id/photos", () => {
  it("401 signed out, 404 missing entry, the entry's photos oldest first", async () => {
    const entry = await buildDiaryEntry(t.db, project.id);
    await addPhotos(manager, entry.id, multipart(pngBytes(), "one.png", "image/png"));
    await addPhotos(manager, entry.id, multipart(pngBytes(), "two.png", "image/png"));
    expect((await call(t.app, undefined, { method: "GET", url: url(entry.id) })).statusCode).toBe(401);
    expect((await call(t.app, viewer, { method: "GET", url: url(999999) })).statusCode).toBe(404);
    const res = await call(t.app, viewer, { method: "GET", url: url(entry.id) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ total: 2, items: [{ originalName: "one.png" }, { originalName: "two.png" }] });
  });

  it("404 once the project is deleted", async () => {
    const p = await buildProject(t.db);
    const entry = await buildDiaryEntry(t.db, p.id);
    await t.db.update(projects).set({ deletedAt: new Date() }).where(eq(projects.id, p.id));
    expect((await call(t.app, viewer, { method: "GET", url: url(entry.id) })).json().message).toBe("Project not found");
  });
});

describe("DELETE /api/diary-entries/:id/photos/:fileId", () => {
  const detach = (cookie: string | undefined, id: number, fileId: number) => call(t.app, cookie, { method: "DELETE", url: `${url(id)}/${fileId}` });

  it("401, 403 for a Viewer, 404 for a photo of another entry", async () => {
    const entry = await buildDiaryEntry(t.db, project.id);
    const other = await buildDiaryEntry(t.db, project.id);
    const photo = (await addPhotos(manager, entry.id)).json().items[0];
    expect((await detach(undefined, entry.id, photo.id)).statusCode).toBe(401);
    expect((await detach(viewer, entry.id, photo.id)).statusCode).toBe(403);
    const wrong = await detach(manager, other.id, photo.id);
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().message).toBe("Photo not found on this diary entry");
    expect((await detach(manager, entry.id, 0)).json().message).toBe("Photo not found");
  });

  it("takes the photo off the entry and keeps it in the project's files", async () => {
    const entry = await buildDiaryEntry(t.db, project.id);
    const [a, b] = (
      await addPhotos(
        manager,
        entry.id,
        multipartMany([
          { name: "a.png", type: "image/png", data: pngBytes() },
          { name: "b.png", type: "image/png", data: pngBytes() },
        ]),
      )
    ).json().items;
    const res = await detach(manager, entry.id, a.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: a.id, diaryEntryId: null });
    expect(await photosOf(entry.id)).toEqual([b.id]);
    expect((await call(t.app, viewer, { method: "GET", url: `/api/files/${a.id}` })).statusCode).toBe(200);
    expect((await call(t.app, viewer, { method: "GET", url: url(entry.id) })).json().items.map((f: { id: number }) => f.id)).toEqual([b.id]);
  });
});
