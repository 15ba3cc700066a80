import { workerData } from "node:worker_threads";
import { move } from "piscina";
import type { PdfTask } from "./pdf-renderer";

type Draw = (input: unknown) => PDFKit.PDFDocument;

/**
 * Runs on a PDF worker thread (pdf-renderer.ts): draws one document from plain data and hands back
 * its bytes. Which documents exist is the server's list, whose file the renderer passes in
 * (platform imports no module, decision 0061); the worker loads that file and nothing else. The
 * bytes are copied once into a buffer of their own, which is moved to the main thread rather than
 * copied again.
 */
const documents: Promise<Record<string, Draw>> = import((workerData as { documentsFile: string }).documentsFile).then(
  (m: { pdfDocuments: Record<string, Draw> }) => m.pdfDocuments,
);

export default async function drawPdf(task: PdfTask): Promise<Uint8Array> {
  const draw = (await documents)[task.kind];
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
