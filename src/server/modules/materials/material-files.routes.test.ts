import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { call, createTestApp, type TestApp } from "../../test/harness";
import { signedIn } from "../../test/sessions";
import { pngBytes } from "../../test/png";
import { files } from "../../db/schema/index";
import { multipart } from "../account/account.test-support";
import { PDF, multipartMany } from "../files/files.test-support";
import { buildSupplier, lastLog, materialBody, messages, multipartForm } from "./materials.test-support";

let t: TestApp;
let buyer: string;
let viewer: string;
let materialId: number;
let hanson: number;
let cemex: number;

beforeAll(async () => {
  t = await createTestApp();
  buyer = (await signedIn(t, { role: "Buyer" })).cookie;
  viewer = (await signedIn(t, { role: "Viewer" })).cookie;
  hanson = (await buildSupplier(t.db, "Hanson Ready Mix")).id;
  cemex = (await buildSupplier(t.db, "Cemex UK")).id;
  materialId = (await call(t.app, buyer, { method: "POST", url: "/api/materials", payload: materialBody() })).json().id;
});
afterAll(() => t.close());

const at = (path = "") => `/api/materials/${materialId}${path}`;

describe("pictures", () => {
  it("401, 403 for a Viewer, 404 unknown material, 400 for no file or a non-image", async () => {
    const png = () => multipart(pngBytes(), "mix.png", "image/png");
    expect((await call(t.app, undefined, { method: "POST", url: at("/images"), ...png() })).statusCode).toBe(401);
    expect((await call(t.app, viewer, { method: "POST", url: at("/images"), ...png() })).statusCode).toBe(403);
    expect((await call(t.app, buyer, { method: "POST", url: "/api/materials/999999/images", ...png() })).statusCode).toBe(404);
    const none = await call(t.app, buyer, { method: "POST", url: at("/images"), payload: {} });
    expect(messages(none.json())).toEqual(["Choose a file to upload"]);
    const pdf = await call(t.app, buyer, { method: "POST", url: at("/images"), ...multipart(PDF, "spec.pdf", "application/pdf") });
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().message).toBe("spec.pdf: Only photos can be added here: PNG, JPEG, WebP or GIF images");
  });

  it("stores company-level files, serves them through the material only, and deletes them", async () => {
    const res = await call(t.app, buyer, {
      method: "POST",
      url: at("/images"),
      ...multipartMany([
        { name: "mix-1.png", type: "image/png", data: pngBytes() },
        { name: "mix-2.png", type: "image/png", data: pngBytes(8, 8) },
      ]),
    });
    expect(res.statusCode).toBe(201);
    const images = res.json().images;
    expect(images.map((i: { originalName: string }) => i.originalName)).toEqual(["mix-1.png", "mix-2.png"]);
    const [file] = await t.db.select().from(files).where(eq(files.id, images[0].fileId));
    expect(file.projectId).toBeNull();
    expect(await lastLog(t.db)).toMatchObject({ action: "material_images_added" });

    const content = await call(t.app, viewer, { method: "GET", url: images[0].url });
    expect(content.statusCode).toBe(200);
    expect(content.headers["content-type"]).toBe("image/png");
    // Not a project's file: the Files tab's route does not serve it.
    expect((await call(t.app, viewer, { method: "GET", url: `/api/files/${images[0].fileId}/content` })).statusCode).toBe(404);
    expect((await call(t.app, viewer, { method: "GET", url: `/api/materials/999999/files/${images[0].fileId}` })).statusCode).toBe(404);

    const del = (cookie: string | undefined, fileId: number) => call(t.app, cookie, { method: "DELETE", url: at(`/images/${fileId}`) });
    expect((await del(undefined, images[0].fileId)).statusCode).toBe(401);
    expect((await del(viewer, images[0].fileId)).statusCode).toBe(403);
    expect((await del(buyer, 999999)).statusCode).toBe(404);
    const after = await del(buyer, images[0].fileId);
    expect(after.statusCode).toBe(200);
    expect(after.json().images).toHaveLength(1);
    expect(await t.db.select().from(files).where(eq(files.id, images[0].fileId))).toEqual([]);
    expect((await call(t.app, viewer, { method: "GET", url: images[0].url })).statusCode).toBe(404);
  });
});

describe("quotes", () => {
  const quote = (cookie: string | undefined, fields: Record<string, string>, file?: { name: string; type: string; data: Buffer }, url = at("/quotes")) =>
    call(t.app, cookie, { method: "POST", url, ...multipartForm(fields, file) });
  const valid = (over: Record<string, string> = {}) => ({
    supplierId: String(hanson),
    quoteReference: "Q-2041",
    quoteDate: "2026-01-05",
    expiryDate: "2099-03-31",
    quotedPrice: "112.40",
    ...over,
  });

  it("401, 403, 404 and 400 with each field's message", async () => {
    expect((await quote(undefined, valid())).statusCode).toBe(401);
    expect((await quote(viewer, valid())).statusCode).toBe(403);
    expect((await quote(buyer, valid(), undefined, "/api/materials/999999/quotes")).statusCode).toBe(404);
    const cases: [Record<string, string>, string][] = [
      [{ supplierId: "" }, "Choose the supplier who quoted"],
      [{ supplierId: "999999" }, "Choose a supplier from the list"],
      [{ quoteDate: "" }, "Quote date is required"],
      [{ quoteDate: "05/01/2026" }, "Quote date must be a valid date (yyyy-mm-dd)"],
      [{ expiryDate: "2025-12-31" }, "Expiry date cannot be before the quote date"],
      [{ quotedPrice: "" }, "Quoted price is required"],
      [{ quotedPrice: "1.005" }, "Quoted price can have at most 2 decimal places"],
      [{ quoteReference: "x".repeat(101) }, "Quote reference must be 100 characters or fewer"],
    ];
    for (const [over, message] of cases) {
      const res = await quote(buyer, valid(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(messages(res.json()).concat(res.json().message)).toContain(message);
    }
    const zip = await quote(buyer, valid(), { name: "q.txt", type: "text/plain", data: Buffer.from("hello quote") });
    expect(zip.json().message).toBe("A quote's file must be a PDF or an image (PNG, JPEG, WebP or GIF)");
  });

  it("ranks valid quotes cheapest first, expired ones after, and serves and deletes a quote's PDF", async () => {
    expect(
      (
        await quote(buyer, valid({ supplierId: String(cemex), quotedPrice: "109.95", quoteReference: "CX-88" }), {
          name: "cemex.pdf",
          type: "application/pdf",
          data: PDF,
        })
      ).statusCode,
    ).toBe(201);
    expect((await quote(buyer, valid({ quotedPrice: "99.00", expiryDate: "2026-01-31" }))).statusCode).toBe(201);
    const res = await quote(buyer, valid());
    expect(res.statusCode).toBe(201);
    const quotes = res.json().quotes;
    expect(quotes.map((q: { quotedPrice: string; status: string; cheapest: boolean }) => [q.quotedPrice, q.status, q.cheapest])).toEqual([
      ["109.95", "valid", true],
      ["112.40", "valid", false],
      ["99.00", "expired", false],
    ]);
    expect(res.json().bestQuote).toBe("109.95");
    expect(quotes[0]).toMatchObject({
      supplier: { id: cemex, name: "Cemex UK" },
      quoteReference: "CX-88",
      file: { originalName: "cemex.pdf", mimetype: "application/pdf" },
    });
    expect((await call(t.app, viewer, { method: "GET", url: quotes[0].file.url })).headers["content-type"]).toBe("application/pdf");
    expect(await lastLog(t.db)).toMatchObject({ action: "material_quote_added" });

    const del = (cookie: string | undefined, id: number) => call(t.app, cookie, { method: "DELETE", url: at(`/quotes/${id}`) });
    expect((await del(undefined, quotes[0].id)).statusCode).toBe(401);
    expect((await del(viewer, quotes[0].id)).statusCode).toBe(403);
    expect((await del(buyer, 999999)).statusCode).toBe(404);
    const after = await del(buyer, quotes[0].id);
    expect(after.statusCode).toBe(200);
    expect(after.json().quotes[0]).toMatchObject({ quotedPrice: "112.40", cheapest: true });
    expect(await t.db.select().from(files).where(eq(files.id, quotes[0].file.fileId))).toEqual([]);
    expect(await lastLog(t.db)).toMatchObject({ action: "material_quote_deleted", severity: "warning" });
  });
});
