import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { desc } from "drizzle-orm";
import { csvRecords } from "@shared/common/csv";
import { call, createTestApp, type TestApp } from "../../test/harness";
import { signedIn } from "../../test/sessions";
import { activityLogs } from "../../db/schema/index";
import { MONEY_FORMAT } from "../../platform/csv-export";
import { COMPANY_EXPORT_HEADER } from "./company-costs.export";
import { buildCompanyContracts } from "./company-costs.test-support";

/** The company view as CSV and XLSX (decision 0081): the list's filters and order, money as decimals in the CSV and as £ numbers in the XLSX. */

let t: TestApp;
let qs: string;
let siteManager: string;

beforeAll(async () => {
  t = await createTestApp();
  qs = (await signedIn(t, { role: "QS" })).cookie;
  siteManager = (await signedIn(t, { role: "Site Manager" })).cookie;
  await buildCompanyContracts(t.db);
});
afterAll(() => t.close());

const get = (cookie: string | undefined, query: string) => call(t.app, cookie, { method: "GET", url: `/api/cost-analysis/contracts/export${query}` });
const KIRKSTALL = [
  "Kirkstall Forge",
  "KF-01",
  "Open",
  "North",
  "500000.00",
  "504800.00",
  "368000.00",
  "372000.00",
  "6000.00",
  "8415.50",
  "423000.00",
  "81800.00",
  "16.2",
  "13.7",
  "1",
  "6",
];

describe("GET /api/cost-analysis/contracts/export", () => {
  it("401 signed out, 403 without Cost Analysis view, 400 with the words for a bad format or sort", async () => {
    expect((await get(undefined, "")).statusCode).toBe(401);
    expect((await get(siteManager, "")).statusCode).toBe(403);
    for (const [query, message] of [
      ["?format=pdf", "Format must be csv or xlsx"],
      ["?sort=profit", "Sort must be margin, risk, name, value, forecast or actual"],
    ]) {
      const res = await get(qs, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errors.map((e: { message: string }) => e.message)).toContain(message);
    }
  });

  it("CSV: the list's contracts in its order with its filters, money as plain decimals, and the export logged", async () => {
    const res = await get(qs, "?sort=risk&q=-0");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toMatch(/attachment; filename="cost-analysis-\d{4}-\d{2}-\d{2}\.csv"/);
    const records = csvRecords(res.body).map((r) => r.cells);
    expect(records[0]).toEqual([...COMPANY_EXPORT_HEADER]);
    // Risk first: Holbeck Yard (27.5 %) before Kirkstall Forge (13.7 %); Otley Mills has no reference and is filtered out.
    expect(records.slice(1).map((r) => r[0])).toEqual(["Holbeck Yard", "Kirkstall Forge"]);
    expect(records[2]).toEqual(KIRKSTALL);
    const [log] = await t.db.select().from(activityLogs).orderBy(desc(activityLogs.id)).limit(1);
    expect(log).toMatchObject({ action: "company_costs_exported", category: "cost-analysis", metadata: { sort: "risk", q: "-0" } });
  });

  it("XLSX: money cells are numbers with a £ format, the rest as the CSV has them", async () => {
    const res = await get(qs, "?format=xlsx&sort=name&division=North");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet("Cost analysis")!;
    expect(sheet.getRow(1).values).toEqual([undefined, ...COMPANY_EXPORT_HEADER]);
    expect(sheet.rowCount).toBe(2);
    const row = sheet.getRow(2);
    const cell = (header: string) => row.getCell(COMPANY_EXPORT_HEADER.indexOf(header as never) + 1);
    expect(cell("Contract").value).toBe("Kirkstall Forge");
    for (const [header, amount] of [
      ["Value", 500000],
      ["Projected value", 504800],
      ["Actual", 8415.5],
      ["Forecast", 423000],
      ["Margin", 81800],
    ] as const) {
      expect(cell(header).type, header).toBe(ExcelJS.ValueType.Number);
      expect(cell(header).value, header).toBe(amount);
      expect(cell(header).numFmt, header).toBe(MONEY_FORMAT);
    }
    // Percentages stay as written (one decimal, as the screen shows them), not money.
    expect(cell("Margin %").value).toBe("16.2");
    expect(cell("Margin %").numFmt).toBeUndefined();
  });
});
