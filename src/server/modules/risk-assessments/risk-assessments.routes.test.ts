import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { call, createTestApp, type TestApp } from "../../test/harness";
import { signedIn } from "../../test/sessions";
import { recycleBin, riskAssessmentRevisions, riskAssessments } from "../../db/schema/index";
import { buildProject } from "../../seed/factories";
import { denyContracts, lastLog, messages } from "../site-issues/site-issues.test-support";

let t: TestApp;
let manager: { user: { id: number; name: string }; cookie: string };
let director: string;
let viewer: string;
let outsider: string;
let project: { id: number; slug: string; name: string; code: string | null };

beforeAll(async () => {
  t = await createTestApp();
  manager = await signedIn(t, { role: "Site Manager", name: "Sam Site" });
  director = (await signedIn(t, { role: "Director" })).cookie;
  viewer = (await signedIn(t, { role: "Viewer" })).cookie;
  await denyContracts(t.db, "Other");
  outsider = (await signedIn(t, { role: "Other" })).cookie;
  project = await buildProject(t.db, { name: "Riverside Apartments", code: "RA-2025-014" });
});
afterAll(() => t.close());

/** Work at height 4×5=20 → 2×5=10; excavation 3×4=12 → 2×3=6; manual handling 3×2=6 → 1×2=2: mean 6.00, highest 10 (High). */
const hazards = () => [
  {
    hazard: "Work at height on slab edges",
    whoAtRisk: "Operatives, scaffolders",
    likelihood: 4,
    severity: 5,
    controls: "Double guard-rails, harness in MEWP",
    residualLikelihood: 2,
    residualSeverity: 5,
    owner: "Site Manager",
  },
  {
    hazard: "Excavation collapse",
    whoAtRisk: "Groundworkers",
    likelihood: 3,
    severity: 4,
    controls: "Trench boxes; daily inspection",
    residualLikelihood: 2,
    residualSeverity: 3,
    owner: "Groundworks foreman",
  },
  {
    hazard: "Manual handling of blocks",
    whoAtRisk: "Bricklayers",
    likelihood: 3,
    severity: 2,
    controls: "Block grabs; team lifts",
    residualLikelihood: 1,
    residualSeverity: 2,
    owner: "",
  },
];
const body = (over: Record<string, unknown> = {}) => ({
  projectId: project.id,
  title: "Superstructure works",
  scores: hazards(),
  mitigationPlan: "Weekly toolbox talks.",
  ...over,
});
const post = (cookie: string | undefined, payload: object) => call(t.app, cookie, { method: "POST", url: "/api/risk-assessments", payload });
const create = async (over: Record<string, unknown> = {}) => {
  const res = await post(manager.cookie, body(over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};

describe("POST /api/risk-assessments", () => {
  it("401 signed out, 403 for a Viewer", async () => {
    expect((await post(undefined, body())).statusCode).toBe(401);
    expect((await post(viewer, body())).statusCode).toBe(403);
  });

  it("400 with each field's message", async () => {
    const worse = { ...hazards()[0], residualLikelihood: 5, residualSeverity: 5 };
    const cases: [Record<string, unknown>, string][] = [
      [{ title: " " }, "Title is required"],
      [{ scores: [] }, "Add at least one hazard"],
      [{ scores: Array.from({ length: 101 }, () => hazards()[0]) }, "A risk assessment can have at most 100 hazards"],
      [{ scores: [{ ...hazards()[0], hazard: "" }] }, "Hazard is required"],
      [{ scores: [{ ...hazards()[0], likelihood: 6 }] }, "Likelihood must be a whole number from 1 to 5"],
      [{ scores: [{ ...hazards()[0], severity: 0 }] }, "Severity must be a whole number from 1 to 5"],
      [{ scores: [{ ...hazards()[0], residualLikelihood: 2.5 }] }, "Residual likelihood must be a whole number from 1 to 5"],
      [{ scores: [worse] }, "Residual risk cannot be higher than the risk before controls"],
      [{ mitigationPlan: "x".repeat(10001) }, "Mitigation plan must be 10000 characters or fewer"],
      [{ projectId: undefined }, "Project is required"],
    ];
    for (const [over, message] of cases) {
      const res = await post(manager.cookie, body(over));
      expect(res.statusCode, JSON.stringify(over).slice(0, 80)).toBe(400);
      expect(messages(res.json())).toContain(message);
    }
    const worseRes = await post(manager.cookie, body({ scores: [hazards()[1], worse] }));
    expect(worseRes.json().errors[0].field).toBe("scores.1.residualSeverity");
  });

  it("stores the scores, the mean residual risk as overall score, revision 1, and the project's code", async () => {
    const a = await create();
    expect(a).toMatchObject({
      title: "Superstructure works",
      contractId: "RA-2025-014",
      overallScore: 6,
      overallBand: "medium",
      highestResidual: 10,
      highestBand: "high",
      hazardCount: 3,
      revision: 1,
    });
    expect(a.scores[0]).toMatchObject({
      hazard: "Work at height on slab edges",
      initialRisk: 20,
      initialBand: "very_high",
      residualRisk: 10,
      residualBand: "high",
      owner: "Site Manager",
    });
    expect(a.scores[2].owner).toBeNull();
    expect(a.scores[0].id).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.revisions).toEqual([expect.objectContaining({ revision: 1, overallScore: 6, changedBy: { id: manager.user.id, name: "Sam Site" } })]);
    const [row] = await t.db.select().from(riskAssessments).where(eq(riskAssessments.id, a.id));
    expect(row.overallScore).toBe("6.00");
    expect(await lastLog(t.db)).toMatchObject({ action: "risk_assessment_created", entityId: String(a.id) });
  });

  it("rounds the mean to 2 dp (20 / 3 = 6.67) and keeps a given contract ID", async () => {
    const scores = hazards();
    scores[2] = { ...scores[2], likelihood: 2, severity: 2, residualLikelihood: 2, residualSeverity: 2 };
    const a = await create({ scores, contractId: "LCC-RA-7" });
    expect(a).toMatchObject({ overallScore: 6.67, contractId: "LCC-RA-7" });
  });

  it("404 for an unknown project", async () => {
    expect((await post(manager.cookie, body({ projectId: 999999 }))).statusCode).toBe(404);
  });
});

describe("GET /api/risk-assessments", () => {
  it("401, 403 without Contracts view, 400 bad query; newest updated first, by project and search", async () => {
    const other = await buildProject(t.db, { name: "Kirkstall Yard" });
    const first = await create({ title: "Demolition" });
    await post(manager.cookie, body({ projectId: other.id, title: "Piling" }));
    const list = (qs: string, cookie: string | null = viewer) => call(t.app, cookie ?? undefined, { method: "GET", url: `/api/risk-assessments${qs}` });
    expect((await list("", null)).statusCode).toBe(401);
    expect((await list("", outsider)).statusCode).toBe(403);
    expect(messages((await list("?projectId=abc")).json())).toEqual(["Project ID must be a positive whole number"]);
    const all = (await list("")).json();
    expect(all.items[0].title).toBe("Piling");
    const mine = (await list(`?projectId=${project.id}`)).json();
    expect(mine.items.every((i: { projectId: number }) => i.projectId === project.id)).toBe(true);
    expect(mine.items[0]).toMatchObject({ id: first.id, project: { slug: project.slug }, overallScore: 6, overallBand: "medium" });
    expect((await list("?q=demol")).json().items.map((i: { title: string }) => i.title)).toEqual(["Demolition"]);
    expect((await list("?pageSize=1&page=2")).json()).toMatchObject({ page: 2, pageSize: 1 });
  });
});

describe("GET/PATCH/DELETE /api/risk-assessments/:id", () => {
  it("GET: 401, 403, 404", async () => {
    const a = await create();
    expect((await call(t.app, undefined, { method: "GET", url: `/api/risk-assessments/${a.id}` })).statusCode).toBe(401);
    expect((await call(t.app, outsider, { method: "GET", url: `/api/risk-assessments/${a.id}` })).statusCode).toBe(403);
    const missing = await call(t.app, viewer, { method: "GET", url: "/api/risk-assessments/999999" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("Risk assessment not found");
  });

  it("PATCH: 401, 403 for a Viewer, 400 without a change note or with a worse residual, 404", async () => {
    const a = await create();
    const patch = (cookie: string | undefined, payload: object, id = a.id) =>
      call(t.app, cookie, { method: "PATCH", url: `/api/risk-assessments/${id}`, payload });
    expect((await patch(undefined, { title: "x", changeNote: "y" })).statusCode).toBe(401);
    expect((await patch(viewer, { title: "x", changeNote: "y" })).statusCode).toBe(403);
    expect(messages((await patch(manager.cookie, { title: "New title" })).json())).toEqual(["Say what changed in this revision"]);
    const worse = await patch(manager.cookie, { scores: [{ ...hazards()[0], residualLikelihood: 5 }], changeNote: "x" });
    expect(messages(worse.json())).toEqual(["Residual risk cannot be higher than the risk before controls"]);
    expect((await patch(manager.cookie, { title: "x", changeNote: "y" }, 999999)).statusCode).toBe(404);
  });

  it("PATCH makes a new revision with the new state; old revisions open read-only", async () => {
    const a = await create();
    const scores = a.scores.map((h: Record<string, unknown>) => ({ ...h }));
    scores[0] = { ...scores[0], residualLikelihood: 1 }; // 10 → 5: (5 + 6 + 2) / 3 = 4.33
    const res = await call(t.app, director, {
      method: "PATCH",
      url: `/api/risk-assessments/${a.id}`,
      payload: { scores, changeNote: "Edge protection inspected and signed off" },
    });
    expect(res.statusCode, res.body).toBe(200);
    const b = res.json();
    expect(b).toMatchObject({ revision: 2, overallScore: 4.33, overallBand: "medium", highestResidual: 6, title: "Superstructure works" });
    expect(b.scores[0].id).toBe(a.scores[0].id);
    expect(b.revisions.map((r: { revision: number; changeNote: string }) => [r.revision, r.changeNote])).toEqual([
      [2, "Edge protection inspected and signed off"],
      [1, "First issue"],
    ]);
    const rows = await t.db.select().from(riskAssessmentRevisions).where(eq(riskAssessmentRevisions.assessmentId, a.id));
    expect(rows.map((r) => r.overallScore).sort()).toEqual(["4.33", "6.00"]);
    const old = await call(t.app, viewer, { method: "GET", url: `/api/risk-assessments/${a.id}/revisions/1` });
    expect(old.statusCode).toBe(200);
    expect(old.json()).toMatchObject({ revision: 1, overallScore: 6, highestResidual: 10, highestBand: "high", assessmentId: a.id });
    expect(old.json().scores[0].residualRisk).toBe(10);
    expect((await call(t.app, outsider, { method: "GET", url: `/api/risk-assessments/${a.id}/revisions/1` })).statusCode).toBe(403);
    const none = await call(t.app, viewer, { method: "GET", url: `/api/risk-assessments/${a.id}/revisions/9` });
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe("Revision not found");
    expect(await lastLog(t.db)).toMatchObject({ action: "risk_assessment_updated" });
  });

  it("DELETE: 401, 403 without Contracts delete; the Director's delete goes to the recycle bin with its revisions", async () => {
    const a = await create({ title: "Roofing" });
    const del = (cookie: string | undefined) => call(t.app, cookie, { method: "DELETE", url: `/api/risk-assessments/${a.id}` });
    expect((await del(undefined)).statusCode).toBe(401);
    expect((await del((await signedIn(t, { role: "Site Manager" })).cookie)).statusCode).toBe(403); // someone else's record with Edit only (decision 0014)
    expect((await del(director)).statusCode).toBe(204);
    expect(await t.db.select().from(riskAssessments).where(eq(riskAssessments.id, a.id))).toEqual([]);
    const [bin] = await t.db.select().from(recycleBin).where(eq(recycleBin.recordType, "risk_assessment"));
    expect(bin).toMatchObject({ tableName: "risk_assessments", recordName: "Riverside Apartments: Roofing" });
    expect((bin.metadata as { revisions: unknown[] }).revisions).toHaveLength(1);
    expect(await lastLog(t.db)).toMatchObject({ action: "risk_assessment_deleted", severity: "warning" });
    expect((await del(director)).statusCode).toBe(404);
  });
});
