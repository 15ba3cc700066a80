import { formatHoursNumber, formatNumber, formatTemperature } from "@shared/common/numbers";
import { ukDay } from "@shared/common/uk-dates";
import { createBrandedPdf, type PdfCompany, type PdfProject } from "../../platform/pdf";
import { drawActivity } from "./diary-export.activity.pdf";
import type { ExportData, ExportDay, ExportEntry } from "./diary-export.data";

/** The site diary as a client receives it: cover details, one section per day with its entries and site activity, a labour summary. */

const longDate = new Intl.DateTimeFormat("en-GB", { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
const dayHeading = (iso: string) => `${longDate.format(new Date(`${iso}T00:00:00Z`))} (${ukDay(iso)})`;
const hours = (tenths: number) => formatHoursNumber(tenths / 10);

const INK = "#111827";
const MUTED = "#4b5563";
const RULE = "#e5e7eb";

const LABOUR_COLUMNS = [
  { label: "Company", width: 0.19 },
  { label: "Job role", width: 0.15 },
  { label: "Plant", width: 0.15 },
  { label: "Start–finish", width: 0.13 },
  { label: "Hours", width: 0.08, align: "right" as const },
  { label: "Details", width: 0.3 },
];

export function renderDiaryPdf(opts: { company: PdfCompany; project: PdfProject; from: string; to: string; data: ExportData; generatedAt?: Date }) {
  const { project, from, to, data } = opts;
  const pdf = createBrandedPdf({ company: opts.company, title: "Site Diary", subtitle: `${ukDay(from)} to ${ukDay(to)}`, generatedAt: opts.generatedAt });
  const { doc, left, width, brand } = pdf;

  const label = (text: string) => doc.font("Helvetica-Bold").fontSize(8).fillColor(MUTED).text(text.toUpperCase(), { characterSpacing: 0.4 });
  const body = (text: string, o: PDFKit.Mixins.TextOptions = {}) => doc.font("Helvetica").fontSize(9.5).fillColor(INK).text(text, o);

  // Project details.
  doc.font("Helvetica-Bold").fontSize(18).fillColor(INK).text(project.name, left, doc.y, { width });
  doc.moveDown(0.3);
  const facts: [string, string | null][] = [
    ["Project code", project.code],
    ["Client", project.clientName],
    ["Site address", [project.address, project.postcode].filter(Boolean).join(", ")],
    ["Diary period", `${ukDay(from)} to ${ukDay(to)}`],
  ];
  for (const [name, value] of facts) {
    if (!value) continue;
    const y = doc.y;
    doc.font("Helvetica-Bold").fontSize(9.5).fillColor(MUTED).text(name, left, y, { width: 95 });
    doc
      .font("Helvetica")
      .fontSize(9.5)
      .fillColor(INK)
      .text(value, left + 100, y, { width: width - 100 });
    doc.moveDown(0.2);
  }
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
    doc.text(`Total hours: ${hours(day.tenths)}`, left + width - 140, top + 6, { width: 132, align: "right", lineBreak: false });
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
      doc
        .save()
        .moveTo(left, doc.y)
        .lineTo(left + width, doc.y)
        .lineWidth(0.5)
        .strokeColor(RULE)
        .stroke()
        .restore();
      doc.moveDown(0.6);
    }
  }

  function drawLabourTable(entry: ExportEntry) {
    const l = entry.labour;
    const cells = [
      l.company,
      l.jobRole,
      l.plant,
      l.startTime || l.finishTime ? `${l.startTime || "?"}–${l.finishTime || "?"}` : "",
      formatHoursNumber(l.hours),
      l.labour,
    ];
    const widths = LABOUR_COLUMNS.map((c) => c.width * width);
    doc.font("Helvetica").fontSize(8.5);
    const rowHeight = Math.max(14, ...cells.map((text, i) => doc.heightOfString(text || "-", { width: widths[i] - 8 }))) + 8;
    pdf.ensure(18 + rowHeight);
    let y = doc.y;
    let x = left;
    doc.save().rect(left, y, width, 16).fill("#f3f4f6").restore();
    LABOUR_COLUMNS.forEach((c, i) => {
      doc
        .font("Helvetica-Bold")
        .fontSize(8)
        .fillColor(MUTED)
        .text(c.label, x + 4, y + 4, { width: widths[i] - 8, align: c.align ?? "left", lineBreak: false });
      x += widths[i];
    });
    y += 16;
    x = left;
    cells.forEach((text, i) => {
      doc
        .font("Helvetica")
        .fontSize(8.5)
        .fillColor(INK)
        .text(text || "-", x + 4, y + 4, { width: widths[i] - 8, align: LABOUR_COLUMNS[i].align ?? "left" });
      x += widths[i];
    });
    y += rowHeight;
    doc
      .save()
      .moveTo(left, y)
      .lineTo(left + width, y)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke()
      .restore();
    doc.x = left;
    doc.y = y + 8;
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
    const nameWidth = width - 120;
    let y = doc.y;
    doc.save().rect(left, y, width, 18).fill("#f3f4f6").restore();
    doc
      .font("Helvetica-Bold")
      .fontSize(9)
      .fillColor(MUTED)
      .text("Company", left + 6, y + 5, { width: nameWidth - 12, lineBreak: false });
    doc.text("Total hours", left + nameWidth, y + 5, { width: 114, align: "right", lineBreak: false });
    y += 18;
    const rows = data.byCompany.length > 0 ? data.byCompany : [];
    for (const row of rows) {
      doc.font("Helvetica").fontSize(9.5);
      const h = doc.heightOfString(row.company, { width: nameWidth - 12 }) + 8;
      if (y + h > doc.page.height - doc.page.margins.bottom) {
        doc.addPage();
        y = doc.y;
      }
      doc.fillColor(INK).text(row.company, left + 6, y + 4, { width: nameWidth - 12 });
      doc.text(hours(row.tenths), left + nameWidth, y + 4, { width: 114, align: "right", lineBreak: false });
      y += h;
      doc
        .save()
        .moveTo(left, y)
        .lineTo(left + width, y)
        .lineWidth(0.5)
        .strokeColor(RULE)
        .stroke()
        .restore();
    }
    if (rows.length === 0) {
      doc
        .font("Helvetica")
        .fontSize(9.5)
        .fillColor(MUTED)
        .text("No labour was recorded in this period.", left + 6, y + 4, { width: width - 12 });
      y = doc.y + 4;
    }
    doc
      .font("Helvetica-Bold")
      .fontSize(10)
      .fillColor(INK)
      .text("Total", left + 6, y + 6, { width: nameWidth - 12, lineBreak: false });
    doc.text(hours(data.totalTenths), left + nameWidth, y + 6, { width: 114, align: "right", lineBreak: false });
    doc.x = left;
    doc.y = y + 24;
  }
}
