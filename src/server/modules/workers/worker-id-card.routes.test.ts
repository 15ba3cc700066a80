import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { extractText } from "unpdf";
import { call, createTestApp, type TestApp } from "../../test/harness";
import { signedIn } from "../../test/sessions";
import { pngBytes } from "../../test/png";
import { files, workers } from "../../db/schema/index";
import { multipart } from "../account/account.test-support";
import { PDF } from "../files/files.test-support";
import { lastLog, PERSONAL_VALUES, workerBody } from "./workers.test-support";

let t: TestApp;
let supervisor: string; // Workforce view, create, edit
let director: string; // Workforce everything
let qs: string; // Workforce view only
let viewer: string; // no Workforce at all

beforeAll(async () => {
  t = await createTestApp();
  supervisor = (await signedIn(t, { role: "Site Supervisor" })).cookie;
  director = (await signedIn(t, { role: "Managing Director" })).cookie;
  qs = (await signedIn(t, { role: "QS" })).cookie;
  viewer = (await signedIn(t, { role: "Viewer" })).cookie;
});
afterAll(() => t.close());

const pdfText = async (payload: Buffer | Uint8Array) => (await extractText(new Uint8Array(payload), { mergePages: true })).text.replace(/\s+/g, " ");

async function create(over: Record<string, unknown> = {}) {
  const res = await call(t.app, supervisor, { method: "POST", url: "/api/workers", payload: workerBody(over) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; workerId: string };
}
const addCard = (id: number, payload: object) => call(t.app, supervisor, { method: "POST", url: `/api/workers/${id}/cards`, payload });
const issue = (cookie: string | undefined, id: number) => call(t.app, cookie, { method: "POST", url: `/api/workers/${id}/qr` });
const lookUp = (cookie: string | undefined, path: string) =>
  call(t.app, cookie, { method: "GET", url: `/api/workers/by-qr?token=${encodeURIComponent(path.slice("/w/".length))}` });

describe("QR tokens", () => {
  it("401 signed out, 403 without Workforce edit, 404 for an unknown worker", async () => {
    const w = await create();
    expect((await issue(undefined, w.id)).statusCode).toBe(401);
    expect((await issue(qs, w.id)).statusCode).toBe(403);
    expect((await issue(supervisor, 999999)).statusCode).toBe(404);
    expect((await lookUp(undefined, "/w/abc")).statusCode).toBe(401);
    expect((await lookUp(viewer, "/w/abc")).statusCode).toBe(403);
  });

  it("issues an unguessable token; re-issuing voids the old one; each is logged without the token", async () => {
    const w = await create({ workerId: "W-QR-1" });
    const first = await issue(supervisor, w.id);
    expect(first.statusCode, first.body).toBe(200);
    const { path } = first.json();
    // 24 random bytes as base64url: 32 characters, no worker id or personal data.
    expect(path).toMatch(/^\/w\/[A-Za-z0-9_-]{32}$/);
    expect((await lookUp(qs, path)).json()).toEqual({ id: w.id });
    expect((await call(t.app, qs, { method: "GET", url: `/api/workers/${w.id}` })).json().qrPath).toBe(path);

    const second = (await issue(supervisor, w.id)).json().path;
    expect(second).not.toBe(path);
    const old = await lookUp(qs, path);
    expect(old.statusCode).toBe(404);
    expect(old.json().message).toBe("This QR code is not valid");
    expect((await lookUp(qs, second)).json()).toEqual({ id: w.id });
    const log = await lastLog(t.db);
    expect(log.action).toBe("worker_qr_issued");
    expect(log.description).toBe("Issued a new QR code for worker Callum Sutcliffe (W-QR-1) (the old QR code no longer works)");
    expect(JSON.stringify(log)).not.toContain(second.slice(3));
    expect((await lookUp(qs, "/w/not-a-token")).statusCode).toBe(404);
  });

  it("a deleted worker's token is not valid", async () => {
    const w = await create();
    const { path } = (await issue(supervisor, w.id)).json();
    expect((await call(t.app, director, { method: "DELETE", url: `/api/workers/${w.id}` })).statusCode).toBe(204);
    expect((await lookUp(qs, path)).statusCode).toBe(404);
  });
});

describe("profile photo", () => {
  it("images only; the answer says where it is; replacing and removing delete the file", async () => {
    const w = await create();
    const at = `/api/workers/${w.id}/photo`;
    const png = () => multipart(pngBytes(), "face.png", "image/png");
    expect((await call(t.app, undefined, { method: "POST", url: at, ...png() })).statusCode).toBe(401);
    expect((await call(t.app, qs, { method: "POST", url: at, ...png() })).statusCode).toBe(403);
    expect((await call(t.app, supervisor, { method: "POST", url: "/api/workers/999999/photo", ...png() })).statusCode).toBe(404);
    const pdf = await call(t.app, supervisor, { method: "POST", url: at, ...multipart(PDF, "face.pdf", "application/pdf") });
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().message).toBe("face.pdf: Only photos can be added here: PNG, JPEG, WebP or GIF images");

    const first = await call(t.app, supervisor, { method: "POST", url: at, ...png() });
    expect(first.statusCode, first.body).toBe(201);
    const [row] = await t.db.select().from(workers).where(eq(workers.id, w.id));
    expect(first.json().photoUrl).toBe(`${at}?v=${row.profilePictureFileId}`);
    const got = await call(t.app, qs, { method: "GET", url: at });
    expect(got.statusCode).toBe(200);
    expect(got.headers["content-type"]).toBe("image/png");
    expect((await call(t.app, viewer, { method: "GET", url: at })).statusCode).toBe(403);
    // A company-level file: the project Files route does not serve it.
    expect((await call(t.app, supervisor, { method: "GET", url: `/api/files/${row.profilePictureFileId}` })).statusCode).toBe(404);

    expect((await call(t.app, supervisor, { method: "POST", url: at, ...png() })).statusCode).toBe(201);
    expect(await t.db.select().from(files).where(eq(files.id, row.profilePictureFileId!))).toEqual([]);

    expect((await call(t.app, qs, { method: "DELETE", url: at })).statusCode).toBe(403);
    expect((await call(t.app, supervisor, { method: "DELETE", url: at })).statusCode).toBe(204);
    expect((await lastLog(t.db)).action).toBe("worker_photo_deleted");
    expect((await call(t.app, qs, { method: "GET", url: `/api/workers/${w.id}` })).json().photoUrl).toBeNull();
    expect((await call(t.app, qs, { method: "GET", url: at })).statusCode).toBe(404);
    expect((await call(t.app, supervisor, { method: "DELETE", url: at })).statusCode).toBe(404);
  });
});

describe("ID card PDFs", () => {
  it("401, 403, 404; the card shows name, trade, employer and cards with expiry, never personal data", async () => {
    const w = await create({ workerId: "W-CARD-1", firstName: "Priya", lastName: "Mistry", trade: "Steel Fixer" });
    expect((await addCard(w.id, { schemeIdentifier: "CSCS", cardNumber: "40012345", expiryDate: "2030-06-30" })).statusCode).toBe(201);
    expect((await addCard(w.id, { schemeIdentifier: "CPCS", cardNumber: "CP998877", expiryDate: "2020-01-31" })).statusCode).toBe(201);
    await call(t.app, supervisor, { method: "POST", url: `/api/workers/${w.id}/photo`, ...multipart(pngBytes(40, 50), "face.png", "image/png") });
    const at = `/api/workers/${w.id}/id-card.pdf`;
    expect((await call(t.app, undefined, { method: "GET", url: at })).statusCode).toBe(401);
    expect((await call(t.app, viewer, { method: "GET", url: at })).statusCode).toBe(403);
    expect((await call(t.app, qs, { method: "GET", url: "/api/workers/999999/id-card.pdf" })).statusCode).toBe(404);

    // A worker without a token gets one with the first card (Workforce view may print it).
    const res = await call(t.app, qs, { method: "GET", url: at });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toContain("id-card-W-CARD-1.pdf");
    const text = await pdfText(res.rawPayload);
    for (const shown of [
      "Priya Mistry",
      "Steel Fixer",
      "Aire Valley Groundworks Ltd",
      "Worker ID W-CARD-1",
      "CSCS 40012345",
      "expires 30/06/2030",
      "CPCS CP998877",
      "EXPIRED 31/01/2020",
    ])
      expect(text).toContain(shown);
    for (const value of [...PERSONAL_VALUES, "JK123456C", "JK 12 34 56 C"]) expect(text).not.toContain(value);
    const [row] = await t.db.select().from(workers).where(eq(workers.id, w.id));
    expect(row.qrToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
    // The token stays: a second print does not void the first card.
    await call(t.app, qs, { method: "GET", url: at });
    expect((await t.db.select().from(workers).where(eq(workers.id, w.id)))[0].qrToken).toBe(row.qrToken);
  });

  it("prints a gang's cards on A4 sheets, 8 a page, up to 40 workers", async () => {
    const gang = await Promise.all(Array.from({ length: 9 }, (_, i) => create({ firstName: `Gang${i}`, lastName: "Member" })));
    const ids = gang.map((w) => w.id).join(",");
    const res = await call(t.app, qs, { method: "GET", url: `/api/workers/id-cards.pdf?ids=${ids}` });
    expect(res.statusCode, res.body).toBe(200);
    const text = await pdfText(res.rawPayload);
    for (let i = 0; i < 9; i++) expect(text).toContain(`Gang${i} Member`);
    expect(res.rawPayload.toString("latin1")).toMatch(/\/Count 2\b/);
    expect((await lastLog(t.db)).description).toBe("Printed ID cards for 9 workers");

    const tooMany = Array.from({ length: 41 }, (_, i) => i + 1).join(",");
    for (const q of [tooMany, "", "1,x", "0"]) {
      const bad = await call(t.app, qs, { method: "GET", url: `/api/workers/id-cards.pdf?ids=${q}` });
      expect(bad.statusCode, q).toBe(400);
      expect(bad.json().message).toBe("Choose between 1 and 40 workers");
    }
    expect((await call(t.app, qs, { method: "GET", url: `/api/workers/id-cards.pdf?ids=${gang[0].id},999999` })).statusCode).toBe(404);
    expect((await call(t.app, viewer, { method: "GET", url: `/api/workers/id-cards.pdf?ids=${ids}` })).statusCode).toBe(403);
  });
});
