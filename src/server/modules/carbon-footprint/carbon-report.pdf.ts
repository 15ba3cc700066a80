import { GHG_CATEGORIES, TRANSPORT_FACTORS, type FigureView } from "@shared/carbon/carbon";
import { formatCount, formatFactor, formatNumber, formatPercent, formatQuantity } from "@shared/common/numbers";
import { ukDay, ukStamp } from "@shared/common/uk-dates";
import { SCOPE_LABELS, type ProjectFootprint } from "@shared/carbon-footprint/carbon-footprint";
import { createBrandedPdf, drawProjectCover, type PdfCompany, type PdfProject } from "../../platform/pdf";
import { drawTable } from "../../platform/pdf-table";

/** The project's carbon report as a client or auditor receives it: totals, breakdowns, method, factors and every entry. */

const INK = "#111827";
const MUTED = "#4b5563";

const monthName = new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric", timeZone: "UTC" });
// Every number through the shared formatter (docs/code-style.md, "Numbers and units").
const kg = (v: number) => formatNumber(v);
const tonnes = (v: number) => formatNumber(v / 1000);

export function periodText(from: string | null, to: string | null) {
  if (from && to) return `${ukDay(from)} to ${ukDay(to)}`;
  if (from) return `From ${ukDay(from)}`;
  if (to) return `Up to ${ukDay(to)}`;
  return "All records to date";
}

export type ReportData = { footprint: ProjectFootprint; entries: FigureView[]; entryTotal: number };

export function renderCarbonReport(opts: { company: PdfCompany; project: PdfProject; data: ReportData; generatedAt?: Date }) {
  const { project, data } = opts;
  const fp = data.footprint;
  const generatedAt = opts.generatedAt ?? new Date();
  const period = periodText(fp.from, fp.to);
  const pdf = createBrandedPdf({ company: opts.company, title: "Carbon Report", subtitle: period, generatedAt });
  const { doc, left, width, brand } = pdf;

  const heading = (text: string) => {
    pdf.ensure(60);
    doc.font("Helvetica-Bold").fontSize(13).fillColor(INK).text(text, left, doc.y, { width });
    doc.moveDown(0.4);
  };
  const para = (text: string) => {
    doc.font("Helvetica").fontSize(9.5).fillColor(INK).text(text, left, doc.y, { width });
    doc.moveDown(0.4);
  };

  drawProjectCover(
    pdf,
    project,
    [
      ["Reporting period", period],
      ["Generated", ukStamp(generatedAt)],
    ],
    105,
  );
  doc.moveDown(0.8);

  // Headline: the total and one box per scope.
  const top = doc.y;
  doc.save().rect(left, top, width, 58).fill(brand).restore();
  doc
    .font("Helvetica")
    .fontSize(9)
    .fillColor("#ffffff")
    .text("Total emissions", left + 12, top + 9, { width: width - 24 });
  doc
    .font("Helvetica-Bold")
    .fontSize(20)
    .text(`${tonnes(fp.totalKg)} t CO2e`, left + 12, top + 22, { width: width / 2, lineBreak: false });
  doc
    .font("Helvetica")
    .fontSize(10)
    .text(`${kg(fp.totalKg)} kg CO2e · ${formatCount(fp.figureCount)} ${fp.figureCount === 1 ? "figure" : "figures"}`, left + width / 2, top + 29, {
      width: width / 2 - 12,
      align: "right",
      lineBreak: false,
    });
  doc.y = top + 68;
  const boxW = (width - 16) / 3;
  const boxTop = doc.y;
  fp.byScope.forEach((s, i) => {
    const x = left + i * (boxW + 8);
    doc.save().rect(x, boxTop, boxW, 50).lineWidth(0.75).strokeColor(brand).stroke().restore();
    doc
      .font("Helvetica-Bold")
      .fontSize(8.5)
      .fillColor(MUTED)
      .text(SCOPE_LABELS[s.scope], x + 8, boxTop + 7, { width: boxW - 16, lineBreak: false });
    doc
      .font("Helvetica-Bold")
      .fontSize(13)
      .fillColor(INK)
      .text(`${tonnes(s.kgCo2e)} t CO2e`, x + 8, boxTop + 20, { width: boxW - 16, lineBreak: false });
    doc
      .font("Helvetica")
      .fontSize(8.5)
      .fillColor(MUTED)
      .text(`${kg(s.kgCo2e)} kg`, x + 8, boxTop + 36, { width: boxW - 16, lineBreak: false });
  });
  doc.x = left;
  doc.y = boxTop + 64;

  if (fp.figureCount === 0) para("No carbon was recorded for this project in this period.");

  heading("By category");
  drawTable(
    pdf,
    [
      { label: "Category", width: 0.46 },
      { label: "Scope", width: 0.14 },
      { label: "Figures", width: 0.12, align: "right" },
      { label: "kg CO2e", width: 0.16, align: "right" },
      { label: "Share", width: 0.12, align: "right" },
    ],
    [
      ...fp.byCategory.map((c) => [
        c.label,
        `Scope ${c.scope}`,
        formatCount(c.figures),
        kg(c.kgCo2e),
        fp.totalKg ? formatPercent((c.kgCo2e / fp.totalKg) * 100) : "-",
      ]),
      ["Total", "", formatCount(fp.figureCount), kg(fp.totalKg), fp.totalKg ? "100.0%" : "-"],
    ],
    { bold: (r) => r === fp.byCategory.length },
  );

  if (fp.byGhgCategory.length) {
    heading("Scope 3 by GHG Protocol category");
    drawTable(
      pdf,
      [
        { label: "Category", width: 0.6 },
        { label: "Figures", width: 0.18, align: "right" },
        { label: "kg CO2e", width: 0.22, align: "right" },
      ],
      fp.byGhgCategory.map((g) => [`${g.ghgCategory}. ${g.label}`, formatCount(g.figures), kg(g.kgCo2e)]),
    );
  }

  heading("By month");
  drawTable(
    pdf,
    [
      { label: "Month", width: 0.28 },
      { label: "Scope 1 kg", width: 0.18, align: "right" },
      { label: "Scope 2 kg", width: 0.18, align: "right" },
      { label: "Scope 3 kg", width: 0.18, align: "right" },
      { label: "Total kg CO2e", width: 0.18, align: "right" },
    ],
    fp.byMonth.map((m) => [monthName.format(new Date(`${m.month}-01T00:00:00Z`)), kg(m.scope1), kg(m.scope2), kg(m.scope3), kg(m.totalKg)]),
  );

  drawMethod();

  heading("Factors used");
  drawTable(
    pdf,
    [
      { label: "Factor ID", width: 0.2 },
      { label: "Name", width: 0.36 },
      { label: "Year / source", width: 0.13 },
      { label: "Unit", width: 0.13 },
      { label: "kg CO2e per unit", width: 0.18, align: "right" },
    ],
    fp.factors.map((f) => [f.factorId, f.name, f.year ? `${f.source} ${f.year}` : f.source, f.unit, formatFactor(f.value)]),
    { size: 8 },
  );

  doc.addPage();
  heading("Entries");
  para(
    data.entryTotal > data.entries.length
      ? `The first ${data.entries.length} of ${data.entryTotal} figures, oldest first; the full list is in Sitebook's carbon footprint.`
      : `Every figure in the period, oldest first (${data.entryTotal}).`,
  );
  drawTable(
    pdf,
    [
      { label: "Date", width: 0.12 },
      { label: "Description", width: 0.4 },
      { label: "Scope", width: 0.12 },
      { label: "Activity", width: 0.2, align: "right" },
      { label: "kg CO2e", width: 0.16, align: "right" },
    ],
    data.entries.map((e) => [
      ukDay(e.date),
      e.description,
      e.ghgCategory ? `Scope ${e.scope} · cat. ${e.ghgCategory}` : `Scope ${e.scope}`,
      formatQuantity(e.activityAmount, e.activityUnit),
      kg(e.kgCo2e),
    ]),
    { size: 8 },
  );

  pdf.finish();
  return doc;

  function drawMethod() {
    doc.addPage();
    heading("Method");
    const years = fp.setYears.length ? fp.setYears.join(", ") : "none used in this period";
    para(
      "Emissions are reported in kg CO2e under the scopes of the GHG Protocol Corporate Standard: Scope 1 is fuel burnt on site (plant fuel and gas); Scope 2 is purchased electricity, heat and steam; Scope 3 is the value chain (delivered materials and their transport, waste, water, visitor travel and energy losses).",
    );
    para(
      `Conversion factors are the UK Government GHG Conversion Factors for Company Reporting published by the Department for Energy Security and Net Zero (DESNZ); set year(s) used: ${years}.`,
    );
    para(
      "Each figure is the activity (litres, kWh, tonnes, tonne.km, km) multiplied by its factor in kg CO2e per unit, rounded to the gram; totals are exact sums of the stored figures.",
    );
    para(
      `Transmission and distribution losses of grid electricity, and distribution losses of heat and steam, are reported separately in Scope 3 category 3 (${GHG_CATEGORIES[3]}), not in Scope 2.`,
    );
    para("Delivery transport is the load's weight times the distance (tonne.km) at the DESNZ freighting-goods factor of the vehicle class, average laden:");
    for (const [category, { vehicle, factorId }] of Object.entries(TRANSPORT_FACTORS)) {
      pdf.ensure(14);
      doc
        .font("Helvetica")
        .fontSize(8.5)
        .fillColor(INK)
        .text(`• ${category}: ${vehicle} (${factorId})`, left + 10, doc.y, { width: width - 10 });
    }
    doc.moveDown(0.4);
    const own = fp.factors.filter((f) => f.source !== "DESNZ");
    const sources = [...new Set(own.map((f) => f.source))];
    para(
      sources.length
        ? `Factors not published by DESNZ are named by their source: ${sources.join(", ")} (${own.length} ${own.length === 1 ? "factor" : "factors"}, listed below).`
        : "Only DESNZ factors were used: no company or supplier factors.",
    );
    doc
      .font("Helvetica-Oblique")
      .fontSize(8.5)
      .fillColor(MUTED)
      .text(
        "Contains public sector information licensed under the Open Government Licence v3.0: UK Government GHG Conversion Factors for Company Reporting, © Crown copyright, Department for Energy Security and Net Zero.",
        left,
        doc.y,
        { width },
      );
    doc.moveDown(1);
  }
}
