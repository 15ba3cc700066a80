import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { ukToday } from "@shared/common/uk-dates";
import { assetCheckouts } from "../../db/schema/index";
import { operatorRefusal } from "./asset-operators.service";
import { insertAsset, lastLog, messages, newWorker, useApi, useFixture, type UseFixture } from "./asset-use.test-support";

let f: UseFixture;
let api: ReturnType<typeof useApi>;
beforeAll(async () => {
  f = await useFixture();
  api = useApi(f);
});
afterAll(() => f.t.close());

const RULES = [
  { category: "Excavator", requirements: [[{ scheme: "CPCS" }, { scheme: "NPORS" }]] },
  { category: "Telehandler", requirements: [[{ scheme: "CPCS", cardType: "A17 Telescopic Handler" }]] },
];
const putRules = (cookie: string | undefined, rules: object[]) => api.put(cookie, "/api/plant-category-cards", { rules });
const out = (cookie: string, id: number, body: object) => api.post(cookie, `/api/assets/${id}/check-out`, body);

describe("plant category card rules", () => {
  it("GET and PUT: 401, 403, 400 with the messages, the set replaced with one line in the log", async () => {
    expect((await api.get(undefined, "/api/plant-category-cards")).statusCode).toBe(401);
    expect((await api.get(f.outsider, "/api/plant-category-cards")).statusCode).toBe(403);
    expect((await api.get(f.qs, "/api/plant-category-cards")).json()).toEqual({ rules: [] });
    expect((await putRules(undefined, RULES)).statusCode).toBe(401);
    expect((await putRules(f.storeman, RULES)).statusCode).toBe(403);
    const bad = await putRules(f.manager, [
      { category: " ", requirements: [[{ scheme: "CPCS" }]] },
      { category: "Dumper", requirements: [] },
      { category: "Roller", requirements: [[{ scheme: "XYZ" }]] },
    ]);
    expect(messages(bad.json())).toEqual(["Plant category is required", "A rule needs at least one group of cards", "Choose a card scheme"]);
    expect(messages((await putRules(f.manager, [RULES[0], { ...RULES[0], category: "EXCAVATOR" }])).json())).toEqual(["Each plant category may have one rule"]);

    const res = await putRules(f.manager, RULES);
    expect(res.json().rules.map((r: { category: string; text: string }) => [r.category, r.text])).toEqual([
      ["Excavator", "CPCS or NPORS"],
      ["Telehandler", "CPCS (A17 Telescopic Handler)"],
    ]);
    expect(await lastLog(f.t.db)).toMatchObject({
      action: "plant_category_cards_updated",
      description: "Updated the cards each plant category's operators need (added Excavator, Telehandler)",
      category: "assets",
    });
    await putRules(f.manager, [RULES[0]]);
    expect((await lastLog(f.t.db)).description).toBe("Updated the cards each plant category's operators need (removed Telehandler)");
    expect((await api.get(f.qs, "/api/plant-category-cards")).json().rules).toHaveLength(1);
  });
});

describe("an asset's operators", () => {
  it("GET and PUT: 401, 403, 400, 404; the set round trip with each operator's cards against the rule", async () => {
    await putRules(f.manager, RULES);
    const a = await insertAsset(f.t, { name: "Excavator 13t", category: "excavator" });
    const held = await newWorker(f, { firstName: "Priya", lastName: "Shah" }, [{ schemeIdentifier: "NPORS", expiryDate: "2099-01-01" }]);
    const none = await newWorker(f, { firstName: "Aled", lastName: "Evans" });
    const opUrl = `/api/assets/${a.id}/operators`;
    expect((await api.get(undefined, opUrl)).statusCode).toBe(401);
    expect((await api.get(f.outsider, opUrl)).statusCode).toBe(403);
    expect((await api.put(f.storeman, opUrl, { workerIds: [held] })).statusCode).toBe(403);
    expect((await api.get(f.qs, "/api/assets/999999/operators")).statusCode).toBe(404);
    expect((await api.put(f.manager, "/api/assets/999999/operators", { workerIds: [] })).statusCode).toBe(404);
    expect(messages((await api.put(f.manager, opUrl, { workerIds: [held, 999999] })).json())).toEqual(["Worker not found"]);
    expect(messages((await api.put(f.manager, opUrl, { workerIds: "x" })).json())).toEqual(["Operators must be a list of workers"]);

    const res = await api.put(f.manager, opUrl, { workerIds: [held, none, held] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      categoryRule: { category: "Excavator", text: "CPCS or NPORS" },
      operators: [
        { name: "Aled Evans", cardRule: { state: "not_met", text: "CPCS or NPORS" }, authorisedBy: "Morgan Manager" },
        { name: "Priya Shah", cardRule: { state: "unchecked", text: "CPCS or NPORS" } },
      ],
    });
    expect((await lastLog(f.t.db)).description).toBe("Changed the authorised operators of Excavator 13t (authorised Priya Shah, Aled Evans)");
    await api.put(f.manager, opUrl, { workerIds: [held] });
    expect((await lastLog(f.t.db)).description).toBe("Changed the authorised operators of Excavator 13t (removed Aled Evans)");
    expect((await api.get(f.qs, opUrl)).json().operators.map((o: { name: string }) => o.name)).toEqual(["Priya Shah"]);
    expect((await api.get(f.qs, `/api/assets/${a.id}/whereabouts`)).json()).toMatchObject({ operatorRule: "CPCS or NPORS", namedOperators: 1 });
  });
});

describe("check-out judges the operator", () => {
  it("an expired CPCS card is refused with the reason; a storeman may not override; Assets edit overrides with a reason, logged", async () => {
    await putRules(f.manager, RULES);
    const a = await insertAsset(f.t, { name: "Excavator 8t", category: "Excavator" });
    const sam = await newWorker(f, { firstName: "Sam", lastName: "Jones", trade: "Plant operator" }, [{ schemeIdentifier: "CPCS", expiryDate: "2026-03-03" }]);
    const body = { workerId: sam, projectId: f.mill.id };
    const refused = await out(f.storeman, a.id, body);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message: "Sam Jones's CPCS card expired on 03/03/2026",
      refusals: [{ code: "card_rule", reason: "Sam Jones's CPCS card expired on 03/03/2026" }],
    });
    const storemanOverride = await out(f.storeman, a.id, { ...body, override: { reason: "Renewal seen" } });
    expect([storemanOverride.statusCode, storemanOverride.json().message]).toEqual([403, "Only someone with Assets edit can override a refusal"]);
    expect(messages((await out(f.manager, a.id, { ...body, override: { reason: " " } })).json())).toEqual(["Give a reason for the override"]);

    const ok = await out(f.manager, a.id, { ...body, override: { reason: "Renewed card seen on the CPCS app" } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().checkOut).toMatchObject({ overrideReason: "Renewed card seen on the CPCS app", worker: { name: "Sam Jones" } });
    const [row] = await f.t.db.select().from(assetCheckouts).where(eq(assetCheckouts.assetId, a.id));
    expect(row!.overrideReason).toBe("Renewed card seen on the CPCS app");
    expect(await lastLog(f.t.db)).toMatchObject({
      action: "asset_check_out_overridden",
      severity: "warning",
      description:
        "Checked out Excavator 8t to Sam Jones on Mill Street, overriding: Sam Jones's CPCS card expired on 03/03/2026 (reason: Renewed card seen on the CPCS app)",
      metadata: expect.objectContaining({ overriddenRefusals: ["card_rule"], overrideReason: "Renewed card seen on the CPCS app" }),
    });
  });

  it("no card at all, and not a named operator; a card of the wrong type does not answer; operatorRefusal for the pre-use check", async () => {
    await putRules(f.manager, RULES);
    const tele = await insertAsset(f.t, { name: "Telehandler 14m", category: "Telehandler" });
    const wrongType = await newWorker(f, { firstName: "Kim", lastName: "Lee" }, [
      { schemeIdentifier: "CPCS", cardTypeName: "A59 Excavator", expiryDate: "2099-01-01" },
    ]);
    const named = await newWorker(f, { firstName: "Jo", lastName: "Bell" }, [
      { schemeIdentifier: "CPCS", cardTypeName: "a17 telescopic handler", expiryDate: "2099-01-01" },
    ]);
    await api.put(f.manager, `/api/assets/${tele.id}/operators`, { workerIds: [named] });
    const refused = await out(f.storeman, tele.id, { workerId: wrongType, projectId: f.mill.id });
    expect(refused.json().refusals).toEqual([
      { code: "card_rule", reason: "Kim Lee holds no CPCS (A17 Telescopic Handler) card" },
      { code: "not_authorised", reason: "Kim Lee is not one of this item's authorised operators" },
    ]);
    expect(await operatorRefusal(f.t.db, tele, named, ukToday())).toEqual([]);
    // No category rule and nobody named: anyone may take it.
    const barrow = await insertAsset(f.t, { name: "Barrow", type: "tools", category: null });
    expect(await operatorRefusal(f.t.db, barrow, wrongType, ukToday())).toEqual([]);
    expect((await out(f.storeman, tele.id, { workerId: named, projectId: f.mill.id })).statusCode).toBe(200);
  });
});
