import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { desc, eq } from "drizzle-orm";
import { call, createTestApp, type TestApp } from "../../test/harness";
import { signedIn } from "../../test/sessions";
import { buildProject } from "../../seed/factories";
import { activityLogs, commentReactions, projects } from "../../db/schema/index";
import { multipart, pngBytes } from "./files.test-support";

let t: TestApp;
let director: string;
let author: string;
let other: string;
let viewer: string;
let project: Awaited<ReturnType<typeof buildProject>>;
let fileId: number;

beforeAll(async () => {
  t = await createTestApp();
  director = (await signedIn(t, { role: "Director" })).cookie;
  author = (await signedIn(t, { role: "Site Manager", name: "Alex Author" })).cookie;
  other = (await signedIn(t, { role: "Site Supervisor" })).cookie;
  viewer = (await signedIn(t, { role: "Viewer" })).cookie;
  project = await buildProject(t.db);
  fileId = (
    await call(t.app, author, { method: "POST", url: `/api/projects/by-slug/${project.slug}/files`, ...multipart(pngBytes(), "slab.png", "image/png") })
  ).json().id;
});
afterAll(() => t.close());

const comment = (cookie: string | undefined, payload: object, id = fileId) =>
  call(t.app, cookie, { method: "POST", url: `/api/files/${id}/comments`, payload });
const commented = async (content = "Rebar spacing checked") => {
  const res = await comment(author, { content });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number };
};
const react = (cookie: string | undefined, id: number, emoji: string) =>
  call(t.app, cookie, { method: "POST", url: `/api/file-comments/${id}/reactions`, payload: { emoji } });
const lastLog = async () => (await t.db.select().from(activityLogs).orderBy(desc(activityLogs.id)).limit(1))[0];

describe("POST /api/files/:id/comments", () => {
  it("401 signed out, 403 for a Viewer, 404 for a missing file", async () => {
    expect((await comment(undefined, { content: "x" })).statusCode).toBe(401);
    expect((await comment(viewer, { content: "x" })).statusCode).toBe(403);
    expect((await comment(author, { content: "x" }, 999999)).statusCode).toBe(404);
  });

  it("400 with the content's messages", async () => {
    expect((await comment(author, { content: "   " })).json()).toMatchObject({ message: "Comment is required", errors: [{ field: "content" }] });
    expect((await comment(author, {})).json().message).toBe("Comment is required");
    expect((await comment(author, { content: "x".repeat(2001) })).json().message).toBe("Comment must be 2000 characters or fewer");
  });

  it("adds the comment with its author, shown on the file", async () => {
    const res = await comment(author, { content: "  Pour booked for Tuesday  " });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ fileId, content: "Pour booked for Tuesday", user: { name: "Alex Author" }, reactions: [], mine: true, canDelete: true });
    const file = (await call(t.app, viewer, { method: "GET", url: `/api/files/${fileId}` })).json();
    expect(file.comments.at(-1)).toMatchObject({ id: res.json().id, content: "Pour booked for Tuesday" });
    expect(file.commentCount).toBe(file.comments.length);
    expect(file.comments.at(-1)).toMatchObject({ mine: false, canDelete: false });
    const asDirector = (await call(t.app, director, { method: "GET", url: `/api/files/${fileId}` })).json();
    expect(asDirector.comments.at(-1)).toMatchObject({ mine: false, canDelete: true });
    expect(await lastLog()).toMatchObject({ action: "file_comment_added" });
  });

  it("404 once the file's project is deleted", async () => {
    const p = await buildProject(t.db);
    const f = (
      await call(t.app, author, { method: "POST", url: `/api/projects/by-slug/${p.slug}/files`, ...multipart(pngBytes(), "a.png", "image/png") })
    ).json();
    await t.db.update(projects).set({ deletedAt: new Date() }).where(eq(projects.id, p.id));
    expect((await comment(author, { content: "x" }, f.id)).statusCode).toBe(404);
  });
});

describe("PATCH /api/file-comments/:id", () => {
  const patch = (cookie: string | undefined, id: number, payload: object) => call(t.app, cookie, { method: "PATCH", url: `/api/file-comments/${id}`, payload });

  it("401, 403 for a Viewer, 400 with messages, 404 missing; Edit on Contracts edits anyone's (decision 0014)", async () => {
    const c = await commented();
    expect((await patch(undefined, c.id, { content: "x" })).statusCode).toBe(401);
    expect((await patch(viewer, c.id, { content: "x" })).statusCode).toBe(403);
    const notMine = await patch(other, c.id, { content: "Rebar spacing checked by the supervisor" });
    expect(notMine.statusCode).toBe(200);
    expect(notMine.json()).toMatchObject({ user: { name: "Alex Author" }, mine: false, canEdit: true, canDelete: false });
    expect((await patch(author, c.id, { content: "" })).json().message).toBe("Comment is required");
    expect((await patch(author, 999999, { content: "x" })).statusCode).toBe(404);
  });

  it("the author edits their comment", async () => {
    const c = await commented();
    const res = await patch(author, c.id, { content: "Spacing 200 centres, checked" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: c.id, content: "Spacing 200 centres, checked" });
    expect(await lastLog()).toMatchObject({ action: "file_comment_edited" });
  });
});

describe("DELETE /api/file-comments/:id", () => {
  const del = (cookie: string | undefined, id: number) => call(t.app, cookie, { method: "DELETE", url: `/api/file-comments/${id}` });

  it("401, 403 for a Viewer, 403 for someone else's comment without delete permission", async () => {
    const c = await commented();
    expect((await del(undefined, c.id)).statusCode).toBe(401);
    expect((await del(viewer, c.id)).statusCode).toBe(403);
    expect((await del(other, c.id)).json()).toMatchObject({ message: "You can only delete your own comments" });
  });

  it("the author, or a role with delete on Contracts, removes it", async () => {
    const mine = await commented();
    expect((await del(author, mine.id)).statusCode).toBe(204);
    const theirs = await commented();
    expect((await del(director, theirs.id)).statusCode).toBe(204);
    const file = (await call(t.app, viewer, { method: "GET", url: `/api/files/${fileId}` })).json();
    expect(file.comments.map((c: { id: number }) => c.id)).not.toContain(theirs.id);
    expect(await lastLog()).toMatchObject({ action: "file_comment_deleted", entityId: String(theirs.id) });
    expect((await del(director, theirs.id)).statusCode).toBe(404);
  });
});

describe("POST /api/file-comments/:id/reactions", () => {
  it("401, 403 for a Viewer, 400 for an emoji outside the set, 404 for a missing comment", async () => {
    const c = await commented();
    expect((await react(undefined, c.id, "👍")).statusCode).toBe(401);
    expect((await react(viewer, c.id, "👍")).statusCode).toBe(403);
    const bad = await react(author, c.id, "💩");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Choose one of these reactions: 👍 ❤️ 😂 😮 😢 🎉 ✅ ⚠️");
    expect((await react(author, 999999, "👍")).statusCode).toBe(404);
  });

  it("toggles one reaction per user and emoji, counts them and marks mine", async () => {
    const c = await commented();
    const on = await react(author, c.id, "👍");
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ reacted: true, reactions: [{ emoji: "👍", count: 1, mine: true }] });
    await react(other, c.id, "👍");
    await react(other, c.id, "✅");
    const seenByAuthor = (await call(t.app, author, { method: "GET", url: `/api/files/${fileId}` })).json().comments.find((x: { id: number }) => x.id === c.id);
    expect(seenByAuthor.reactions).toEqual([
      { emoji: "👍", count: 2, mine: true },
      { emoji: "✅", count: 1, mine: false },
    ]);
    const off = await react(author, c.id, "👍");
    expect(off.json()).toMatchObject({
      reacted: false,
      reactions: [
        { emoji: "👍", count: 1, mine: false },
        { emoji: "✅", count: 1, mine: false },
      ],
    });
    expect(await t.db.select().from(commentReactions).where(eq(commentReactions.commentId, c.id))).toHaveLength(2);
    expect(await lastLog()).toMatchObject({ action: "file_comment_reaction_removed" });
  });

  it("the database keeps one row per comment, user and emoji", async () => {
    const c = await commented();
    await react(author, c.id, "🎉");
    const [row] = await t.db.select().from(commentReactions).where(eq(commentReactions.commentId, c.id));
    await expect(t.db.insert(commentReactions).values({ commentId: c.id, userId: row.userId, emoji: "🎉" })).rejects.toThrow();
  });
});
