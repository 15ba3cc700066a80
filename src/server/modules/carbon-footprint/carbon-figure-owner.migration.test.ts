import fs from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { migrationsFolder, rowsOf, type Db } from "../../db/client";
import * as schema from "../../db/schema/index";
import { scope3Additional } from "../../db/schema/index";
import { companyTotals, footprintTotals } from "./carbon-footprint.repository";
import { withDb } from "../../test/global-setup";
import { adminUrl } from "../../test/test-env";

/**
 * Migration 0019 (decision 0063) moves each figure's owner from four foreign-key columns into one
 * (source_kind, source_id) pair. On a database at the schema before it, figures of every kind are
 * loaded; after it, every figure has the same owner and every total — each contract's months and
 * scopes, the monthly totals the triggers keep, and the company's — is what it was.
 */
const OWNER = "0019_carbon_figure_owner";

type Statement = { run: (text: string) => Promise<unknown> };
let db: Db;
let close: () => Promise<void>;

/** A database migrated up to, not including, `OWNER`; on PostgreSQL when the tests run there. */
async function openBefore(): Promise<Statement> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const client = new PGlite();
    await client.waitReady;
    db = drizzlePglite(client, { schema }) as unknown as Db;
    close = () => client.close();
  } else {
    // Named like the harness's databases, so a run's teardown drops it whatever happens here.
    const name = `${inject("goldenPostgresDb").replace("sitebook_g", "sitebook_t")}_owner_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: adminUrl(url) });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    await admin.end();
    const pool = new pg.Pool({ connectionString: withDb(url, name), max: 2 });
    db = drizzlePg(pool, { schema }) as unknown as Db;
    close = async () => {
      await pool.end();
      const c = new pg.Client({ connectionString: adminUrl(url) });
      await c.connect();
      await c.query(`drop database if exists "${name}" with (force)`);
      await c.end();
    };
  }
  return { run: (text) => db.execute(sql.raw(text)) };
}

const statementsOf = (tag: string) => fs.readFileSync(path.join(migrationsFolder, `${tag}.sql`), "utf8").split("--> statement-breakpoint");
const journal = () => (JSON.parse(fs.readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8")) as { entries: { tag: string }[] }).entries;

const rows = async <T>(text: string) => rowsOf<T>(await db.execute(sql.raw(text)));

/** Every total the app reads, straight from the tables: per contract, month and scope from the figures and from carbon_month_totals, and the company's. */
async function totals() {
  return {
    figures: await rows<{ project_id: number; month: string; scope: number; kg: string; n: number }>(
      `select project_id, substr(date, 1, 7) as month, scope, sum(kg_co2e)::text as kg, count(*)::int as n from carbon_figures group by 1, 2, 3 order by 1, 2, 3`,
    ),
    months: await rows(`select project_id, month, scope, kg_co2e::text as kg, figures from carbon_month_totals order by 1, 2, 3`),
    company: await rows(
      `select sum(f.kg_co2e)::text as kg, count(*)::int as n from carbon_figures f join projects p on p.id = f.project_id where p.deleted_at is null`,
    ),
  };
}

let seeded: { live: number[]; gone: number; owners: { id: number; kind: string; owner: number }[] };
let before: Awaited<ReturnType<typeof totals>>;

beforeAll(async () => {
  const target = await openBefore();
  const tags = journal().map((e) => e.tag);
  expect(tags).toContain(OWNER);
  for (const tag of tags.slice(0, tags.indexOf(OWNER))) for (const s of statementsOf(tag)) await target.run(s);

  // Two live contracts and one in the recycle bin, each with records of every kind that carries carbon.
  // By hand, as the rows below: the schema's tables have columns (retention_percent, cost…) that later migrations add.
  const project = async (n: number, deleted: boolean) =>
    rowsOf<{ id: number }>(
      await db.execute(
        sql`insert into projects (name, slug, address, status, deleted_at) values (${`Owner test ${n}`}, ${`owner-test-${n}-${Date.now().toString(36)}`}, '1 High Street, Leeds', 'Open', ${deleted ? new Date() : null}) returning id`,
      ),
    )[0];
  const projects = [await project(1, false), await project(2, false), await project(3, true)];
  const owners: { id: number; kind: string; owner: number }[] = [];
  let n = 0;
  /** Figures on the previous schema: the owner in its own column, spread over months and scopes. */
  const figures = async (projectId: number, kind: string, column: string, owner: number, count: number) => {
    for (let i = 0; i < count; i++) {
      n += 1;
      const date = `2025-0${1 + (n % 4)}-${String(1 + (n % 28)).padStart(2, "0")}`;
      const [{ id }] = await rows<{ id: number }>(
        `insert into carbon_figures (project_id, date, ${column}, source_kind, scope, category, description, activity_amount, activity_unit,
           factor_id, factor_year, factor_unit, factor_value, factor_source, factor_name, kg_co2e)
         values (${projectId}, '${date}', ${owner}, '${kind}', ${1 + (n % 3)}, 'fuel', 'Figure ${n}', '${n}.500', 'litres',
           'F${n}', 2025, 'litres', '2.512345678', 'DESNZ', 'Diesel', '${n * 7}.${String(n * 37)
             .padStart(3, "0")
             .slice(-3)}')
         returning id`,
      );
      owners.push({ id, kind, owner });
    }
  };
  for (const p of projects) {
    for (const kind of ["plant", "delivery", "waste"] as const) {
      // By hand: the schema's table has columns (asset_id…) that later migrations add.
      const [row] = rowsOf<{ id: number }>(
        await db.execute(sql`insert into carbon_entries (project_id, date, kind) values (${p.id}, '2025-02-03', ${kind}) returning id`),
      );
      await figures(p.id, kind, "carbon_entry_id", row.id, kind === "delivery" ? 2 : 1);
    }
    const [energy] = rowsOf<{ id: number }>(
      await db.execute(
        sql`insert into scope2_energy (project_id, date, energy_type, consumption, unit) values (${p.id}, '2025-03-31', 'electricity', '100', 'kWh') returning id`,
      ),
    );
    await figures(p.id, "energy", "energy_id", energy.id, 2);
    const [other] = await db
      .insert(scope3Additional)
      .values({ projectId: p.id, date: "2025-04-01", category: "water", description: "Mains water", quantity: "12", unit: "m3" })
      .returning();
    await figures(p.id, "scope3", "scope3_id", other.id, 2);
    // By hand: the schema's table has columns (sign_in_method…) that later migrations add.
    const [visitor] = rowsOf<{ id: number }>(
      await db.execute(sql`insert into visitor_attendance (project_id, date, first_name, last_name, company, reason_for_visit)
        values (${p.id}, '2025-01-20', 'Alex', 'Client', 'Trust', 'Meeting') returning id`),
    );
    await figures(p.id, "visitor", "visitor_id", visitor.id, 1);
  }
  seeded = { live: [projects[0].id, projects[1].id], gone: projects[2].id, owners };
  before = await totals();
  for (const s of statementsOf(OWNER)) await target.run(s);
  // Every migration from an empty database: minutes on a busy machine.
}, 600_000);
afterAll(() => close?.());

describe("migration 0019: one owner per carbon figure", () => {
  it("every figure keeps its owner, as (source_kind, source_id)", async () => {
    const after = await rows<{ id: number; kind: string; owner: number }>(`select id, source_kind as kind, source_id as owner from carbon_figures order by id`);
    expect(after).toEqual(seeded.owners);
    expect(new Set(after.map((f) => f.kind))).toEqual(new Set(["plant", "delivery", "waste", "energy", "scope3", "visitor"]));
  });

  it("every contract's months and scopes, the monthly totals and the company's total are unchanged", async () => {
    const after = await totals();
    expect(after).toEqual(before);
    expect(before.months.length).toBeGreaterThan(6);
    expect(before.months).toEqual(before.figures.map((f) => ({ project_id: f.project_id, month: f.month, scope: f.scope, kg: f.kg, figures: f.n })));
  });

  it("the footprint and the company overview read the same totals from the new schema", async () => {
    for (const projectId of [...seeded.live, seeded.gone]) {
      const { months } = await footprintTotals(db, projectId, {});
      const ofProject = before.figures.filter((f) => f.project_id === projectId);
      for (const m of months)
        expect(Number(m.kg)).toBeCloseTo(
          ofProject.filter((f) => f.month === m.month).reduce((s, f) => s + Number(f.kg), 0),
          3,
        );
      expect(months.map((m) => m.month)).toEqual([...new Set(ofProject.map((f) => f.month))]);
    }
    const overview = await companyTotals(db, { limit: 10, offset: 0 });
    expect(overview.company?.kg).toBe(Number((before.company[0] as { kg: string }).kg).toFixed(3));
    expect(overview.rows.map((r) => r.id).sort()).toEqual([...seeded.live].sort());
  });

  it("a company-level figure (no contract) is summed in one monthly row and leaves with its figures", async () => {
    const overviewBefore = await companyTotals(db, { limit: 10, offset: 0 });
    const insert = (kg: string) =>
      db.execute(
        sql.raw(`insert into carbon_figures (project_id, date, source_kind, source_id, scope, category, description, activity_amount, activity_unit,
           factor_id, factor_unit, factor_value, factor_source, factor_name, kg_co2e)
         values (null, '2025-06-10', 'plant', 9001, 1, 'fuel', 'Company van', '10', 'litres', 'F', 'litres', '2.5', 'DESNZ', 'Diesel', '${kg}')`),
      );
    await insert("25.000");
    await db.execute(sql.raw(`update carbon_figures set source_id = 9002 where source_id = 9001`));
    await db.execute(
      sql.raw(`insert into carbon_figures (project_id, date, source_kind, source_id, scope, category, description, activity_amount, activity_unit,
           factor_id, factor_unit, factor_value, factor_source, factor_name, kg_co2e)
         values (null, '2025-06-20', 'delivery', 9003, 1, 'fuel', 'Company van', '10', 'litres', 'F', 'litres', '2.5', 'DESNZ', 'Diesel', '5.125')`),
    );
    const company = () => rows<{ kg: string; figures: number }>(`select kg_co2e::text as kg, figures from carbon_month_totals where project_id is null`);
    expect(await company()).toEqual([{ kg: "30.125", figures: 2 }]);
    // The company's total counts it; no contract's row does.
    const overview = await companyTotals(db, { limit: 10, offset: 0 });
    expect(overview.company?.kg).toBe((Number((before.company[0] as { kg: string }).kg) + 30.125).toFixed(3));
    expect(overview.company?.scope1).toBe((Number(overviewBefore.company?.scope1) + 30.125).toFixed(3));
    expect(overview.rows).toEqual(overviewBefore.rows);
    expect((await companyTotals(db, { limit: 10, offset: 0, from: "2025-06-15", to: "2025-06-30" })).company?.kg).toBe("5.125");
    await db.execute(sql.raw(`delete from carbon_figures where project_id is null`));
    expect(await company()).toEqual([]);
    expect(await totals()).toEqual(before);
  });
});
