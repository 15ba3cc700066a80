import { ukDay, ukStamp } from "@shared/common/uk-dates";
import { createBrandedPdf, hairline, type PdfCompany } from "../../platform/pdf";

/**
 * The fire roll-call (issue 31): A4, the company's header as every PDF has it, everyone on site now
 * by employer with their sign-in time and an empty box the marshal ticks with a pen at the muster
 * point, the count, and when it was printed (a paper list is only as good as its time). Drawn on a
 * PDF worker from plain data (pdf-renderer.ts).
 */

export type FireRollCallPerson = { name: string; detail: string | null; signInTime: string; visitor: boolean };
export type FireRollCallInput = {
  company: PdfCompany;
  contractName: string;
  date: string;
  printedAt: string;
  headcount: number;
  groups: { company: string; people: FireRollCallPerson[] }[];
};

const INK = "#111827";
const MUTED = "#4b5563";
const RULE = "#e5e7eb";
const ROW = 22;
const BOX = 12;

export function renderFireRollCall(input: FireRollCallInput) {
  const printedAt = new Date(input.printedAt);
  const pdf = createBrandedPdf({ company: input.company, title: "Fire roll-call", subtitle: ukDay(input.date), generatedAt: printedAt });
  const { doc, left, width } = pdf;

  doc.font("Helvetica-Bold").fontSize(18).fillColor(INK).text(input.contractName, left, doc.y, { width });
  doc.moveDown(0.2);
  doc
    .font("Helvetica")
    .fontSize(10.5)
    .fillColor(MUTED)
    .text(`${input.headcount} on site at ${ukStamp(printedAt)} (printed at that time). Tick each person as they reach the muster point.`, { width });
  doc.moveDown(0.8);

  if (input.groups.length === 0) {
    doc.font("Helvetica").fontSize(11).fillColor(INK).text("Nobody is signed in on this site.", { width });
  }
  for (const group of input.groups) {
    pdf.ensure(ROW * 2 + 20);
    doc.font("Helvetica-Bold").fontSize(11).fillColor(INK).text(`${group.company} (${group.people.length})`, left, doc.y, { width });
    doc.moveDown(0.3);
    for (const person of group.people) {
      pdf.ensure(ROW);
      const y = doc.y;
      doc
        .save()
        .lineWidth(1)
        .strokeColor(INK)
        .rect(left + 2, y + 4, BOX, BOX)
        .stroke()
        .restore();
      doc
        .font("Helvetica")
        .fontSize(10.5)
        .fillColor(INK)
        .text(person.name, left + BOX + 14, y + 5, { width: width * 0.42, lineBreak: false, ellipsis: true });
      const detail = person.visitor ? `Visitor${person.detail ? `: ${person.detail}` : ""}` : (person.detail ?? "");
      doc
        .fontSize(9)
        .fillColor(MUTED)
        .text(detail, left + BOX + 14 + width * 0.44, y + 6, { width: width * 0.34, lineBreak: false, ellipsis: true });
      doc
        .fontSize(10)
        .fillColor(INK)
        .text(`In ${person.signInTime}`, left + width * 0.8, y + 5, { width: width * 0.2, align: "right", lineBreak: false });
      hairline(doc, left, y + ROW, width, RULE);
      doc.x = left;
      doc.y = y + ROW;
    }
    doc.moveDown(0.8);
  }
  pdf.ensure(30);
  doc.font("Helvetica-Bold").fontSize(11).fillColor(INK).text(`Total on site: ${input.headcount}`, left, doc.y, { width });
  pdf.finish();
  return pdf.doc;
}
