import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ukToday } from "@shared/common/uk-dates";
import { createTestApp, call, TEST_ADMIN, type TestApp } from "../../test/harness";
import { sessionForEmail, signedIn } from "../../test/sessions";
import { deny, messages } from "../../test/records";
import { seedDue } from "./reminders.test-support";

let t: TestApp;
let admin: string;
let today: string;
let seeded: Awaited<ReturnType<typeof seedDue>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await sessionForEmail(t.db, TEST_ADMIN.email);
  today = ukToday();
  seeded = await seedDue(t.db, today);
});
afterAll(() => t.close());

const get = (cookie: string | undefined, url: string) => call(t.app, cookie, { method: "GET", url });
type Group = { category: string; total: number; items: { key: string; title: string; what: string; due: string; state: string; link: string }[] };
const group = (body: { groups: Group[] }, category: string) => body.groups.find((g) => g.category === category);

describe("GET /api/reminders", () => {
  it("answers 401 signed out", async () => {
    expect((await get(undefined, "/api/reminders")).statusCode).toBe(401);
  });

  it("answers 400 with the messages for an unknown category, state or page size", async () => {
    const res = await get(admin, "/api/reminders?category=boats&state=soon&pageSize=500");
    expect(res.statusCode).toBe(400);
    expect(messages(res.json())).toEqual(
      expect.arrayContaining(["Choose a reminder category", "State must be expiring or expired", expect.stringMatching(/^Page size/)]),
    );
  });

  it("lists what is due or expired in 30 days by category, with counts, due days, states and links, and nothing later", async () => {
    const res = await get(admin, "/api/reminders");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.today).toBe(today);
    expect(group(body, "vehicle_compliance")).toMatchObject({
      total: 1,
      items: [
        {
          key: `vehicle:${seeded.van.id}:mot`,
          title: "Transit Custom (AB12 CDE)",
          what: "MOT",
          state: "expiring",
          link: `/fleet/${seeded.van.id}/edit`,
        },
      ],
    });
    expect(group(body, "supplier_insurance")).toMatchObject({
      total: 1,
      items: [
        {
          key: `supplier:${seeded.supplier.id}:insurance`,
          title: "Lapsed Scaffolds Ltd",
          what: "Insurance",
          state: "expired",
          link: `/suppliers?supplier=${seeded.supplier.id}`,
        },
      ],
    });
    expect(group(body, "worker_compliance")!.items).toEqual([
      expect.objectContaining({
        key: `worker-card:${seeded.card.id}:expiry`,
        title: "Dana Reed",
        what: "CSCS card",
        link: `/workforce/edit/${seeded.worker.id}`,
      }),
    ]);
  });

  it("filters by category and by state", async () => {
    const fleetOnly = (await get(admin, "/api/reminders?category=vehicle_compliance")).json();
    expect(fleetOnly.groups.map((g: Group) => g.category)).toEqual(["vehicle_compliance"]);
    const expired = (await get(admin, "/api/reminders?state=expired")).json();
    const keys = expired.groups.flatMap((g: Group) => g.items.map((i) => i.key));
    expect(keys).toEqual([`supplier:${seeded.supplier.id}:insurance`]);
    expect(group(expired, "vehicle_compliance")).toMatchObject({ total: 0, items: [] });
  });

  it("pages one category by due day", async () => {
    await seedDue(t.db, today, "2");
    const first = (await get(admin, "/api/reminders?category=vehicle_compliance&pageSize=1&page=1")).json();
    const second = (await get(admin, "/api/reminders?category=vehicle_compliance&pageSize=1&page=2")).json();
    expect(first.groups[0]).toMatchObject({ total: 2, page: 1, pageCount: 2 });
    expect(first.groups[0].items).toHaveLength(1);
    expect(second.groups[0].items).toHaveLength(1);
    expect(second.groups[0].items[0].key).not.toBe(first.groups[0].items[0].key);
  });

  it("shows a role only the categories it can act on: without Fleet Management view, no vehicle items", async () => {
    const { cookie } = await signedIn(t, { role: "QS" });
    await deny(t.db, "QS", "Fleet Management");
    const body = (await get(cookie, "/api/reminders")).json();
    const categories = body.groups.map((g: Group) => g.category);
    expect(categories).not.toContain("vehicle_compliance");
    expect(categories).not.toContain("hgv_compliance");
    expect(categories).not.toContain("driver_licences");
    expect(JSON.stringify(body)).not.toContain("Transit Custom");
    expect(categories).toContain("supplier_insurance");
    // Asking for the category itself answers nothing of it either.
    expect((await get(cookie, "/api/reminders?category=vehicle_compliance")).json().groups).toEqual([]);
  });
});
