import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestApp, type TestApp } from "../../test/harness";
import { budgetChangeLogs, projects } from "../../db/schema/index";
import { api, lastLog, messagesOf, sessionsFor, validProject, type Sessions } from "./projects.test-support";

/**
 * A contract's retention (decision 0081): the percentage the client holds of each certified
 * valuation, the practical completion date that releases half, and the defects period that releases
 * the rest. Kept on the contract with the create and edit forms; they are not budgets, so no reason
 * and no budget change log.
 */

let t: TestApp;
let s: Sessions;
let http: ReturnType<typeof api>;

beforeAll(async () => {
  t = await createTestApp();
  s = await sessionsFor(t);
  http = api(t);
});
afterAll(() => t.close());

describe("POST /api/projects with retention", () => {
  it("400 with each field's message", async () => {
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ retentionPercent: "10.01" }, { retentionPercent: "Retention must be from 0% to 10%" }],
      [{ retentionPercent: "-1" }, { retentionPercent: "Retention must be from 0% to 10%" }],
      [{ retentionPercent: "100" }, { retentionPercent: "Retention must be from 0% to 10%" }],
      [{ retentionPercent: "three" }, { retentionPercent: "Retention must be a percentage, e.g. 3 or 2.5" }],
      [{ retentionPercent: "2.555" }, { retentionPercent: "Retention can have at most 2 decimal places" }],
      [{ retentionPercent: "" }, { retentionPercent: "Retention is required: 0% when the client holds none" }],
      [{ defectsPeriodMonths: 25 }, { defectsPeriodMonths: "Defects period must be a whole number of months from 0 to 24" }],
      [{ defectsPeriodMonths: "-1" }, { defectsPeriodMonths: "Defects period must be a whole number of months from 0 to 24" }],
      [{ defectsPeriodMonths: "6.5" }, { defectsPeriodMonths: "Defects period must be a whole number of months from 0 to 24" }],
      [{ defectsPeriodMonths: "" }, { defectsPeriodMonths: "Defects period is required: 0 when there is none" }],
      [{ practicalCompletionDate: "2026-02-30" }, { practicalCompletionDate: "Practical completion date must be a valid date" }],
      [{ practicalCompletionDate: "2025-03-02" }, { practicalCompletionDate: "Practical completion cannot be before the start date" }],
    ];
    for (const [over, errors] of cases) {
      const res = await http.post(s.admin, "/api/projects", validProject(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(messagesOf(res), JSON.stringify(over)).toEqual(errors);
    }
  });

  it("a contract made without them holds 3% for a 12-month defects period; given, they are kept", async () => {
    const plain = await http.post(s.admin, "/api/projects", validProject({ name: "Holbeck Yard" }));
    expect(plain.statusCode, plain.body).toBe(201);
    expect(plain.json()).toMatchObject({ retentionPercent: "3.00", practicalCompletionDate: null, defectsPeriodMonths: 12 });

    const res = await http.post(
      s.admin,
      "/api/projects",
      validProject({ name: "Otley Mills", retentionPercent: "5%", practicalCompletionDate: "2026-06-30", defectsPeriodMonths: "24" }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ retentionPercent: "5.00", practicalCompletionDate: "2026-06-30", defectsPeriodMonths: 24 });
    const [row] = await t.db.select().from(projects).where(eq(projects.id, res.json().id));
    expect(row).toMatchObject({ retentionPercent: "5.00", practicalCompletionDate: "2026-06-30", defectsPeriodMonths: 24 });
    expect((await http.get(s.viewer, `/api/projects/by-slug/${res.json().slug}`)).json()).toMatchObject({ retentionPercent: "5.00", defectsPeriodMonths: 24 });
  });
});

describe("PATCH /api/projects/:id with retention", () => {
  it("400 with messages, practical completion judged against the stored start; a change is audited without a reason or a budget log", async () => {
    const { id, slug } = (await http.post(s.admin, "/api/projects", validProject({ name: "Kirkstall Forge" }))).json();
    const url = `/api/projects/${id}`;
    expect((await http.patch(undefined, url, { retentionPercent: "5" })).statusCode).toBe(401);
    expect((await http.patch(s.viewer, url, { retentionPercent: "5" })).statusCode).toBe(403);
    const bad = await http.patch(s.siteManager.cookie, url, { retentionPercent: "11", defectsPeriodMonths: null });
    expect(messagesOf(bad)).toEqual({
      retentionPercent: "Retention must be from 0% to 10%",
      defectsPeriodMonths: "Defects period is required: 0 when there is none",
    });
    // The body names no start: the stored one (3 March 2025) is what practical completion may not precede.
    const early = await http.patch(s.siteManager.cookie, url, { practicalCompletionDate: "2025-01-31" });
    expect(early.statusCode).toBe(400);
    expect(messagesOf(early)).toEqual({ practicalCompletionDate: "Practical completion cannot be before the start date" });

    const res = await http.patch(s.siteManager.cookie, url, { retentionPercent: "2.5", practicalCompletionDate: "2026-05-29", defectsPeriodMonths: 0 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ retentionPercent: "2.50", practicalCompletionDate: "2026-05-29", defectsPeriodMonths: 0 });
    expect(await lastLog(t)).toMatchObject({
      action: "project_updated",
      description: "Updated the contract Kirkstall Forge: Retention (%), Practical completion, Defects period (months)",
    });
    expect(await t.db.select().from(budgetChangeLogs).where(eq(budgetChangeLogs.projectId, id))).toEqual([]);

    // Left out of a PATCH, they stay as they are.
    const other = await http.patch(s.siteManager.cookie, url, { description: "Phase 2" });
    expect(other.json()).toMatchObject({ retentionPercent: "2.50", practicalCompletionDate: "2026-05-29", defectsPeriodMonths: 0 });
    expect((await http.get(s.viewer, `/api/projects/by-slug/${slug}`)).json()).toMatchObject({ retentionPercent: "2.50" });
  });
});
