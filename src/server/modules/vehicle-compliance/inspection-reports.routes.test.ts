import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { daysBefore, monthsAfter, ukDay, ukToday } from "@shared/common/uk-dates";
import { isoWeekOf } from "@shared/rules/hgv-inspections";
import { FILE_REQUIRED_MESSAGE, FILE_SIZE_MESSAGE } from "@shared/files/files";
import { SAFETY_MESSAGES } from "@shared/vehicle-compliance/safety-inspections";
import { VEHICLE_MESSAGES } from "@shared/vehicle-compliance/vehicle";
import { files, fleet, fleetSafetyInspections, recycleBin } from "../../db/schema/index";
import { call } from "../../test/harness";
import { pngBytes } from "../../test/png";
import { HTML, PDF, multipartMany } from "../files/files.test-support";
import { complianceFixture, insertVehicle, lastLog, messages, type ComplianceFixture } from "./vehicle-compliance.test-support";

let f: ComplianceFixture;
beforeAll(async () => {
  f = await complianceFixture();
});
afterAll(() => f.t.close());

const today = ukToday();
const pdf = (name = "inspection-pmi.pdf") => ({ name, type: "application/pdf", data: PDF });
type Part = Parameters<typeof multipartMany>[0][number];
const url = (id: number | string, inspectionId: number | string) => `/api/fleet/${id}/safety-inspections/${inspectionId}/report`;
const attach = (cookie: string | undefined, id: number | string, inspectionId: number | string, parts: Part[]) =>
  call(f.t.app, cookie, { method: "PUT", url: url(id, inspectionId), ...multipartMany(parts) });
const get = (cookie: string | undefined, id: number | string, inspectionId: number | string) =>
  call(f.t.app, cookie, { method: "GET", url: url(id, inspectionId) });

async function inspection(day = daysBefore(today, 2)) {
  const v = await insertVehicle(f.t.db, { vehicleName: `DAF ${Math.random().toString(36).slice(2, 6)}` });
  const res = await call(f.t.app, f.manager, {
    method: "POST",
    url: `/api/fleet/${v.id}/safety-inspections`,
    payload: { day, inspector: "Northern Fleet Services", result: "pass" },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { v, id: res.json().inspection.id as number };
}

describe("PUT /api/fleet/:id/safety-inspections/:inspectionId/report", () => {
  it("401, 403 without create, 404 (vehicle, in the bin, inspection, another vehicle's), 400 (type, none, too big)", async () => {
    const { v, id } = await inspection();
    expect((await attach(undefined, v.id, id, [pdf()])).statusCode).toBe(401);
    expect((await attach(f.viewer, v.id, id, [pdf()])).statusCode).toBe(403);
    expect((await attach(f.outsider, v.id, id, [pdf()])).statusCode).toBe(403);
    expect((await attach(f.manager, 999999, id, [pdf()])).json()).toEqual({ message: VEHICLE_MESSAGES.notFound });
    expect((await attach(f.manager, v.id, 999999, [pdf()])).json()).toEqual({ message: SAFETY_MESSAGES.notFound });
    expect((await attach(f.manager, v.id, "abc", [pdf()])).json()).toMatchObject({ message: SAFETY_MESSAGES.notFound });
    const other = await inspection();
    expect((await attach(f.manager, v.id, other.id, [pdf()])).json()).toEqual({ message: SAFETY_MESSAGES.notFound });

    expect(messages((await attach(f.manager, v.id, id, [{ name: "sheet.html", type: "text/html", data: HTML }])).json())).toHaveLength(1);
    const word = {
      name: "report.docx",
      type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      data: Buffer.from("PK\u0003\u0004 not really"),
    };
    const refused = await attach(f.manager, v.id, id, [{ name: "sheet.csv", type: "text/csv", data: Buffer.from("item,result\nbrakes,pass\n") }]);
    expect(refused.statusCode).toBe(400);
    expect(messages(refused.json())).toEqual([`sheet.csv: ${SAFETY_MESSAGES.reportType}`]);
    expect((await attach(f.manager, v.id, id, [word])).statusCode).toBe(400);
    expect(messages((await attach(f.manager, v.id, id, [])).json())).toEqual([FILE_REQUIRED_MESSAGE]);
    const big = { ...pdf(), data: Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]) };
    expect(messages((await attach(f.manager, v.id, id, [big])).json())).toEqual([FILE_SIZE_MESSAGE]);
    expect(messages((await attach(f.manager, v.id, id, [pdf("a.pdf"), pdf("b.pdf")])).json())).toEqual(["Upload one file at a time"]);

    await f.t.db.update(fleet).set({ deletedAt: new Date() }).where(eq(fleet.id, v.id));
    expect((await attach(f.manager, v.id, id, [pdf()])).json()).toEqual({ message: VEHICLE_MESSAGES.notFound });
  });

  it("attaches a PDF, shown on the list and downloaded with view; a photo of the sheet replaces it (the old file goes); logged", async () => {
    const { v, id } = await inspection();
    const res = await attach(f.manager, v.id, id, [pdf()]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id, report: { fileId: expect.any(Number), name: "inspection-pmi.pdf" } });
    const first = res.json().report.fileId;
    expect(await lastLog(f.t.db)).toMatchObject({
      action: "safety_inspection_report_attached",
      category: "fleet",
      description: `Attached the report inspection-pmi.pdf to the safety inspection of ${v.vehicleName} on ${ukDay(daysBefore(today, 2))}`,
    });
    const listed = (await call(f.t.app, f.viewer, { method: "GET", url: `/api/fleet/${v.id}/safety-inspections` })).json().items[0];
    expect(listed.report).toEqual({ fileId: first, name: "inspection-pmi.pdf" });

    const file = await get(f.viewer, v.id, id);
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toContain("application/pdf");
    expect(file.rawPayload.equals(PDF)).toBe(true);
    expect((await get(undefined, v.id, id)).statusCode).toBe(401);
    expect((await get(f.outsider, v.id, id)).statusCode).toBe(403);
    expect((await call(f.t.app, f.manager, { method: "GET", url: `/api/files/${first}/content` })).statusCode).toBe(404);

    const photo = await attach(f.manager, v.id, id, [{ name: "sheet.png", type: "image/png", data: pngBytes() }]);
    expect(photo.json().report).toMatchObject({ name: "sheet.png" });
    expect(await f.t.db.select().from(files).where(eq(files.id, first))).toEqual([]);
    expect(await lastLog(f.t.db)).toMatchObject({
      action: "safety_inspection_report_replaced",
      description: `Replaced the report of the safety inspection of ${v.vehicleName} on ${ukDay(daysBefore(today, 2))} (inspection-pmi.pdf) with sheet.png`,
    });
    expect((await get(f.viewer, v.id, id)).headers["content-type"]).toContain("image/png");

    // With the vehicle in the recycle bin, its inspection's report is not served.
    await f.t.db.update(fleet).set({ deletedAt: new Date() }).where(eq(fleet.id, v.id));
    expect((await get(f.viewer, v.id, id)).statusCode).toBe(404);
  });

  it("404 for an inspection without a report; a deleted inspection comes back from the bin with its report", async () => {
    const { v, id } = await inspection();
    expect((await get(f.viewer, v.id, id)).json()).toEqual({ message: SAFETY_MESSAGES.noReport });

    const old = daysBefore(monthsAfter(today, -15), 1);
    const [row] = await f.t.db
      .insert(fleetSafetyInspections)
      .values({ vehicleId: v.id, day: old, isoWeek: isoWeekOf(old), inspector: "A. Inspector", result: "pass" })
      .returning();
    const fileId = (await attach(f.manager, v.id, row.id, [pdf("old-pmi.pdf")])).json().report.fileId;
    expect((await call(f.t.app, f.admin, { method: "DELETE", url: `/api/fleet/${v.id}/safety-inspections/${row.id}` })).statusCode).toBe(204);
    const bins = await f.t.db.select().from(recycleBin).where(eq(recycleBin.recordType, "safety_inspection"));
    const bin = bins.find((b) => b.recordId === String(row.id))!;
    expect((await call(f.t.app, f.admin, { method: "POST", url: `/api/recycle-bin/${bin.id}/restore` })).statusCode).toBe(200);
    const back = (await call(f.t.app, f.viewer, { method: "GET", url: `/api/fleet/${v.id}/safety-inspections` })).json().items;
    expect(back.find((i: { id: number }) => i.id === row.id).report).toEqual({ fileId, name: "old-pmi.pdf" });
  });
});
