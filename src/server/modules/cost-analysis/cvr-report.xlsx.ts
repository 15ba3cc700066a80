import ExcelJS from "exceljs";
import { toDecimal, type Pence } from "@shared/common/money";
import { ukStamp } from "@shared/common/uk-dates";
import { costHeadLabel, monthLabel } from "@shared/rules/cvr";
import { XLSX_MONEY_FORMAT, XLSX_PERCENT_FORMAT, xlsxMoney } from "../../platform/xlsx-formats";
import { AFFECTS_LABELS, costRows, DRAFT_NOTE, isWholeSnapshot, reportTitle, VALUATION_ONLY_NOTE, type CvrReport } from "./cvr-report.content";

/**
 * The CVR report as a workbook a QS can work on (decision 0081): sheet "CVR" (the contract, the
 * valuation, cost per head, margin) and sheet "Movements" (why it moved, one row each). Money cells
 * are numbers in the one £ format (platform/xlsx-formats.ts), never text. A few hundred rows at most
 * beside a contract's movements, so it is built in memory rather than streamed as the ledgers are.
 */

const amount = (p: Pence | null) => (p === null ? null : xlsxMoney(toDecimal(p)));
const BOLD = { bold: true };

export async function cvrWorkbook(report: CvrReport): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = "Sitebook";
  book.created = new Date(report.generatedAt);
  const s = report.snapshot;

  const cvr = book.addWorksheet("CVR");
  cvr.columns = [{ width: 30 }, ...Array.from({ length: 7 }, () => ({ width: 16 })), { width: 14 }];
  cvr.addRow([reportTitle(report)]).font = { bold: true, size: 14 };
  if (report.draft) cvr.addRow([DRAFT_NOTE]).font = { bold: true, color: { argb: "FFB45309" } };
  cvr.addRow(["Contract", report.contract.name]);
  cvr.addRow(["Reference", report.contract.reference ?? ""]);
  if (report.contract.client) cvr.addRow(["Client", report.contract.client]);
  cvr.addRow(["Month", monthLabel(report.month)]);
  cvr.addRow(["Status", report.closed ? `Closed ${ukStamp(new Date(report.closed.at))} by ${report.closed.by}` : "Open: draft"]);
  cvr.addRow(["Generated", ukStamp(new Date(report.generatedAt))]);
  cvr.addRow([]);

  const moneyRow = (label: string, value: string, bold = false) => {
    const row = cvr.addRow([label, xlsxMoney(value)]);
    row.getCell(2).numFmt = XLSX_MONEY_FORMAT;
    if (bold) row.font = BOLD;
    return row;
  };
  moneyRow("Value applied for", s.value.applied);
  moneyRow("Value certified", s.value.certified);
  if (!isWholeSnapshot(s)) {
    cvr.addRow([]);
    cvr.addRow([VALUATION_ONLY_NOTE]);
  } else {
    moneyRow("Retention held", s.value.retention);
    cvr.addRow([]);
    cvr.addRow(["Head", "Budget", "Projected budget", "Invoiced", "Accrued", "Committed", "Actual", "Forecast", "Forecast method"]).font = BOLD;
    const rows = costRows(s);
    rows.forEach((r, i) => {
      const row = cvr.addRow([
        r.label,
        amount(r.budget),
        amount(r.projectedBudget),
        ...[r.invoiced, r.accrued, r.committed, r.actual, r.forecast].map(amount),
        r.method,
      ]);
      for (let c = 2; c <= 8; c += 1) row.getCell(c).numFmt = XLSX_MONEY_FORMAT;
      if (i === rows.length - 1) row.font = BOLD;
    });
    cvr.addRow([]);
    moneyRow("Actual cost", s.cost);
    moneyRow("Margin", s.margin, true);
    const pct = cvr.addRow(["Margin %", s.marginPercent === null ? null : Number(s.marginPercent) / 100]);
    pct.getCell(2).numFmt = XLSX_PERCENT_FORMAT;
    moneyRow("Forecast cost at completion", s.forecast);
  }

  const moves = book.addWorksheet("Movements");
  moves.columns = [{ width: 70 }, { width: 12 }, { width: 16 }, { width: 16 }, { width: 50 }, { width: 22 }];
  moves.addRow(["Movement", "Head", "Moves", "Amount", "Late", "Record"]).font = BOLD;
  for (const m of report.movements ?? []) {
    const row = moves.addRow([m.text, m.head ? costHeadLabel(m.head) : "", AFFECTS_LABELS[m.affects], xlsxMoney(m.amount), m.late ?? "", m.key ?? ""]);
    row.getCell(4).numFmt = XLSX_MONEY_FORMAT;
  }
  if (!report.movements) moves.addRow([isWholeSnapshot(s) ? "Nothing moved since the last closed month." : VALUATION_ONLY_NOTE]);
  else if (!report.movements.length) moves.addRow(["Nothing moved since the last closed month."]);

  return Buffer.from(await book.xlsx.writeBuffer());
}
