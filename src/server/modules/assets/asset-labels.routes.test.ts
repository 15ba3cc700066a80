import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { extractText } from "unpdf";
import { ASSET_LABEL_IDS_MESSAGE } from "@shared/assets/asset-labels";
import { ASSET_LABEL_NOT_VALID } from "@shared/assets/asset-scan";
import { assets } from "../../db/schema/index";
import { call, createTestApp, type TestApp } from "../../test/harness";
import { decodePdfQr } from "../../test/pdf-qr";
import { deny, lastLog } from "../../test/records";
import { signedIn } from "../../test/sessions";
import { insertAsset } from "./asset-labels.test-support";

let t: TestApp;
let manager: string; // Assets view, create, edit
let supervisor: string; // Assets view only
let viewer: string; // no Assets at all

beforeAll(async () => {
  t = await createTestApp();
  manager = (await signedIn(t, { role: "Site Manager" })).cookie;
  supervisor = (await signedIn(t, { role: "Site Supervisor" })).cookie;
  await deny(t.db, "Viewer", "Assets");
  viewer = (await signedIn(t, { role: "Viewer" })).cookie;
});
afterAll(() => t.close());

const get = (cookie: string | undefined, url: string) => call(t.app, cookie, { method: "GET", url });
const post = (cookie: string | undefined, url: string) => call(t.app, cookie, { method: "POST", url });
const scan = (path: string) => t.app.inject({ method: "GET", url: `/api/public/assets/${path.slice("/a/".length)}` });
const pdfText = async (payload: Buffer | Uint8Array) => {
  const { text, totalPages } = await extractText(new Uint8Array(payload), { mergePages: true });
  return { text: text.replace(/\s+/g, " "), pages: totalPages };
};

describe("an asset's label", () => {
  it("401, 403 without Assets view, 400 for a bad id, 404; the address its QR opens", async () => {
    const a = await insertAsset(t.db);
    const at = `/api/assets/${a.id}/label`;
    expect((await get(undefined, at)).statusCode).toBe(401);
    expect((await get(viewer, at)).statusCode).toBe(403);
    const bad = await get(supervisor, "/api/assets/abc/label");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Asset not found");
    expect((await get(supervisor, "/api/assets/999999/label")).statusCode).toBe(404);
    const res = await get(supervisor, at);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ path: `/a/${a.qrToken}`, issuedAt: a.qrIssuedAt.toISOString() });
    // 24 random bytes as base64url: nothing of the asset in it.
    expect(res.json().path).toMatch(/^\/a\/[A-Za-z0-9_-]{32}$/);
  });

  it("a new label: Assets edit only; the old label's scan is no longer valid; logged without the token", async () => {
    const a = await insertAsset(t.db, { name: "Chain sling 2-leg 3.15t" });
    const at = `/api/assets/${a.id}/label`;
    expect((await post(undefined, at)).statusCode).toBe(401);
    expect((await post(viewer, at)).statusCode).toBe(403);
    expect((await post(supervisor, at)).statusCode).toBe(403);
    expect((await post(manager, "/api/assets/0/label")).statusCode).toBe(400);
    expect((await post(manager, "/api/assets/999999/label")).statusCode).toBe(404);

    const old = `/a/${a.qrToken}`;
    expect((await scan(old)).statusCode).toBe(200);
    const res = await post(manager, at);
    expect(res.statusCode, res.body).toBe(200);
    const { path } = res.json();
    expect(path).toMatch(/^\/a\/[A-Za-z0-9_-]{32}$/);
    expect(path).not.toBe(old);
    expect((await get(supervisor, at)).json().path).toBe(path);
    const [row] = await t.db.select().from(assets).where(eq(assets.id, a.id));
    expect(row.qrCodeData).toBe(path);

    const refused = await scan(old);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(ASSET_LABEL_NOT_VALID);
    expect((await scan(path)).statusCode).toBe(200);
    const log = await lastLog(t.db);
    expect(log).toMatchObject({
      action: "asset_label_reissued",
      category: "assets",
      entityType: "asset",
      entityId: String(a.id),
      description: "Issued a new label for asset Chain sling 2-leg 3.15t (the old label no longer works)",
    });
    expect(JSON.stringify(log)).not.toContain(path.slice(3));
  });

  it("a deleted asset has no label, and its scan is not valid", async () => {
    const a = await insertAsset(t.db, { deletedAt: new Date() });
    expect((await get(supervisor, `/api/assets/${a.id}/label`)).statusCode).toBe(404);
    expect((await post(manager, `/api/assets/${a.id}/label`)).statusCode).toBe(404);
    expect((await scan(`/a/${a.qrToken}`)).statusCode).toBe(404);
  });
});

describe("label PDFs", () => {
  it("one label: 401, 403, 400, 404; the company, name, serial and the line to scan; the print logged", async () => {
    const a = await insertAsset(t.db, { name: "Telehandler JCB 535-95", serialNumber: "JCB0535951234" });
    const at = `/api/assets/${a.id}/label.pdf`;
    expect((await get(undefined, at)).statusCode).toBe(401);
    expect((await get(viewer, at)).statusCode).toBe(403);
    expect((await get(supervisor, "/api/assets/x1/label.pdf")).statusCode).toBe(400);
    expect((await get(supervisor, "/api/assets/999999/label.pdf")).statusCode).toBe(404);

    const res = await get(supervisor, at);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toContain(`asset-label-${a.id}.pdf`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const { text, pages } = await pdfText(res.rawPayload);
    expect(pages).toBe(1);
    for (const shown of [t.config.companyName, "Telehandler JCB 535-95", "Serial JCB0535951234", "Scan to check before use"]) expect(text).toContain(shown);
    // The printed code scans, to the scan page of this asset's token at the app's address.
    expect(decodePdfQr(res.rawPayload)).toBe(`http://localhost:80/a/${a.qrToken}`);
    expect(await lastLog(t.db)).toMatchObject({
      action: "asset_labels_printed",
      entityId: String(a.id),
      description: "Printed the label of asset Telehandler JCB 535-95",
    });
  });

  it("a sheet run: 14 labels a page in the order chosen; 400 for a bad or too long list, 404 when one is missing", async () => {
    const made = [];
    for (let i = 1; i <= 15; i++) made.push(await insertAsset(t.db, { name: `Breaker Hilti TE 1000 no. ${i}`, serialNumber: null }));
    const ids = made.map((a) => a.id).reverse();
    const at = (list: string) => `/api/assets/labels.pdf?ids=${list}`;
    expect((await get(undefined, at(ids.join(",")))).statusCode).toBe(401);
    expect((await get(viewer, at(ids.join(",")))).statusCode).toBe(403);
    for (const wrong of ["", "1,x", "0", Array.from({ length: 201 }, (_, i) => i + 1).join(",")]) {
      const res = await get(supervisor, at(wrong));
      expect(res.statusCode, wrong).toBe(400);
      expect(res.json().message).toBe(ASSET_LABEL_IDS_MESSAGE);
    }
    expect((await get(supervisor, at(`${ids[0]},999999`))).statusCode).toBe(404);

    const res = await get(supervisor, at(ids.join(",")));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-disposition"]).toContain("asset-labels.pdf");
    const { text, pages } = await pdfText(res.rawPayload);
    expect(pages).toBe(2);
    expect(text.indexOf("no. 15")).toBeLessThan(text.indexOf("no. 14"));
    expect(text).not.toContain("Serial");
    expect(await lastLog(t.db)).toMatchObject({ action: "asset_labels_printed", description: "Printed labels for 15 assets" });
  });
});
