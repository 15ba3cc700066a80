import { renderCarbonReport } from "./carbon-footprint/carbon-report.pdf";
import { renderDiaryPdf } from "./diary-export/diary-export.pdf";
import { renderTemplatePdf } from "./pdf-templates/pdf-template.render";
import { renderIdCards } from "./workers/worker-id-card.pdf";
import { renderRegistrationPoster } from "./workers/registration-poster.pdf";
import { renderFireRollCall } from "./site-attendance/fire-roll-call.pdf";
import { renderSitePoster } from "./site-poster/site-poster.pdf";
import { renderAssetLabels } from "./assets/asset-labels.pdf";
import { renderCvrReport } from "./cost-analysis/cvr-report.pdf";

/**
 * Every PDF the server draws, by kind. The PDF workers (modules/pdf-worker.ts) load this file (and
 * so only the drawing code, never the modules' routes) and draw one of these from plain data: what
 * a document receives must survive structured cloning (no database rows, no functions), and the
 * module that loads it stays on the main thread. An area with a PDF adds its line here.
 */
export const pdfDocuments = {
  diary: renderDiaryPdf,
  "carbon-report": renderCarbonReport,
  "pdf-template": renderTemplatePdf,
  "worker-id-cards": renderIdCards,
  "registration-poster": renderRegistrationPoster,
  "fire-roll-call": renderFireRollCall,
  "site-poster": renderSitePoster,
  "asset-labels": renderAssetLabels,
  "cvr-report": renderCvrReport,
};

/** What the app hands the PDF renderer: the workers' entry file, which draws these. */
export const PDF_WORKER_FILE = new URL("./pdf-worker.ts", import.meta.url).href;

declare module "../platform/pdf-renderer" {
  interface PdfRegistry {
    documents: typeof pdfDocuments;
  }
}

export type { PdfInput, PdfKind, PdfTask } from "../platform/pdf-renderer";
