import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import type { FastifyRequest } from "fastify";
import { Piscina } from "piscina";
import type { Config } from "../config";
import type { PdfInput, PdfKind, PdfTask } from "../modules/pdf-documents";
import { serviceUnavailable } from "./errors";
import { createHeavyWorkLimiter } from "./heavy-work";

/**
 * PDFs are drawn on a pool of worker threads: pdfkit is synchronous, and 200 diaries drawn on the
 * main thread once stalled the server for minutes. The data is read on the main thread (the
 * database lives there); only the drawing moves. Each user may have a few PDFs in progress (429),
 * and everyone's PDFs in progress, waiting included, are bounded (503); a PDF that is not ready
 * in time is abandoned (503), its worker stopped. Every refusal says when to try again.
 */

export type PdfLimits = Pick<Config, "pdfWorkers" | "pdfQueueLimit" | "pdfUserLimit" | "pdfTimeoutMs">;
export type DrawPdf = <K extends PdfKind>(kind: K, input: PdfInput<K>) => Promise<Buffer>;
export type PdfRenderer = {
  /**
   * Takes a place for the caller (or refuses), then runs `work` with it: `work` reads what the
   * document needs and calls `draw`, which draws it on a worker. The place is held until `work` ends.
   */
  run<T>(request: FastifyRequest, work: (draw: DrawPdf) => Promise<T>): Promise<T>;
  /** Stops the workers (app close): PDFs in progress are abandoned. */
  close(): Promise<void>;
};

export const PDF_MESSAGES = {
  userBusy: "You already have PDFs being prepared. Try again in a few seconds.",
  serverBusy: "The server is busy preparing PDFs. Try again in a few seconds.",
  tooSlow: "The PDF took too long to prepare. Try again, or choose a shorter date range.",
};
const RETRY_AFTER_SECONDS = 5;

const workerFile = new URL("./pdf-worker.ts", import.meta.url).href;

/**
 * The app runs from TypeScript source through tsx (scripts/start.mjs, `npm run dev`, Vitest). A
 * worker inherits the process's Node options; where they do not load tsx already (Vitest), the
 * workers load it themselves, by absolute path so the working directory does not matter.
 */
function workerExecArgv() {
  if (process.execArgv.some((a) => a.includes("tsx"))) return process.execArgv;
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href;
  return [...process.execArgv, "--import", tsx];
}

export function createPdfRenderer(limits: PdfLimits): PdfRenderer {
  const pool = new Piscina<PdfTask, Uint8Array>({
    filename: workerFile,
    execArgv: workerExecArgv(),
    // Workers start on the first PDF (a test app or an instance that draws none pays nothing) and
    // stay a minute, so a burst does not pay each worker's start (tsx and pdfkit) again.
    minThreads: 0,
    maxThreads: limits.pdfWorkers,
    idleTimeout: 60_000,
  });
  // Waiting for a worker counts as in progress: the bound is the workers plus the queue.
  const places = createHeavyWorkLimiter({
    perUser: limits.pdfUserLimit,
    total: limits.pdfWorkers + limits.pdfQueueLimit,
    messages: { userBusy: PDF_MESSAGES.userBusy, serverBusy: PDF_MESSAGES.serverBusy },
    retryAfterSeconds: RETRY_AFTER_SECONDS,
  });

  const draw: DrawPdf = async (kind, input) => {
    try {
      const bytes = await pool.run({ kind, input } as PdfTask, { signal: AbortSignal.timeout(limits.pdfTimeoutMs) });
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    } catch (e) {
      if (e instanceof Error && e.name === "AbortError") throw serviceUnavailable(PDF_MESSAGES.tooSlow, RETRY_AFTER_SECONDS);
      throw e;
    }
  };

  return {
    run: (request, work) => places.run(request, () => work(draw)),
    close: () => pool.destroy(),
  };
}
