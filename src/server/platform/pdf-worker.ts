import { move } from "piscina";

type Draw = (input: never) => PDFKit.PDFDocument;

/**
 * What a PDF worker thread runs (pdf-renderer.ts): draws one document from plain data and hands back
 * its bytes. Which documents exist is the server's list: the worker's entry file
 * (modules/pdf-worker.ts) passes it in, since platform imports no module (decision 0061). The bytes
 * are copied once into a buffer of their own, which is moved to the main thread rather than copied again.
 */
export function pdfWorker(documents: Record<string, Draw>) {
  return async function drawPdf(task: { kind: string; input: unknown }): Promise<Uint8Array> {
    const draw = documents[task.kind] as (input: unknown) => PDFKit.PDFDocument;
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
  };
}
