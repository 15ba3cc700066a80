import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { files } from "../../db/schema/index";
import { call, createTestApp, type TestApp } from "../../test/harness";
import { pngBytes } from "../../test/png";
import { PDF, multipartMany } from "../files/files.test-support";
import { lastLog, messages, workerBody, workforceSessions } from "./workers.test-support";

let t: TestApp;
let supervisor: string;
let qs: string; // Workforce view only
let viewer: string; // no Workforce at all
let workerId: number;
let cardId: number;

beforeAll(async () => {
  t = await createTestApp();
  ({ supervisor, qs, viewer } = await workforceSessions(t));
  workerId = (await call(t.app, supervisor, { method: "POST", url: "/api/workers", payload: workerBody() })).json().id;
  const card = { schemeIdentifier: "CSCS", cardNumber: "40012345", expiryDate: "2099-06-30" };
  cardId = (await call(t.app, supervisor, { method: "POST", url: `/api/workers/${workerId}/cards`, payload: card })).json().id;
});
afterAll(() => t.close());

const photos = (path = "") => `/api/workers/${workerId}/cards/${cardId}/photos${path}`;
const side = (field: string, name = `${field}.png`, data = pngBytes()) => ({ field, name, type: "image/png", data });
const post = (cookie: string | undefined, parts: Parameters<typeof multipartMany>[0], url = photos()) =>
  call(t.app, cookie, { method: "POST", url, ...multipartMany(parts) });

describe("card photos", () => {
  it("POST: 401, 403, 404, 400 for no file, a non-image or a part not named front or back", async () => {
    expect((await post(undefined, [side("front")])).statusCode).toBe(401);
    expect((await post(viewer, [side("front")])).statusCode).toBe(403);
    expect((await post(qs, [side("front")])).statusCode).toBe(403);
    expect((await post(supervisor, [side("front")], `/api/workers/${workerId}/cards/999999/photos`)).statusCode).toBe(404);
    expect(messages((await call(t.app, supervisor, { method: "POST", url: photos(), payload: {} })).json())).toEqual(["Choose a file to upload"]);
    const pdf = await post(supervisor, [{ field: "front", name: "card.pdf", type: "application/pdf", data: PDF }]);
    expect(pdf.json().message).toBe("card.pdf: Only photos can be added here: PNG, JPEG, WebP or GIF images");
    expect(messages((await post(supervisor, [side("file")])).json())).toEqual(["Name each photo front or back"]);
    expect(messages((await post(supervisor, [side("front"), side("front")])).json())).toEqual(["Send one photo for each side"]);
  });

  it("stores both sides, serves them to Workforce view, replaces one and removes one", async () => {
    const res = await post(supervisor, [side("front"), side("back")]);
    expect(res.statusCode).toBe(201);
    const { frontPhotoUrl, backPhotoUrl } = res.json();
    expect(frontPhotoUrl).toMatch(new RegExp(`^/api/workers/${workerId}/cards/${cardId}/photos/front\\?v=\\d+$`));
    expect(await lastLog(t.db)).toMatchObject({ action: "worker_card_photos_added", entityId: String(workerId) });
    const content = await call(t.app, qs, { method: "GET", url: frontPhotoUrl });
    expect(content.statusCode).toBe(200);
    expect(content.headers["content-type"]).toBe("image/png");
    expect((await call(t.app, viewer, { method: "GET", url: frontPhotoUrl })).statusCode).toBe(403);
    const worker = (await call(t.app, qs, { method: "GET", url: `/api/workers/${workerId}` })).json();
    expect(worker.cards[0]).toMatchObject({ frontPhotoUrl, backPhotoUrl });

    // Replacing the front deletes the old file: it was the card's alone.
    const oldFront = Number(frontPhotoUrl.split("v=")[1]);
    const replaced = (await post(supervisor, [side("front", "new.png", pngBytes(8, 8))])).json();
    expect(replaced.frontPhotoUrl).not.toBe(frontPhotoUrl);
    expect(replaced.backPhotoUrl).toBe(backPhotoUrl);
    expect(await t.db.select().from(files).where(eq(files.id, oldFront))).toEqual([]);

    const del = (cookie: string | undefined, s: string) => call(t.app, cookie, { method: "DELETE", url: photos(`/${s}`) });
    expect((await del(undefined, "back")).statusCode).toBe(401);
    expect((await del(qs, "back")).statusCode).toBe(403);
    expect(messages((await del(supervisor, "middle")).json())).toEqual(["Side must be front or back"]);
    const after = await del(supervisor, "back");
    expect(after.statusCode).toBe(200);
    expect(after.json()).toMatchObject({ backPhotoUrl: null, frontPhotoUrl: replaced.frontPhotoUrl });
    expect(await lastLog(t.db)).toMatchObject({ action: "worker_card_photo_removed" });
    expect((await del(supervisor, "back")).statusCode).toBe(404);
    expect((await call(t.app, qs, { method: "GET", url: photos("/back") })).statusCode).toBe(404);

    // Removing the card removes its photos' files with it.
    const frontId = Number(replaced.frontPhotoUrl.split("v=")[1]);
    expect((await call(t.app, supervisor, { method: "DELETE", url: `/api/workers/${workerId}/cards/${cardId}` })).statusCode).toBe(204);
    expect(await t.db.select().from(files).where(eq(files.id, frontId))).toEqual([]);
  });
});
