import { move } from "piscina";
import { pdfDocuments, type PdfTask } from "../modules/pdf-documents";

/**
 * Runs on a PDF worker thread (pdf-renderer.ts): draws one document from plain data and hands back
 * its bytes. The bytes are copied once into a buffer of their own, which is moved to the main thread
 * rather than copied again.
 */
export default async function drawPdf(task: PdfTask): Promise<Uint8Array> {
  const draw = pdfDocuments[task.kind] as (input: PdfTask["input"]) => PDFKit.PDFDocument;
  const doc = draw(task.input);
  const chunks: Buffer[] = [];
  for await (const chunk of doc) chunks.push(chunk as Buffer);
  const bytes = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const c of chunks) {
    bytes.set(c, at);
    at += c.length;
  }
  return move(bytes) as Uint8Array;
}
