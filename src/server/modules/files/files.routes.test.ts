import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { desc, eq } from "drizzle-orm";
import { call, createTestApp, type TestApp } from "../../test/harness";
import { signedIn } from "../../test/sessions";
import { buildProject } from "../../seed/factories";
import { activityLogs, diaryEntries, fileBlobs, files, projects } from "../../db/schema/index";
import { FILE_TYPE_MESSAGE } from "@shared/files/files";
import { HTML, PDF, buildDiaryEntry, multipart, multipartMany, pngBytes, zipOf } from "./files.test-support";

let t: TestApp;
let director: string;
let manager: string;
let managerUser: { id: number; name: string };
let viewer: string;
let project: Awaited<ReturnType<typeof buildProject>>;

beforeAll(async () => {
  t = await createTestApp();
  director = (await signedIn(t, { role: "Director" })).cookie;
  const m = await signedIn(t, { role: "Site Manager", name: "Sam Site" });
  manager = m.cookie;
  managerUser = m.user;
  viewer = (await signedIn(t, { role: "Viewer" })).cookie;
  project = await buildProject(t.db);
});
afterAll(() => t.close());

const uploadUrl = (slug = project.slug) => `/api/projects/by-slug/${slug}/files`;
const upload = (cookie: string | undefined, data: Buffer, name: string, type: string, slug?: string) =>
  call(t.app, cookie, { method: "POST", url: uploadUrl(slug), ...multipart(data, name, type) });
const uploaded = async (data: Buffer = pngBytes(), name = "photo.png", type = "image/png", slug?: string) => {
  const res = await upload(manager, data, name, type, slug);
  expect(res.statusCode).toBe(201);
  return res.json();
};
const lastLog = async () => (await t.db.select().from(activityLogs).orderBy(desc(activityLogs.id)).limit(1))[0];

describe("POST /api/projects/by-slug/:slug/files", () => {
  it("401 signed out, 403 for a Viewer", async () => {
    expect((await upload(undefined, pngBytes(), "a.png", "image/png")).statusCode).toBe(401);
    expect((await upload(viewer, pngBytes(), "a.png", "image/png")).statusCode).toBe(403);
  });

  it("stores the file and answers the agreed shape (201)", async () => {
    const png = pngBytes(8, 8);
    const res = await call(t.app, manager, {
      method: "POST",
      url: uploadUrl(),
      ...multipartMany([
        { field: "description", value: "  North elevation  " },
        { name: "North elevation.png", type: "image/png", data: png },
      ]),
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      originalName: "North elevation.png",
      mimetype: "image/png",
      size: png.length,
      url: `/api/files/${body.id}/content`,
      folderId: null,
      diaryEntryId: null,
      description: "North elevation",
      uploadedBy: { id: managerUser.id, name: "Sam Site" },
      isImage: true,
    });
    expect(body.filename).toMatch(/^[0-9a-f-]{36}\.png$/);
    expect(new Date(body.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    const [row] = await t.db.select().from(files).where(eq(files.id, body.id));
    expect(row.path).toBe(`db:file_blobs/${body.id}`);
    const [blob] = await t.db.select().from(fileBlobs).where(eq(fileBlobs.fileId, body.id));
    expect(Buffer.from(blob.data).equals(png)).toBe(true);
    expect(await lastLog()).toMatchObject({ action: "file_uploaded", entityId: String(body.id), entityName: "North elevation.png" });
  });

  it("keeps the type read from the bytes, and a name that ends in its extension: a PNG named .pdf is drawing.png", async () => {
    const body = await uploaded(pngBytes(), "drawing.pdf", "application/pdf");
    expect(body).toMatchObject({ mimetype: "image/png", isImage: true, originalName: "drawing.png" });
    expect(await lastLog()).toMatchObject({ action: "file_uploaded", entityName: "drawing.png" });
    expect((await uploaded(PDF, "Scan 0001", "application/pdf")).originalName).toBe("Scan 0001.pdf");
  });

  it("drops right-to-left overrides and invisible characters from the name: a PDF sent as invoice + RLO + fdp.exe is invoicefdp.pdf", async () => {
    const body = await uploaded(PDF, "invoice\u202Efdp.exe", "application/pdf");
    expect(body).toMatchObject({ mimetype: "application/pdf", originalName: "invoicefdp.pdf" });
    const spaced = await uploaded(PDF, "Site\u2066 plan\u2069\u200B\tB.pdf", "application/pdf");
    expect(spaced.originalName).toBe("Site plan B.pdf");
    const res = await call(t.app, viewer, { method: "GET", url: `/api/files/${body.id}/content?download=1` });
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="invoicefdp.pdf"; filename*=UTF-8''invoicefdp.pdf`);
  });

  it("takes PDFs, Word documents and CSVs", async () => {
    expect((await uploaded(PDF, "Method statement.pdf", "application/octet-stream")).mimetype).toBe("application/pdf");
    const docx = zipOf({ "[Content_Types].xml": "<Types/>", "word/document.xml": "<w:document/>" });
    expect((await uploaded(docx, "RAMS.docx", "application/zip")).mimetype).toBe("application/vnd.openxmlformats-officedocument.wordprocessingml.document");
    const csv = await uploaded(Buffer.from("Date,Hours\n14/03/2025,8\n"), "hours.csv", "text/csv");
    expect(csv).toMatchObject({ mimetype: "text/csv", isImage: false });
  });

  it("400: HTML named .jpg, SVG, an empty file, no file, and 10 MB + 1 byte", async () => {
    const html = await upload(manager, HTML, "photo.jpg", "image/jpeg");
    expect(html.statusCode).toBe(400);
    expect(html.json()).toMatchObject({ message: FILE_TYPE_MESSAGE, errors: [{ field: "file", message: FILE_TYPE_MESSAGE }] });
    expect((await upload(manager, Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"), "logo.svg", "image/svg+xml")).json().message).toBe(
      FILE_TYPE_MESSAGE,
    );
    expect((await upload(manager, Buffer.alloc(0), "empty.txt", "text/plain")).json().message).toBe("The file is empty");
    const none = await call(t.app, manager, { method: "POST", url: uploadUrl(), payload: {} });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe("Choose a file to upload");

    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 0x20);
    big.set(pngBytes());
    const res = await upload(manager, big, "huge.png", "image/png");
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("File size cannot exceed 10MB");
    const exact = Buffer.alloc(10 * 1024 * 1024, 0x20);
    exact.set(pngBytes());
    expect((await upload(manager, exact, "exact.png", "image/png")).statusCode).toBe(201);
  });

  it("400 for a folder or diary entry of another project, and bad fields", async () => {
    const other = await buildProject(t.db);
    const folder = (await call(t.app, manager, { method: "POST", url: `/api/projects/by-slug/${other.slug}/folders`, payload: { name: "Theirs" } })).json();
    const entry = await buildDiaryEntry(t.db, other.id);
    const send = (fields: { field: string; value: string }[]) =>
      call(t.app, manager, { method: "POST", url: uploadUrl(), ...multipartMany([{ name: "a.png", type: "image/png", data: pngBytes() }, ...fields]) });
    expect((await send([{ field: "folderId", value: String(folder.id) }])).json()).toMatchObject({
      message: "Folder not found",
      errors: [{ field: "folderId" }],
    });
    expect((await send([{ field: "diaryEntryId", value: String(entry.id) }])).json()).toMatchObject({ message: "Diary entry not found" });
    expect((await send([{ field: "folderId", value: "abc" }])).json()).toMatchObject({ message: "Folder not found", errors: [{ field: "folderId" }] });
    expect((await send([{ field: "description", value: "x".repeat(501) }])).json().message).toBe("Description must be 500 characters or fewer");
  });

  it("attaches to a diary entry of the project and lists it in the entry's photos", async () => {
    const entry = await buildDiaryEntry(t.db, project.id);
    const res = await call(t.app, manager, {
      method: "POST",
      url: uploadUrl(),
      ...multipartMany([
        { field: "diaryEntryId", value: String(entry.id) },
        { name: "slab.jpg", type: "image/jpeg", data: pngBytes() },
      ]),
    });
    expect(res.json()).toMatchObject({ diaryEntryId: entry.id });
    expect((await t.db.select().from(diaryEntries).where(eq(diaryEntries.id, entry.id)))[0].photos).toEqual([res.json().id]);
  });

  it("404 for a deleted project", async () => {
    const gone = await buildProject(t.db, { deletedAt: new Date() });
    expect((await upload(manager, pngBytes(), "a.png", "image/png", gone.slug)).statusCode).toBe(404);
  });
});

describe("GET /api/projects/by-slug/:slug/files", () => {
  it("401 signed out; 400 for a bad kind or page", async () => {
    expect((await call(t.app, undefined, { method: "GET", url: uploadUrl() })).statusCode).toBe(401);
    const kind = await call(t.app, viewer, { method: "GET", url: `${uploadUrl()}?kind=video` });
    expect(kind.statusCode).toBe(400);
    expect(kind.json().message).toBe("Kind must be image or document");
    expect((await call(t.app, viewer, { method: "GET", url: `${uploadUrl()}?page=0` })).json().message).toBe("Page must be 1 or more");
  });

  it("pages one folder newest first and filters images from documents", async () => {
    const p = await buildProject(t.db);
    const folder = (await call(t.app, manager, { method: "POST", url: `/api/projects/by-slug/${p.slug}/folders`, payload: { name: "Docs" } })).json();
    const first = await uploaded(pngBytes(), "first.png", "image/png", p.slug);
    const second = await uploaded(PDF, "second.pdf", "application/pdf", p.slug);
    const third = await uploaded(pngBytes(), "third.png", "image/png", p.slug);
    const inFolder = (
      await call(t.app, manager, {
        method: "POST",
        url: uploadUrl(p.slug),
        ...multipartMany([
          { name: "in.pdf", type: "application/pdf", data: PDF },
          { field: "folderId", value: String(folder.id) },
        ]),
      })
    ).json();

    const root = (await call(t.app, viewer, { method: "GET", url: uploadUrl(p.slug) })).json();
    expect(root.total).toBe(3);
    expect(root.items.map((f: { id: number }) => f.id)).toEqual([third.id, second.id, first.id]);
    const paged = (await call(t.app, viewer, { method: "GET", url: `${uploadUrl(p.slug)}?pageSize=2&page=2` })).json();
    expect(paged).toMatchObject({ page: 2, pageCount: 2, items: [{ id: first.id }] });
    const images = (await call(t.app, viewer, { method: "GET", url: `${uploadUrl(p.slug)}?kind=image` })).json();
    expect(images.items.map((f: { id: number }) => f.id)).toEqual([third.id, first.id]);
    const docs = (await call(t.app, viewer, { method: "GET", url: `${uploadUrl(p.slug)}?kind=document&folderId=${folder.id}` })).json();
    expect(docs.items.map((f: { id: number }) => f.id)).toEqual([inFolder.id]);
  });
});

describe("GET /api/files/:id/content", () => {
  const content = (cookie: string | undefined, id: number, query = "") => call(t.app, cookie, { method: "GET", url: `/api/files/${id}/content${query}` });

  it("401 signed out, 404 when missing, 404 once its project is deleted", async () => {
    const f = await uploaded(pngBytes(), "a.png", "image/png");
    expect((await content(undefined, f.id)).statusCode).toBe(401);
    expect((await content(viewer, 999999)).statusCode).toBe(404);
    expect((await content(viewer, 0)).json().message).toBe("File not found");
    const p = await buildProject(t.db);
    const g = await uploaded(pngBytes(), "b.png", "image/png", p.slug);
    await t.db.update(projects).set({ deletedAt: new Date() }).where(eq(projects.id, p.id));
    expect((await content(viewer, g.id)).statusCode).toBe(404);
    expect((await call(t.app, viewer, { method: "GET", url: `/api/files/${g.id}` })).statusCode).toBe(404);
  });

  it("shows images inline with the sniffed type, nosniff and a sandbox", async () => {
    const png = pngBytes(5, 5);
    const f = await uploaded(png, "plan.pdf", "application/pdf");
    const res = await content(viewer, f.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/png");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["content-security-policy"]).toContain("sandbox");
    // The file's own policy replaces the app's, so the app's preview may frame it (and nothing else may).
    expect(res.headers["content-security-policy"]).toContain("frame-ancestors 'self'");
    expect(res.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(res.headers["content-disposition"]).toBe(`inline; filename="plan.png"; filename*=UTF-8''plan.png`);
    expect(res.rawPayload.equals(png)).toBe(true);
    const again = await call(t.app, viewer, { method: "GET", url: `/api/files/${f.id}/content`, headers: { "if-none-match": res.headers.etag as string } });
    expect(again.statusCode).toBe(304);
  });

  it("?download=1 is an attachment with the original name, encoded for any language", async () => {
    const f = await uploaded(PDF, "Relevé “Block A” 2025.pdf", "application/pdf");
    const res = await content(viewer, f.id, "?download=1");
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-security-policy"]).toContain("sandbox");
    expect(res.headers["content-disposition"]).toBe(
      `attachment; filename="Releve _Block A_ 2025.pdf"; filename*=UTF-8''Relev%C3%A9%20%E2%80%9CBlock%20A%E2%80%9D%202025.pdf`,
    );
    expect((await content(viewer, f.id)).headers["content-disposition"]).toMatch(/^inline;/);
  });

  it("anything but images and PDFs is always a download, text with its charset", async () => {
    const f = await uploaded(Buffer.from('a,b\n"x",1\n'), "quote.csv", "text/csv");
    const res = await content(viewer, f.id);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="quote.csv"/);
  });
});

describe("GET /api/files/:id", () => {
  it("401 signed out, 400 for a bad id, and the metadata with comments", async () => {
    const f = await uploaded();
    expect((await call(t.app, undefined, { method: "GET", url: `/api/files/${f.id}` })).statusCode).toBe(401);
    expect((await call(t.app, viewer, { method: "GET", url: "/api/files/abc" })).json().message).toBe("File not found");
    const res = await call(t.app, viewer, { method: "GET", url: `/api/files/${f.id}` });
    expect(res.json()).toMatchObject({ id: f.id, originalName: "photo.png", comments: [], commentCount: 0 });
    expect(res.json()).not.toHaveProperty("path");
  });
});

describe("PATCH /api/files/:id", () => {
  const patch = (cookie: string | undefined, id: number, payload: object) => call(t.app, cookie, { method: "PATCH", url: `/api/files/${id}`, payload });

  it("401, 403 for a Viewer, 400 with messages", async () => {
    const f = await uploaded();
    expect((await patch(undefined, f.id, { description: "x" })).statusCode).toBe(401);
    expect((await patch(viewer, f.id, { description: "x" })).statusCode).toBe(403);
    expect((await patch(manager, f.id, {})).json().message).toBe("Nothing to change");
    expect((await patch(manager, f.id, { description: "x".repeat(501) })).json().message).toBe("Description must be 500 characters or fewer");
    expect((await patch(manager, f.id, { folderId: 999999 })).json()).toMatchObject({ message: "Folder not found", errors: [{ field: "folderId" }] });
  });

  it("changes the description and moves it between folders", async () => {
    const f = await uploaded();
    const folder = (
      await call(t.app, manager, { method: "POST", url: `/api/projects/by-slug/${project.slug}/folders`, payload: { name: "Moved here" } })
    ).json();
    const res = await patch(manager, f.id, { description: "Pour 3, east side", folderId: folder.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ description: "Pour 3, east side", folderId: folder.id });
    expect(await lastLog()).toMatchObject({ action: "file_updated" });
    expect((await patch(manager, f.id, { folderId: null, description: "" })).json()).toMatchObject({ folderId: null, description: null });
  });
});

describe("DELETE /api/files/:id", () => {
  const del = (cookie: string | undefined, id: number) => call(t.app, cookie, { method: "DELETE", url: `/api/files/${id}` });

  it("401, 403 for a role without delete, 404 when missing", async () => {
    const f = await uploaded();
    expect((await del(undefined, f.id)).statusCode).toBe(401);
    expect((await del((await signedIn(t, { role: "Site Manager" })).cookie, f.id)).statusCode).toBe(403); // someone else's record with Edit only (decision 0014)
    expect((await del(director, 999999)).statusCode).toBe(404);
  });

  it("deletes the file and its bytes, and takes it off its diary entry", async () => {
    const entry = await buildDiaryEntry(t.db, project.id);
    const f = (
      await call(t.app, manager, {
        method: "POST",
        url: uploadUrl(),
        ...multipartMany([
          { name: "a.png", type: "image/png", data: pngBytes() },
          { field: "diaryEntryId", value: String(entry.id) },
        ]),
      })
    ).json();
    expect((await del(director, f.id)).statusCode).toBe(204);
    expect(await t.db.select().from(fileBlobs).where(eq(fileBlobs.fileId, f.id))).toHaveLength(0);
    expect((await t.db.select().from(diaryEntries).where(eq(diaryEntries.id, entry.id)))[0].photos).toEqual([]);
    expect((await call(t.app, viewer, { method: "GET", url: `/api/files/${f.id}/content` })).statusCode).toBe(404);
    expect(await lastLog()).toMatchObject({ action: "file_deleted", entityId: String(f.id) });
  });
});
