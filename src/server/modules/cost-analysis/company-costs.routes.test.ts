import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, type TestApp } from "../../test/harness";
import { signedIn } from "../../test/sessions";
import { parsePence, toDecimal } from "@shared/common/money";
import { SORT_MESSAGE, type CompanyCosts, type ContractCostRow } from "@shared/cost-analysis/company-costs";
import { percentOf } from "@shared/rules/cost-position";
import { buildCompanyContracts } from "./company-costs.test-support";

/** The company view (decision 0081): access, messages, the hand-worked figures of company-costs.test-support.ts, sorting, filters and totals. */

let t: TestApp;
let qs: string;
let pm: string;
let siteManager: string;
let viewer: string;
let names: string[];

beforeAll(async () => {
  t = await createTestApp();
  qs = (await signedIn(t, { role: "QS" })).cookie;
  pm = (await signedIn(t, { role: "Project Manager" })).cookie;
  siteManager = (await signedIn(t, { role: "Site Manager" })).cookie;
  viewer = (await signedIn(t, { role: "Viewer" })).cookie;
  await buildCompanyContracts(t.db);
  names = ["Kirkstall Forge", "Holbeck Yard", "Otley Mills"];
});
afterAll(() => t.close());

const get = (cookie: string | undefined, query = "") => call(t.app, cookie, { method: "GET", url: `/api/cost-analysis/contracts${query}` });
const list = async (query = "", cookie = qs) => {
  const res = await get(cookie, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as CompanyCosts;
};
/** Every page of a query. */
async function all(query: string) {
  const rows: ContractCostRow[] = [];
  for (let page = 1; ; page++) {
    const body = await list(`?pageSize=2&page=${page}${query}`);
    rows.push(...body.items);
    if (page >= body.pageCount) return { rows, body };
  }
}
const ours = (rows: ContractCostRow[]) => rows.filter((r) => names.includes(r.name)).map((r) => r.name);

const KIRKSTALL: Partial<ContractCostRow> = {
  name: "Kirkstall Forge",
  reference: "KF-01",
  status: "Open",
  division: "North",
  value: "500000.00",
  projectedValue: "504800.00",
  budget: "368000.00",
  projectedBudget: "372000.00",
  committed: "6000.00",
  actual: "8415.50",
  forecast: "423000.00",
  margin: "81800.00",
  marginPercent: "16.2",
  risk: "13.7",
  flaggedHeads: 1,
  uncostedSeconds: 21_600,
};
const HOLBECK: Partial<ContractCostRow> = {
  name: "Holbeck Yard",
  reference: "HY-02",
  status: "On Hold",
  division: "South",
  value: "100000.00",
  projectedValue: "100000.00",
  budget: "20000.00",
  projectedBudget: "20000.00",
  committed: "25000.00",
  actual: "500.00",
  forecast: "25500.00",
  margin: "74500.00",
  marginPercent: "74.5",
  risk: "27.5",
  flaggedHeads: 1,
  uncostedSeconds: 0,
};

describe("GET /api/cost-analysis/contracts", () => {
  it("401 signed out, 403 without Cost Analysis view (a Site Manager, a Viewer)", async () => {
    expect((await get(undefined)).statusCode).toBe(401);
    expect((await get(siteManager)).statusCode).toBe(403);
    expect((await get(viewer)).statusCode).toBe(403);
  });

  it("400 with the words for a bad sort and a bad page", async () => {
    const res = await get(qs, "?sort=profit");
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { message: string }) => e.message)).toContain(SORT_MESSAGE);
    expect((await get(qs, "?pageSize=500")).statusCode).toBe(400);
  });

  it("gives each contract's figures from the kept totals, as worked by hand; a contract in the recycle bin is absent", async () => {
    const { rows } = await all("");
    const row = (name: string) => rows.find((r) => r.name === name);
    expect(row("Kirkstall Forge")).toEqual({ slug: expect.any(String), ...KIRKSTALL });
    expect(row("Holbeck Yard")).toEqual({ slug: expect.any(String), ...HOLBECK });
    expect(row("Otley Mills")).toMatchObject({
      reference: null,
      division: null,
      value: null,
      projectedValue: null,
      budget: null,
      projectedBudget: null,
      committed: "0.00",
      actual: "0.00",
      forecast: "0.00",
      margin: null,
      marginPercent: null,
      risk: null,
      flaggedHeads: 0,
    });
    expect(row("Temple Works")).toBeUndefined();
    // The contract page works the same margin from the records: on the projected value, not the value alone.
    const page = await call(t.app, qs, { method: "GET", url: `/api/projects/by-slug/${row("Kirkstall Forge")!.slug}/costs` });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().contract).toMatchObject({ value: "500000.00", projectedValue: "504800.00" });
    expect(page.json().forecastMargin).toEqual({ value: "504800.00", cost: "423000.00", margin: "81800.00", percent: "16.2" });
    // A Project Manager (Cost Analysis view) reads the same.
    expect((await list("?q=kirkstall", pm)).items).toEqual([expect.objectContaining(KIRKSTALL)]);
  });

  it("sorts on the server: margin % lowest first and no value last, risk highest first, name, value, forecast and actual", async () => {
    const order = async (sort: string) => ours((await all(`&sort=${sort}`)).rows);
    expect(await order("margin")).toEqual(["Kirkstall Forge", "Holbeck Yard", "Otley Mills"]);
    expect(await order("risk")).toEqual(["Holbeck Yard", "Kirkstall Forge", "Otley Mills"]);
    expect(await order("name")).toEqual(["Holbeck Yard", "Kirkstall Forge", "Otley Mills"]);
    expect(await order("value")).toEqual(["Kirkstall Forge", "Holbeck Yard", "Otley Mills"]);
    expect(await order("forecast")).toEqual(["Kirkstall Forge", "Holbeck Yard", "Otley Mills"]);
    expect(await order("actual")).toEqual(["Kirkstall Forge", "Holbeck Yard", "Otley Mills"]);
    // Margin is the default.
    expect(ours((await all("")).rows)).toEqual(["Kirkstall Forge", "Holbeck Yard", "Otley Mills"]);
  });

  it("filters by status, division and words of the name or reference; the filter lists are every visible contract's", async () => {
    expect(ours((await all("&division=North")).rows)).toEqual(["Kirkstall Forge"]);
    expect(ours((await all("&status=On%20Hold")).rows)).toEqual(["Holbeck Yard"]);
    expect(ours((await all("&q=hy-02")).rows)).toEqual(["Holbeck Yard"]);
    expect(ours((await all("&q=forge%20KF")).rows)).toEqual(["Kirkstall Forge"]);
    expect((await all("&q=forge%20HY")).rows).toEqual([]);
    const body = await list("?division=South");
    expect(body.divisions).toEqual(expect.arrayContaining(["North", "South"]));
    expect(body.statuses).toEqual(expect.arrayContaining(["Open", "On Hold", "Completed"]));
    expect(body.totals.all).toMatchObject({ key: "all", contracts: body.total, forecast: expect.any(String) });
  });

  it("adds up every matching contract, not just the page, by division and by status; each total is the sum of its rows", async () => {
    const { rows, body } = await all("");
    const sum = (rs: ContractCostRow[], f: "value" | "projectedValue" | "budget" | "projectedBudget" | "committed" | "actual" | "forecast" | "margin") => {
      const set = rs.map((r) => r[f]).filter((x): x is string => x !== null);
      return set.length ? toDecimal(set.reduce((a, x) => a + parsePence(x)!, 0n)) : null;
    };
    const expected = (key: string, rs: ContractCostRow[]) => ({
      key,
      contracts: rs.length,
      value: sum(rs, "value"),
      projectedValue: sum(rs, "projectedValue"),
      budget: sum(rs, "budget"),
      projectedBudget: sum(rs, "projectedBudget"),
      committed: sum(rs, "committed") ?? "0.00",
      actual: sum(rs, "actual") ?? "0.00",
      forecast: sum(rs, "forecast") ?? "0.00",
      margin: sum(rs, "margin"),
      marginPercent: sum(rs, "margin") === null ? null : percentOf(parsePence(sum(rs, "margin")!)!, parsePence(sum(rs, "projectedValue")!)),
    });
    expect(body.totals.all).toEqual(expected("all", rows));
    for (const d of body.totals.byDivision)
      expect(d).toEqual(
        expected(
          d.key,
          rows.filter((r) => (r.division ?? "") === d.key),
        ),
      );
    for (const s of body.totals.byStatus)
      expect(s).toEqual(
        expected(
          s.key,
          rows.filter((r) => r.status === s.key),
        ),
      );
    expect(body.totals.byDivision.reduce((a, d) => a + d.contracts, 0)).toBe(rows.length);
    // North holds Kirkstall Forge alone (Temple Works is in the bin): its margin on the projected value,
    // 81,800 of 504,800, is 16.2 % (on the value alone it would read 16.4 %).
    const north = await list("?division=North");
    expect(north.totals.all).toMatchObject({ contracts: 1, value: "500000.00", projectedValue: "504800.00", margin: "81800.00", marginPercent: "16.2" });
    // Kirkstall Forge and Holbeck Yard by their references: 156,300 of 604,800 is 25.8 %, on the first page of one row.
    const pair = await list("?pageSize=1&q=-0");
    expect(pair.items).toHaveLength(1);
    expect(pair.totals.all).toMatchObject({
      contracts: 2,
      value: "600000.00",
      projectedValue: "604800.00",
      forecast: "448500.00",
      margin: "156300.00",
      marginPercent: "25.8",
    });
  });
});
