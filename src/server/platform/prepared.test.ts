import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { createTestApp, type TestApp } from "../test/harness";
import { projects, users } from "../db/schema/index";
import { prepared } from "./prepared";
import { validProject } from "../modules/projects/projects.test-support";

/** A prepared statement answers exactly what the query builder answers: its compiled row mapper is drizzle's mapping. */

let t: TestApp;
const manager = alias(users, "manager");
const selectJoined = (db: TestApp["db"]) =>
  db
    .select({ project: projects, manager, managerName: manager.name, days: sql<number>`(${projects.id} * 2)`.mapWith(Number), label: sql`'x'`.as("label") })
    .from(projects)
    .leftJoin(manager, eq(manager.id, projects.projectManagerId))
    .orderBy(projects.id);
const joined = prepared("sitebook_test_prepared_joined", (db, name) => selectJoined(db).prepare(name));
const plain = prepared("sitebook_test_prepared_plain", (db, name) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder("id")))
    .prepare(name),
);

beforeAll(async () => {
  t = await createTestApp();
  const [admin] = await t.db.select().from(users).limit(1);
  const { budgetLabour: _n, ...fields } = validProject();
  const base = { ...fields, budgetLabour: "250000", budgetEnergy: null, budgetWaste: null, createdBy: admin.id, updatedBy: admin.id };
  await t.db.insert(projects).values([
    { ...base, name: "With a manager", slug: "with-a-manager", projectManagerId: admin.id },
    { ...base, name: "Without a manager", slug: "without-a-manager", projectManagerId: null },
  ]);
});
afterAll(() => t.close());

describe("prepared statements", () => {
  it("map joined tables, a left join with no row, typed and aliased SQL fields as the query builder does", async () => {
    const built = await selectJoined(t.db);
    const rows = await joined(t.db).execute();
    expect(rows).toEqual(built);
    expect(rows.find((r) => r.project.slug === "without-a-manager")?.manager).toBeNull();
    expect(rows.find((r) => r.project.slug === "with-a-manager")?.manager?.id).toBeTypeOf("number");
    expect(rows[0].project.createdAt).toBeInstanceOf(Date);
    expect(rows[0].days).toBe(rows[0].project.id * 2);
  });

  it("fill placeholders per execution, and answer nothing when nothing matches", async () => {
    const [admin] = await t.db.select().from(users).limit(1);
    expect(await plain(t.db).execute({ id: admin.id })).toEqual([admin]);
    expect(await plain(t.db).execute({ id: -1 })).toEqual([]);
  });

  it("refuse a second statement under a name already used", () => {
    expect(() => prepared("sitebook_test_prepared_plain", (db, name) => db.select().from(users).prepare(name))).toThrow(/Two prepared statements/);
  });
});
