import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { daysAfter, ukToday } from "@shared/common/uk-dates";
import { call, createTestApp, type TestApp } from "../../test/harness";
import { pngBytes } from "../../test/png";
import { PDF, multipartMany } from "../files/files.test-support";
import { assetBody, assetSessions, lastLog, messages } from "./assets.test-support";

let t: TestApp;
let s: Awaited<ReturnType<typeof assetSessions>>;
let id: number;

beforeAll(async () => {
  t = await createTestApp();
  s = await assetSessions(t);
  id = (await call(t.app, s.manager, { method: "POST", url: "/api/assets", payload: assetBody() })).json().id;
});
afterAll(() => t.close());

const at = (tail = "") => `/api/assets/${id}${tail}`;
const png = (name = "front.png") => ({ name, type: "image/png", data: pngBytes() });

describe("an asset's pictures", () => {
  it("401, 403, 404, 400 for a file that is not an image; the first picture is the register's; deleted with its file", async () => {
    const add = (cookie: string | undefined, url = at("/images"), parts = [png()]) => call(t.app, cookie, { method: "POST", url, ...multipartMany(parts) });
    expect((await add(undefined)).statusCode).toBe(401);
    expect((await add(s.viewer)).statusCode).toBe(403);
    expect((await add(s.manager, "/api/assets/999999/images")).statusCode).toBe(404);
    const pdf = await add(s.manager, at("/images"), [{ name: "spec.pdf", type: "application/pdf", data: PDF }]);
    expect(pdf.statusCode).toBe(400);
    expect(messages(pdf.json())[0]).toMatch(/^spec\.pdf: /);

    const res = await add(s.manager, at("/images"), [png("front.png"), png("side.png")]);
    expect(res.statusCode, res.body).toBe(201);
    const [first, second] = res.json().images;
    expect(res.json().imageUrl).toBe(first.url);
    expect(await lastLog(t.db)).toMatchObject({ action: "asset_images_added", category: "assets" });
    const bytes = await call(t.app, s.viewer, { method: "GET", url: first.url });
    expect(bytes.statusCode).toBe(200);
    expect(bytes.headers["content-type"]).toContain("image/png");
    expect((await call(t.app, s.none, { method: "GET", url: first.url })).statusCode).toBe(403);

    const remove = (cookie: string | undefined, fileId: number) => call(t.app, cookie, { method: "DELETE", url: at(`/images/${fileId}`) });
    expect((await remove(s.viewer, first.fileId)).statusCode).toBe(403);
    expect((await remove(s.manager, 999999)).json()).toMatchObject({ message: "Picture not found on this asset" });
    const after = await remove(s.manager, first.fileId);
    expect(after.statusCode).toBe(200);
    // The next picture takes the register's place.
    expect(after.json()).toMatchObject({ imageUrl: second.url, images: [{ fileId: second.fileId }] });
    expect((await call(t.app, s.viewer, { method: "GET", url: first.url })).statusCode).toBe(404);
  });
});

describe("an asset's documents", () => {
  const fields = (over: Record<string, string> = {}) =>
    Object.entries({ category: "inspection", title: "LOLER report 2026", expiryDate: daysAfter(ukToday(), 10), notes: "Examined by Allianz", ...over }).map(
      ([field, value]) => ({ field, value }),
    );
  const add = (cookie: string | undefined, parts: Parameters<typeof multipartMany>[0], url = at("/documents")) =>
    call(t.app, cookie, { method: "POST", url, ...multipartMany(parts) });
  const pdf = { name: "loler.pdf", type: "application/pdf", data: PDF };

  it("401, 403, 404, 400 with §5's messages (the 10 MB limit in its words)", async () => {
    expect((await add(undefined, [...fields(), pdf])).statusCode).toBe(401);
    expect((await add(s.viewer, [...fields(), pdf])).statusCode).toBe(403);
    expect((await add(s.manager, [...fields(), pdf], "/api/assets/999999/documents")).statusCode).toBe(404);
    expect(messages((await add(s.manager, [...fields({ title: "" }), pdf])).json())).toEqual(["Title is required"]);
    expect(messages((await add(s.manager, [...fields({ category: "manual" }), pdf])).json())).toEqual(["Choose a document category"]);
    expect(messages((await add(s.manager, fields())).json())).toEqual(["Choose a file to upload"]);
    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]);
    expect(messages((await add(s.manager, [...fields(), { ...pdf, data: big }])).json())).toEqual(["File size cannot exceed 10MB"]);
  });

  it("adds a document with its expiry state, downloads it, changes its details, deletes it", async () => {
    const res = await add(s.manager, [...fields(), pdf]);
    expect(res.statusCode, res.body).toBe(201);
    const [doc] = res.json().documents;
    expect(doc).toMatchObject({
      category: "inspection",
      title: "LOLER report 2026",
      filename: "loler.pdf",
      fileType: "application/pdf",
      fileSize: PDF.length,
      state: "expiring",
      notes: "Examined by Allianz",
      uploadedBy: { name: "Mia Manager" },
    });
    expect(await lastLog(t.db)).toMatchObject({ action: "asset_document_added", category: "assets" });
    const file = await call(t.app, s.viewer, { method: "GET", url: doc.url });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 4).toString()).toBe("%PDF");

    const change = (cookie: string | undefined, documentId: number, payload: object) =>
      call(t.app, cookie, { method: "PATCH", url: at(`/documents/${documentId}`), payload });
    const body = { category: "inspection", title: "LOLER report 2026", expiryDate: "2020-01-01", notes: null };
    expect((await change(s.viewer, doc.id, body)).statusCode).toBe(403);
    expect((await change(s.manager, 999999, body)).json()).toMatchObject({ message: "Document not found on this asset" });
    expect(messages((await change(s.manager, doc.id, { ...body, expiryDate: "31/01/2026" })).json())).toEqual([
      "Expiry date must be a valid date (yyyy-mm-dd)",
    ]);
    expect((await change(s.manager, doc.id, body)).json().documents[0]).toMatchObject({ expiryDate: "2020-01-01", state: "expired", notes: null });

    const remove = (cookie: string | undefined, documentId: number) => call(t.app, cookie, { method: "DELETE", url: at(`/documents/${documentId}`) });
    expect((await remove(s.viewer, doc.id)).statusCode).toBe(403);
    expect((await remove(s.manager, 999999)).statusCode).toBe(404);
    expect((await remove(s.manager, doc.id)).json().documents).toEqual([]);
    expect((await call(t.app, s.viewer, { method: "GET", url: doc.url })).statusCode).toBe(404);
    expect(await lastLog(t.db)).toMatchObject({ action: "asset_document_deleted" });
  });
});
