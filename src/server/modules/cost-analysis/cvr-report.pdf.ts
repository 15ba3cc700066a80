import { formatMoney, type Pence } from "@shared/common/money";
import { formatCount } from "@shared/common/numbers";
import { ukStamp } from "@shared/common/uk-dates";
import { costHeadLabel, monthLabel, pence } from "@shared/rules/cvr";
import { createBrandedPdf, drawProjectCover, type BrandedPdf, type PdfCompany } from "../../platform/pdf";
import { drawTable } from "../../platform/pdf-table";
import { AFFECTS_LABELS, costRows, DRAFT_NOTE, isWholeSnapshot, VALUATION_ONLY_NOTE, type CvrReport } from "./cvr-report.content";

/**
 * A contract's month of CVR as a QS files it or sends it on (decision 0081, "The monthly CVR"): the
 * contract, the valuation and retention, cost per head with its forecast and method, margin, and why
 * the figures moved since the last closed month. Drawn on a PDF worker (decision 0053) from plain data.
 */

const INK = "#111827";
const MUTED = "#4b5563";
const DRAFT = "#b45309";

/** The PDF lists at most this many movements; the XLSX has them all. */
export const PDF_MOVEMENTS = 1000;

const money = (p: Pence | null) => (p === null ? "-" : formatMoney(p));
/** Helvetica's WinAnsi has no arrow: "£200.00 → £220.00" reads "£200.00 to £220.00". */
const winAnsi = (text: string) => text.replace(/\s*→\s*/g, " to ");

function heading(pdf: BrandedPdf, text: string) {
  pdf.ensure(60);
  pdf.doc.font("Helvetica-Bold").fontSize(13).fillColor(INK).text(text, pdf.left, pdf.doc.y, { width: pdf.width });
  pdf.doc.moveDown(0.4);
}

function note(pdf: BrandedPdf, text: string, color = MUTED) {
  pdf.doc.font("Helvetica").fontSize(9.5).fillColor(color).text(text, pdf.left, pdf.doc.y, { width: pdf.width });
  pdf.doc.moveDown(0.6);
}

export function renderCvrReport(opts: { company: PdfCompany; report: CvrReport }) {
  const { report } = opts;
  const s = report.snapshot;
  const generatedAt = new Date(report.generatedAt);
  const pdf = createBrandedPdf({ company: opts.company, title: report.draft ? "CVR (Draft)" : "CVR", subtitle: monthLabel(report.month), generatedAt });
  const { doc, left, width } = pdf;

  drawProjectCover(
    pdf,
    { name: report.contract.name, code: report.contract.reference, clientName: report.contract.client, address: null, postcode: null },
    [
      ["Month", monthLabel(report.month)],
      ["Status", report.closed ? `Closed ${ukStamp(new Date(report.closed.at))} by ${report.closed.by}` : "Open: draft"],
      ["Generated", ukStamp(generatedAt)],
    ],
    105,
  );
  doc.moveDown(0.6);
  if (report.draft) {
    const top = doc.y;
    doc.save().rect(left, top, width, 26).lineWidth(1).strokeColor(DRAFT).stroke().restore();
    doc
      .font("Helvetica-Bold")
      .fontSize(10)
      .fillColor(DRAFT)
      .text(DRAFT_NOTE, left + 8, top + 8, { width: width - 16 });
    doc.x = left;
    doc.y = top + 36;
  }

  heading(pdf, "Valuation");
  const value: string[][] = [
    ["Value applied for", money(pence(s.value.applied))],
    ["Value certified", money(pence(s.value.certified))],
  ];
  if (isWholeSnapshot(s)) value.push(["Retention held", money(pence(s.value.retention))]);
  drawTable(
    pdf,
    [
      { label: "", width: 0.6 },
      { label: "Cumulative", width: 0.4, align: "right" },
    ],
    value,
  );
  if (!isWholeSnapshot(s)) {
    note(pdf, VALUATION_ONLY_NOTE);
    pdf.finish();
    return doc;
  }

  heading(pdf, "Cost by head");
  const rows = costRows(s);
  drawTable(
    pdf,
    [
      { label: "Head", width: 0.12 },
      { label: "Budget", width: 0.11, align: "right" },
      { label: "Projected", width: 0.11, align: "right" },
      { label: "Invoiced", width: 0.11, align: "right" },
      { label: "Accrued", width: 0.11, align: "right" },
      { label: "Committed", width: 0.11, align: "right" },
      { label: "Actual", width: 0.11, align: "right" },
      { label: "Forecast (method)", width: 0.22, align: "right" },
    ],
    rows.map((r) => [
      r.label,
      money(r.budget),
      money(r.projectedBudget),
      money(r.invoiced),
      money(r.accrued),
      money(r.committed),
      money(r.actual),
      r.method ? `${money(r.forecast)} (${r.method})` : money(r.forecast),
    ]),
    { size: 7.5, bold: (i) => i === rows.length - 1 },
  );

  heading(pdf, "Margin");
  drawTable(
    pdf,
    [
      { label: "", width: 0.6 },
      { label: "To date", width: 0.4, align: "right" },
    ],
    [
      ["Value certified", money(pence(s.value.certified))],
      ["Actual cost", money(pence(s.cost))],
      ["Margin", `${money(pence(s.margin))}${s.marginPercent === null ? "" : ` (${s.marginPercent}%)`}`],
      ["Forecast cost at completion", money(pence(s.forecast))],
    ],
    { bold: (i) => i === 2 },
  );

  heading(pdf, "Why it moved");
  const movements = report.movements ?? [];
  if (!movements.length) note(pdf, "Nothing moved since the last closed month.");
  else {
    const shown = movements.slice(0, PDF_MOVEMENTS);
    drawTable(
      pdf,
      [
        { label: "Movement", width: 0.58 },
        { label: "Head", width: 0.12 },
        { label: "Moves", width: 0.14 },
        { label: "Amount", width: 0.16, align: "right" },
      ],
      shown.map((m) => [
        winAnsi(m.late ? `${m.text}\n${m.late}` : m.text),
        m.head ? costHeadLabel(m.head) : "",
        AFFECTS_LABELS[m.affects],
        money(pence(m.amount)),
      ]),
      { size: 8 },
    );
    if (movements.length > shown.length)
      note(pdf, `The first ${formatCount(shown.length)} of ${formatCount(movements.length)} movements; the XLSX lists them all.`);
  }
  pdf.finish();
  return doc;
}
