import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { SUPPLIER_TYPE_KEYS } from "@shared/suppliers/supplier-fields";
import { call, createTestApp, type TestApp } from "../../test/harness";
import { signedIn } from "../../test/sessions";
import { suppliers } from "../../db/schema/index";
import { DEMO_ORDER_SUPPLIERS } from "../../seed/demo-order-suppliers";
import { messages, supplierBody } from "./suppliers.test-support";

/**
 * Issue 28 item 6: four demo suppliers had types outside the app's list ("materials", "plant",
 * "waste"): the type filter could not find them and their form would not save. The demo data, the
 * existing rows (migration 0017) and every write now keep to the list.
 */

let t: TestApp;
let buyer: string;

beforeAll(async () => {
  t = await createTestApp();
  buyer = (await signedIn(t, { role: "Buyer" })).cookie;
});
afterAll(() => t.close());

const OUTSIDE = ["materials", "plant", "waste"];

describe("supplier types", () => {
  it("the demo orders' suppliers have types from the app's list", () => {
    for (const s of DEMO_ORDER_SUPPLIERS) expect(SUPPLIER_TYPE_KEYS, s.name).toContain(s.supplierType);
  });

  it("POST and PATCH refuse a type outside the list with 400 and the form's message", async () => {
    const created = await call(t.app, buyer, { method: "POST", url: "/api/suppliers", payload: supplierBody() });
    expect(created.statusCode, created.body).toBe(201);
    for (const supplierType of OUTSIDE) {
      const post = await call(t.app, buyer, { method: "POST", url: "/api/suppliers", payload: supplierBody({ supplierType }) });
      expect(post.statusCode).toBe(400);
      expect(messages(post.json())).toEqual(["Choose a supplier type"]);
      const patch = await call(t.app, buyer, { method: "PATCH", url: `/api/suppliers/${created.json().id}`, payload: { supplierType } });
      expect(patch.statusCode).toBe(400);
      expect(messages(patch.json())).toEqual(["Choose a supplier type"]);
    }
  });

  it("the database refuses a type outside the list, whoever writes it", async () => {
    const error = await t.db.execute(sql`insert into suppliers (name, supplier_type) values ('Seeded Outside', 'materials')`).then(
      () => null,
      (e: Error) => e,
    );
    expect(String((error?.cause as Error | undefined)?.message)).toMatch(/violates check constraint "suppliers_supplier_type"/);
  });

  it("migration 0017 moves existing rows to the nearest of the app's types", async () => {
    const migration = readFileSync(new URL("../../db/migrations/0017_supplier_types.sql", import.meta.url), "utf8").split("--> statement-breakpoint");
    await t.db.execute(sql`alter table suppliers drop constraint suppliers_supplier_type`);
    const rows = await t.db
      .insert(suppliers)
      .values(["materials", "Plant", "waste", "bakery", "steel"].map((type, i) => ({ name: `Old ${i}`, supplierType: type as "steel" })))
      .returning({ id: suppliers.id });
    for (const statement of migration) await t.db.execute(sql.raw(statement));
    const types = [];
    for (const { id } of rows) types.push((await t.db.select({ type: suppliers.supplierType }).from(suppliers).where(eq(suppliers.id, id)))[0].type);
    expect(types).toEqual(["builders_merchant", "plant_hire", "waste_management", "other", "steel"]);
  });
});
