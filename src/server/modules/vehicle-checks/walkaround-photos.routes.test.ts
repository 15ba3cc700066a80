import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { CLEAR_MESSAGES, DEFECT_PHOTO_MESSAGES, WALKAROUND_ITEMS } from "@shared/vehicle-checks/walkaround";
import { FILE_REQUIRED_MESSAGE, FILE_SIZE_MESSAGE, PHOTO_TYPE_MESSAGE } from "@shared/files/files";
import { files, fleet } from "../../db/schema/index";
import { call, createTestApp, type TestApp } from "../../test/harness";
import { pngBytes } from "../../test/png";
import { PDF, multipartMany } from "../files/files.test-support";
import { fleetSessions, insertVehicle, lastLog, messages } from "./vehicle-checks.test-support";

let t: TestApp;
let manager: string; // Fleet Management view, create, edit
let supervisor: string; // view only
let outsider: string; // no Fleet Management

beforeAll(async () => {
  t = await createTestApp();
  ({ manager, supervisor, outsider } = await fleetSessions(t));
});
afterAll(() => t.close());

const png = (name = "brake-light.png") => ({ name, type: "image/png", data: pngBytes() });
type Part = Parameters<typeof multipartMany>[0][number];
const upload = (cookie: string | undefined, checkId: number | string, key: string, parts: Part[]) =>
  call(t.app, cookie, { method: "POST", url: `/api/fleet/walkaround-checks/${checkId}/items/${key}/photos`, ...multipartMany(parts) });
const get = (cookie: string | undefined, url: string) => call(t.app, cookie, { method: "GET", url });

/** A van's check with two defects: the brake light and a tyre. */
async function checkWithDefects() {
  const van = await insertVehicle(t.db);
  const answers = WALKAROUND_ITEMS.map((i) =>
    i.key === "lights"
      ? { key: i.key, result: "defect", note: "Nearside brake light out" }
      : i.key === "tyres"
        ? { key: i.key, result: "defect", note: "Cut in the offside front sidewall" }
        : { key: i.key, result: "ok" },
  );
  const res = await call(t.app, manager, { method: "POST", url: `/api/fleet/${van.id}/walkaround-checks`, payload: { answers, unsafe: true } });
  expect(res.statusCode, res.body).toBe(201);
  return { van, checkId: res.json().check.id as number };
}

describe("a walkaround defect's photos", () => {
  it("401, 403, 404 (check, vehicle in the bin, item), 400 (not a defect, not a photo, none, too big), 409 over three", async () => {
    const { van, checkId } = await checkWithDefects();
    expect((await upload(undefined, checkId, "lights", [png()])).statusCode).toBe(401);
    expect((await upload(supervisor, checkId, "lights", [png()])).statusCode).toBe(403);
    expect((await upload(outsider, checkId, "lights", [png()])).statusCode).toBe(403);
    expect((await upload(manager, 999999, "lights", [png()])).json()).toEqual({ message: "Walkaround check not found" });
    expect((await upload(manager, "abc", "lights", [png()])).json()).toMatchObject({ message: "Walkaround check not found" });
    const noItem = await upload(manager, checkId, "wings", [png()]);
    expect(noItem.statusCode).toBe(404);
    expect(noItem.json()).toEqual({ message: DEFECT_PHOTO_MESSAGES.item });
    expect(messages((await upload(manager, checkId, "horn", [png()])).json())).toEqual([DEFECT_PHOTO_MESSAGES.notDefect]);
    expect(messages((await upload(manager, checkId, "lights", [{ name: "report.pdf", type: "application/pdf", data: PDF }])).json())).toEqual([
      `report.pdf: ${PHOTO_TYPE_MESSAGE}`,
    ]);
    expect(messages((await upload(manager, checkId, "lights", [])).json())).toEqual([FILE_REQUIRED_MESSAGE]);
    const big = { ...png(), data: Buffer.concat([pngBytes(), Buffer.alloc(10 * 1024 * 1024)]) };
    expect(messages((await upload(manager, checkId, "lights", [big])).json())).toEqual([FILE_SIZE_MESSAGE]);

    const two = await upload(manager, checkId, "tyres", [png("tyre-1.png"), png("tyre-2.png")]);
    expect(two.statusCode, two.body).toBe(201);
    const over = await upload(manager, checkId, "tyres", [png("tyre-3.png"), png("tyre-4.png")]);
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({ message: DEFECT_PHOTO_MESSAGES.tooMany });
    // Refused whole: the fourth photo's file was not kept either.
    expect(await t.db.select().from(files).where(eq(files.originalName, "tyre-4.png"))).toEqual([]);

    await t.db.update(fleet).set({ deletedAt: new Date() }).where(eq(fleet.id, van.id));
    expect((await upload(manager, checkId, "lights", [png()])).json()).toEqual({ message: "Walkaround check not found" });
  });

  it("each defect keeps its own photos, shown on the check and in the company list; seen with view only; logged", async () => {
    const { van, checkId } = await checkWithDefects();
    const res = await upload(manager, checkId, "lights", [png("brake-light.png")]);
    expect(res.statusCode, res.body).toBe(201);
    const lights = res.json().items.find((i: { key: string }) => i.key === "lights");
    expect(lights).toMatchObject({ result: "defect", note: "Nearside brake light out", photos: [{ fileId: expect.any(Number), name: "brake-light.png" }] });
    expect(res.json().items.find((i: { key: string }) => i.key === "tyres").photos).toEqual([]);
    expect(await lastLog(t.db)).toMatchObject({
      action: "fleet_walkaround_photos_added",
      category: "fleet",
      entityType: "vehicle",
      entityId: String(van.id),
      description: `Added 1 photo to the walkaround defect of ${van.vehicleName} (Lights and indicators): Nearside brake light out`,
    });

    const listed = (await get(supervisor, `/api/fleet/${van.id}/walkaround-checks`)).json().items[0];
    expect(listed.items.find((i: { key: string }) => i.key === "lights").photos).toEqual(lights.photos);
    const recent = (await get(supervisor, "/api/fleet/walkaround-checks?open=true&pageSize=100")).json().items;
    expect(recent.find((c: { id: number }) => c.id === checkId).items.find((i: { key: string }) => i.key === "lights").photos).toEqual(lights.photos);

    const { fileId } = lights.photos[0];
    const photo = await get(supervisor, `/api/fleet/walkaround-checks/${checkId}/items/lights/photos/${fileId}`);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers["content-type"]).toContain("image/png");
    expect((await get(undefined, `/api/fleet/walkaround-checks/${checkId}/items/lights/photos/${fileId}`)).statusCode).toBe(401);
    expect((await get(outsider, `/api/fleet/walkaround-checks/${checkId}/items/lights/photos/${fileId}`)).statusCode).toBe(403);
    // A company file: never through the project Files' route, nor through another check.
    expect((await get(manager, `/api/files/${fileId}/content`)).statusCode).toBe(404);
    const other = await checkWithDefects();
    expect((await get(supervisor, `/api/fleet/walkaround-checks/${other.checkId}/items/lights/photos/${fileId}`)).json()).toEqual({
      message: DEFECT_PHOTO_MESSAGES.notFound,
    });
    // Nor under another defect of the same check.
    expect((await get(supervisor, `/api/fleet/walkaround-checks/${checkId}/items/tyres/photos/${fileId}`)).json()).toEqual({
      message: DEFECT_PHOTO_MESSAGES.notFound,
    });
    // Gone with the vehicle to the recycle bin.
    await t.db.update(fleet).set({ deletedAt: new Date() }).where(eq(fleet.id, van.id));
    expect((await get(supervisor, `/api/fleet/walkaround-checks/${checkId}/items/lights/photos/${fileId}`)).statusCode).toBe(404);
    await t.db.update(fleet).set({ deletedAt: null }).where(eq(fleet.id, van.id));
  });

  it("once the defect is cleared no photo is added (409); one taken by mistake is deleted by an authorised person (edit)", async () => {
    const { van, checkId } = await checkWithDefects();
    const added = await upload(manager, checkId, "lights", [png("my-dog.png")]);
    const { fileId } = added.json().items.find((i: { key: string }) => i.key === "lights").photos[0];
    const del = (cookie: string | undefined, id: number | string = fileId) =>
      call(t.app, cookie, { method: "DELETE", url: `/api/fleet/walkaround-checks/${checkId}/items/lights/photos/${id}` });
    expect((await del(undefined)).statusCode).toBe(401);
    expect((await del(supervisor)).statusCode).toBe(403);
    expect((await del(manager, 999999)).json()).toEqual({ message: DEFECT_PHOTO_MESSAGES.notFound });
    expect((await del(manager)).statusCode).toBe(204);
    expect(await t.db.select().from(files).where(eq(files.id, fileId))).toEqual([]);
    expect(await lastLog(t.db)).toMatchObject({
      action: "fleet_walkaround_photo_deleted",
      description: `Deleted photo my-dog.png of the walkaround defect of ${van.vehicleName} (Lights and indicators)`,
    });
    expect((await del(manager)).statusCode).toBe(404);

    const cleared = await call(t.app, manager, {
      method: "POST",
      url: `/api/fleet/walkaround-checks/${checkId}/clearance`,
      payload: { note: "Bulb and tyre replaced" },
    });
    expect(cleared.statusCode).toBe(201);
    expect(cleared.json().check.items.find((i: { key: string }) => i.key === "lights").photos).toEqual([]);
    const late = await upload(manager, checkId, "lights", [png()]);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ message: CLEAR_MESSAGES.already });
  });
});
