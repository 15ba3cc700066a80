import ExcelJS from "exceljs";
import type { Page } from "@playwright/test";
import { formatMoney } from "../src/shared/common/money";
import { daysBefore, monthsAfter, ukDates, ukInstant, ukToday } from "../src/shared/common/uk-dates";
import { monthLabel } from "../src/shared/rules/cvr";
import { XLSX_MONEY_FORMAT, XLSX_PERCENT_FORMAT } from "../src/server/platform/xlsx-formats";
import { readyWorker } from "./support/gate";
import { toastWithTitle } from "./support/helpers";
import { created, procurementSetUp, receivedThroughApi, sentOrder } from "./support/procurement";
import { downloaded, shot } from "./support/shots";
import { expect, test } from "./support/signed-in";

/**
 * Issue 34's journey (decision 0081): a director opens cost analysis, sees a head over budget, drills
 * down to an order line and to a labour day, approves a variation and sees the projected budget move,
 * closes a month and reads why the margin moved, and exports the month's CVR as XLSX, whose cells are
 * read back.
 *
 * The administrator sets the contract up through the API, its records dated in past months (M-3 and
 * M-2 are the months three and two before this one; the e2e server has no demo data):
 * - value £15,000.00; budgets materials £8,000.00 and labour £3,000.00; started four months ago;
 * - order A, 50 m3 of concrete at £124.00 = £6,200.00 net, received in full in M-3 (accrued);
 *   M-3 valued (£7,000.00 certified) and closed: the last snapshot;
 * - then A's invoice, £7,500.00 with VAT = £6,250.00 net, dated in M-2 (£50.00 above the accrual);
 *   order B, 25 m3 = £3,100.00, received in M-2 and not invoiced; M-2 valued (£11,000.00 certified);
 * - V001, pending: materials, value £2,000.00, cost £1,000.00;
 * - a self-employed bricklayer at £22.50 an hour and £33.75 overtime signed in 07:30 to 16:30 on the
 *   last weekday before today: 8 h at £22.50 + 1 h past the standard day at £33.75 = £213.75, no on-cost.
 * Materials: actual £6,250.00 + £3,100.00 = £9,350.00 against £8,000.00 + £1,000.00 pending = £9,000.00
 * projected, so it is over. Sign-ins are at most a week old (a queued tap's limit), so labour never falls
 * in M-2 or M-3, whose figures are therefore the orders' and valuations' alone.
 */

const PHONE = { width: 390, height: 844 };
const DESK = { width: 1280, height: 900 };

const today = ukToday();
/** The month `n` months before this one, "yyyy-MM". */
const monthsBack = (n: number) => monthsAfter(`${today.slice(0, 7)}-01`, -n).slice(0, 7);
const [m2, m3] = [monthsBack(2), monthsBack(3)];
const start = `${monthsBack(4)}-01`;
/** The last weekday before today (no weekend overtime), within the six days a queued sign-in may be sent. */
const labourDay = [1, 2, 3, 4, 5, 6].map((n) => daysBefore(today, n)).find((d) => ![0, 6].includes(new Date(`${d}T12:00:00Z`).getUTCDay()))!;

async function sent(page: Page, method: "POST" | "PUT", url: string, data?: object) {
  const res = await page.request.fetch(url, { method, data });
  expect(res.ok(), `${method} ${url}: ${await res.text()}`).toBe(true);
}

/** The sheet's first row whose first cell is `label` (the CVR sheet names its rows in column A). */
function rowOf(sheet: ExcelJS.Worksheet, label: string): ExcelJS.Row {
  let found: ExcelJS.Row | undefined;
  sheet.eachRow((row) => {
    if (row.getCell(1).value === label) found ??= row;
  });
  expect(found, `the row "${label}"`).toBeDefined();
  return found!;
}

/** A money cell: a number in the £ format, read as the page prints money. */
function moneyCell(cell: ExcelJS.Cell): string {
  expect(typeof cell.value, `${cell.address} holds a number`).toBe("number");
  expect(cell.numFmt).toBe(XLSX_MONEY_FORMAT);
  expect(cell.numFmt).toContain("£");
  return formatMoney(BigInt(Math.round((cell.value as number) * 100)));
}

test.use({ signedInAs: "Director", viewport: DESK });

test("cost analysis: a head over budget → its order line and labour day → a variation approved → a month closed → the CVR XLSX", async ({ page, pageAs }) => {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const admin = await pageAs("admin");

  // ---- the set-up, through the API ----
  const setUp = await procurementSetUp(admin, tag, {
    logo: false,
    contract: {
      name: `Kirkstall Forge ${tag}`,
      status: "Open",
      clientName: "Aire Valley Homes Ltd",
      startDate: start,
      finishDate: daysBefore(monthsAfter(start, 12), 1),
      contractValue: "15000",
      budgetMaterials: "8000",
      budgetLabour: "3000",
    },
  });
  const { contract } = setUp;
  const api = `/api/projects/by-slug/${contract.slug}`;
  const orderA = await sentOrder(admin, setUp, "50", { costCode: "SUB-03 Ground slab" });
  await receivedThroughApi(admin, orderA.id, [{ lineId: orderA.lines[0].id, quantity: "50" }], `HRM-${tag}-1`, `${m3}-12`);
  await sent(admin, "PUT", `${api}/cvr-periods/${m3}`, { valueApplied: "7500", valueCertified: "7000" });
  await sent(admin, "POST", `${api}/cvr-periods/${m3}/close`);
  // After M-3 closed: orders are read as they stand, so what follows moves M-2.
  await sent(admin, "PUT", `/api/purchase-orders/${orderA.id}/invoice`, { invoiceNumber: `INV-${tag}`, invoiceDate: `${m2}-05`, invoiceAmount: "7500.00" });
  const orderB = await sentOrder(admin, setUp, "25", { costCode: "SUB-03 Ground slab", overBudget: "Second pour: the slab thickened to 250 mm" });
  await receivedThroughApi(admin, orderB.id, [{ lineId: orderB.lines[0].id, quantity: "25" }], `HRM-${tag}-2`, `${m2}-18`);
  await sent(admin, "PUT", `${api}/cvr-periods/${m2}`, { valueApplied: "11800", valueCertified: "11000" });
  await created(admin, `${api}/variations`, { title: "Thicker slab to grid C", head: "materials", valueEstimate: "2000", costEstimate: "1000" });
  const worker = await readyWorker(admin, "Owen", "Pryce", {
    employer: `Aire Brickwork ${tag}`,
    employmentType: "self_employed",
    hourlyRate: "22.50",
    overtimeRate: "33.75",
  });
  await sent(admin, "POST", `${api}/site-sign-in/sign-in`, { workerId: worker.id, at: ukInstant(labourDay, "07:30").toISOString() });
  await sent(admin, "POST", `${api}/site-sign-in/sign-out`, { workerId: worker.id, at: ukInstant(labourDay, "16:30").toISOString() });

  await test.step("1. the company view: the contract with a head flagged, on a phone and at a desk", async () => {
    await page.setViewportSize(PHONE);
    await page.goto("/cost-analysis");
    await expect(page.getByRole("heading", { level: 1, name: "Cost Analysis" })).toBeVisible();
    await page.getByLabel("Search contracts").fill(tag);
    const card = page.getByRole("list", { name: "Contracts" }).getByRole("link", { name: new RegExp(contract.name) });
    await expect(card).toBeVisible();
    // Value £15,000.00, projected with V001's £2,000.00 pending; actual: materials £9,350.00 + labour
    // £213.75; forecast: materials £9,350.00 (spent past its £9,000.00 projected budget) + labour's
    // £3,000.00 budget; margin on the projected value, £17,000.00 − £12,350.00.
    await expect(card).toContainText("Value£15,000.00projected £17,000.00");
    await expect(card).toContainText("Actual£9,563.75");
    await expect(card).toContainText("Forecast£12,350.00");
    await expect(card).toContainText("Margin£4,650.00");
    // Risk: £12,350.00 forecast over £12,000.00 projected, 2.9 %.
    await expect(card).toContainText("2.9% over");
    await expect(card).toContainText("1 head flagged");
    await shot(page, "cost-analysis-company-phone");

    await page.setViewportSize(DESK);
    const row = page.getByRole("row").filter({ hasText: contract.name });
    await expect(row).toContainText("£15,000.00projected £17,000.00");
    await expect(row).toContainText("£11,000.00projected £12,000.00");
    await expect(row).toContainText("forecast 2.9% over");
    await row.getByRole("link", { name: contract.name }).click();
    await expect(page.getByRole("heading", { level: 1, name: contract.name })).toBeVisible();
  });

  const materials = page.getByRole("row").filter({ has: page.getByRole("button", { name: "Materials", exact: true }) });
  const flags = page.getByRole("list", { name: "Materials flags" }).getByRole("listitem");

  await test.step("2. materials over budget, drilled down to the order line", async () => {
    await expect(materials).toContainText("£8,000.00projected £9,000.00");
    await expect(materials.getByRole("button", { name: "Materials invoiced £6,250.00: show the records" })).toBeVisible();
    await expect(materials.getByRole("button", { name: "Materials accrued £3,100.00: show the records" })).toBeVisible();
    await expect(materials).toContainText("-£350.00103.9% used");
    await expect(flags).toHaveText(["103.9% of the projected budget spent or committed", "Forecast £350.00 over the projected budget"]);
    const summary = page.getByRole("group", { name: "Summary" });
    await expect(summary).toContainText("Projected £17,000.00 with variations not yet agreed");
    await expect(summary).toContainText("Forecast margin£4,650.0027.4%");
    // To date: M-2's £11,000.00 certified against the £9,350.00 of cost dated by its end.
    await expect(summary).toContainText(`Margin to date£1,650.0015.0%${monthLabel(m2)}: £11,000.00 certified, £9,350.00 cost`);
    await shot(page, "cost-analysis-contract");

    await materials.getByRole("button", { name: "Materials actual £9,350.00: show the records" }).click();
    const dialog = page.getByRole("dialog", { name: "Materials: the records behind the figures" });
    const orders = dialog.getByRole("list", { name: "Orders" }).getByRole("listitem");
    await expect(orders).toHaveCount(2);
    const a = orders.filter({ has: page.getByRole("link", { name: orderA.poNumber }) });
    await expect(a).toContainText("Net total£6,200.00");
    await expect(a).toContainText("Invoiced£6,250.00");
    await expect(a).toContainText("Accrued£0.00");
    await expect(a).toContainText(`Invoice INV-${tag} of ${ukDates(`${m2}-05`)} · Last received ${ukDates(`${m3}-12`)}`);
    await a.getByRole("button", { name: "1 line" }).click();
    const line = a.getByRole("row").filter({ hasText: setUp.concrete });
    // The line's share of the order's actual cost is the whole invoice, its only line.
    await expect(line.getByRole("cell")).toHaveText([setUp.concrete, "SUB-03 Ground slab", "50 / 50 m³", "£124.00", "£6,200.00", "£6,250.00"]);
    const b = orders.filter({ has: page.getByRole("link", { name: orderB.poNumber }) });
    await expect(b).toContainText("Accrued£3,100.00");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });

  await test.step("3. labour, drilled down to the day and the worker", async () => {
    const labour = page.getByRole("row").filter({ has: page.getByRole("button", { name: "Labour", exact: true }) });
    await expect(labour.getByRole("button", { name: "Labour actual £213.75: show the records" })).toBeVisible();
    await page.getByRole("button", { name: "Labour by day" }).click();
    const dialog = page.getByRole("dialog", { name: "Labour: the records behind the figures" });
    const day = dialog.getByRole("row").filter({ hasText: ukDates(labourDay) });
    await expect(day.getByRole("cell")).toHaveText([ukDates(labourDay), `Aire Brickwork ${tag}`, "8.0 h", "1.0 h", "", "£213.75", "£0.00", "£213.75"]);
    await dialog.getByRole("tab", { name: "By worker" }).click();
    const worked = dialog.getByRole("row").filter({ hasText: ukDates(labourDay) });
    await expect(worked.getByRole("link", { name: "Owen Pryce" })).toBeVisible();
    await expect(worked.getByRole("cell")).toHaveText([
      ukDates(labourDay),
      `Owen Pryce${`Aire Brickwork ${tag}`}`,
      "Hourly rate",
      "8.0 h",
      "1.0 h",
      "",
      "£0.00",
      "£213.75",
    ]);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });

  await test.step("4. V001 approved at £1,200.00: the projected budget moves from £9,000.00 to £9,200.00", async () => {
    await page.getByRole("button", { name: "Actions for V001" }).click();
    await page.getByRole("menuitem", { name: "Approve" }).click();
    const dialog = page.getByRole("dialog", { name: "Approve V001" });
    // The agreed figures start from the estimates; the QS agreed more with the client.
    await expect(dialog.getByLabel("Agreed value (£)")).toHaveValue("2000.00");
    await expect(dialog.getByLabel("Agreed cost (£)")).toHaveValue("1000.00");
    await dialog.getByLabel("Agreed value (£)").fill("2400.00");
    await dialog.getByLabel("Agreed cost (£)").fill("1200.00");
    await dialog.getByLabel("Note").fill(`Client's instruction CI-07 ${tag}`);
    await dialog.getByRole("button", { name: "Approve V001" }).click();
    await expect(toastWithTitle(page, "Success").filter({ hasText: "V001 is now approved" })).toBeVisible();
    await expect(dialog).toBeHidden();
    const v001 = page.getByRole("row").filter({ hasText: "Thicker slab to grid C" });
    await expect(v001).toContainText("Approved");
    await expect(v001).toContainText("£2,400.00Estimate £2,000.00");
    await expect(v001).toContainText("£1,200.00Estimate £1,000.00");
    // The current budget is the projected one now: £9,200.00, still short of the £9,350.00 spent.
    await expect(materials).toContainText("£9,200.00was £8,000.00");
    await expect(materials).not.toContainText("projected");
    await expect(materials).toContainText("-£150.00101.6% used");
    await expect(flags).toHaveText(["101.6% of the projected budget spent or committed", "Forecast £150.00 over the projected budget"]);
    const total = page.getByRole("row").filter({ has: page.getByRole("cell", { name: "Total", exact: true }) });
    await expect(total.getByRole("cell").nth(1)).toHaveText("£12,200.00");
    const summary = page.getByRole("group", { name: "Summary" });
    await expect(summary).toContainText("Contract value£17,400.00Approved variations included");
    await expect(summary).toContainText("Forecast margin£5,050.0029.0%");
  });

  const detail = page.locator(`#cvr-month-${m2}`);
  await test.step(`5. ${monthLabel(m2)} closed: why the margin moved since ${monthLabel(m3)}`, async () => {
    const months = page.getByRole("list", { name: "Months" }).locator(":scope > li");
    await expect(months.filter({ hasText: monthLabel(m3) })).toContainText("Closed");
    const month = months.filter({ hasText: monthLabel(m2) });
    await expect(month).toContainText("Applied£11,800.00");
    await expect(month).toContainText("Certified£11,000.00");
    await month.getByRole("button", { name: "Close month" }).click();
    const confirm = page.getByRole("dialog", { name: `Close ${monthLabel(m2)}?` });
    await confirm.getByRole("button", { name: `Close ${monthLabel(m2)}` }).click();
    await expect(toastWithTitle(page, "Success").filter({ hasText: `${monthLabel(m2)} closed` })).toBeVisible();
    await expect(month).toContainText("Closed by Kept Director");

    // The snapshot: £11,000.00 certified less £9,350.00 cost; retention 3 % of the certified value.
    const facts = detail.locator("dl").first();
    await expect(facts).toContainText("Value applied£11,800.00");
    await expect(facts).toContainText("Value certified£11,000.00");
    await expect(facts).toContainText("Retention held£330.00");
    await expect(facts).toContainText("Cost to date£9,350.00");
    await expect(facts).toContainText("Margin£1,650.00 (15.0%)");
    await expect(facts).toContainText("Forecast at completion£12,350.00");
    const snapshotMaterials = detail.getByRole("row").filter({ hasText: "Materials" }).getByRole("cell");
    await expect(snapshotMaterials).toHaveText(["Materials", "£6,250.00", "£3,100.00", "£0.00", "£9,350.00", "£9,350.00by Budget"]);
    // From £800.00 in M-3 (£7,000.00 − £6,200.00): +£4,000.00 certified, −£3,150.00 cost.
    const moved = detail.getByRole("list", { name: "Why it moved" }).getByRole("listitem");
    await expect(moved).toHaveCount(3);
    await expect(moved.filter({ hasText: orderA.poNumber })).toContainText("Invoice £6,250.00 against £6,200.00 accrued: £50.00 over");
    await expect(moved.filter({ hasText: orderA.poNumber })).toContainText("+£50.00");
    await expect(moved.filter({ hasText: orderB.poNumber })).toContainText("£3,100.00 received, not yet invoiced (accrued)");
    await expect(moved.filter({ hasText: orderB.poNumber })).toContainText("+£3,100.00");
    // The month's budgets as they stood at its end: today's approval of V001 moves neither its budget nor its records.
    await expect(moved.filter({ hasText: "budget" })).toHaveCount(0);
    await expect(moved.filter({ hasText: `Value certified £7,000.00 → £11,000.00` })).toContainText("+£4,000.00");
    await expect(detail.getByLabel("Movements in total")).toHaveText("Cost +£3,150.00Value +£4,000.00");
    // A movement opens its order.
    await expect(moved.filter({ hasText: orderB.poNumber }).getByRole("link")).toHaveAttribute("href", `/purchase-orders?order=${orderB.id}`);
    await shot(page, "cost-analysis-cvr-closed");
  });

  await test.step("6. the month's CVR as XLSX: money cells are numbers in £, equal to the page", async () => {
    const file = await downloaded(page, () => detail.getByRole("button", { name: "CVR report (XLSX)" }).click());
    expect(file.name).toMatch(new RegExp(`^CVR .+ ${monthLabel(m2)}\\.xlsx$`));
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.bytes as unknown as ArrayBuffer);
    const cvr = book.getWorksheet("CVR")!;
    expect(rowOf(cvr, "Contract").getCell(2).value).toBe(contract.name);
    expect(rowOf(cvr, "Month").getCell(2).value).toBe(monthLabel(m2));
    expect(String(rowOf(cvr, "Status").getCell(2).value)).toMatch(/^Closed \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} by Kept Director$/);
    // Each figure as the snapshot on the page printed it.
    const facts = detail.locator("dl").first();
    const shown = async (label: string) => (await facts.locator("div").filter({ hasText: label }).first().locator("dd").textContent())?.trim();
    expect(moneyCell(rowOf(cvr, "Value applied for").getCell(2))).toBe(await shown("Value applied"));
    expect(moneyCell(rowOf(cvr, "Value certified").getCell(2))).toBe(await shown("Value certified"));
    expect(moneyCell(rowOf(cvr, "Retention held").getCell(2))).toBe(await shown("Retention held"));
    expect(moneyCell(rowOf(cvr, "Actual cost").getCell(2))).toBe(await shown("Cost to date"));
    expect(moneyCell(rowOf(cvr, "Forecast cost at completion").getCell(2))).toBe(await shown("Forecast at completion"));
    const margin = moneyCell(rowOf(cvr, "Margin").getCell(2));
    const percent = rowOf(cvr, "Margin %").getCell(2);
    expect(percent.value).toBe(0.15);
    expect(percent.numFmt).toBe(XLSX_PERCENT_FORMAT);
    expect(`${margin} (15.0%)`).toBe(await shown("Margin"));
    expect([margin, await shown("Value applied")]).toEqual(["£1,650.00", "£11,800.00"]);
    // The heads: budget, projected, invoiced, accrued, committed, actual, forecast, method.
    const heads = (label: string) => {
      const row = rowOf(cvr, label);
      return [...[2, 3, 4, 5, 6, 7, 8].map((c) => moneyCell(row.getCell(c))), row.getCell(9).value ?? ""];
    };
    expect(heads("Materials")).toEqual(["£8,000.00", "£8,000.00", "£6,250.00", "£3,100.00", "£0.00", "£9,350.00", "£9,350.00", "Budget"]);
    const onPageHead = (await detail.getByRole("row").filter({ hasText: "Materials" }).getByRole("cell").allTextContents()).slice(1, 5);
    expect(heads("Materials").slice(2, 6)).toEqual(onPageHead);
    expect(heads("Labour")).toEqual(["£3,000.00", "£3,000.00", "£0.00", "£0.00", "£0.00", "£0.00", "£3,000.00", "Budget"]);
    expect(heads("Total").slice(0, 7)).toEqual(["£11,000.00", "£11,000.00", "£6,250.00", "£3,100.00", "£0.00", "£9,350.00", "£12,350.00"]);

    // Movements: one row each, as the page lists them, amounts as numbers in £.
    const moves = book.getWorksheet("Movements")!;
    const rows: { text: string; moves: string; amount: string }[] = [];
    moves.eachRow((row, n) => {
      if (n > 1) rows.push({ text: String(row.getCell(1).value), moves: String(row.getCell(3).value), amount: moneyCell(row.getCell(4)) });
    });
    const onPage = await detail.getByRole("list", { name: "Why it moved" }).locator(":scope > li > div > p:first-child").allTextContents();
    expect(rows.map((r) => r.text)).toEqual(onPage);
    expect(rows.find((r) => r.text.startsWith(orderA.poNumber))).toMatchObject({ moves: "Cost", amount: "£50.00" });
    expect(rows.find((r) => r.text.startsWith(orderB.poNumber))).toMatchObject({ moves: "Cost", amount: "£3,100.00" });
    expect(rows.filter((r) => r.moves === "Budget")).toEqual([]);
    expect(rows.find((r) => r.text.startsWith("Value certified"))).toMatchObject({ moves: "Value certified", amount: "£4,000.00" });
  });
});
