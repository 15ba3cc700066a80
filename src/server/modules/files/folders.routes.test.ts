import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { desc, eq } from "drizzle-orm";
import { call, createTestApp, type TestApp } from "../../test/harness";
import { signedIn } from "../../test/sessions";
import { buildProject } from "../../seed/factories";
import { activityLogs, diaryEntries, fileBlobs, files, projects } from "../../db/schema/index";
import { buildDiaryEntry, multipartMany, pngBytes } from "./files.test-support";

let t: TestApp;
let director: string;
let manager: string;
let managerId: number;
let directorId: number;
let viewer: string;
let project: Awaited<ReturnType<typeof buildProject>>;

beforeAll(async () => {
  t = await createTestApp();
  ({
    cookie: director,
    user: { id: directorId },
  } = await signedIn(t, { role: "Director" }));
  ({
    cookie: manager,
    user: { id: managerId },
  } = await signedIn(t, { role: "Site Manager" }));
  viewer = (await signedIn(t, { role: "Viewer" })).cookie;
  project = await buildProject(t.db);
});
afterAll(() => t.close());

const base = () => `/api/projects/by-slug/${project.slug}/folders`;
const create = (cookie: string | undefined, payload: object, slug = project.slug) =>
  call(t.app, cookie, { method: "POST", url: `/api/projects/by-slug/${slug}/folders`, payload });
const made = async (name: string, parentId?: number) => {
  const res = await create(manager, { name, parentId });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; name: string; parentId: number | null };
};
const fieldMessages = (body: { errors: { field: string; message: string }[] }) => Object.fromEntries(body.errors.map((e) => [e.field, e.message]));
const lastLog = async () => (await t.db.select().from(activityLogs).orderBy(desc(activityLogs.id)).limit(1))[0];

describe("POST /api/projects/by-slug/:slug/folders", () => {
  it("401 signed out, 403 for a Viewer (view only)", async () => {
    expect((await create(undefined, { name: "Drawings" })).statusCode).toBe(401);
    expect((await create(viewer, { name: "Drawings" })).statusCode).toBe(403);
  });

  it("400 with the name's message", async () => {
    const blank = await create(manager, { name: "  " });
    expect(blank.statusCode).toBe(400);
    expect(fieldMessages(blank.json())).toEqual({ name: "Folder name is required" });
    const long = await create(manager, { name: "x".repeat(101) });
    expect(long.json().message).toBe("Folder name must be 100 characters or fewer");
    expect((await create(manager, {})).json().message).toBe("Folder name is required");
    expect((await create(manager, { name: "a/b" })).json().message).toBe("Folder name cannot contain / or \\");
  });

  it("creates nested folders and audits it", async () => {
    const top = await made("Drawings");
    const sub = await made("Structural", top.id);
    expect(sub).toMatchObject({ name: "Structural", parentId: top.id, projectId: project.id, itemCount: 0 });
    expect(await lastLog()).toMatchObject({ action: "folder_created", entityId: String(sub.id) });
  });

  it("409 for a sibling with the same name (any case); the same name elsewhere is fine", async () => {
    const top = await made("Photos");
    const res = await create(manager, { name: "photos" });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('A folder named "photos" already exists here');
    expect((await create(manager, { name: "Photos", parentId: top.id })).statusCode).toBe(201);
  });

  it("400 for a parent in another project; 404 for a missing or deleted project", async () => {
    const other = await buildProject(t.db);
    const foreign = (await create(manager, { name: "Theirs" }, other.slug)).json();
    const res = await create(manager, { name: "Mine", parentId: foreign.id });
    expect(res.statusCode).toBe(400);
    expect(fieldMessages(res.json())).toEqual({ parentId: "Parent folder not found" });
    expect((await create(manager, { name: "X" }, "no-such-project")).statusCode).toBe(404);
    await t.db.update(projects).set({ deletedAt: new Date() }).where(eq(projects.id, other.id));
    const gone = await create(manager, { name: "Y" }, other.slug);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe("Project not found");
  });
});

describe("GET /api/projects/by-slug/:slug/folders and GET /api/folders/:id", () => {
  it("401 signed out", async () => {
    expect((await call(t.app, undefined, { method: "GET", url: base() })).statusCode).toBe(401);
    expect((await call(t.app, undefined, { method: "GET", url: "/api/folders/1" })).statusCode).toBe(401);
  });

  it("lists one level at a time by name, with item counts; a folder answers its path", async () => {
    const p = await buildProject(t.db);
    const url = `/api/projects/by-slug/${p.slug}/folders`;
    const b = (await create(manager, { name: "B site" }, p.slug)).json();
    const a = (await create(manager, { name: "A site" }, p.slug)).json();
    const a1 = (await create(manager, { name: "Level 1", parentId: a.id }, p.slug)).json();
    const a2 = (await create(manager, { name: "Level 2", parentId: a1.id }, p.slug)).json();
    await call(t.app, manager, {
      method: "POST",
      url: `/api/projects/by-slug/${p.slug}/files`,
      ...multipartMany([
        { name: "x.png", type: "image/png", data: pngBytes() },
        { field: "folderId", value: String(a.id) },
      ]),
    });

    const top = await call(t.app, viewer, { method: "GET", url });
    expect(top.statusCode).toBe(200);
    expect(top.json()).toMatchObject({
      total: 2,
      page: 1,
      items: [
        { id: a.id, name: "A site", itemCount: 2 },
        { id: b.id, itemCount: 0 },
      ],
    });
    const inside = await call(t.app, viewer, { method: "GET", url: `${url}?parentId=${a.id}` });
    expect(inside.json().items.map((f: { name: string }) => f.name)).toEqual(["Level 1"]);
    const detail = await call(t.app, viewer, { method: "GET", url: `/api/folders/${a2.id}` });
    expect(detail.json().path).toEqual([
      { id: a.id, name: "A site" },
      { id: a1.id, name: "Level 1" },
      { id: a2.id, name: "Level 2" },
    ]);
  });

  it("names the folder's owner only when one person made it and everything in it (what a delete is judged by)", async () => {
    const p = await buildProject(t.db);
    const url = `/api/projects/by-slug/${p.slug}/folders`;
    const mine = (await create(manager, { name: "Mine" }, p.slug)).json();
    const shared = (await create(manager, { name: "Shared" }, p.slug)).json();
    await call(t.app, manager, {
      method: "POST",
      url: `/api/projects/by-slug/${p.slug}/files`,
      ...multipartMany([
        { name: "x.png", type: "image/png", data: pngBytes() },
        { field: "folderId", value: String(mine.id) },
      ]),
    });
    const theirs = (await create(director, { name: "Theirs", parentId: shared.id }, p.slug)).json();

    const top = (await call(t.app, viewer, { method: "GET", url })).json();
    expect(top.items.map((f: { name: string; ownerId: number | null }) => [f.name, f.ownerId])).toEqual([
      ["Mine", managerId],
      ["Shared", null],
    ]);
    expect((await call(t.app, viewer, { method: "GET", url: `/api/folders/${theirs.id}` })).json().ownerId).toBe(directorId);
    expect(mine.ownerId).toBe(managerId);
  });

  it("400 for a bad parentId, 404 for a missing folder", async () => {
    expect((await call(t.app, viewer, { method: "GET", url: `${base()}?parentId=abc` })).json().message).toBe("Folder not found");
    expect((await call(t.app, viewer, { method: "GET", url: `${base()}?parentId=999999` })).statusCode).toBe(400);
    expect((await call(t.app, viewer, { method: "GET", url: "/api/folders/999999" })).statusCode).toBe(404);
  });
});

describe("PATCH /api/folders/:id", () => {
  const patch = (cookie: string | undefined, id: number, payload: object) => call(t.app, cookie, { method: "PATCH", url: `/api/folders/${id}`, payload });

  it("401 signed out, 403 for a Viewer", async () => {
    const f = await made("Patch me");
    expect((await patch(undefined, f.id, { name: "x" })).statusCode).toBe(401);
    expect((await patch(viewer, f.id, { name: "x" })).statusCode).toBe(403);
  });

  it("400 for nothing to change or a bad name; 409 for a clash", async () => {
    const f = await made("Rename me");
    await made("Taken");
    expect((await patch(manager, f.id, {})).json().message).toBe("Nothing to change");
    expect((await patch(manager, f.id, { name: "" })).json().message).toBe("Folder name is required");
    expect((await patch(manager, f.id, { name: "TAKEN" })).statusCode).toBe(409);
  });

  it("renames and moves, and refuses a move into itself or below itself", async () => {
    const a = await made("Move A");
    const b = await made("Move B", a.id);
    const c = await made("Move C", b.id);
    const renamed = await patch(manager, a.id, { name: "Moved A" });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().name).toBe("Moved A");
    for (const target of [a.id, c.id]) {
      const res = await patch(manager, a.id, { parentId: target });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe("A folder cannot be moved into itself or one of its sub-folders");
    }
    const moved = await patch(manager, c.id, { parentId: null });
    expect(moved.json()).toMatchObject({ id: c.id, parentId: null });
    expect(await lastLog()).toMatchObject({ action: "folder_updated" });
  });
});

describe("DELETE /api/folders/:id", () => {
  const del = (cookie: string | undefined, id: number) => call(t.app, cookie, { method: "DELETE", url: `/api/folders/${id}` });

  it("401 signed out, 403 for a role without delete (Site Manager), 404 when missing", async () => {
    const f = await made("Keep me");
    expect((await del(undefined, f.id)).statusCode).toBe(401);
    expect((await del((await signedIn(t, { role: "Site Manager" })).cookie, f.id)).statusCode).toBe(403); // someone else's record with Edit only (decision 0014)
    expect((await del(director, 999999)).statusCode).toBe(404);
  });

  it("removes the folder, its sub-folders and every file inside, and takes photos off their diary entry", async () => {
    const top = await made("Delete tree");
    const sub = await made("Inner", top.id);
    const entry = await buildDiaryEntry(t.db, project.id);
    const upload = (folderId: number, extra: { field: string; value: string }[] = []) =>
      call(t.app, manager, {
        method: "POST",
        url: `/api/projects/by-slug/${project.slug}/files`,
        ...multipartMany([{ name: "p.png", type: "image/png", data: pngBytes() }, { field: "folderId", value: String(folderId) }, ...extra]),
      });
    const f1 = (await upload(top.id)).json();
    const f2 = (await upload(sub.id, [{ field: "diaryEntryId", value: String(entry.id) }])).json();
    expect((await t.db.select().from(diaryEntries).where(eq(diaryEntries.id, entry.id)))[0].photos).toEqual([f2.id]);

    const res = await del(director, top.id);
    expect(res.statusCode).toBe(204);
    expect((await call(t.app, director, { method: "GET", url: `/api/folders/${sub.id}` })).statusCode).toBe(404);
    for (const f of [f1, f2]) {
      expect(await t.db.select().from(files).where(eq(files.id, f.id))).toHaveLength(0);
      expect(await t.db.select().from(fileBlobs).where(eq(fileBlobs.fileId, f.id))).toHaveLength(0);
    }
    expect((await t.db.select().from(diaryEntries).where(eq(diaryEntries.id, entry.id)))[0].photos).toEqual([]);
    expect(await lastLog()).toMatchObject({ action: "folder_deleted", description: expect.stringContaining("with 2 file(s) and 1 sub-folder(s)") });
  });
});
