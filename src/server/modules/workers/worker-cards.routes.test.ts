import { afterAll, beforeAll, describe, expect, it } from "vitest";
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

const cardBody = (over: Record<string, unknown> = {}) => ({
  schemeIdentifier: "CSCS",
  cardNumber: "40012345",
  expiryDate: "2030-06-30",
  cardTypeName: "Blue: Skilled Worker",
  customerName: "Callum Sutcliffe",
  ...over,
});
const add = (cookie: string | undefined, payload: object, id = workerId) => call(t.app, cookie, { method: "POST", url: `/api/workers/${id}/cards`, payload });
const put = (cookie: string | undefined, cardId: number, payload: object, id = workerId) =>
  call(t.app, cookie, { method: "PUT", url: `/api/workers/${id}/cards/${cardId}`, payload });
const remove = (cookie: string | undefined, cardId: number, id = workerId) =>
  call(t.app, cookie, { method: "DELETE", url: `/api/workers/${id}/cards/${cardId}` });
const check = (cookie: string | undefined, cardId: number, payload: object, id = workerId) =>
  call(t.app, cookie, { method: "POST", url: `/api/workers/${id}/cards/${cardId}/check`, payload });

describe("worker cards", () => {
  it("POST: 401, 403 without Workforce edit, 404 for an unknown worker, 400 with the messages, 201 with its expiry state", async () => {
    expect((await add(undefined, cardBody())).statusCode).toBe(401);
    expect((await add(viewer, cardBody())).statusCode).toBe(403);
    expect((await add(qs, cardBody())).statusCode).toBe(403);
    expect((await add(supervisor, cardBody(), 999999)).statusCode).toBe(404);
    const bad = await add(supervisor, cardBody({ schemeIdentifier: "XYZ", cardNumber: " ", expiryDate: "30/06/2030" }));
    expect(bad.statusCode).toBe(400);
    expect(messages(bad.json())).toEqual(["Choose a card scheme", "Card number is required", "Expiry date must be a valid date (yyyy-mm-dd)"]);
    const res = await add(supervisor, cardBody());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ schemeIdentifier: "CSCS", expiryState: "valid", validated: false, validationResult: null });
    expect(await lastLog(t.db)).toMatchObject({ action: "worker_card_added", entityType: "worker", entityId: String(workerId) });
  });

  it("PUT replaces a card; 404 for a card of another worker; DELETE removes it", async () => {
    const card = (await add(supervisor, cardBody())).json();
    const other = (await call(t.app, supervisor, { method: "POST", url: "/api/workers", payload: workerBody() })).json();
    expect((await put(undefined, card.id, cardBody())).statusCode).toBe(401);
    expect((await put(qs, card.id, cardBody())).statusCode).toBe(403);
    expect((await put(supervisor, card.id, cardBody(), other.id)).statusCode).toBe(404);
    expect((await put(supervisor, 999999, cardBody())).statusCode).toBe(404);
    expect(messages((await put(supervisor, card.id, cardBody({ cardNumber: "" }))).json())).toEqual(["Card number is required"]);
    const changed = await put(supervisor, card.id, cardBody({ schemeIdentifier: "NPORS", expiryDate: "2001-01-01" }));
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ schemeIdentifier: "NPORS", expiryState: "expired" });
    expect((await remove(undefined, card.id)).statusCode).toBe(401);
    expect((await remove(qs, card.id)).statusCode).toBe(403);
    expect((await remove(supervisor, card.id, other.id)).statusCode).toBe(404);
    expect((await remove(supervisor, card.id)).statusCode).toBe(204);
    expect((await remove(supervisor, card.id)).statusCode).toBe(404);
    expect(await lastLog(t.db)).toMatchObject({ action: "worker_card_removed" });
  });

  it("a check records who, when, how and the result", async () => {
    const card = (await add(supervisor, cardBody())).json();
    expect((await check(undefined, card.id, { method: "in_person", result: "valid" })).statusCode).toBe(401);
    expect((await check(qs, card.id, { method: "in_person", result: "valid" })).statusCode).toBe(403);
    expect((await check(supervisor, 999999, { method: "in_person", result: "valid" })).statusCode).toBe(404);
    const bad = await check(supervisor, card.id, { method: "glance", result: "maybe" });
    expect(bad.statusCode).toBe(400);
    expect(messages(bad.json())).toEqual(["Choose how the card was checked", "Choose what the check found"]);
    const ok = await check(supervisor, card.id, { method: "scheme_app", result: "valid", checkedOn: "2026-11-20" });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      validated: true,
      validationDate: "2026-11-20",
      validationMethod: "scheme_app",
      validationResult: "valid",
      checkedBy: { name: "Sam Supervisor" },
    });
    const failed = (await check(supervisor, card.id, { method: "phone", result: "invalid" })).json();
    expect(failed).toMatchObject({ validated: false, validationMethod: "phone", validationResult: "invalid" });
    expect(await lastLog(t.db)).toMatchObject({ action: "worker_card_checked", metadata: expect.objectContaining({ method: "phone", result: "invalid" }) });
    // A view-only reader sees the worker's cards and checks, never the personal data.
    const seen = await call(t.app, qs, { method: "GET", url: `/api/workers/${workerId}` });
    expect(seen.json().cards.find((c: { id: number }) => c.id === card.id)).toMatchObject({ validationResult: "invalid" });
    expectNoPersonalData(seen.body, expect);
  });

  it("a renewed card stays on record but no longer sets the worker's status, in the list, its filter and the worker", async () => {
    const w = (await call(t.app, supervisor, { method: "POST", url: "/api/workers", payload: workerBody({ lastName: "Renewal" }) })).json();
    const old = (await add(supervisor, cardBody({ cardNumber: "111", expiryDate: "2024-01-31" }), w.id)).json();
    const listed = async (query: string) =>
      (await call(t.app, supervisor, { method: "GET", url: `/api/workers?q=${w.workerId}${query}` })).json().items.map((i: { id: number }) => i.id);
    expect((await call(t.app, supervisor, { method: "GET", url: `/api/workers/${w.id}` })).json().cardStatus).toBe("expired");
    expect(await listed("&cardStatus=expired")).toEqual([w.id]);

    const renewal = await add(supervisor, cardBody({ cardNumber: "222", expiryDate: "2031-01-31" }), w.id);
    expect(renewal.json()).toMatchObject({ renewed: false, expiryState: "valid" });
    const detail = (await call(t.app, supervisor, { method: "GET", url: `/api/workers/${w.id}` })).json();
    expect(detail).toMatchObject({ cardStatus: "valid", nextCardExpiry: "2031-01-31" });
    expect(detail.cards.find((x: { id: number }) => x.id === old.id)).toMatchObject({ renewed: true, expiryState: "expired" });
    expect(await listed("&cardStatus=expired")).toEqual([]);
    expect(await listed("&cardStatus=valid")).toEqual([w.id]);
    const row = (await call(t.app, supervisor, { method: "GET", url: `/api/workers?q=${w.workerId}` })).json().items[0];
    expect(row).toMatchObject({ cardStatus: "valid", nextCardExpiry: "2031-01-31" });

    // A later card of another type does not renew it; removing the renewal brings the old card back.
    await add(supervisor, cardBody({ cardNumber: "333", expiryDate: "2032-01-31", cardTypeName: "Gold: Supervisor" }), w.id);
    expect((await remove(supervisor, renewal.json().id, w.id)).statusCode).toBe(204);
    expect((await call(t.app, supervisor, { method: "GET", url: `/api/workers/${w.id}` })).json()).toMatchObject({ cardStatus: "expired" });
    expect(await listed("&cardStatus=expired")).toEqual([w.id]);
  });
});
