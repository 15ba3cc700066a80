import { renderCarbonReport } from "./carbon-footprint/carbon-report.pdf";
import { renderDiaryPdf } from "./diary-export/diary-export.pdf";
import { renderTemplatePdf } from "./pdf-templates/pdf-template.render";

/**
 * Every PDF the server draws, by kind. The PDF worker (platform/pdf-worker.ts) draws one of these
 * from plain data: what a document receives must survive structured cloning (no database rows,
 * no functions), and the module that loads it stays on the main thread.
 */
export const pdfDocuments = {
  diary: renderDiaryPdf,
  "carbon-report": renderCarbonReport,
  "pdf-template": renderTemplatePdf,
};

export type PdfKind = keyof typeof pdfDocuments;
export type PdfInput<K extends PdfKind> = Parameters<(typeof pdfDocuments)[K]>[0];
export type PdfTask = { [K in PdfKind]: { kind: K; input: PdfInput<K> } }[PdfKind];
