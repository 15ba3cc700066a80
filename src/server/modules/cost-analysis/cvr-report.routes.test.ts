import { afterAll, beforeAll, describe, expect, it } from "vitest";
import ExcelJS from "exceljs";
import { extractText } from "unpdf";
import { monthsAfter, ukDay, ukToday } from "@shared/common/uk-dates";
import { sumPence } from "@shared/common/money";
import { MONTH_NOT_STARTED } from "@shared/cost-analysis/cvr-periods";
import { monthLabel, pence, type CvrSnapshot } from "@shared/rules/cvr";
import type { Movement } from "@shared/rules/cvr-movements";
import { buildProject } from "../../seed/factories";
import { call, createTestApp, type TestApp } from "../../test/harness";
import { signedIn } from "../../test/sessions";
import { XLSX_MONEY_FORMAT } from "../../platform/xlsx-formats";
import { getLiveProjectBySlug } from "../projects/project-lookup";
import { fakeFigures, head, labourOf, orderOf } from "./cvr-figures.test-support";
import { closeMonth } from "./cvr-periods.service";
import { DRAFT_NOTE, VALUATION_ONLY_NOTE } from "./cvr-report.content";
import { noReportOfItsOwn, reportContent } from "./cvr-report.service";

let t: TestApp;
let qs: string;
let pm: string;
let viewer: string;
let project: { id: number; slug: string };
let valuationOnly: string;
const fake = fakeFigures();

const month = (n: number) => monthsAfter(`${ukToday().slice(0, 7)}-01`, n).slice(0, 7);
const [threeAgo, twoAgo, lastMonth, thisMonth, nextMonth] = [month(-3), month(-2), month(-1), month(0), month(1)];
const at = (slug = project.slug) => `/api/projects/by-slug/${slug}/cvr-periods`;
const get = (cookie: string | undefined, url: string) => call(t.app, cookie, { method: "GET", url });
const put = (m: string, payload: object, slug = project.slug) => call(t.app, qs, { method: "PUT", url: `${at(slug)}/${m}`, payload });
const closeByJob = async (slug: string, m: string) => {
  const row = await getLiveProjectBySlug(t.db, slug);
  await t.db.transaction((tx) => closeMonth(tx, row, m, fake.figures, "daily job"));
};
const readBook = async (body: Buffer) => {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(body as unknown as ArrayBuffer);
  return book;
};
const pdfText = async (payload: Buffer) => (await extractText(new Uint8Array(payload), { mergePages: true })).text.replace(/\s+/g, " ");
const rowWith = (sheet: ExcelJS.Worksheet, label: string) => {
  let found: ExcelJS.Row | undefined;
  sheet.eachRow((r) => {
    if (r.getCell(1).value === label) found ??= r;
  });
  return found!;
};

beforeAll(async () => {
  t = await createTestApp();
  qs = (await signedIn(t, { role: "QS" })).cookie;
  pm = (await signedIn(t, { role: "Project Manager" })).cookie;
  viewer = (await signedIn(t, { role: "Viewer" })).cookie;
  project = await buildProject(t.db, { name: "Kirkstall Road Flats", code: "KRF/26", clientName: "Leeds Homes Ltd" });

  // Two months ago: goods received on PO 1 (accrued), a worker's month of labour.
  fake.set(
    twoAgo,
    [head("materials", { budget: "10000", accrued: "1440", committed: "560" }), head("labour", { budget: "5000", accrued: "200" })],
    [
      orderOf(1, "materials", { accrued: "1440", committed: "560", dated: `${twoAgo}-10` }),
      labourOf(31, twoAgo, { seconds: 28_800, cost: "200.00", label: `Callum Sutcliffe, ${monthLabel(twoAgo)}` }),
    ],
  );
  // Last month: PO 1's invoice replaces its accrual; the same hours repriced; PO 2 received, dated in the closed month (late).
  fake.set(
    lastMonth,
    [
      head("materials", { budget: "10000", invoiced: "1500", accrued: "300", committed: "560" }),
      head("labour", { budget: "5000", accrued: "220", method: "spend_rate", forecast: "5200" }),
    ],
    [
      orderOf(1, "materials", { invoiced: "1500", committed: "560", dated: `${lastMonth}-03` }),
      labourOf(31, twoAgo, { seconds: 28_800, cost: "220.00", label: `Callum Sutcliffe, ${monthLabel(twoAgo)}` }),
      orderOf(2, "materials", { accrued: "300", dated: `${twoAgo}-20` }),
    ],
  );
  await put(twoAgo, { valueApplied: "50000", valueCertified: "45000" });
  await put(lastMonth, { valueApplied: "65000", valueCertified: "60000" });
  await closeByJob(project.slug, twoAgo);
  await closeByJob(project.slug, lastMonth);
  await put(thisMonth, { valueCertified: "70000" });
});
afterAll(() => t.close());

describe("a closed month's movements on read", () => {
  it("since the last closed month: invoice against accrual, rate change, a late record, the valuation; adding up to the change in cost", async () => {
    const res = await get(pm, `${at()}/${lastMonth}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { snapshot: CvrSnapshot; movements: Movement[]; closedBy: unknown };
    expect(body.closedBy).toBeNull();
    const byKind = (k: string) => body.movements.filter((m) => m.kind === k);
    expect(byKind("invoice_against_accrual")).toEqual([
      expect.objectContaining({ key: "order:1", amount: "60.00", text: "PO-00001: Invoice £1,500.00 against £1,440.00 accrued: £60.00 over", late: null }),
    ]);
    expect(byKind("labour_rate")).toEqual([expect.objectContaining({ key: `labour:31:${twoAgo}`, amount: "20.00", late: null })]);
    expect(byKind("labour_rate")[0].text).toMatch(/^Callum Sutcliffe, /);
    const [late] = byKind("new_accrual");
    expect(late).toMatchObject({ key: "order:2", amount: "300.00", late: `late: dated ${ukDay(`${twoAgo}-20`)}, in the closed month ${monthLabel(twoAgo)}` });
    expect(byKind("forecast_method")).toEqual([expect.objectContaining({ head: "labour", amount: "200.00" })]);
    expect(byKind("valuation")).toEqual([expect.objectContaining({ amount: "15000.00" })]);
    const costMoved = sumPence(body.movements.filter((m) => m.affects === "cost").map((m) => pence(m.amount)));
    expect(costMoved).toBe(pence(body.snapshot.cost) - 1640_00n);
  });

  it("the first whole month moves from nothing, late for nothing; labour unnamed without Workforce edit; none for an open month", async () => {
    const first = (await get(qs, `${at()}/${twoAgo}`)).json() as { movements: Movement[]; snapshot: CvrSnapshot };
    expect(first.movements.map((m) => m.kind)).toEqual(["new_accrual", "commitment", "labour_hours", "valuation"]);
    expect(first.movements.every((m) => m.late === null)).toBe(true);
    // A QS reads worker rates nowhere (Workforce view only): the worker's month is labour of the month.
    expect(first.movements[2].text).toMatch(new RegExp(`^Labour, ${monthLabel(twoAgo)}: \\+8\\.0`));
    expect(JSON.stringify(first)).not.toContain("Callum");
    expect((await get(qs, `${at()}/${thisMonth}`)).json()).toMatchObject({ status: "open", snapshot: null, movements: null });
  });

  it("a month that kept its valuation alone (closed before the figures existed) has none", async () => {
    const other = await buildProject(t.db, { name: "Wharf Street", code: null });
    await put(lastMonth, { valueApplied: "120", valueCertified: "100" }, other.slug);
    const row = await getLiveProjectBySlug(t.db, other.slug);
    await t.db.transaction((tx) => closeMonth(tx, row, lastMonth, null, "daily job"));
    expect((await get(qs, `${at(other.slug)}/${lastMonth}`)).json()).toMatchObject({
      status: "closed",
      snapshot: { month: lastMonth, value: { applied: "120.00", certified: "100.00" } },
      movements: null,
    });
    valuationOnly = other.slug;
  });
});

describe("GET the CVR report", () => {
  const report = (cookie: string | undefined, m: string, query = "", slug = project.slug) => get(cookie, `${at(slug)}/${m}/report${query}`);

  it("401, 403, 400 for a format or a month to come, 404 for an unknown contract or a month closed into a later one", async () => {
    expect((await report(undefined, lastMonth)).statusCode).toBe(401);
    expect((await report(viewer, lastMonth)).statusCode).toBe(403);
    const format = await report(pm, lastMonth, "?format=docx");
    expect(format.statusCode).toBe(400);
    expect(format.json().errors.map((e: { message: string }) => e.message)).toEqual(["Format must be pdf or xlsx"]);
    expect((await report(pm, lastMonth, "", "no-such-contract")).statusCode).toBe(404);
    const ahead = await report(pm, nextMonth);
    expect(ahead.statusCode).toBe(400);
    expect(ahead.json().errors).toEqual([{ field: "month", message: MONTH_NOT_STARTED }]);
    const folded = await report(pm, threeAgo);
    expect(folded.statusCode).toBe(404);
    expect(folded.json().message).toBe(noReportOfItsOwn(threeAgo, twoAgo));
  });

  it("a closed month as PDF, named by the contract's reference and month", async () => {
    const res = await report(pm, lastMonth);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.rawPayload.subarray(0, 4).toString()).toBe("%PDF");
    expect(res.headers["content-disposition"]).toContain(`filename="CVR KRF-26 ${monthLabel(lastMonth)}.pdf"`);
    const text = await pdfText(res.rawPayload);
    for (const said of [
      "Kirkstall Road Flats",
      "KRF/26",
      "Leeds Homes Ltd",
      "Closed",
      "by the daily job",
      "Retention held £1,800.00",
      "£5,200.00 (Spend rate)",
      "Margin £57,980.00 (96.6%)",
      "PO-00001: Invoice £1,500.00 against £1,440.00 accrued: £60.00 over",
      "Value certified £45,000.00 to £60,000.00",
      `late: dated ${ukDay(`${twoAgo}-20`)}`,
    ])
      expect(text).toContain(said);
    expect(text).not.toContain("DRAFT");
    expect(text).not.toContain("→");
  });

  it("a closed month as XLSX: money cells are numbers in the £ format, the movements on their own sheet", async () => {
    const res = await report(pm, lastMonth, "?format=xlsx");
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers["content-disposition"]).toContain(`CVR KRF-26 ${monthLabel(lastMonth)}.xlsx`);
    const book = await readBook(res.rawPayload);
    const cvr = book.getWorksheet("CVR")!;
    const margin = rowWith(cvr, "Margin").getCell(2);
    expect(margin.value).toBe(60000 - 1500 - 300 - 220);
    expect(margin.numFmt).toBe(XLSX_MONEY_FORMAT);
    expect(rowWith(cvr, "Client").getCell(2).value).toBe("Leeds Homes Ltd");
    const total = rowWith(cvr, "Total");
    expect(total.getCell(4).value).toBe(1500);
    expect(total.getCell(4).numFmt).toBe(XLSX_MONEY_FORMAT);
    expect(rowWith(cvr, "Labour").getCell(9).value).toBe("Spend rate");
    const moves = book.getWorksheet("Movements")!;
    const late = rowWith(moves, "PO-00002: £300.00 received, not yet invoiced (accrued)");
    expect(late.getCell(4).value).toBe(300);
    expect(late.getCell(4).numFmt).toBe(XLSX_MONEY_FORMAT);
    expect(late.getCell(5).value).toMatch(/^late: dated /);
  });

  it("the open month is a draft, worked out now with the figures and not stored", async () => {
    const pdf = await report(pm, thisMonth);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-disposition"]).toContain(`CVR KRF-26 ${monthLabel(thisMonth)} draft.pdf`);
    const text = await pdfText(pdf.rawPayload);
    for (const said of ["CVR (Draft)", DRAFT_NOTE, "Cost by head", "Retention held £2,100.00"]) expect(text).toContain(said);
    const book = await readBook((await report(pm, thisMonth, "?format=xlsx")).rawPayload);
    const cvr = book.getWorksheet("CVR")!;
    expect(cvr.getCell("A1").value).toBe(`CVR ${monthLabel(thisMonth)} (Draft)`);
    expect(cvr.getCell("A2").value).toBe(DRAFT_NOTE);
    expect(rowWith(cvr, "Value certified").getCell(2).value).toBe(70000);
    expect(rowWith(cvr, "Retention held").getCell(2)).toMatchObject({ value: 2100, numFmt: XLSX_MONEY_FORMAT });
    expect(rowWith(cvr, "Total").getCell(7).numFmt).toBe(XLSX_MONEY_FORMAT);
    // Nothing stored: the month is as open as it was.
    expect((await get(pm, `${at()}/${thisMonth}`)).json()).toMatchObject({ status: "open", snapshot: null });

    // Its movements are measured from the last closed month, as a close's would be.
    const row = await getLiveProjectBySlug(t.db, project.slug);
    const draft = await reportContent(t.db, row, thisMonth, fake.figures, true);
    expect(draft).toMatchObject({ draft: true, closed: null, snapshot: { month: thisMonth, value: { certified: "70000.00", retention: "2100.00" } } });
    expect(draft.movements).toEqual([expect.objectContaining({ kind: "valuation", amount: "10000.00" })]);
    // A month with no row after the last closed one is a draft too.
    const empty = await buildProject(t.db);
    expect((await report(pm, lastMonth, "?format=xlsx", empty.slug)).statusCode).toBe(200);
  });

  it("a month that kept its valuation alone prints what it has, named by the contract's slug", async () => {
    const pdf = await report(pm, lastMonth, "", valuationOnly);
    expect(pdf.headers["content-disposition"]).toContain(`CVR ${valuationOnly} ${monthLabel(lastMonth)}.pdf`);
    const text = await pdfText(pdf.rawPayload);
    for (const said of ["Value certified £100.00", VALUATION_ONLY_NOTE]) expect(text).toContain(said);
    expect(text).not.toContain("Cost by head");
    const book = await readBook((await report(pm, lastMonth, "?format=xlsx", valuationOnly)).rawPayload);
    expect(rowWith(book.getWorksheet("CVR")!, "Value applied for").getCell(2).value).toBe(120);
    expect(rowWith(book.getWorksheet("CVR")!, VALUATION_ONLY_NOTE)).toBeDefined();
    expect(book.getWorksheet("Movements")!.getCell("A2").value).toBe(VALUATION_ONLY_NOTE);
  });
});
