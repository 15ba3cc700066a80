import { formatHoursNumber, formatNumber, formatTemperature } from "@shared/common/numbers";
import { ukDay } from "@shared/common/uk-dates";
import { createBrandedPdf, drawProjectCover, hairline, type PdfCompany, type PdfProject } from "../../platform/pdf";
import { drawTable, type Column } from "../../platform/pdf-table";
import { drawActivity } from "./diary-export.activity.pdf";
import type { ExportData, ExportDay, ExportEntry } from "./diary-export.data";

/** The site diary as a client receives it: cover details, one section per day with its entries and site activity, a labour summary. */

const longDate = new Intl.DateTimeFormat("en-GB", { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
const dayHeading = (iso: string) => `${longDate.format(new Date(`${iso}T00:00:00Z`))} (${ukDay(iso)})`;

const INK = "#111827";
const MUTED = "#4b5563";
const RULE = "#e5e7eb";

const LABOUR_COLUMNS: Column[] = [
  { label: "Company", width: 0.19 },
  { label: "Job role", width: 0.15 },
  { label: "Plant", width: 0.15 },
  { label: "Start–finish", width: 0.13 },
  { label: "Hours", width: 0.08, align: "right" },
  { label: "Details", width: 0.3 },
];

export function renderDiaryPdf(opts: { company: PdfCompany; project: PdfProject; from: string; to: string; data: ExportData; generatedAt?: Date }) {
  const { project, from, to, data } = opts;
  const pdf = createBrandedPdf({ company: opts.company, title: "Site Diary", subtitle: `${ukDay(from)} to ${ukDay(to)}`, generatedAt: opts.generatedAt });
  const { doc, left, width, brand } = pdf;

  const label = (text: string) => doc.font("Helvetica-Bold").fontSize(8).fillColor(MUTED).text(text.toUpperCase(), { characterSpacing: 0.4 });
  const body = (text: string, o: PDFKit.Mixins.TextOptions = {}) => doc.font("Helvetica").fontSize(9.5).fillColor(INK).text(text, o);

  drawProjectCover(pdf, project, [["Diary period", `${ukDay(from)} to ${ukDay(to)}`]], 95);
  doc.moveDown(0.6);

  if (data.days.length === 0) {
    body("No diary entries were recorded in this period.", { width });
  }
  for (const day of data.days) drawDay(day);
  drawSummary();
  pdf.finish();
  return doc;

  function drawDay(day: ExportDay) {
    pdf.ensure(120);
    const top = doc.y;
    doc.save().rect(left, top, width, 22).fill(brand).restore();
    doc
      .font("Helvetica-Bold")
      .fontSize(11)
      .fillColor("#ffffff")
      .text(dayHeading(day.date), left + 8, top + 6, { width: width - 150, lineBreak: false });
    doc.text(`Total hours: ${formatHoursNumber(day.hours)}`, left + width - 140, top + 6, { width: 132, align: "right", lineBreak: false });
    doc.x = left;
    doc.y = top + 30;

    label("Weather");
    if (day.weather) {
      const w = day.weather;
      const parts = [
        `${formatTemperature(w.temperature)}, ${w.condition}`,
        w.windSpeed ? `wind ${formatNumber(w.windSpeed, 0)} mph${w.windDirection ? ` ${w.windDirection}` : ""}` : null,
        w.humidity ? `humidity ${formatNumber(w.humidity, 0)}%` : null,
        w.description,
      ];
      body(parts.filter(Boolean).join(" · "), { width });
    } else {
      body("Not recorded", { width });
    }
    doc.moveDown(0.5);

    if (day.entries.length > 0) {
      label("Labour and diary entries");
      doc.moveDown(0.2);
    }
    day.entries.forEach((entry, i) => drawEntry(entry, i + 1, day.entries.length));
    drawActivity(pdf, day.activity, label);

    if (day.comments.length > 0) {
      pdf.ensure(40);
      label("Site notes");
      for (const c of day.comments) {
        pdf.ensure(24);
        doc
          .font("Helvetica-Bold")
          .fontSize(9)
          .fillColor(INK)
          .text(`${c.timeSlot ? `${c.timeSlot} · ` : ""}${c.author}: `, left, doc.y, { continued: true, width });
        doc.font("Helvetica").text(c.comment);
      }
      doc.moveDown(0.4);
    }
    doc.moveDown(0.8);
  }

  function drawEntry(entry: ExportEntry, n: number, count: number) {
    pdf.ensure(90);
    doc
      .font("Helvetica-Bold")
      .fontSize(10)
      .fillColor(INK)
      .text(count > 1 ? `Entry ${n} of ${count} · by ${entry.author}` : `Entry by ${entry.author}`, left, doc.y, { width });
    doc.moveDown(0.2);
    label("Work summary");
    body(entry.workSummary || "-", { width });
    doc.moveDown(0.4);
    drawLabourTable(entry);
    for (const [name, text] of [
      ["Weather impact", entry.weatherImpact],
      ["Materials delivered", entry.materialsDelivered],
    ] as const) {
      if (!text?.trim()) continue;
      pdf.ensure(30);
      label(name);
      body(text, { width });
      doc.moveDown(0.3);
    }
    doc.moveDown(0.4);
    if (n < count) {
      hairline(doc, left, doc.y, width, RULE);
      doc.moveDown(0.6);
    }
  }

  function drawLabourTable(entry: ExportEntry) {
    const l = entry.labour;
    drawTable(pdf, LABOUR_COLUMNS, [
      [l.company, l.jobRole, l.plant, l.startTime || l.finishTime ? `${l.startTime || "?"}–${l.finishTime || "?"}` : "", formatHoursNumber(l.hours), l.labour],
    ]);
  }

  function drawSummary() {
    const daysWithEntries = data.days.filter((d) => d.entries.length > 0).length;
    doc.addPage();
    doc.font("Helvetica-Bold").fontSize(15).fillColor(INK).text("Labour summary", left, doc.y, { width });
    body(
      `${ukDay(from)} to ${ukDay(to)} · ${daysWithEntries} ${daysWithEntries === 1 ? "day" : "days"} with entries · ${data.entryCount} ${data.entryCount === 1 ? "entry" : "entries"}`,
      { width },
    );
    doc.moveDown(0.8);
    if (data.byCompany.length === 0) {
      doc.font("Helvetica").fontSize(9.5).fillColor(MUTED).text("No labour was recorded in this period.", left, doc.y, { width });
      doc.moveDown(0.4);
    }
    const totalWidth = 120 / width;
    drawTable(
      pdf,
      [
        { label: "Company", width: 1 - totalWidth },
        { label: "Total hours", width: totalWidth, align: "right" },
      ],
      [...data.byCompany.map((row) => [row.company, formatHoursNumber(row.hours)]), ["Total", formatHoursNumber(data.totalHours)]],
      { bold: (r) => r === data.byCompany.length, size: 9.5 },
    );
  }
}
