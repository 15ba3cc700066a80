import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, desc, eq } from "drizzle-orm";
import { call, createTestApp, type TestApp } from "../../test/harness";
import { sessionForEmail, signedIn } from "../../test/sessions";
import { TEST_ADMIN } from "../../test/test-env";
import { buildProject } from "../../seed/factories";
import { activityLogs, budgetChangeLogs, projects, recycleBin } from "../../db/schema/index";
import { AGREED_COST_REQUIRED, AGREED_VALUE_REQUIRED, HEAD_MESSAGE, STATUS_MESSAGE } from "@shared/cost-analysis/variations";
import { APPROVED_IS_FINAL } from "@shared/rules/variation-status";

let t: TestApp;
let qs: { user: { id: number; name: string }; cookie: string }; // Cost Analysis: view, create, edit; no delete
let director: string; // Cost Analysis: everything
let pm: string; // Cost Analysis: view only
let viewer: string; // Cost Analysis: none
let admin: string;
let project: { id: number; slug: string; name: string };
let other: { id: number; slug: string };

beforeAll(async () => {
  t = await createTestApp();
  qs = await signedIn(t, { role: "QS", name: "Quinn Surveyor" });
  director = (await signedIn(t, { role: "Director" })).cookie;
  pm = (await signedIn(t, { role: "Project Manager" })).cookie;
  viewer = (await signedIn(t, { role: "Viewer" })).cookie;
  admin = await sessionForEmail(t.db, TEST_ADMIN.email);
  project = await buildProject(t.db, { name: "Kirkstall Road Flats", contractValue: "250000.00", budget: "200000.00", budgetLabour: "80000.00" });
  other = await buildProject(t.db);
});
afterAll(() => t.close());

const at = (slug = project.slug) => `/api/projects/by-slug/${slug}/variations`;
const req = (cookie: string | undefined, method: "GET" | "POST" | "PATCH" | "DELETE", url: string, payload?: object) =>
  call(t.app, cookie, { method, url, payload });
const body = (over: Record<string, unknown> = {}) => ({
  title: "Extra drainage to the car park",
  description: "Client's instruction CI-014: two more gullies",
  head: "labour",
  valueEstimate: "£5,000",
  costEstimate: "3,750.50",
  ...over,
});
const create = async (over: Record<string, unknown> = {}, slug = project.slug) => {
  const res = await req(qs.cookie, "POST", at(slug), body(over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};
const lastLog = async () => (await t.db.select().from(activityLogs).orderBy(desc(activityLogs.id)).limit(1))[0];
const messages = (b: { errors?: { message: string }[] }) => (b.errors ?? []).map((e) => e.message);
const contract = async (id = project.id) => (await t.db.select().from(projects).where(eq(projects.id, id)))[0];

describe("POST a variation", () => {
  it("401 signed out, 403 without Cost Analysis create, 404 for no such contract", async () => {
    expect((await req(undefined, "POST", at(), body())).statusCode).toBe(401);
    expect((await req(pm, "POST", at(), body())).statusCode).toBe(403);
    expect((await req(viewer, "POST", at(), body())).statusCode).toBe(403);
    const missing = await req(qs.cookie, "POST", at("no-such-contract"), body());
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("Project not found");
  });

  it("400 with each field's message", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ title: " " }, "Title is required"],
      [{ title: undefined }, "Title is required"],
      [{ title: "x".repeat(201) }, "Title must be 200 characters or fewer"],
      [{ description: "x".repeat(5001) }, "Description must be 5000 characters or fewer"],
      [{ head: "fuel" }, HEAD_MESSAGE],
      [{ head: undefined }, HEAD_MESSAGE],
      [{ valueEstimate: "lots" }, "Value estimate must be an amount in pounds, e.g. 1250.50 or -1250.50"],
      [{ costEstimate: "12.345" }, "Cost estimate can have at most 2 decimal places"],
      [{ costEstimate: "99999999999999" }, "Cost estimate is too large (at most 13 digits before the decimal point)"],
    ];
    for (const [over, message] of cases) {
      const res = await req(qs.cookie, "POST", at(), body(over));
      expect(res.statusCode, JSON.stringify(over).slice(0, 60)).toBe(400);
      expect(messages(res.json())).toContain(message);
    }
  });

  it("raises a pending variation numbered on its contract, an omission below nothing, logged", async () => {
    const first = await create({ head: "other", valueEstimate: "-1,200", costEstimate: "−900.5" }, other.slug);
    expect(first).toMatchObject({ number: "V001", status: "pending", head: "other", valueEstimate: "-1200.00", costEstimate: "-900.50" });
    const v = await create({}, other.slug);
    expect(v).toMatchObject({
      number: "V002",
      title: "Extra drainage to the car park",
      description: "Client's instruction CI-014: two more gullies",
      valueEstimate: "5000.00",
      costEstimate: "3750.50",
      agreedValue: null,
      statusChangedBy: null,
      createdBy: { id: qs.user.id, name: "Quinn Surveyor" },
    });
    expect(await lastLog()).toMatchObject({
      action: "contract_variation_created",
      entityType: "contract_variation",
      entityId: String(v.id),
      category: "cost-analysis",
      description: expect.stringContaining("V002 Extra drainage to the car park"),
    });
  });

  it("gives variations raised at once each their own number, and keeps counting past a deleted one", async () => {
    const slug = (await buildProject(t.db)).slug;
    const made = await Promise.all([1, 2, 3, 4, 5].map((n) => req(qs.cookie, "POST", at(slug), body({ title: `Change ${n}` }))));
    expect(made.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(made.map((r) => r.json().number).sort()).toEqual(["V001", "V002", "V003", "V004", "V005"]);
    const fifth = made.find((r) => r.json().number === "V005")!.json();
    expect((await req(director, "DELETE", `${at(slug)}/${fifth.id}`)).statusCode).toBe(204);
    expect((await create({}, slug)).number).toBe("V006");
  });
});

describe("GET the register and one variation", () => {
  it("401, 403 without Cost Analysis view, 404 for no such contract or variation, 400 for a bad filter", async () => {
    const v = await create();
    expect((await req(undefined, "GET", at())).statusCode).toBe(401);
    expect((await req(viewer, "GET", at())).statusCode).toBe(403);
    expect((await req(viewer, "GET", `${at()}/${v.id}`)).statusCode).toBe(403);
    expect((await req(pm, "GET", at("no-such-contract"))).statusCode).toBe(404);
    const elsewhere = await req(pm, "GET", `${at(other.slug)}/${v.id}`);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().message).toBe("Variation not found");
    const notAnId = await req(pm, "GET", `${at()}/abc`);
    expect(notAnId.statusCode).toBe(400);
    expect(messages(notAnId.json())).toEqual(["Variation not found"]);
    expect(messages((await req(pm, "GET", `${at()}?status=agreed`)).json())).toEqual([STATUS_MESSAGE]);
    expect(messages((await req(pm, "GET", `${at()}?head=fuel`)).json())).toEqual([HEAD_MESSAGE]);
  });

  it("lists in number order, filtered by status and head, paged", async () => {
    const slug = (await buildProject(t.db)).slug;
    const a = await create({ head: "plant" }, slug);
    const b = await create({ head: "labour" }, slug);
    const c = await create({ head: "plant" }, slug);
    await req(qs.cookie, "POST", `${at(slug)}/${c.id}/status`, { status: "rejected", note: "Not instructed" });
    const all = (await req(pm, "GET", at(slug))).json();
    expect(all.items.map((v: { number: string }) => v.number)).toEqual(["V001", "V002", "V003"]);
    expect(all.total).toBe(3);
    const plant = (await req(pm, "GET", `${at(slug)}?head=plant`)).json();
    expect(plant.items.map((v: { id: number }) => v.id)).toEqual([a.id, c.id]);
    const pendingPlant = (await req(pm, "GET", `${at(slug)}?head=plant&status=pending`)).json();
    expect(pendingPlant.items.map((v: { id: number }) => v.id)).toEqual([a.id]);
    const page2 = (await req(pm, "GET", `${at(slug)}?page=2&pageSize=2`)).json();
    expect(page2).toMatchObject({ total: 3, pageCount: 2, page: 2 });
    expect(page2.items.map((v: { id: number }) => v.id)).toEqual([c.id]);
    expect((await req(pm, "GET", `${at(slug)}/${b.id}`)).json()).toMatchObject({ id: b.id, number: "V002", head: "labour" });
  });
});

describe("PATCH a variation", () => {
  it("401, 403, 400, 404, and changes only what is sent, logged", async () => {
    const v = await create();
    const url = `${at()}/${v.id}`;
    expect((await req(undefined, "PATCH", url, { title: "New" })).statusCode).toBe(401);
    expect((await req(pm, "PATCH", url, { title: "New" })).statusCode).toBe(403);
    expect(messages((await req(qs.cookie, "PATCH", url, { title: "" })).json())).toEqual(["Title is required"]);
    expect(messages((await req(qs.cookie, "PATCH", url, { head: "fuel" })).json())).toEqual([HEAD_MESSAGE]);
    expect((await req(qs.cookie, "PATCH", `${at()}/999999`, { title: "New" })).statusCode).toBe(404);
    const res = await req(qs.cookie, "PATCH", url, { costEstimate: "-250", description: null });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ title: v.title, head: "labour", valueEstimate: "5000.00", costEstimate: "-250.00", description: null });
    expect(await lastLog()).toMatchObject({ action: "contract_variation_updated", entityId: String(v.id) });
  });
});

describe("POST a variation's status", () => {
  const status = (cookie: string | undefined, id: number, payload: object, slug = project.slug) => req(cookie, "POST", `${at(slug)}/${id}/status`, payload);

  it("401, 403 without Cost Analysis edit, 400 with messages, 404", async () => {
    const v = await create();
    expect((await status(undefined, v.id, { status: "approved" })).statusCode).toBe(401);
    expect((await status(pm, v.id, { status: "approved" })).statusCode).toBe(403);
    expect(messages((await status(qs.cookie, v.id, { status: "agreed" })).json())).toEqual([STATUS_MESSAGE]);
    expect(messages((await status(qs.cookie, v.id, { status: "approved", agreedCost: "abc" })).json())).toEqual([
      "Agreed cost must be an amount in pounds, e.g. 1250.50 or -1250.50",
    ]);
    expect(messages((await status(qs.cookie, v.id, { status: "rejected", note: "x".repeat(1001) })).json())).toEqual(["Note must be 1000 characters or fewer"]);
    expect((await status(qs.cookie, 999999, { status: "approved" })).statusCode).toBe(404);
  });

  it("needs an agreed value and cost to approve when nothing was estimated", async () => {
    const v = await create({ valueEstimate: null, costEstimate: "" });
    const res = await status(qs.cookie, v.id, { status: "approved" });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: "agreedValue", message: AGREED_VALUE_REQUIRED },
      { field: "agreedCost", message: AGREED_COST_REQUIRED },
    ]);
    expect((await contract()).contractValue).toBe("250000.00");
  });

  it("refuses the steps the rules do not allow with 409", async () => {
    const v = await create();
    expect((await status(qs.cookie, v.id, { status: "pending" })).json().message).toBe("This variation is already pending");
    expect((await status(qs.cookie, v.id, { status: "rejected" })).statusCode).toBe(200);
    const res = await status(qs.cookie, v.id, { status: "unagreed" });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("A rejected variation can only be made pending");
    expect((await status(qs.cookie, v.id, { status: "pending" })).json()).toMatchObject({ status: "pending" });
  });

  it("approves: the head's budget, the total budget and the contract value move in one go, each in the budget history", async () => {
    const v = await create({ valueEstimate: "5000", costEstimate: "3750.50" });
    const disputed = await status(qs.cookie, v.id, { status: "unagreed", note: "Client disputes the rate" });
    expect(disputed.json()).toMatchObject({ status: "unagreed", statusNote: "Client disputes the rate", statusChangedBy: { id: qs.user.id } });
    const res = await status(qs.cookie, v.id, { status: "approved", agreedValue: "4800", note: "Agreed at the progress meeting" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: "approved", agreedValue: "4800.00", agreedCost: "3750.50", statusNote: "Agreed at the progress meeting" });
    const after = await contract();
    expect({ value: after.contractValue, budget: after.budget, labour: after.budgetLabour }).toEqual({
      value: "254800.00",
      budget: "203750.50",
      labour: "83750.50",
    });
    // The originals are what the contract began with: a variation does not move them.
    expect(after.originalBudgetLabour).toBeNull();
    const logs = await t.db
      .select()
      .from(budgetChangeLogs)
      .where(and(eq(budgetChangeLogs.projectId, project.id), eq(budgetChangeLogs.reason, `Variation ${v.number} approved`)));
    expect(logs.map((l) => [l.fieldName, l.oldValue, l.newValue, l.createdBy]).sort()).toEqual([
      ["budget", "200000.00", "203750.50", "Quinn Surveyor"],
      ["contract_value", "250000.00", "254800.00", "Quinn Surveyor"],
      ["labour", "80000.00", "83750.50", "Quinn Surveyor"],
    ]);
    expect(await lastLog()).toMatchObject({
      action: "contract_variation_approved",
      description: `Variation ${v.number} Extra drainage to the car park on Kirkstall Road Flats: Unagreed → Approved: value £4,800.00, cost £3,750.50`,
    });
    // The budget history the contract page reads shows the approval.
    const history = (await req(admin, "GET", `/api/projects/${project.id}/budget/changes?field=labour`)).json();
    expect(history.items[0]).toMatchObject({ reason: `Variation ${v.number} approved` });
  });

  it("starts an unset head from nothing, leaves an unset total alone, and moves no budget for Other", async () => {
    const bare = await buildProject(t.db, { contractValue: "1000.00" });
    const plant = await create({ head: "plant", valueEstimate: "600", costEstimate: "-400" }, bare.slug);
    expect((await status(qs.cookie, plant.id, { status: "approved" }, bare.slug)).statusCode).toBe(200);
    const otherHead = await create({ head: "other", valueEstimate: "100", costEstimate: "80" }, bare.slug);
    expect((await status(qs.cookie, otherHead.id, { status: "approved" }, bare.slug)).statusCode).toBe(200);
    const row = await contract(bare.id);
    expect({ value: row.contractValue, budget: row.budget, plant: row.budgetPlant }).toEqual({ value: "1700.00", budget: null, plant: "-400.00" });
    const logs = await t.db.select().from(budgetChangeLogs).where(eq(budgetChangeLogs.projectId, bare.id));
    expect(logs.map((l) => [l.fieldName, l.oldValue, l.newValue, l.reason])).toEqual(
      expect.arrayContaining([
        ["plant", "0.00", "-400.00", "Variation V001 approved"],
        ["contract_value", "1000.00", "1600.00", "Variation V001 approved"],
        ["contract_value", "1600.00", "1700.00", "Variation V002 approved"],
      ]),
    );
    expect(logs).toHaveLength(3);
  });

  it("adds up variations approved at the same moment: each waits for the contract's row", async () => {
    const c = await buildProject(t.db, { contractValue: "100.00", budgetWaste: "10.00" });
    const made = [];
    for (const n of [1, 2, 3, 4]) made.push(await create({ head: "waste", valueEstimate: String(n * 100), costEstimate: String(n) }, c.slug));
    const answers = await Promise.all(made.map((v) => status(qs.cookie, v.id, { status: "approved" }, c.slug)));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const row = await contract(c.id);
    expect({ value: row.contractValue, waste: row.budgetWaste }).toEqual({ value: "1100.00", waste: "20.00" });
    expect(await t.db.select().from(budgetChangeLogs).where(eq(budgetChangeLogs.projectId, c.id))).toHaveLength(8);
  });

  it("keeps an approved variation final: no edit, no other status, no delete (409)", async () => {
    const v = await create({ head: "materials" });
    await status(qs.cookie, v.id, { status: "approved" });
    for (const res of [
      await req(qs.cookie, "PATCH", `${at()}/${v.id}`, { title: "Changed" }),
      await status(qs.cookie, v.id, { status: "rejected" }),
      await req(director, "DELETE", `${at()}/${v.id}`),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(APPROVED_IS_FINAL);
    }
  });
});

describe("DELETE a variation, and back from the recycle bin", () => {
  it("401, 403 without Cost Analysis delete, 404; to the bin and back with its number", async () => {
    const v = await create({ title: "Omit the bin store" });
    const url = `${at()}/${v.id}`;
    expect((await req(undefined, "DELETE", url)).statusCode).toBe(401);
    expect((await req(qs.cookie, "DELETE", url)).statusCode).toBe(403);
    expect((await req(director, "DELETE", `${at()}/999999`)).statusCode).toBe(404);
    expect((await req(director, "DELETE", url)).statusCode).toBe(204);
    expect((await req(qs.cookie, "GET", url)).statusCode).toBe(404);
    expect(await lastLog()).toMatchObject({ action: "contract_variation_deleted", severity: "warning" });

    const [bin] = await t.db
      .select()
      .from(recycleBin)
      .where(and(eq(recycleBin.recordType, "contract_variation"), eq(recycleBin.recordId, String(v.id))));
    expect(bin).toMatchObject({ recordName: `${v.number} Omit the bin store`, metadata: { projectId: project.id } });
    const listed = (await req(admin, "GET", "/api/recycle-bin?recordType=contract_variation")).json();
    expect(listed.items.find((i: { id: number }) => i.id === bin.id)).toMatchObject({ typeLabel: "Variation", blockedReason: null });
    const restored = await req(admin, "POST", `/api/recycle-bin/${bin.id}/restore`, {});
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().link).toBe(`/cost-analysis/${project.slug}`);
    expect((await req(qs.cookie, "GET", url)).json()).toMatchObject({ id: v.id, number: v.number, status: "pending" });
  });
});
