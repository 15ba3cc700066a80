import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, desc, eq } from "drizzle-orm";
import { extractText } from "unpdf";
import { call, createTestApp, type TestApp } from "../../test/harness";
import { signedIn } from "../../test/sessions";
import { buildProject } from "../../seed/factories";
import {
  activityLogs,
  carbonEntries,
  companyProfiles,
  diaryComments,
  diaryEntries,
  projects,
  rolePermissions,
  scope2Energy,
  scope3Additional,
  siteIssues,
  visitorAttendance,
  weatherRecords,
} from "../../db/schema/index";
import { pngBytes } from "../account/account.test-support";

let t: TestApp;
let viewer: string;
let refused: string;
let project: Awaited<ReturnType<typeof buildProject>>;

const labour = (company: string, startTime: string, finishTime: string, hours: number, extra: object = {}) =>
  JSON.stringify({ company, jobRole: "Groundworker", plant: "3t dumper", startTime, finishTime, hours, labour: "4 operatives", ...extra });

beforeAll(async () => {
  t = await createTestApp();
  viewer = (await signedIn(t, { role: "Viewer" })).cookie;
  refused = (await signedIn(t, { role: "Other" })).cookie;
  await t.db
    .update(rolePermissions)
    .set({ canView: false, canEdit: false, canCreate: false, canDelete: false })
    .where(and(eq(rolePermissions.role, "Other"), eq(rolePermissions.resource, "Contracts")));
  await t.db.update(companyProfiles).set({
    companyName: "Northgate Build Ltd",
    registeredAddress: "12 Quay Street, Glasgow",
    brandColor: "#0C6D52",
    logoData: pngBytes(16, 8),
    logoType: "image/png",
  });

  project = await buildProject(t.db, { name: "Riverside Flats Phase 2", code: "RF-002", clientName: "Leeds Housing Trust", address: "Kirkstall Road, Leeds" });
  await t.db.insert(diaryEntries).values([
    {
      projectId: project.id,
      date: "2025-03-10",
      author: "Sam Foreman",
      workSummary: "Excavated the foundations for block A",
      weatherImpact: "Rain stopped work for an hour",
      materialsDelivered: "20 tonnes MOT type 1",
      labor: labour("Acme Groundworks", "08:00", "16:00", 8),
    },
    { projectId: project.id, date: "2025-03-10", author: "Jo Night", workSummary: "Night pour of the slab", labor: labour("Concrete Co", "22:00", "06:00", 8) },
    { projectId: project.id, date: "2025-03-12", author: "Sam Foreman", workSummary: "Scaffold inspection", labor: "not json at all" },
    // Outside the range: never in the file.
    {
      projectId: project.id,
      date: "2025-03-20",
      author: "Sam Foreman",
      workSummary: "Out of range work",
      labor: labour("Acme Groundworks", "08:00", "12:30", 4.5),
    },
  ]);
  await t.db
    .insert(diaryComments)
    .values({ projectId: project.id, date: "2025-03-10", timeSlot: "10:00", comment: "Client visited site", author: "Pat Manager" });
  await t.db
    .insert(weatherRecords)
    .values({ projectId: project.id, date: "2025-03-10", temperature: "7.50", condition: "Light rain", windSpeed: "12.00", windDirection: "SW" });
});
afterAll(() => t.close());

const exportUrl = (from: string, to: string, slug = project.slug) => `/api/projects/by-slug/${slug}/diary-export.pdf?from=${from}&to=${to}`;
const text = async (payload: Buffer) => (await extractText(new Uint8Array(payload), { mergePages: true })).text.replace(/\s+/g, " ");

describe("GET /api/projects/by-slug/:slug/diary-export.pdf", () => {
  it("401 signed out, 403 without Contracts view", async () => {
    expect((await call(t.app, undefined, { method: "GET", url: exportUrl("2025-03-01", "2025-03-31") })).statusCode).toBe(401);
    expect((await call(t.app, refused, { method: "GET", url: exportUrl("2025-03-01", "2025-03-31") })).statusCode).toBe(403);
  });

  it("400 with a clear message for a missing, wrong, reversed or over-long range", async () => {
    const missing = await call(t.app, viewer, { method: "GET", url: `/api/projects/by-slug/${project.slug}/diary-export.pdf` });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([
      { field: "from", message: "From date is required" },
      { field: "to", message: "To date is required" },
    ]);
    const bad = await call(t.app, viewer, { method: "GET", url: exportUrl("2025-02-30", "2025-03-01") });
    expect(bad.json().message).toBe("From date must be a date (yyyy-MM-dd)");
    const reversed = await call(t.app, viewer, { method: "GET", url: exportUrl("2025-03-10", "2025-03-01") });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toBe("The From date must be on or before the To date");
    const long = await call(t.app, viewer, { method: "GET", url: exportUrl("2024-01-01", "2025-01-01") });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe("The date range can be at most 366 days");
    // A leap year's 366 days is allowed.
    expect((await call(t.app, viewer, { method: "GET", url: exportUrl("2024-01-01", "2024-12-31") })).statusCode).toBe(200);
  });

  it("404 for a deleted project", async () => {
    const gone = await buildProject(t.db, { deletedAt: new Date() });
    expect((await call(t.app, viewer, { method: "GET", url: exportUrl("2025-03-01", "2025-03-31", gone.slug) })).statusCode).toBe(404);
  });

  it("streams a PDF attachment with the project, each day's entries, labour, weather, comments and the summary; audits it", async () => {
    const res = await call(t.app, viewer, { method: "GET", url: exportUrl("2025-03-01", "2025-03-15") });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toBe(
      `attachment; filename="${project.slug}-diary-2025-03-01-to-2025-03-15.pdf"; filename*=UTF-8''${project.slug}-diary-2025-03-01-to-2025-03-15.pdf`,
    );
    expect(res.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");

    const pdf = await text(res.rawPayload);
    for (const expected of [
      "Northgate Build Ltd",
      "12 Quay Street, Glasgow",
      "Riverside Flats Phase 2",
      "RF-002",
      "Leeds Housing Trust",
      "01/03/2025 to 15/03/2025",
      "Monday, 10 March 2025 (10/03/2025)",
      "7.5 °C, Light rain",
      "Sam Foreman",
      "Excavated the foundations for block A",
      "Acme Groundworks",
      "Groundworker",
      "3t dumper",
      "08:00–16:00",
      "22:00–06:00",
      "8.0",
      "Total hours: 16.0",
      "Rain stopped work for an hour",
      "20 tonnes MOT type 1",
      "Client visited site",
      "Scaffold inspection",
      "Labour summary",
      "Concrete Co",
      "Generated by Sitebook on",
      "Page 1 of",
    ]) {
      expect(pdf).toContain(expected);
    }
    expect(pdf).not.toContain("Out of range work");
    // Unparseable labour shows as empty (0.0 hours), never as an error.
    expect(pdf).toContain("Total hours: 0.0");
    expect(pdf).toMatch(/Total 16\.0/);
    expect(pdf).not.toContain("Company not given");

    const [log] = await t.db.select().from(activityLogs).orderBy(desc(activityLogs.id)).limit(1);
    expect(log).toMatchObject({
      action: "diary_exported",
      entityName: "Riverside Flats Phase 2",
      metadata: { from: "2025-03-01", to: "2025-03-15", entries: 3 },
    });
  });

  it("shows each day's site activity, grouped, with its figures; carbon only for a reader with Carbon Tracking view (issue 11 item 16)", async () => {
    const site = await buildProject(t.db, { name: "Kirkstall Forge Phase 3" });
    const pid = site.id;
    await t.db.insert(diaryEntries).values({
      projectId: pid,
      date: "2025-03-10",
      author: "Sam Foreman",
      workSummary: "Blockwork to level 2",
      labor: labour("Pennine Brickwork", "08:00", "17:00", 9),
    });
    await t.db.insert(carbonEntries).values([
      {
        projectId: pid,
        date: "2025-03-10",
        kind: "plant",
        plantItem: "21t excavator",
        ownership: "hired",
        hireCompany: "GAP Hire Solutions",
        hours: "9.00",
        fuelType: "diesel",
        fuelLitres: "1000",
        carbonEmitted: "2570.820",
      },
      {
        projectId: pid,
        date: "2025-03-10",
        kind: "delivery",
        supplier: "Hanson Concrete",
        deliveryNoteNumber: "HC-448120",
        poNumber: "PO-1042",
        lineItems: [{ description: "C32/40 ready-mix concrete", quantity: 8, unit: "m³" }],
        transportWeight: "19.2",
        carbonEmitted: "2547.321",
      },
      {
        projectId: pid,
        date: "2025-03-10",
        kind: "waste",
        wasteCode: "17 06 05*",
        wasteCodeDescription: "Construction materials containing asbestos",
        isHazardousWaste: true,
        wasteMaterial: "Asbestos",
        disposalRoute: "landfill",
        weightTonnes: "2",
        carrier: "Enviro Waste Ltd",
        wasteTransferNote: "HWCN-0091",
        carbonEmitted: "11.883",
      },
      // A day with no diary entry still appears, for its delivery.
      {
        projectId: pid,
        date: "2025-03-11",
        kind: "delivery",
        supplier: "Travis Perkins",
        lineItems: [{ description: "Concrete blocks", quantity: 1200, unit: "nr" }],
        carbonEmitted: "0",
      },
    ]);
    await t.db.insert(scope2Energy).values({
      projectId: pid,
      date: "2025-03-10",
      energyType: "electricity",
      consumption: "10000",
      unit: "kWh",
      meterReading: "004512.7",
      supplier: "EDF Energy",
      carbonEmitted: "1955.300",
    });
    await t.db.insert(visitorAttendance).values({
      projectId: pid,
      date: "2025-03-10",
      firstName: "Priya",
      lastName: "Raman",
      company: "Arup",
      reasonForVisit: "Structural inspection",
      signInTime: "09:15",
      signOutTime: "11:40",
      travelMethod: "car_petrol",
      travelDistance: "40",
      travelCarbon: "6.509",
    });
    await t.db.insert(scope3Additional).values({
      projectId: pid,
      date: "2025-03-10",
      category: "water",
      description: "Mains water for the wheel wash",
      quantity: "12.5",
      unit: "m³",
      supplier: "Yorkshire Water",
      carbonEmitted: "3.312",
    });
    await t.db.insert(siteIssues).values({
      projectId: pid,
      date: "2025-03-10",
      issueType: "health_and_safety",
      priority: "high",
      location: "Level 2, grid C4",
      issueDescription: "Edge protection missing on the east slab edge",
      reportedBy: "Sam Foreman",
    });
    const url = exportUrl("2025-03-10", "2025-03-11", site.slug);

    const res = await call(t.app, viewer, { method: "GET", url });
    expect(res.statusCode).toBe(200);
    const pdf = await text(res.rawPayload);
    for (const expected of [
      "LABOUR AND DIARY ENTRIES",
      "Blockwork to level 2",
      "PLANT",
      "21t excavator",
      "Hired from GAP Hire Solutions",
      "Diesel (average biofuel blend)",
      "1,000.00",
      "2.57 t CO2e",
      "DELIVERIES",
      "Hanson Concrete",
      "HC-448120 · PO PO-1042",
      "C32/40 ready-mix concrete: 8 m³",
      "19.20 t",
      "2.55 t CO2e",
      "WASTE",
      "17 06 05* (hazardous)",
      "Asbestos · Landfill",
      "2.00 t",
      "Enviro Waste Ltd · HWCN-0091",
      "11.88 kg CO2e",
      "ENERGY",
      "Electricity",
      "10,000.00 kWh",
      "004512.7",
      "EDF Energy",
      "1.96 t CO2e",
      "VISITORS",
      "Priya Raman",
      "Arup",
      "Structural inspection",
      "09:15–11:40",
      "Car (petrol) · 40.00 km",
      "6.51 kg CO2e",
      "OTHER SCOPE 3",
      "Water",
      "Mains water for the wheel wash",
      "12.50 m³",
      "3.31 kg CO2e",
      "SITE ISSUES RAISED",
      "Health & Safety",
      "High",
      "Open",
      "Level 2, grid C4",
      "Edge protection missing on the east slab edge",
      // 2,570.820 + 2,547.321 + 11.883 + 1,955.300 + 6.509 + 3.312 kg
      "Carbon recorded this day: 7.10 t CO2e",
      "Tuesday, 11 March 2025 (11/03/2025)",
      "Travis Perkins",
      "Concrete blocks: 1,200 nr",
    ]) {
      expect(pdf).toContain(expected);
    }

    await t.db
      .update(rolePermissions)
      .set({ canView: false, canEdit: false, canCreate: false, canDelete: false })
      .where(and(eq(rolePermissions.role, "Site Supervisor"), eq(rolePermissions.resource, "Carbon Tracking")));
    const contractsOnly = (await signedIn(t, { role: "Site Supervisor" })).cookie;
    const plain = await text((await call(t.app, contractsOnly, { method: "GET", url })).rawPayload);
    expect(plain).toContain("21t excavator");
    expect(plain).toContain("10,000.00 kWh");
    expect(plain).toContain("Mains water for the wheel wash");
    expect(plain).not.toMatch(/CO2e|Carbon/);
  });

  it("says so when the range has no entries", async () => {
    const res = await call(t.app, viewer, { method: "GET", url: exportUrl("2025-01-01", "2025-01-31") });
    expect(res.statusCode).toBe(200);
    expect(await text(res.rawPayload)).toContain("No diary entries were recorded in this period.");
  });

  it("still exports when the project has no client or code and the company has no logo", async () => {
    await t.db.update(companyProfiles).set({ logoData: null, logoType: null });
    await t.db.update(projects).set({ code: null, clientName: null }).where(eq(projects.id, project.id));
    const res = await call(t.app, viewer, { method: "GET", url: exportUrl("2025-03-10", "2025-03-10") });
    expect(res.statusCode).toBe(200);
    const pdf = await text(res.rawPayload);
    expect(pdf).toContain("Riverside Flats Phase 2");
    expect(pdf).not.toContain("Leeds Housing Trust");
    expect(pdf).not.toContain("Project code");
  });
});
