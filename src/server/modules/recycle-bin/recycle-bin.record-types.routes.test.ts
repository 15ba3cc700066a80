import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { call, createTestApp, type TestApp } from "../../test/harness";
import { signedIn } from "../../test/sessions";
import { buildProject } from "../../seed/factories";
import { carbonFigures, hseCertificates, recycleBin, siteIssuePhotos } from "../../db/schema/index";
import { lastLog, uploadedFile } from "../diary/diary.test-support";
import { deliveryBody } from "../deliveries/deliveries.test-support";
import { plantBody } from "../plant/plant.test-support";
import { issueBody } from "../site-issues/site-issues.test-support";
import type { SourceKind } from "@shared/carbon/carbon";
import { ownedBy } from "../carbon/carbon-figures.service";

/** Restore for every other record type that goes to the bin: what cascaded with it comes back too. */

let t: TestApp;
let admin: string;
let project: { id: number; slug: string; name: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedIn(t, { role: "Admin", name: "Ada Admin" })).cookie;
  project = await buildProject(t.db, { name: "Leeds Dock Pavilion" });
});
afterAll(() => t.close());

const req = (method: "GET" | "POST" | "DELETE" | "PATCH", url: string, payload?: object) => call(t.app, admin, { method, url, payload });
const create = async (url: string, payload: object) => {
  const res = await req("POST", url, payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};
const binOf = async (recordType: string, recordId: number) =>
  (
    await t.db
      .select()
      .from(recycleBin)
      .where(eq(recycleBin.recordId, String(recordId)))
  ).find((r) => r.recordType === recordType)!;
const restore = (binId: number) => req("POST", `/api/recycle-bin/${binId}/restore`);
const storedFigures = async (kind: SourceKind, id: number) =>
  (await t.db.select().from(carbonFigures).where(ownedBy({ kind, id }))).map((f) => [f.id, f.factorId, f.factorYear, f.factorValue, f.kgCo2e]);

describe("carbon records", () => {
  it("a delivery, a Scope 3 entry and a visitor come back with the very figures they left with", async () => {
    const delivery = await create("/api/deliveries", deliveryBody(project.id));
    const scope3 = await create("/api/scope3-entries", {
      projectId: project.id,
      date: "2025-03-14",
      category: "water",
      description: "Mains water for the welfare cabins",
      quantity: 100,
      unit: "m³",
      supplier: "Yorkshire Water",
      invoiceReference: "YW-88231",
      notes: "",
      calculationMethod: "factor",
    });
    const visitor = await create("/api/visitors", {
      projectId: project.id,
      firstName: "Priya",
      lastName: "Shah",
      company: "Arup",
      reasonForVisit: "Structural inspection of level 3 slab",
      date: "2025-03-14",
      signInTime: "09:15",
      signOutTime: "",
      travelMethod: "car_diesel",
      travelDistance: 25,
      travelOriginPostcode: "",
    });
    const before = {
      delivery: await storedFigures("delivery", delivery.id),
      scope3: await storedFigures("scope3", scope3.id),
      visitor: await storedFigures("visitor", visitor.id),
    };
    expect(before.visitor).toHaveLength(1);
    for (const url of [`/api/deliveries/${delivery.id}`, `/api/scope3-entries/${scope3.id}`, `/api/visitors/${visitor.id}`])
      expect((await req("DELETE", url)).statusCode).toBe(204);
    expect(await storedFigures("visitor", visitor.id)).toEqual([]);

    for (const [type, id] of [
      ["delivery", delivery.id],
      ["scope3_entry", scope3.id],
      ["visitor", visitor.id],
    ] as const) {
      const res = await restore((await binOf(type, id)).id);
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(await storedFigures("delivery", delivery.id)).toEqual(before.delivery);
    expect(await storedFigures("scope3", scope3.id)).toEqual(before.scope3);
    expect(await storedFigures("visitor", visitor.id)).toEqual(before.visitor);
    expect((await req("GET", `/api/deliveries/${delivery.id}`)).json().carbonEmitted).toBe(delivery.carbonEmitted);
    expect((await req("GET", `/api/visitors/${visitor.id}`)).json()).toMatchObject({
      firstName: "Priya",
      lastName: "Shah",
      travelCarbon: visitor.travelCarbon,
    });
    expect(await lastLog(t.db)).toMatchObject({
      action: "visitor_restored",
      description: `Restored the visitor ${project.name}: Priya Shah (2025-03-14) from the recycle bin`,
    });
  });
});

describe("HSE certificates and their plant entry", () => {
  it("a certificate waits for its plant entry; the plant entry brings back the certificates that cascaded with it", async () => {
    const plant = await create("/api/plant-entries", plantBody(project.id));
    const file = await uploadedFile(t.db, project.id, { originalName: "LOLER.pdf", mimetype: "application/pdf" });
    const cert = (type: string) => ({
      projectId: project.id,
      plantHireEntryId: plant.id,
      certificateType: type,
      fileId: file.id,
      filePath: `/api/files/${file.id}/content`,
      status: "active",
    });
    const [alone] = await t.db.insert(hseCertificates).values(cert("LOLER thorough examination")).returning();
    const [withPlant] = await t.db.insert(hseCertificates).values(cert("PUWER inspection")).returning();

    expect((await req("DELETE", `/api/hse-certificates/${alone.id}`)).statusCode).toBe(204);
    expect((await req("DELETE", `/api/plant-entries/${plant.id}`)).statusCode).toBe(204);
    const certBin = await binOf("hse_certificate", alone.id);
    const refused = await restore(certBin.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("Restore the plant entry first");

    const plantBin = await binOf("plant_entry", plant.id);
    expect((await req("GET", `/api/recycle-bin?recordType=plant_entry`)).json().items.find((i: { id: number }) => i.id === plantBin.id).comesBack).toContain(
      "1 HSE certificate",
    );
    expect((await restore(plantBin.id)).statusCode).toBe(200);
    expect((await t.db.select().from(hseCertificates).where(eq(hseCertificates.plantHireEntryId, plant.id))).map((c) => c.id)).toEqual([withPlant.id]);
    expect((await restore(certBin.id)).statusCode).toBe(200);
    const certs = await t.db.select().from(hseCertificates).where(eq(hseCertificates.plantHireEntryId, plant.id));
    expect(certs.map((c) => c.certificateType).sort()).toEqual(["LOLER thorough examination", "PUWER inspection"]);
    expect(await lastLog(t.db)).toMatchObject({ action: "hse_certificate_restored", category: "diary" });
  });
});

describe("records with a history", () => {
  it("a site issue comes back with its history and photo links", async () => {
    const issue = await create("/api/site-issues", issueBody(project.id));
    expect((await req("POST", `/api/site-issues/${issue.id}/notes`, { note: "Scaffolder booked for Monday." })).statusCode).toBeLessThan(300);
    const photo = await uploadedFile(t.db, project.id);
    await t.db.insert(siteIssuePhotos).values({ issueId: issue.id, fileId: photo.id });
    const before = (await req("GET", `/api/site-issues/${issue.id}`)).json();
    expect((await req("DELETE", `/api/site-issues/${issue.id}`)).statusCode).toBe(204);

    const res = await restore((await binOf("site_issue", issue.id)).id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().link).toBe(`/project/${project.slug}/site-issues/view/${issue.id}`);
    const after = (await req("GET", `/api/site-issues/${issue.id}`)).json();
    expect(after.updates).toEqual(before.updates);
    expect(after.photos.map((p: { id: number }) => p.id)).toEqual(before.photos.map((p: { id: number }) => p.id));
    expect(after.issueDescription).toBe(before.issueDescription);
  });

  it("a risk assessment comes back with its revisions", async () => {
    const hazard = {
      hazard: "Work at height on slab edges",
      whoAtRisk: "Operatives",
      likelihood: 4,
      severity: 5,
      controls: "Double guard-rails",
      residualLikelihood: 2,
      residualSeverity: 5,
      owner: "Site Manager",
    };
    const a = await create("/api/risk-assessments", {
      projectId: project.id,
      title: "Superstructure works",
      scores: [hazard],
      mitigationPlan: "Weekly toolbox talks.",
    });
    expect((await req("PATCH", `/api/risk-assessments/${a.id}`, { mitigationPlan: "Daily briefings.", changeNote: "After the near miss" })).statusCode).toBe(
      200,
    );
    expect((await req("DELETE", `/api/risk-assessments/${a.id}`)).statusCode).toBe(204);
    expect((await restore((await binOf("risk_assessment", a.id)).id)).statusCode).toBe(200);
    expect((await req("GET", `/api/risk-assessments/${a.id}`)).json()).toMatchObject({ revision: 2, mitigationPlan: "Daily briefings." });
    expect((await req("GET", `/api/risk-assessments/${a.id}/revisions/1`)).statusCode).toBe(200);
    expect(await lastLog(t.db)).toMatchObject({ action: "risk_assessment_restored", category: "risk_assessments" });
  });
});
