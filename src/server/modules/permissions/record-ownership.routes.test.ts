import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, inArray } from "drizzle-orm";
import { call, createTestApp, type TestApp } from "../../test/harness";
import { signedIn } from "../../test/sessions";
import { rolePermissions } from "../../db/schema/index";
import { buildProject, entryBody } from "../diary/diary.test-support";
import { plantBody } from "../plant/plant.test-support";
import { deliveryBody } from "../deliveries/deliveries.test-support";
import { energyBody } from "../energy/energy.test-support";
import { issueBody } from "../site-issues/site-issues.test-support";
import { PDF, multipart, multipartMany } from "../files/files.test-support";

/**
 * Decision 0014, on every record type someone logs on a project: Edit on the page edits anyone's
 * record; deleting your own needs Edit; deleting someone else's needs Delete as well. Two Site
 * Managers with Edit and no Delete, and a Director with both, try each type's PATCH and DELETE.
 */
let t: TestApp;
let owner: string;
let colleague: string;
let director: string;
let project: { id: number; slug: string; name: string };
let plantId: number;

type Kind = {
  name: string;
  /** Logs one record as the cookie's user; answers its id. */
  create: (cookie: string) => Promise<number>;
  url: (id: number) => string;
  /** A valid PATCH body, or null when the record type has no edit. */
  patch: (() => Record<string, unknown>) | null;
  refusal?: string;
};

const ok = async (res: { statusCode: number; body: string; json: () => { id: number } }, what: string) => {
  expect(res.statusCode, `${what}: ${res.body}`).toBe(201);
  return res.json().id;
};
const post = (cookie: string, url: string, payload: object) => call(t.app, cookie, { method: "POST", url, payload });

const kinds = (): Kind[] => [
  {
    name: "diary entry",
    create: async (c) => ok(await post(c, "/api/diary-entries", entryBody(project.id)), "diary entry"),
    url: (id) => `/api/diary-entries/${id}`,
    patch: () => entryBody(project.id, { workSummary: "Corrected by a colleague." }),
  },
  {
    name: "site note (diary comment)",
    create: async (c) =>
      ok(
        await post(c, `/api/projects/by-slug/${project.slug}/diary-comments`, { date: "2025-03-10", timeSlot: "09:00", comment: "Wagon at 09:20" }),
        "comment",
      ),
    url: (id) => `/api/diary-comments/${id}`,
    patch: () => ({ comment: "Wagon at 09:25" }),
    refusal: "You can only delete your own comments",
  },
  {
    name: "journal message",
    create: async (c) => ok(await post(c, `/api/projects/by-slug/${project.slug}/journal`, { message: "Scaffold inspected" }), "journal"),
    url: (id) => `/api/journal-messages/${id}`,
    patch: null,
    refusal: "You can only delete your own messages",
  },
  {
    name: "plant entry",
    create: async (c) => ok(await post(c, "/api/plant-entries", plantBody(project.id)), "plant"),
    url: (id) => `/api/plant-entries/${id}`,
    patch: () => plantBody(project.id, { notes: "Corrected" }),
  },
  {
    name: "HSE certificate",
    create: async (c) => {
      const fields = {
        certificateType: "LOLER thorough examination",
        certificateNumber: "L-1",
        issuedBy: "Allianz",
        issuedDate: "2025-01-10",
        expiryDate: "2099-01-10",
      };
      const parts = [...Object.entries(fields).map(([field, value]) => ({ field, value })), { name: "loler.pdf", type: "application/pdf", data: PDF }];
      return ok(await call(t.app, c, { method: "POST", url: `/api/plant-entries/${plantId}/certificates`, ...multipartMany(parts) }), "certificate");
    },
    url: (id) => `/api/hse-certificates/${id}`,
    patch: () => ({
      certificateType: "PUWER inspection",
      certificateNumber: "P-77",
      issuedBy: "Site engineer",
      issuedDate: "2025-01-10",
      expiryDate: "2099-01-10",
      notes: "Renewed",
    }),
  },
  {
    name: "delivery",
    create: async (c) => ok(await post(c, "/api/deliveries", deliveryBody(project.id)), "delivery"),
    url: (id) => `/api/deliveries/${id}`,
    patch: () => deliveryBody(project.id, { notes: "Corrected" }),
  },
  {
    name: "waste movement",
    create: async (c) => ok(await post(c, "/api/waste-entries", WASTE(project.id)), "waste"),
    url: (id) => `/api/waste-entries/${id}`,
    patch: () => WASTE(project.id, { notes: "Corrected" }),
  },
  {
    name: "energy entry",
    create: async (c) => ok(await post(c, "/api/energy-entries", energyBody(project.id)), "energy"),
    url: (id) => `/api/energy-entries/${id}`,
    patch: () => energyBody(project.id, { notes: "Corrected" }),
  },
  {
    name: "visitor",
    create: async (c) => ok(await post(c, "/api/visitors", VISITOR(project.id)), "visitor"),
    url: (id) => `/api/visitors/${id}`,
    patch: () => VISITOR(project.id, { company: "Arup Leeds" }),
  },
  {
    name: "other Scope 3 entry",
    create: async (c) => ok(await post(c, "/api/scope3-entries", SCOPE3(project.id)), "scope3"),
    url: (id) => `/api/scope3-entries/${id}`,
    patch: () => SCOPE3(project.id, { notes: "Corrected" }),
  },
  {
    name: "site issue",
    create: async (c) => ok(await post(c, "/api/site-issues", issueBody(project.id)), "issue"),
    url: (id) => `/api/site-issues/${id}`,
    patch: () => ({ location: "Level 2, grid C5" }),
  },
  {
    name: "risk assessment",
    create: async (c) => ok(await post(c, "/api/risk-assessments", RISK(project.id)), "risk"),
    url: (id) => `/api/risk-assessments/${id}`,
    patch: () => ({ scores: RISK(project.id).scores, changeNote: "Reviewed" }),
  },
  {
    name: "folder",
    create: async (c) =>
      ok(await post(c, `/api/projects/by-slug/${project.slug}/folders`, { name: `Drawings ${Math.random().toString(36).slice(2, 8)}` }), "folder"),
    url: (id) => `/api/folders/${id}`,
    patch: () => ({ name: `Renamed ${Math.random().toString(36).slice(2, 8)}` }),
  },
  {
    name: "file",
    create: async (c) =>
      ok(
        await call(t.app, c, { method: "POST", url: `/api/projects/by-slug/${project.slug}/files`, ...multipart(PDF, "spec.pdf", "application/pdf") }),
        "file",
      ),
    url: (id) => `/api/files/${id}`,
    patch: () => ({ description: "Issued for construction" }),
  },
  {
    name: "file comment",
    create: async (c) => {
      const file = await ok(
        await call(t.app, c, { method: "POST", url: `/api/projects/by-slug/${project.slug}/files`, ...multipart(PDF, "note.pdf", "application/pdf") }),
        "file",
      );
      return ok(await post(c, `/api/files/${file}/comments`, { content: "Rev B supersedes this" }), "file comment");
    },
    url: (id) => `/api/file-comments/${id}`,
    patch: () => ({ content: "Rev C supersedes this" }),
    refusal: "You can only delete your own comments",
  },
  {
    name: "material request",
    create: async (c) =>
      ok(
        await post(c, "/api/material-requests", {
          projectId: project.id,
          requestedByName: "Sam Site",
          dateNeeded: "2026-12-02",
          materialDescription: "Type 1 MOT sub-base for the car park",
        }),
        "material request",
      ),
    url: (id) => `/api/material-requests/${id}`,
    patch: null,
  },
];

const WASTE = (projectId: number, over: Record<string, unknown> = {}) => ({
  projectId,
  date: "2025-03-14",
  wasteCode: "17 01 01",
  description: "Broken-out ground slab",
  quantity: 2,
  unit: "skips",
  weight: 12,
  weightUnit: "tonnes",
  wasteMaterial: "Concrete",
  disposalRoute: "landfill",
  carrier: "Yorkshire Skip Hire",
  wasteTransferNote: "WTN-55120",
  notes: "",
  ...over,
});
const VISITOR = (projectId: number, over: Record<string, unknown> = {}) => ({
  projectId,
  firstName: "Priya",
  lastName: "Shah",
  company: "Arup",
  reasonForVisit: "Slab inspection",
  date: "2025-03-14",
  signInTime: "09:15",
  signOutTime: "",
  travelMethod: "car_diesel",
  travelDistance: 25,
  travelOriginPostcode: "",
  ...over,
});
const SCOPE3 = (projectId: number, over: Record<string, unknown> = {}) => ({
  projectId,
  date: "2025-03-14",
  category: "water",
  description: "Mains water for the welfare cabins",
  quantity: 100,
  unit: "m³",
  supplier: "Yorkshire Water",
  invoiceReference: "YW-88231",
  notes: "",
  calculationMethod: "factor",
  ...over,
});
const RISK = (projectId: number) => ({
  projectId,
  title: "Superstructure works",
  mitigationPlan: "Weekly toolbox talks.",
  scores: [
    {
      hazard: "Work at height",
      whoAtRisk: "Operatives",
      likelihood: 4,
      severity: 5,
      controls: "Guard-rails",
      residualLikelihood: 2,
      residualSeverity: 5,
      owner: "Site Manager",
    },
  ],
});

beforeAll(async () => {
  t = await createTestApp();
  // Edit without Delete on both pages the records live on, whatever the defaults become.
  await t.db
    .update(rolePermissions)
    .set({ canView: true, canEdit: true, canCreate: true, canDelete: false })
    .where(and(eq(rolePermissions.role, "Site Manager"), inArray(rolePermissions.resource, ["Contracts", "Carbon Tracking"])));
  owner = (await signedIn(t, { role: "Site Manager", name: "Sam Site" })).cookie;
  colleague = (await signedIn(t, { role: "Site Manager", name: "Cat Colleague" })).cookie;
  director = (await signedIn(t, { role: "Director" })).cookie;
  project = await buildProject(t.db, { name: "Riverside Apartments" });
  plantId = await ok(await post(owner, "/api/plant-entries", plantBody(project.id)), "plant for certificates");
});
afterAll(() => t.close());

const patch = (cookie: string, url: string, payload: object) => call(t.app, cookie, { method: "PATCH", url, payload });
const del = (cookie: string, url: string) => call(t.app, cookie, { method: "DELETE", url });

describe("one rule for changing someone else's record (decision 0014)", () => {
  for (const kind of kinds()) {
    it(`${kind.name}: a colleague with Edit edits it but may not delete it; its author deletes their own; a Director deletes anyone's`, async () => {
      const theirs = await kind.create(owner);
      const own = await kind.create(owner);
      if (kind.patch) {
        const edited = await patch(colleague, kind.url(theirs), kind.patch());
        expect(edited.statusCode, `colleague edits: ${edited.body}`).toBe(200);
      }
      const refused = await del(colleague, kind.url(theirs));
      expect(refused.statusCode, `colleague deletes: ${refused.body}`).toBe(403);
      expect(refused.json().message).toBe(kind.refusal ?? "You can only delete records you logged yourself");
      expect((await del(owner, kind.url(own))).statusCode, "author deletes their own").toBe(204);
      expect((await del(director, kind.url(theirs))).statusCode, "director deletes anyone's").toBe(204);
    });
  }

  it("a folder holding someone else's file is not wholly yours: deleting it needs Delete", async () => {
    const folder = await ok(await post(owner, `/api/projects/by-slug/${project.slug}/folders`, { name: "Shared drawings" }), "folder");
    const upload = multipartMany([
      { field: "folderId", value: String(folder) },
      { name: "theirs.pdf", type: "application/pdf", data: PDF },
    ]);
    await ok(await call(t.app, colleague, { method: "POST", url: `/api/projects/by-slug/${project.slug}/files`, ...upload }), "colleague's file");
    const refused = await del(owner, `/api/folders/${folder}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("You can only delete records you logged yourself");
    expect((await del(director, `/api/folders/${folder}`)).statusCode).toBe(204);
  });
});
