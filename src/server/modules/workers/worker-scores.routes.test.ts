import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, type TestApp } from "../../test/harness";
import { lastLog, messages, workerBody, workforceSessions } from "./workers.test-support";

let t: TestApp;
let supervisor: string; // Workforce view, create, edit
let qs: string; // Workforce view only
let viewer: string; // no Workforce at all
let workerId: number;

beforeAll(async () => {
  t = await createTestApp();
  ({ supervisor, qs, viewer } = await workforceSessions(t));
  workerId = (await call(t.app, supervisor, { method: "POST", url: "/api/workers", payload: workerBody() })).json().id;
});
afterAll(() => t.close());

const scoreBody = (over: Record<string, unknown> = {}) => ({
  kind: "timekeeping",
  score: "7.5",
  note: "On the gate by 7:25 every day this fortnight",
  ...over,
});
const post = (cookie: string | undefined, payload: object, id = workerId) => call(t.app, cookie, { method: "POST", url: `/api/workers/${id}/scores`, payload });
const list = (cookie: string | undefined, query = "", id = workerId) => call(t.app, cookie, { method: "GET", url: `/api/workers/${id}/scores${query}` });

describe("POST /api/workers/:id/scores", () => {
  it("401 signed out, 403 without Workforce edit, 404 for an unknown worker", async () => {
    expect((await post(undefined, scoreBody())).statusCode).toBe(401);
    expect((await post(viewer, scoreBody())).statusCode).toBe(403);
    expect((await post(qs, scoreBody())).statusCode).toBe(403);
    expect((await post(supervisor, scoreBody(), 999999)).statusCode).toBe(404);
  });

  it("400 with the messages: a score from 0 to 10 with two decimals, a kind, and a note", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ score: "10.01" }, "Score must be between 0 and 10"],
      [{ score: 11 }, "Score must be between 0 and 10"],
      [{ score: "-1" }, "Score must be between 0 and 10"],
      [{ score: "150" }, "Score must be between 0 and 10"],
      [{ score: "7.505" }, "Score can have at most 2 decimal places"],
      [{ score: "ten" }, "Score must be a number, e.g. 7.50"],
      [{ score: "" }, "Score is required"],
      [{ note: "  " }, "A note is required"],
      [{ note: undefined }, "A note is required"],
      [{ kind: "punctuality" }, "Choose what the score is for: timekeeping, attendance, quality or safety"],
    ];
    for (const [over, message] of cases) {
      const res = await post(supervisor, scoreBody(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(messages(res.json())).toContain(message);
    }
  });

  it("keeps the score with its note, sets the worker's score of that kind and logs it", async () => {
    const before = (await call(t.app, qs, { method: "GET", url: `/api/workers/${workerId}` })).json();
    const res = await post(supervisor, scoreBody({ kind: "safety", score: 10 }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      kind: "safety",
      score: "10.00",
      note: "On the gate by 7:25 every day this fortnight",
      scoredBy: { name: "Sam Supervisor" },
    });
    expect(await lastLog(t.db)).toMatchObject({ action: "worker_scored", entityType: "worker", entityId: String(workerId) });
    expect((await post(supervisor, scoreBody({ kind: "safety", score: "6.25", note: "No harness on the scaffold, spoken to" }))).statusCode).toBe(201);
    const worker = (await call(t.app, qs, { method: "GET", url: `/api/workers/${workerId}` })).json();
    expect(worker).toMatchObject({ safetyScore: "6.25", timekeepingScore: "0.00", qualityScore: "0.00", attendanceScore: "0.00" });
    // Not an edit of the worker's details: a form open beside the scores keeps what is typed in it.
    expect(worker.updatedAt).toBe(before.updatedAt);
  });
});

describe("GET /api/workers/:id/scores", () => {
  it("401, 403 without Workforce, 404 for an unknown worker; newest first and paged for Workforce view", async () => {
    expect((await list(undefined)).statusCode).toBe(401);
    expect((await list(viewer)).statusCode).toBe(403);
    expect((await list(qs, "", 999999)).statusCode).toBe(404);
    const other = (await call(t.app, supervisor, { method: "POST", url: "/api/workers", payload: workerBody() })).json();
    for (const [i, kind] of ["quality", "attendance", "timekeeping"].entries())
      expect((await post(supervisor, scoreBody({ kind, score: String(i + 1), note: `Note ${i + 1}` }), other.id)).statusCode).toBe(201);
    const first = await list(qs, "?pageSize=2", other.id);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ total: 3, page: 1, pageSize: 2, pageCount: 2 });
    expect(first.json().items.map((s: { note: string }) => s.note)).toEqual(["Note 3", "Note 2"]);
    expect((await list(qs, "?pageSize=2&page=2", other.id)).json().items).toMatchObject([{ kind: "quality", score: "1.00", note: "Note 1" }]);
    expect((await list(qs, "?pageSize=2", other.id)).json().items[0].scoredBy.name).toBe("Sam Supervisor");
  });
});
