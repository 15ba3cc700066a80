import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestApp, type TestApp } from "../../test/harness";
import { buildProject, buildUser } from "../../seed/factories";
import { budgetChangeLogs, users } from "../../db/schema/index";
import { api, lastLog, messagesOf, sessionsFor, validProject, type Sessions } from "./projects.test-support";

let t: TestApp;
let s: Sessions;
let http: ReturnType<typeof api>;

beforeAll(async () => {
  t = await createTestApp();
  s = await sessionsFor(t);
  http = api(t);
});
afterAll(() => t.close());

const create = async (overrides: Record<string, unknown> = {}) => {
  const res = await http.post(s.admin, "/api/projects", validProject(overrides));
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; slug: string; name: string; updatedAt: string };
};
const logsOf = (projectId: number) => t.db.select().from(budgetChangeLogs).where(eq(budgetChangeLogs.projectId, projectId));

describe("PATCH /api/projects/:id", () => {
  it("401 signed out, 403 for a Viewer, 404 for an unknown project", async () => {
    const p = await create({ name: "Access Check" });
    expect((await http.patch(undefined, `/api/projects/${p.id}`, { name: "X" })).statusCode).toBe(401);
    expect((await http.patch(s.viewer, `/api/projects/${p.id}`, { name: "X" })).statusCode).toBe(403);
    const missing = await http.patch(s.admin, "/api/projects/987654", { name: "X" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("Project not found");
  });

  it("400 with each field's message", async () => {
    const p = await create({ name: "Validation Check" });
    const res = await http.patch(s.admin, `/api/projects/${p.id}`, { name: "", address: " ", clientContact5Email: "x@", budgetEnergy: "-1" });
    expect(res.statusCode).toBe(400);
    expect(messagesOf(res)).toEqual({
      name: "Project name is required",
      address: "Address is required",
      clientContact5Email: "Please enter a valid email address for contact 5",
      budgetEnergy: "Energy budget cannot be negative",
    });
    const tooLong = await http.patch(s.admin, `/api/projects/${p.id}`, { budgetLabour: "1", reasons: { budgetLabour: "x".repeat(501) } });
    expect(messagesOf(tooLong)).toEqual({ "reasons.budgetLabour": "Reason must be 500 characters or fewer" });
  });

  it("checks the finish date against the stored start date", async () => {
    const p = await create({ name: "Dates Check", startDate: "2025-05-01", finishDate: null });
    const res = await http.patch(s.admin, `/api/projects/${p.id}`, { finishDate: "2025-04-30" });
    expect(res.statusCode).toBe(400);
    expect(messagesOf(res)).toEqual({ finishDate: "Finish date cannot be before the start date" });
  });

  it("a Site Manager renames a project: the slug stays, the change is audited", async () => {
    const p = await create({ name: "Stable Slug Works" });
    const res = await http.patch(s.siteManager.cookie, `/api/projects/${p.id}`, { name: "Renamed Works", status: "On Hold", postcode: "m1 1ae" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: "Renamed Works", slug: "stable-slug-works", status: "On Hold", postcode: "M1 1AE" });
    expect((await http.get(s.viewer, "/api/projects/by-slug/stable-slug-works")).json().name).toBe("Renamed Works");
    const log = await lastLog(t);
    expect(log).toMatchObject({ action: "project_updated", entityName: "Renamed Works" });
    expect(log.description).toBe("Updated the contract Renamed Works: Project name, Postcode, Status");
  });

  it("changing a budget without a reason is refused on that reason, and nothing is saved", async () => {
    const p = await create({ name: "Reason Check" });
    const res = await http.patch(s.admin, `/api/projects/${p.id}`, { budgetLabour: "260000", contractValue: "1300000", reasons: { contractValue: "  " } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("A reason is required to change the contract value");
    expect(messagesOf(res)).toEqual({
      "reasons.contractValue": "A reason is required to change the contract value",
      "reasons.budgetLabour": "A reason is required to change the labour budget",
    });
    expect((await http.get(s.admin, `/api/projects/${p.id}`)).json().budgetLabour).toBe("250000.00");
    expect(await logsOf(p.id)).toHaveLength(0);
  });

  it("a budget cannot be emptied once set", async () => {
    const p = await create({ name: "Clear Check" });
    const res = await http.patch(s.admin, `/api/projects/${p.id}`, { budgetPlant: "", reasons: { budgetPlant: "Not needed" } });
    expect(res.statusCode).toBe(400);
    expect(messagesOf(res)).toEqual({ budgetPlant: "Plant budget cannot be removed once set: enter 0 and give a reason instead" });
  });

  it("a change with its reason writes a budget_change_logs row and keeps the original", async () => {
    const p = await create({ name: "Budget Log Check" });
    const res = await http.patch(s.siteManager.cookie, `/api/projects/${p.id}`, {
      budgetLabour: "275000.5",
      reasons: { budgetLabour: "Extra night shifts for the concrete pour", budgetPlant: "ignored: plant did not change" },
      budgetPlant: "60000.00",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ budgetLabour: "275000.50", originalBudgetLabour: "250000.00", budgetPlant: "60000.00" });
    const logs = await logsOf(p.id);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({
      fieldName: "labour",
      oldValue: "250000.00",
      newValue: "275000.50",
      reason: "Extra night shifts for the concrete pour",
      createdBy: "Sam Site",
      userId: s.siteManager.user.id,
    });
    const second = await http.patch(s.admin, `/api/projects/${p.id}`, {
      budgetLabour: "240000",
      contractValue: "1200000",
      reasons: { budgetLabour: "Value engineering", contractValue: "Client omitted the car park" },
    });
    expect(second.json()).toMatchObject({
      budgetLabour: "240000.00",
      originalBudgetLabour: "250000.00",
      contractValue: "1200000.00",
      originalContractValue: "1250000.00",
    });
    expect((await logsOf(p.id)).map((l) => l.fieldName).sort()).toEqual(["contract_value", "labour", "labour"]);
    expect((await lastLog(t)).metadata).toMatchObject({
      budgetChanges: expect.arrayContaining([{ field: "labour", from: "275000.50", to: "240000.00", reason: "Value engineering" }]),
    });
  });

  it("a budget's first value needs no reason, becomes its original and is not logged", async () => {
    const p = await create({ name: "First Value Check" });
    const res = await http.patch(s.admin, `/api/projects/${p.id}`, { budgetWaste: "12000" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ budgetWaste: "12000.00", originalBudgetWaste: "12000.00" });
    expect(await logsOf(p.id)).toHaveLength(0);
    const later = await http.patch(s.admin, `/api/projects/${p.id}`, { budgetWaste: "15000" });
    expect(messagesOf(later)).toEqual({ "reasons.budgetWaste": "A reason is required to change the waste budget" });
  });

  it("an unchanged save (the same amounts written differently) writes nothing", async () => {
    const p = await create({ name: "No Change Check" });
    const before = await lastLog(t);
    const res = await http.patch(s.admin, `/api/projects/${p.id}`, { name: "No Change Check", budgetLabour: "250000", budget: 980000.5 });
    expect(res.statusCode).toBe(200);
    expect(res.json().updatedAt).toBe(p.updatedAt);
    expect((await lastLog(t)).id).toBe(before.id);
  });

  it("keeps a manager who has since left, but refuses to choose one", async () => {
    const leaver = await buildUser(t.db, { name: "Les Leaver" });
    const p = await create({ name: "Manager Check", projectManagerId: leaver.id });
    await t.db.update(users).set({ status: "deactivated" }).where(eq(users.id, leaver.id));
    const kept = await http.patch(s.admin, `/api/projects/${p.id}`, { projectManagerId: leaver.id, division: "Commercial" });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().projectManager).toEqual({ id: leaver.id, name: "Les Leaver" });
    const other = await buildProject(t.db);
    const refused = await http.patch(s.admin, `/api/projects/${other.id}`, { projectManagerId: leaver.id });
    expect(messagesOf(refused)).toEqual({ projectManagerId: "The project manager must be an active member of the team" });
  });
});

describe("GET /api/projects/:id/budget/changes", () => {
  it("401 signed out, 403 without Contracts view, 400 for an unknown field, 404 for an unknown project", async () => {
    const p = await create({ name: "History Access" });
    expect((await http.get(undefined, `/api/projects/${p.id}/budget/changes`)).statusCode).toBe(401);
    expect((await http.get(s.outsider, `/api/projects/${p.id}/budget/changes`)).statusCode).toBe(403);
    const bad = await http.get(s.viewer, `/api/projects/${p.id}/budget/changes?field=fuel`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Field must be one of: contract_value, budget, labour, plant, materials, waste, energy");
    expect((await http.get(s.viewer, "/api/projects/987654/budget/changes")).statusCode).toBe(404);
  });

  it("pages the history newest first, optionally for one field", async () => {
    const p = await create({ name: "History Check" });
    for (const [labour, reason] of [
      ["251000", "first"],
      ["252000", "second"],
      ["253000", "third"],
    ]) {
      await http.patch(s.admin, `/api/projects/${p.id}`, { budgetLabour: labour, reasons: { budgetLabour: reason } });
    }
    await http.patch(s.admin, `/api/projects/${p.id}`, { budgetPlant: "1", reasons: { budgetPlant: "plant" } });
    const all = await http.get(s.viewer, `/api/projects/${p.id}/budget/changes?pageSize=2`);
    expect(all.statusCode).toBe(200);
    expect(all.json()).toMatchObject({ total: 4, pageCount: 2 });
    expect(all.json().items.map((c: { reason: string }) => c.reason)).toEqual(["plant", "third"]);
    const labour = await http.get(s.viewer, `/api/projects/${p.id}/budget/changes?field=labour`);
    expect(labour.json().items).toEqual([
      expect.objectContaining({ fieldName: "labour", oldValue: "252000.00", newValue: "253000.00", reason: "third", createdBy: expect.any(String) }),
      expect.objectContaining({ reason: "second" }),
      expect.objectContaining({ reason: "first", oldValue: "250000.00" }),
    ]);
  });
});
