import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { call, createTestApp, type TestApp } from "../../test/harness";
import { signedIn } from "../../test/sessions";
import { files, hseCertificates } from "../../db/schema/index";
import { buildProject, denyContracts, lastLog, messages } from "../diary/diary.test-support";
import { PDF, multipartMany, pngBytes } from "../files/files.test-support";
import { daysBefore, ukToday } from "@shared/common/uk-dates";
import { plantBody } from "./plant.test-support";

let t: TestApp;
let manager: { user: { id: number; name: string }; cookie: string };
let director: string;
let viewer: string;
let outsider: string;
let project: { id: number; slug: string; name: string };
let entryId: number;

const today = ukToday();
const inDays = (n: number) => daysBefore(today, -n);

beforeAll(async () => {
  t = await createTestApp();
  manager = await signedIn(t, { role: "Site Manager", name: "Sam Site" });
  director = (await signedIn(t, { role: "Director" })).cookie;
  viewer = (await signedIn(t, { role: "Viewer" })).cookie;
  await denyContracts(t.db, "Other");
  outsider = (await signedIn(t, { role: "Other" })).cookie;
  project = await buildProject(t.db, { name: "Kirkstall Road Apartments" });
  entryId = (await call(t.app, manager.cookie, { method: "POST", url: "/api/plant-entries", payload: plantBody(project.id) })).json().id;
});
afterAll(() => t.close());

type Part = { field?: string; name: string; type: string; data: Buffer } | { field: string; value: string };
const fieldsOf = (over: Record<string, string> = {}): Part[] =>
  Object.entries({
    certificateType: "LOLER thorough examination",
    certificateNumber: "LOLER-2231",
    issuedBy: "Allianz Engineering",
    issuedDate: "2025-01-10",
    expiryDate: inDays(180),
    ...over,
  }).map(([field, value]) => ({ field, value }));
const upload = (cookie: string | undefined, parts: Part[], id = entryId) =>
  call(t.app, cookie, { method: "POST", url: `/api/plant-entries/${id}/certificates`, ...multipartMany(parts) });
const pdf: Part = { name: "LOLER 13t excavator.pdf", type: "application/pdf", data: PDF };
const add = async (over: Record<string, string> = {}) => {
  const res = await upload(manager.cookie, [...fieldsOf(over), pdf]);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};

describe("POST /api/plant-entries/:id/certificates", () => {
  it("401, 403 for a viewer, 404 for an unknown plant entry", async () => {
    expect((await upload(undefined, [...fieldsOf(), pdf])).statusCode).toBe(401);
    expect((await upload(viewer, [...fieldsOf(), pdf])).statusCode).toBe(403);
    const res = await upload(manager.cookie, [...fieldsOf(), pdf], 999999);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("Plant entry not found");
  });

  it("400: no file, not a PDF or image, no type, expiry before issue", async () => {
    expect((await upload(manager.cookie, fieldsOf())).json().message).toBe("Choose a file to upload");
    const csv = await upload(manager.cookie, [...fieldsOf(), { name: "cert.csv", type: "text/csv", data: Buffer.from("a,b\n1,2\n") }]);
    expect(csv.statusCode).toBe(400);
    expect(csv.json().message).toBe("Upload the certificate as a PDF or an image");
    const noType = await upload(manager.cookie, [...fieldsOf({ certificateType: "" }), pdf]);
    expect(noType.statusCode).toBe(400);
    expect(messages(noType.json())).toContain("Choose a certificate type");
    const backwards = await upload(manager.cookie, [...fieldsOf({ issuedDate: "2025-06-01", expiryDate: "2025-05-31" }), pdf]);
    expect(messages(backwards.json())).toEqual(["Expiry date cannot be before the issued date"]);
    expect(await t.db.select().from(hseCertificates)).toEqual([]);
  });

  it("stores the file in the project's Files and the certificate against the plant, with its state", async () => {
    const body = await add({ expiryDate: daysBefore(today, 1) });
    expect(body).toMatchObject({
      plantEntryId: entryId,
      equipmentName: "13t excavator",
      certificateType: "LOLER thorough examination",
      certificateNumber: "LOLER-2231",
      issuedBy: "Allianz Engineering",
      state: "expired",
      originalFileName: "LOLER 13t excavator.pdf",
      mimeType: "application/pdf",
      fileSize: PDF.length,
      filePath: `/api/files/${body.fileId}/content`,
      uploadedBy: { id: manager.user.id, name: "Sam Site" },
    });
    const [file] = await t.db.select().from(files).where(eq(files.id, body.fileId));
    expect(file).toMatchObject({ projectId: project.id, originalName: "LOLER 13t excavator.pdf", description: "LOLER thorough examination: 13t excavator" });
    const content = await call(t.app, viewer, { method: "GET", url: body.filePath });
    expect(content.statusCode).toBe(200);
    expect(content.headers["content-type"]).toBe("application/pdf");
    expect(await lastLog(t.db)).toMatchObject({ action: "hse_certificate_added", entityId: String(body.id) });
  });

  it("takes a photo of the certificate too", async () => {
    const res = await upload(manager.cookie, [
      ...fieldsOf({ certificateType: "Operator competence (CPCS/NPORS)", expiryDate: inDays(10) }),
      { name: "card.png", type: "image/png", data: pngBytes() },
    ]);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ mimeType: "image/png", state: "expiring" });
  });
});

describe("GET /api/plant-entries/:id/certificates", () => {
  it("401, 403 without Contracts view, 404 unknown entry; soonest expiry first, and the entry's summary counts them", async () => {
    const url = `/api/plant-entries/${entryId}/certificates`;
    expect((await call(t.app, undefined, { method: "GET", url })).statusCode).toBe(401);
    expect((await call(t.app, outsider, { method: "GET", url })).statusCode).toBe(403);
    expect((await call(t.app, viewer, { method: "GET", url: "/api/plant-entries/999999/certificates" })).statusCode).toBe(404);
    const list = (await call(t.app, viewer, { method: "GET", url })).json();
    expect(list.map((c: { state: string }) => c.state)).toEqual(["expired", "expiring"]);
    const entry = (await call(t.app, viewer, { method: "GET", url: `/api/plant-entries/${entryId}` })).json();
    expect(entry.certificates).toEqual({ count: 2, expiredCount: 1, expiringCount: 1, soonestExpiry: daysBefore(today, 1) });
    const listed = (await call(t.app, viewer, { method: "GET", url: `/api/projects/by-slug/${project.slug}/plant-entries` })).json();
    expect(listed.items[0].certificates).toMatchObject({ count: 2, expiredCount: 1 });
  });
});

describe("PATCH /api/hse-certificates/:id", () => {
  const patch = (cookie: string | undefined, id: number, payload: object) =>
    call(t.app, cookie, { method: "PATCH", url: `/api/hse-certificates/${id}`, payload });

  it("401, 403 for a viewer, 400 with messages, 404 unknown; a renewed certificate is valid again", async () => {
    const cert = await add({ expiryDate: daysBefore(today, 5) });
    const body = {
      certificateType: "PUWER inspection",
      certificateNumber: "P-77",
      issuedBy: "Site engineer",
      issuedDate: today,
      expiryDate: inDays(365),
      notes: "Renewed",
    };
    expect((await patch(undefined, cert.id, body)).statusCode).toBe(401);
    expect((await patch(viewer, cert.id, body)).statusCode).toBe(403);
    expect(messages((await patch(manager.cookie, cert.id, { ...body, expiryDate: "2020-01-01" })).json())).toContain(
      "Expiry date cannot be before the issued date",
    );
    expect(messages((await patch(manager.cookie, cert.id, { ...body, expiryDate: "01/01/2030" })).json())).toContain(
      "Expiry date must be a valid date (yyyy-mm-dd)",
    );
    expect((await patch(manager.cookie, 999999, body)).statusCode).toBe(404);
    const res = await patch(manager.cookie, cert.id, body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ certificateType: "PUWER inspection", certificateNumber: "P-77", state: "valid", notes: "Renewed", fileId: cert.fileId });
    expect(await lastLog(t.db)).toMatchObject({ action: "hse_certificate_updated" });
  });
});

describe("DELETE /api/hse-certificates/:id", () => {
  it("401, 403 for a site manager, 204 for a director; the file stays in the project's Files", async () => {
    const cert = await add();
    const del = (cookie: string | undefined) => call(t.app, cookie, { method: "DELETE", url: `/api/hse-certificates/${cert.id}` });
    expect((await del(undefined)).statusCode).toBe(401);
    expect((await del((await signedIn(t, { role: "Site Manager" })).cookie)).statusCode).toBe(403); // someone else's record with Edit only (decision 0014)
    expect((await del(director)).statusCode).toBe(204);
    expect(await t.db.select().from(hseCertificates).where(eq(hseCertificates.id, cert.id))).toEqual([]);
    expect(await t.db.select().from(files).where(eq(files.id, cert.fileId))).toHaveLength(1);
    expect((await del(director)).statusCode).toBe(404);
  });

  it("a deleted plant entry takes its certificates' records with it", async () => {
    await add();
    expect((await call(t.app, director, { method: "DELETE", url: `/api/plant-entries/${entryId}` })).statusCode).toBe(204);
    expect(await t.db.select().from(hseCertificates).where(eq(hseCertificates.plantHireEntryId, entryId))).toEqual([]);
  });
});
