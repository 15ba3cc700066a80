import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { call, createTestApp, type TestApp } from "../../test/harness";
import { signedIn } from "../../test/sessions";
import { pngBytes } from "../../test/png";
import { files, siteIssuePhotos } from "../../db/schema/index";
import { buildProject } from "../../seed/factories";
import { multipart } from "../account/account.test-support";
import { PDF, multipartMany } from "../files/files.test-support";
import { issueBody, messages } from "./site-issues.test-support";

let t: TestApp;
let manager: string;
let viewer: string;
let issueId: number;

beforeAll(async () => {
  t = await createTestApp();
  manager = (await signedIn(t, { role: "Site Manager" })).cookie;
  viewer = (await signedIn(t, { role: "Viewer" })).cookie;
  const project = await buildProject(t.db, { name: "Riverside Apartments" });
  const res = await call(t.app, manager, { method: "POST", url: "/api/site-issues", payload: issueBody(project.id) });
  issueId = res.json().id;
});
afterAll(() => t.close());

const upload = (cookie: string | undefined, body: { payload: Buffer; headers: Record<string, string> }, id = issueId) =>
  call(t.app, cookie, { method: "POST", url: `/api/site-issues/${id}/photos`, ...body });

describe("POST /api/site-issues/:id/photos", () => {
  it("401, 403 for a Viewer, 404 unknown issue, 400 for no file or a non-image", async () => {
    expect((await upload(undefined, multipart(pngBytes(), "edge.png", "image/png"))).statusCode).toBe(401);
    expect((await upload(viewer, multipart(pngBytes(), "edge.png", "image/png"))).statusCode).toBe(403);
    expect((await upload(manager, multipart(pngBytes(), "edge.png", "image/png"), 999999)).statusCode).toBe(404);
    const none = await call(t.app, manager, { method: "POST", url: `/api/site-issues/${issueId}/photos`, payload: {} });
    expect(none.statusCode).toBe(400);
    expect(messages(none.json())).toEqual(["Choose a file to upload"]);
    const pdf = await upload(manager, multipart(PDF, "rams.pdf", "application/pdf"));
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().message).toBe("rams.pdf: Only photos can be added here: PNG, JPEG, WebP or GIF images");
  });

  it("stores the photos in the project's files and links them to the issue", async () => {
    const res = await upload(
      manager,
      multipartMany([
        { name: "edge-1.png", type: "image/png", data: pngBytes() },
        { name: "edge-2.png", type: "image/png", data: pngBytes(8, 8) },
      ]),
    );
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.photos.map((p: { originalName: string }) => p.originalName)).toEqual(["edge-1.png", "edge-2.png"]);
    expect(body.photos[0]).toMatchObject({ mimetype: "image/png", url: `/api/files/${body.photos[0].fileId}/content` });
    expect(body.photoCount).toBe(2);
    const links = await t.db.select().from(siteIssuePhotos).where(eq(siteIssuePhotos.issueId, issueId));
    expect(links).toHaveLength(2);
    const content = await call(t.app, viewer, { method: "GET", url: body.photos[0].url });
    expect(content.statusCode).toBe(200);
  });
});

describe("DELETE /api/site-issues/:id/photos/:fileId", () => {
  it("401, 403, 404, then takes the photo off the issue and keeps the file", async () => {
    const added = (await upload(manager, multipart(pngBytes(), "crack.png", "image/png"))).json();
    const fileId = added.photos.at(-1).fileId;
    const del = (cookie: string | undefined, id = fileId) => call(t.app, cookie, { method: "DELETE", url: `/api/site-issues/${issueId}/photos/${id}` });
    expect((await del(undefined)).statusCode).toBe(401);
    expect((await del(viewer)).statusCode).toBe(403);
    const missing = await del(manager, 999999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("Photo not found on this site issue");
    const res = await del(manager);
    expect(res.statusCode).toBe(200);
    expect(res.json().photos.some((p: { fileId: number }) => p.fileId === fileId)).toBe(false);
    expect(await t.db.select().from(files).where(eq(files.id, fileId))).toHaveLength(1);
  });
});
