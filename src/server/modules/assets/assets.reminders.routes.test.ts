import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { daysAfter, daysBefore, ukToday } from "@shared/common/uk-dates";
import { call, createTestApp, TEST_ADMIN, type TestApp } from "../../test/harness";
import { sessionForEmail } from "../../test/sessions";

/**
 * The asset register's part of the reminders view (assets.reminders.ts over asset_due_days): each
 * inspection an item needs within its own warning window, due now when never done, only items in
 * service, the state filter by what each item shows, and pages that follow on however many share a day.
 */

let t: TestApp;
let admin: string;
const today = ukToday();

beforeAll(async () => {
  t = await createTestApp();
  admin = await sessionForEmail(t.db, TEST_ADMIN.email);
});
afterAll(() => t.close());

const send = (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, payload?: object) => call(t.app, admin, { method, url, payload });
type Item = { key: string; title: string; what: string; due: string; state: string; link: string };
type Group = { category: string; total: number; pageCount: number; items: Item[] };
const inspections = async (query = "") =>
  ((await send("GET", `/api/reminders?category=asset_inspections${query}`)).json().groups as Group[]).find((g) => g.category === "asset_inspections")!;

async function create(body: object) {
  const res = await send("POST", "/api/assets", { type: "tools", ...body });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; name: string };
}

describe("the asset inspections in the reminders view", () => {
  it("lists each inspection due within its warning window, never done as due now, and only items in service", async () => {
    const sling = await create({ name: "Chain sling 2-leg", serialNumber: "CS-1", liftingUse: "accessory" });
    const puwer = await create({ name: "Floor saw", lastInspectionDate: daysBefore(today, 80), inspectionInterval: 90 });
    const later = await create({ name: "Core drill", lastInspectionDate: daysBefore(today, 10), inspectionInterval: 90 });
    const drill = await create({ name: "SDS drill 110 V", portableElectrical: true });
    const pass = { examinerName: "Dale Whitaker", result: "pass" };
    // User check due in 3 days (1 day's warning: not yet); formal visual due in 5 (7 days' warning: shown).
    await send("POST", `/api/assets/${drill.id}/inspections`, { ...pass, kind: "user_check", day: daysBefore(today, 4) });
    await send("POST", `/api/assets/${drill.id}/inspections`, { ...pass, kind: "formal_visual", day: daysAfter(daysBefore(today, 31), 5) });
    const retired = await create({ name: "Old sling", liftingUse: "accessory" });
    await send("PATCH", `/api/assets/${retired.id}`, { status: "retired" });
    const binned = await create({ name: "Binned sling", liftingUse: "accessory" });
    await send("DELETE", `/api/assets/${binned.id}`);

    const group = await inspections("&pageSize=50");
    const keys = group.items.map((i) => i.key);
    expect(group.items.find((i) => i.key === `asset:${sling.id}:thorough_examination`)).toEqual({
      category: "asset_inspections",
      key: `asset:${sling.id}:thorough_examination`,
      title: "Chain sling 2-leg (CS-1)",
      what: "Thorough examination (LOLER)",
      link: `/assets/edit/${sling.id}`,
      projectId: null,
      due: today,
      state: "expired",
    });
    expect(group.items.find((i) => i.key === `asset:${puwer.id}:puwer_inspection`)).toMatchObject({ due: daysAfter(today, 10), state: "expiring" });
    expect(group.items.find((i) => i.key === `asset:${drill.id}:formal_visual`)).toMatchObject({ state: "expiring", what: "Formal visual inspection" });
    expect(keys).toContain(`asset:${drill.id}:inspection_and_test`); // never done
    expect(keys).not.toContain(`asset:${drill.id}:user_check`);
    expect(keys).not.toContain(`asset:${later.id}:puwer_inspection`);
    expect(keys.some((k) => k.startsWith(`asset:${retired.id}:`) || k.startsWith(`asset:${binned.id}:`))).toBe(false);
    expect(group.total).toBe(group.items.length);

    // The state filter goes by what each item shows: never done is expired, due in 10 days is not.
    const expired = await inspections("&state=expired&pageSize=50");
    expect(expired.items.every((i) => i.state === "expired")).toBe(true);
    expect(expired.items.map((i) => i.key)).toContain(`asset:${sling.id}:thorough_examination`);
    const soon = await inspections("&state=expiring&pageSize=50");
    expect(soon.items.every((i) => i.state === "expiring")).toBe(true);
    expect(soon.items.map((i) => i.key)).toContain(`asset:${puwer.id}:puwer_inspection`);
    expect(expired.total + soon.total).toBe(group.total);
  });

  it("pages by due day with each item once, however many fall due the same day", async () => {
    for (let i = 0; i < 9; i++) await create({ name: `Site tool ${i}`, portableElectrical: i % 2 === 0, liftingUse: i % 3 === 0 ? "other" : null });
    const all = await inspections("&pageSize=50");
    const paged: Item[] = [];
    for (let page = 1; page <= Math.ceil(all.total / 4); page++) paged.push(...(await inspections(`&pageSize=4&page=${page}`)).items);
    expect(paged.map((i) => i.key)).toEqual(all.items.map((i) => i.key));
    expect(new Set(paged.map((i) => i.key)).size).toBe(all.total);
    expect(paged.map((i) => i.due)).toEqual([...paged.map((i) => i.due)].sort());
  });
});
