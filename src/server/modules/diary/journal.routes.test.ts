import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, type TestApp } from "../../test/harness";
import { signedIn } from "../../test/sessions";
import { buildProject, denyContracts, lastLog, softDelete, uploadedFile } from "./diary.test-support";

let t: TestApp;
let manager: { user: { id: number; name: string }; cookie: string };
let supervisor: string;
let director: string;
let viewer: string;
let outsider: string;
let project: { id: number; slug: string };

beforeAll(async () => {
  t = await createTestApp();
  manager = await signedIn(t, { role: "Site Manager", name: "Sam Site" });
  supervisor = (await signedIn(t, { role: "Site Supervisor" })).cookie;
  director = (await signedIn(t, { role: "Director" })).cookie;
  viewer = (await signedIn(t, { role: "Viewer" })).cookie;
  await denyContracts(t.db, "Other");
  outsider = (await signedIn(t, { role: "Other" })).cookie;
  project = await buildProject(t.db);
});
afterAll(() => t.close());

const url = (slug = project.slug) => `/api/projects/by-slug/${slug}/journal`;
const post = (cookie: string | undefined, payload: object, slug?: string) => call(t.app, cookie, { method: "POST", url: url(slug), payload });
const list = (cookie: string | undefined, qs = "", slug?: string) => call(t.app, cookie, { method: "GET", url: `${url(slug)}${qs}` });

describe("POST /api/projects/by-slug/:slug/journal", () => {
  it("401, 403 (Viewer), 400 with messages, 404 for a deleted project", async () => {
    expect((await post(undefined, { message: "Hi" })).statusCode).toBe(401);
    expect((await post(viewer, { message: "Hi" })).statusCode).toBe(403);
    expect((await post(manager.cookie, { message: "  " })).json().message).toBe("Message is required");
    expect((await post(manager.cookie, { message: "m".repeat(2001) })).json().message).toBe("Message too long (max 2000 characters)");
    const gone = await buildProject(t.db);
    await softDelete(t.db, gone.id);
    expect((await post(manager.cookie, { message: "Hi" }, gone.slug)).statusCode).toBe(404);
  });

  it("posts a message with an image uploaded to the project", async () => {
    const image = await uploadedFile(t.db, project.id, { originalName: "crane.jpg", mimetype: "image/png" });
    const res = await post(manager.cookie, { message: "Tower crane erected", imageFileId: image.id });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ author: "Sam Site", userId: manager.user.id, imageUrl: `/api/files/${image.id}/content`, imageName: "crane.jpg" });
    expect(await lastLog(t.db)).toMatchObject({ action: "journal_message_posted" });
  });

  it("refuses an image from another project or a file that is not an image", async () => {
    const foreign = await uploadedFile(t.db, (await buildProject(t.db)).id);
    const doc = await uploadedFile(t.db, project.id, { mimetype: "application/pdf", originalName: "plan.pdf" });
    expect((await post(manager.cookie, { message: "x", imageFileId: foreign.id })).json().message).toBe("Attach photos uploaded to this project");
    expect((await post(manager.cookie, { message: "x", imageFileId: doc.id })).json().message).toBe("plan.pdf is not an image");
  });
});

describe("GET /api/projects/by-slug/:slug/journal", () => {
  it("401, 403 without Contracts view, 400 bad paging", async () => {
    expect((await list(undefined)).statusCode).toBe(401);
    expect((await list(outsider)).statusCode).toBe(403);
    expect((await list(viewer, "?page=0")).json().message).toBe("Page must be 1 or more");
  });

  it("newest first, paged", async () => {
    const p = await buildProject(t.db);
    for (const message of ["First", "Second", "Third"]) await post(manager.cookie, { message }, p.slug);
    const page1 = (await list(viewer, "?pageSize=2", p.slug)).json();
    expect(page1.items.map((m: { message: string }) => m.message)).toEqual(["Third", "Second"]);
    expect(page1).toMatchObject({ total: 3, pageCount: 2 });
    expect((await list(viewer, "?pageSize=2&page=2", p.slug)).json().items.map((m: { message: string }) => m.message)).toEqual(["First"]);
  });
});

describe("DELETE /api/journal-messages/:id", () => {
  const del = (cookie: string | undefined, id: number) => call(t.app, cookie, { method: "DELETE", url: `/api/journal-messages/${id}` });

  it("401, 403 (Viewer), 404; own message only unless the role may delete", async () => {
    const mine = (await post(manager.cookie, { message: "Mine" })).json();
    expect((await del(undefined, mine.id)).statusCode).toBe(401);
    expect((await del(viewer, mine.id)).statusCode).toBe(403);
    expect((await del(manager.cookie, 999999)).statusCode).toBe(404);
    const refused = await del(supervisor, mine.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("You can only delete your own messages");
    expect((await del(manager.cookie, mine.id)).statusCode).toBe(204);
    expect(await lastLog(t.db)).toMatchObject({ action: "journal_message_deleted" });
    const another = (await post(manager.cookie, { message: "Moderated" })).json();
    expect((await del(director, another.id)).statusCode).toBe(204);
    expect((await list(viewer)).json().items.map((m: { message: string }) => m.message)).not.toContain("Moderated");
  });
});
