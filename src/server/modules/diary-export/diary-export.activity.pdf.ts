import { formatCarbon, formatHoursNumber, formatMeasure, formatNumber, formatQuantity } from "@shared/common/numbers";
import type { BrandedPdf } from "../../platform/pdf";
import { drawTable, type Column } from "../../platform/pdf-table";
import { dayKg, type DayActivity } from "./diary-export.activity";

/**
 * A day's site activity in the diary PDF (issue 11 item 16), one ruled table per kind of record, in
 * the order of the diary's Add menu. A Carbon column appears only when the records carry their kg
 * (the reader has Carbon Tracking view); the loader leaves it out otherwise.
 */

const CARBON_WIDTH = 0.13;
const joined = (...parts: (string | null | undefined | false)[]) => parts.filter(Boolean).join(" · ");
const qty = (v: number | null, unit: string) => (v === null ? "" : formatQuantity(v, unit));

export function drawActivity(pdf: BrandedPdf, a: DayActivity, label: (text: string) => void) {
  /** A group's heading and table; `kg` adds the Carbon column when every row carries its figure. */
  const group = <T extends { kg?: number }>(title: string, columns: Column[], items: T[], cells: (item: T) => string[]) => {
    if (items.length === 0) return;
    const carbon = items.every((i) => i.kg !== undefined);
    const cols = carbon
      ? [...columns.map((c) => ({ ...c, width: c.width * (1 - CARBON_WIDTH) })), { label: "Carbon", width: CARBON_WIDTH, align: "right" as const }]
      : columns;
    pdf.ensure(60);
    label(title);
    pdf.doc.moveDown(0.15);
    drawTable(
      pdf,
      cols,
      items.map((i) => (carbon ? [...cells(i), formatCarbon(i.kg)] : cells(i))),
    );
  };

  group(
    "Plant",
    [
      { label: "Plant", width: 0.26 },
      { label: "Hired or owned", width: 0.26 },
      { label: "Hours", width: 0.1, align: "right" },
      { label: "Fuel", width: 0.24 },
      { label: "Litres", width: 0.14, align: "right" },
    ],
    a.plant,
    (p) => [p.item, p.owner, p.hours === null ? "" : formatHoursNumber(p.hours), p.fuel ?? "None", p.litres === null ? "" : formatNumber(p.litres)],
  );
  group(
    "Deliveries",
    [
      { label: "Supplier", width: 0.22 },
      { label: "Delivery note / PO", width: 0.2 },
      { label: "Items", width: 0.44 },
      { label: "Load", width: 0.14, align: "right" },
    ],
    a.deliveries,
    (d) => [
      d.supplier,
      joined(d.note, d.po && `PO ${d.po}`),
      d.lines.map((l) => `${l.description}: ${formatMeasure(l.quantity, l.unit)}`).join("; "),
      qty(d.tonnes, "t"),
    ],
  );
  group(
    "Waste",
    [
      { label: "Waste code", width: 0.28 },
      { label: "Material and route", width: 0.28 },
      { label: "Weight", width: 0.14, align: "right" },
      { label: "Carrier / transfer note", width: 0.3 },
    ],
    a.waste,
    (w) => [
      joined(`${w.code}${w.hazardous ? " (hazardous)" : ""}`, w.description),
      joined(w.material, w.route),
      qty(w.tonnes, "t"),
      joined(w.carrier, w.transferNote),
    ],
  );
  group(
    "Energy",
    [
      { label: "Energy", width: 0.22 },
      { label: "Consumption", width: 0.24, align: "right" },
      { label: "Meter reading", width: 0.22 },
      { label: "Supplier", width: 0.32 },
    ],
    a.energy,
    (e) => [e.type, formatQuantity(e.quantity, e.unit), e.meterReading ?? "", e.supplier ?? ""],
  );
  group(
    "Visitors",
    [
      { label: "Visitor", width: 0.2 },
      { label: "Company", width: 0.18 },
      { label: "Reason for visit", width: 0.28 },
      { label: "In–out", width: 0.13 },
      { label: "Travel", width: 0.21 },
    ],
    a.visitors,
    (v) => [
      v.name,
      v.company,
      v.reason,
      v.signIn || v.signOut ? `${v.signIn ?? "?"}–${v.signOut ?? "?"}` : "",
      joined(v.travel, v.distanceKm === null ? null : formatQuantity(v.distanceKm, "km")),
    ],
  );
  group(
    "Other Scope 3",
    [
      { label: "Category", width: 0.2 },
      { label: "Description", width: 0.4 },
      { label: "Quantity", width: 0.18, align: "right" },
      { label: "Supplier", width: 0.22 },
    ],
    a.scope3,
    (s) => [s.category, s.description, formatQuantity(s.quantity, s.unit), s.supplier ?? ""],
  );
  group(
    "Site issues raised",
    [
      { label: "Issue", width: 0.2 },
      { label: "Priority", width: 0.1 },
      { label: "Status", width: 0.12 },
      { label: "Location", width: 0.16 },
      { label: "Description", width: 0.42 },
    ],
    a.issues,
    (i) => [i.type, i.priority, i.status, i.location ?? "", joined(i.description, i.reportedBy && `reported by ${i.reportedBy}`)],
  );

  const kg = dayKg(a);
  if (kg !== undefined) {
    pdf.ensure(20);
    pdf.doc
      .font("Helvetica-Bold")
      .fontSize(9.5)
      .fillColor("#111827")
      .text(`Carbon recorded this day: ${formatCarbon(kg)}`, pdf.left, pdf.doc.y, { width: pdf.width });
    pdf.doc.moveDown(0.6);
  }
}
