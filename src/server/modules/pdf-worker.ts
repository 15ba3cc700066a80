import { pdfWorker } from "../platform/pdf-worker";
import { pdfDocuments } from "./pdf-documents";

/** A PDF worker thread's entry (platform/pdf-renderer.ts): it loads the drawing code and nothing else. */
export default pdfWorker(pdfDocuments);
