import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, type TestApp } from "../../test/harness";
import { lastLog, messages, workerBody, workforceSessions } from "./workers.test-support";

let t: TestApp;
let supervisor: string;
let qs: string; // Workforce view only
let viewer: string; // no Workforce at all

beforeAll(async () => {
  t = await createTestApp();
  ({ supervisor, qs, viewer } = await workforceSessions(t));
});
afterAll(() => t.close());

const put = (cookie: string | undefined, payload: object) => call(t.app, cookie, { method: "PUT", url: "/api/trade-card-rules", payload });
const get = (cookie: string | undefined, url: string) => call(t.app, cookie, { method: "GET", url });
const RULES = [
  { trade: "Plant operator", requirements: [[{ scheme: "CPCS" }, { scheme: "NPORS" }]] },
  { trade: "Electrician", requirements: [[{ scheme: "ECS", cardType: "Installation Electrician" }]] },
];
const addWorker = async (trade: string, tag: string) =>
  (await call(t.app, supervisor, { method: "POST", url: "/api/workers", payload: workerBody({ trade, lastName: `Rule${tag}` }) })).json().id as number;
const addCard = (id: number, payload: object) =>
  call(t.app, supervisor, { method: "POST", url: `/api/workers/${id}/cards`, payload: { cardNumber: "40012345", expiryDate: "2099-06-30", ...payload } });

describe("trade card rules", () => {
  it("GET and PUT: 401, 403, 400 with the messages", async () => {
    expect((await get(undefined, "/api/trade-card-rules")).statusCode).toBe(401);
    expect((await get(viewer, "/api/trade-card-rules")).statusCode).toBe(403);
    expect((await get(qs, "/api/trade-card-rules")).json()).toEqual({ rules: [] });
    expect((await put(undefined, { rules: RULES })).statusCode).toBe(401);
    expect((await put(qs, { rules: RULES })).statusCode).toBe(403);
    const bad = await put(supervisor, {
      rules: [
        { trade: " ", requirements: [[{ scheme: "CSCS" }]] },
        { trade: "Labourer", requirements: [] },
        { trade: "Scaffolder", requirements: [[]] },
        { trade: "Bricklayer", requirements: [[{ scheme: "XYZ" }]] },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(messages(bad.json())).toEqual([
      "Trade is required",
      "A rule needs at least one group of cards",
      "Each group needs at least one card scheme",
      "Choose a card scheme",
    ]);
    const twice = await put(supervisor, { rules: [RULES[0], { ...RULES[0], trade: "PLANT OPERATOR" }] });
    expect(messages(twice.json())).toEqual(["Each trade may have one rule"]);
  });

  it("PUT replaces the set: added, changed and removed in one line of the log", async () => {
    const res = await put(supervisor, { rules: RULES });
    expect(res.statusCode).toBe(200);
    expect(res.json().rules.map((r: { trade: string; text: string }) => [r.trade, r.text])).toEqual([
      ["Electrician", "ECS (Installation Electrician)"],
      ["Plant operator", "CPCS or NPORS"],
    ]);
    expect(await lastLog(t.db)).toMatchObject({
      action: "trade_card_rules_updated",
      description: "Updated the cards each trade needs (added Plant operator, Electrician)",
    });
    const next = await put(supervisor, { rules: [RULES[0], { trade: "Scaffolder", requirements: [[{ scheme: "CISRS" }]] }] });
    expect(next.json().rules.map((r: { trade: string }) => r.trade)).toEqual(["Plant operator", "Scaffolder"]);
    expect((await lastLog(t.db)).description).toBe("Updated the cards each trade needs (added Scaffolder; removed Electrician)");
    expect((await get(qs, "/api/trade-card-rules")).json().rules).toHaveLength(2);
  });

  it("a worker's answer carries their standing, the list a state per row and the not_met filter", async () => {
    await put(supervisor, { rules: RULES });
    const tag = Math.random().toString(36).slice(2, 7);
    const labourerCard = await addWorker("plant OPERATOR", `${tag}a`);
    await addCard(labourerCard, { schemeIdentifier: "CSCS", cardTypeName: "Green: Labourer" });
    const unchecked = await addWorker("Plant operator", `${tag}b`);
    await addCard(unchecked, { schemeIdentifier: "NPORS" });
    const met = await addWorker("Plant operator", `${tag}c`);
    const card = (await addCard(met, { schemeIdentifier: "CPCS" })).json();
    await call(t.app, supervisor, { method: "POST", url: `/api/workers/${met}/cards/${card.id}/check`, payload: { method: "in_person", result: "valid" } });
    const expired = await addWorker("Plant operator", `${tag}d`);
    await addCard(expired, { schemeIdentifier: "CPCS", expiryDate: "2001-01-01" });
    const noRule = await addWorker("Groundworker", `${tag}e`);

    expect((await get(qs, `/api/workers/${labourerCard}`)).json().tradeRule).toEqual({
      state: "not_met",
      missing: [[{ scheme: "CPCS" }, { scheme: "NPORS" }]],
      text: "CPCS or NPORS",
    });
    expect((await get(qs, `/api/workers/${unchecked}`)).json().tradeRule).toEqual({ state: "unchecked", missing: [], text: "CPCS or NPORS" });
    expect((await get(qs, `/api/workers/${met}`)).json().tradeRule.state).toBe("met");
    expect((await get(qs, `/api/workers/${expired}`)).json().tradeRule.state).toBe("not_met");
    expect((await get(qs, `/api/workers/${noRule}`)).json().tradeRule).toEqual({ state: "no_rule", missing: [], text: "" });

    const list = (await get(qs, `/api/workers?q=Rule${tag}`)).json();
    expect(list.items.map((w: { lastName: string; tradeRuleState: string }) => [w.lastName, w.tradeRuleState])).toEqual([
      [`Rule${tag}a`, "not_met"],
      [`Rule${tag}b`, "unchecked"],
      [`Rule${tag}c`, "met"],
      [`Rule${tag}d`, "not_met"],
      [`Rule${tag}e`, "no_rule"],
    ]);
    const flagged = (await get(qs, `/api/workers?q=Rule${tag}&tradeRule=not_met&pageSize=1&page=2`)).json();
    expect(flagged.total).toBe(2);
    expect(flagged.items.map((w: { lastName: string }) => w.lastName)).toEqual([`Rule${tag}d`]);
    expect(messages((await get(qs, "/api/workers?tradeRule=met")).json())).toEqual(["Trade rule filter must be not_met"]);
  });
});
