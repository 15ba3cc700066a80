import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { RESOURCES } from "@shared/identity/permissions";
import { csvField } from "@shared/common/csv";
import { call, createTestApp, type TestApp } from "../../test/harness";
import { signedIn } from "../../test/sessions";
import { buildProject } from "../../seed/factories";
import { carbonEntries, carbonFigures, rolePermissions } from "../../db/schema/index";
import { buildApp } from "../../app";
import type { Config } from "../../config";
import { seedSiteCarbon } from "./carbon-footprint.test-support";
import { ownedBy } from "../carbon/carbon-figures.service";

/**
 * The carbon ledger as CSV (issue 10 §10): one row per figure with its factor and exact stored kg
 * CO2e, a user's text that a spreadsheet would run written as text, the same file for a reader
 * without Contracts view, and the heavy-work limits (row cap 400, per-user 429).
 */
let t: TestApp;
let manager: string;
let viewer: string;
let carbonOnly: string;
let refused: string;
let project: Awaited<ReturnType<typeof buildProject>>;
let big: Awaited<ReturnType<typeof buildProject>>;
let seeded: Awaited<ReturnType<typeof seedSiteCarbon>>;
const BIG_ROWS = 3500;
const HYPERLINK = '=HYPERLINK("http://evil.example/x","Invoice")';

beforeAll(async () => {
  t = await createTestApp();
  manager = (await signedIn(t, { role: "Site Manager" })).cookie;
  viewer = (await signedIn(t, { role: "Viewer" })).cookie;
  refused = (await signedIn(t, { role: "Other" })).cookie;
  await t.db
    .update(rolePermissions)
    .set({ canView: false, canEdit: false, canCreate: false, canDelete: false })
    .where(and(eq(rolePermissions.role, "Other"), eq(rolePermissions.resource, "Carbon Tracking")));
  // "QS": Carbon Tracking › View and nothing else (decision 0015).
  await t.db.delete(rolePermissions).where(eq(rolePermissions.role, "QS"));
  await t.db
    .insert(rolePermissions)
    .values(
      RESOURCES.map((resource) => ({ role: "QS", resource, canView: resource === "Carbon Tracking", canEdit: false, canCreate: false, canDelete: false })),
    );
  carbonOnly = (await signedIn(t, { role: "QS" })).cookie;

  project = await buildProject(t.db, { name: "Riverside Flats Phase 2", code: "RF-002", clientName: "Leeds Housing Trust", address: "Kirkstall Road, Leeds" });
  seeded = await seedSiteCarbon(t.db, project.id);
  await t.db
    .update(carbonEntries)
    .set({ notes: "Gate 2 access only", poNumber: "PO-7781", carrier: "Ace Haulage" })
    .where(eq(carbonEntries.projectId, project.id));
  // Other Scope 3 as a user types it: water whose description a spreadsheet would run as a formula.
  const scope3 = await call(t.app, manager, {
    method: "POST",
    url: "/api/scope3-entries",
    payload: {
      projectId: project.id,
      date: "2025-03-14",
      category: "water",
      description: HYPERLINK,
      quantity: 100,
      unit: "m³",
      supplier: "Yorkshire Water",
      invoiceReference: "YW-88231",
      notes: HYPERLINK,
      calculationMethod: "factor",
    },
  });
  expect(scope3.statusCode, scope3.body).toBe(201);

  // A large project: enough figures for several pages of the export.
  big = await buildProject(t.db, { name: "Harbour Quay Offices", code: "HQ-9" });
  const fig = (
    await t.db
      .select()
      .from(carbonFigures)
      .where(ownedBy({ kind: "plant", id: seeded.plant.id }))
  )[0];
  const { id: _id, createdAt: _at, ...copy } = fig;
  // Owned by a delivery, a source of several figures (a plant entry has one: decision 0063).
  const rows = Array.from({ length: BIG_ROWS }, (_, i) => ({
    ...copy,
    sourceKind: "delivery",
    sourceId: seeded.delivery.id,
    projectId: big.id,
    date: `2024-${String((i % 12) + 1).padStart(2, "0")}-${String((i % 28) + 1).padStart(2, "0")}`,
  }));
  for (let i = 0; i < rows.length; i += 500) await t.db.insert(carbonFigures).values(rows.slice(i, i + 500));
});
afterAll(() => t.close());

const get = (cookie: string | undefined, url: string, app = t.app as unknown as FastifyInstance) => call(app, cookie, { method: "GET", url });
const ledgerUrl = (q = "", slug = project.slug) => `/api/projects/by-slug/${slug}/carbon-ledger.csv${q}`;
const HEADER =
  "Date,Record type,Description,Scope,Category,GHG Protocol category,Activity amount,Activity unit,Factor name,Factor ID,Factor year,Factor source,Factor value,Factor unit,kg CO2e";

/** The file's records without the byte-order mark and the final CRLF. */
function records(res: LightMyRequestResponse) {
  expect(res.body.startsWith("\uFEFF")).toBe(true);
  expect(res.body.endsWith("\r\n")).toBe(true);
  return res.body.slice(1, -2).split("\r\n");
}

/** A second app on the same database with its own export limits. */
async function appWith(limits: Partial<Config>) {
  const config = { ...t.config, ...limits };
  const app = await buildApp({ db: t.db, config, logger: false });
  await app.ready();
  return app as unknown as FastifyInstance;
}

describe("GET /api/projects/by-slug/:slug/carbon-ledger.csv", () => {
  it("401 signed out, 403 without Carbon Tracking view, 404 for an unknown project", async () => {
    expect((await get(undefined, ledgerUrl())).statusCode).toBe(401);
    const no = await get(refused, ledgerUrl());
    expect(no.statusCode).toBe(403);
    expect(no.body).not.toContain("Riverside");
    expect((await get(viewer, ledgerUrl("", "no-such-project"))).statusCode).toBe(404);
  });

  it("400 with the ledger's own messages for a bad filter", async () => {
    const backwards = await get(viewer, ledgerUrl("?from=2025-04-01&to=2025-03-01"));
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe("The From date must be on or before the To date");
    expect((await get(viewer, ledgerUrl("?scope=4"))).json().message).toBe("Scope must be 1, 2 or 3");
    expect((await get(viewer, ledgerUrl("?category=coal"))).json().message).toBe("Unknown carbon category");
    expect((await get(viewer, ledgerUrl("?from=01/03/2025"))).json().message).toBe("From date must be a date (yyyy-MM-dd)");
  });

  it("a header and a row per figure, oldest first, with its factor and the exact stored kg CO2e", async () => {
    const res = await get(viewer, ledgerUrl());
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toContain('attachment; filename="RF-002-carbon-ledger.csv"');
    expect(res.headers["cache-control"]).toBe("private, no-store");
    const [header, ...rows] = records(res);
    expect(header).toBe(HEADER);
    const stored = await t.db.select().from(carbonFigures).where(eq(carbonFigures.projectId, project.id));
    expect(rows).toHaveLength(stored.length);
    expect(rows.map((r) => r.slice(0, 10))).toEqual([...rows.map((r) => r.slice(0, 10))].sort());
    const diesel = stored.find((f) => f.sourceKind === "plant" && f.sourceId === seeded.plant.id)!;
    expect(rows).toContain(
      `2025-03-03,Plant,20t excavator: Diesel (average biofuel blend),1,Plant fuel,,1000.000,litres,${csvField(diesel.factorName)},${diesel.factorId},2025,DESNZ,${diesel.factorValue},${diesel.factorUnit},${diesel.kgCo2e}`,
    );
    const freight = rows.find((r) =>
      r.startsWith(
        "2025-03-10,Delivery,Aggregates from Hanson: transport,3,Delivery transport,Category 4: Upstream transportation and distribution,1000.000,tonne.km,",
      ),
    )!;
    expect(freight).toContain(seeded.factors.hgv.factorId);
    for (const f of stored) expect(res.body).toContain(`,${f.kgCo2e}\r\n`);
  });

  it("writes a description a spreadsheet would run as text (a leading apostrophe)", async () => {
    const body = (await get(viewer, ledgerUrl())).body;
    expect(body).toContain(`2025-03-14,Other Scope 3,"'=HYPERLINK(""http://evil.example/x"",""Invoice""): supply",3,Water,`);
    expect(body).not.toMatch(/(^|,|")=HYPERLINK/m);
  });

  it("applies the ledger's filters and names the file by the range", async () => {
    const res = await get(viewer, ledgerUrl("?from=2025-03-01&to=2025-03-31&scope=3"));
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toContain('filename="RF-002-carbon-ledger-2025-03-01-2025-03-31.csv"');
    const rows = records(res).slice(1);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row).toMatch(/^2025-03-\d\d,(Delivery|Other Scope 3),.*,3,/);
    const waste = records(await get(viewer, ledgerUrl("?category=waste"))).slice(1);
    expect(waste).toHaveLength(1);
    expect(waste[0]).toMatch(/^2025-04-02,Waste,Concrete \(17 01 01\),3,Waste,Category 5: Waste generated in operations,10\.000,tonnes,/);
  });

  it("a reader without Contracts view gets the same file: no notes, PO numbers, carriers, client or address", async () => {
    const trimmed = await get(carbonOnly, ledgerUrl());
    expect(trimmed.statusCode).toBe(200);
    expect(trimmed.body).toBe((await get(viewer, ledgerUrl())).body);
    for (const hidden of ["Gate 2 access only", "PO-7781", "Ace Haulage", "YW-88231", "Yorkshire Water", "Leeds Housing Trust", "Kirkstall Road"])
      expect(trimmed.body).not.toContain(hidden);
  });

  it("reads a large project a page at a time: every figure once, in order", async () => {
    const rows = records(await get(viewer, ledgerUrl("", big.slug))).slice(1);
    expect(rows).toHaveLength(BIG_ROWS);
    const days = rows.map((r) => r.slice(0, 10));
    expect(days).toEqual([...days].sort());
  });
});

describe("GET /api/carbon-ledger.csv (every contract)", () => {
  it("401, 403, 400, and each row labelled with its contract's name and code", async () => {
    expect((await get(undefined, "/api/carbon-ledger.csv")).statusCode).toBe(401);
    expect((await get(refused, "/api/carbon-ledger.csv")).statusCode).toBe(403);
    expect((await get(viewer, "/api/carbon-ledger.csv?month=2025-13")).json().message).toBe("Month must be a month (yyyy-MM)");
    const res = await get(carbonOnly, "/api/carbon-ledger.csv?from=2025-01-01");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toContain('filename="all-contracts-carbon-ledger-from-2025-01-01.csv"');
    const [header, ...rows] = records(res);
    expect(header).toBe(`Contract name,Contract code,${HEADER}`);
    expect(rows.length).toBeGreaterThan(5);
    for (const row of rows) expect(row.startsWith("Riverside Flats Phase 2,RF-002,2025-")).toBe(true);
    expect(res.body).toContain(`"'=HYPERLINK(""http://evil.example/x""`);
    expect(res.body).not.toContain("Leeds Housing Trust");
  });

  it("leaves out deleted contracts", async () => {
    const gone = await buildProject(t.db, { name: "Demolished Depot", deletedAt: new Date() });
    await t.db.insert(carbonFigures).values({
      ...(
        await t.db
          .select()
          .from(carbonFigures)
          .where(ownedBy({ kind: "delivery", id: seeded.delivery.id }))
      )[0],
      id: undefined,
      projectId: gone.id,
    });
    expect((await get(viewer, "/api/carbon-ledger.csv")).body).not.toContain("Demolished Depot");
  });
});

describe("export limits", () => {
  let tight: FastifyInstance;
  beforeAll(async () => {
    tight = await appWith({ exportUserLimit: 1, exportMaxRows: 100 });
  });
  afterAll(() => tight.close());

  it("more rows than the cap: 400 asking for a shorter range", async () => {
    const res = await get(viewer, ledgerUrl("", big.slug), tight);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("This export would have more than 100 rows. Choose a shorter date range.");
    expect((await get(viewer, ledgerUrl(), tight)).statusCode).toBe(200);
  });

  it("a user with an export in progress gets 429 with Retry-After; the first file is whole; another user is served", async () => {
    const wide = await appWith({ exportUserLimit: 1 });
    try {
      // The first file is held unread (payloadAsStream), so it is still being prepared whatever the
      // engine's speed: two requests raced instead could finish the first before the second began.
      const first = await call(wide, viewer, { method: "GET", url: ledgerUrl("", big.slug), payloadAsStream: true });
      expect(first.statusCode).toBe(200);
      const second = await get(viewer, ledgerUrl("", big.slug), wide);
      expect(second.statusCode).toBe(429);
      expect(second.json().message).toBe("You already have exports being prepared. Try again in a few seconds.");
      expect(Number(second.headers["retry-after"])).toBeGreaterThan(0);
      expect((await get(carbonOnly, ledgerUrl(), wide)).statusCode).toBe(200);
      const body = Buffer.concat(await first.stream().toArray()).toString("utf8");
      expect(body.startsWith("\uFEFF")).toBe(true);
      expect(body.slice(1, -2).split("\r\n")).toHaveLength(BIG_ROWS + 1);
      // The place is given back when the file has gone: the next export is served.
      expect((await get(viewer, ledgerUrl(), wide)).statusCode).toBe(200);
    } finally {
      await wide.close();
    }
  });
});
