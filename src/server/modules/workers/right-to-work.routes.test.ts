import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { daysAfter, ukToday } from "@shared/common/uk-dates";
import { call, type TestApp } from "../../test/harness";
import { expectNoPersonalData, lastLog, messages, workerBody, workerFixture } from "./workers.test-support";

let t: TestApp;
let supervisor: string;
let qs: string;
let viewer: string;
let workerId: number;

beforeAll(async () => {
  ({ t, supervisor, qs, viewer, workerId } = await workerFixture());
});
afterAll(() => t.close());

const record = (cookie: string | undefined, payload: object, id = workerId) =>
  call(t.app, cookie, { method: "POST", url: `/api/workers/${id}/right-to-work`, payload });
const today = ukToday();

describe("right to work check", () => {
  it("a new worker has none: not checked, whatever the form sent", async () => {
    const w = (await call(t.app, supervisor, { method: "GET", url: `/api/workers/${workerId}` })).json();
    expect(w.rightToWork).toBe(false);
    expect(w.rightToWorkState).toBe("none");
    expect(w.rightToWorkCheck).toEqual({ state: "none", method: null, methodLabel: null, checkedOn: null, checkedBy: null, followUpOn: null });
    const typed = (await call(t.app, supervisor, { method: "POST", url: "/api/workers", payload: workerBody({ rightToWork: true }) })).json();
    expect(typed.rightToWork).toBe(false);
  });

  it("POST: 401, 403 without Workforce edit, 404 for an unknown worker, 400 with the messages", async () => {
    expect((await record(undefined, { method: "online" })).statusCode).toBe(401);
    expect((await record(viewer, { method: "online" })).statusCode).toBe(403);
    expect((await record(qs, { method: "online" })).statusCode).toBe(403);
    expect((await record(supervisor, { method: "online" }, 999999)).statusCode).toBe(404);
    const bad = await record(supervisor, { method: "glance", checkedOn: "20/11/2026" });
    expect(bad.statusCode).toBe(400);
    expect(messages(bad.json())).toEqual(["Choose how the right to work was checked", "Checked on must be a valid date (yyyy-mm-dd)"]);
    const future = await record(supervisor, { method: "manual", checkedOn: daysAfter(today, 1) });
    expect(messages(future.json())).toEqual(["The check date cannot be in the future"]);
    const before = await record(supervisor, { method: "manual", checkedOn: "2026-01-10", followUpOn: "2026-01-09" });
    expect(messages(before.json())).toEqual(["The follow-up date must be after the check"]);
  });

  it("records who, when, how and the follow-up, answering the worker; logged", async () => {
    const ok = await record(supervisor, { method: "online", checkedOn: "2026-01-10", followUpOn: daysAfter(today, 10) });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      id: workerId,
      rightToWork: true,
      rightToWorkState: "follow_up_due",
      rightToWorkCheck: {
        state: "follow_up_due",
        method: "online",
        methodLabel: "Online check with the worker's share code",
        checkedOn: "2026-01-10",
        checkedBy: { name: "Sam Supervisor" },
        followUpOn: daysAfter(today, 10),
      },
    });
    expect(await lastLog(t.db)).toMatchObject({
      action: "worker_right_to_work_checked",
      entityType: "worker",
      entityId: String(workerId),
      metadata: expect.objectContaining({ method: "online", checkedOn: "2026-01-10" }),
    });
    // Permanent permission, checked today unless a day is given; the register says so too.
    const now = (await record(supervisor, { method: "manual" })).json();
    expect(now.rightToWorkCheck).toMatchObject({ state: "valid", checkedOn: today, followUpOn: null });
    const listed = (await call(t.app, qs, { method: "GET", url: `/api/workers?q=${now.workerId}` })).json().items;
    expect(listed.find((i: { id: number }) => i.id === workerId)).toMatchObject({ rightToWork: true, rightToWorkState: "valid" });
  });

  it("a passed follow-up date is expired; a view-only reader sees the check, never the personal data", async () => {
    await record(supervisor, { method: "idsp", checkedOn: daysAfter(today, -400), followUpOn: daysAfter(today, -1) });
    const seen = await call(t.app, qs, { method: "GET", url: `/api/workers/${workerId}` });
    expect(seen.json().rightToWorkCheck).toMatchObject({ state: "expired", method: "idsp" });
    expectNoPersonalData(seen.body, expect);
  });
});
