import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import type { FastifyRequest } from "fastify";
import { Piscina } from "piscina";
import type { Config } from "../config";
import { badRequest, type HttpError, serviceUnavailable } from "./errors";
import { createHeavyWorkLimiter } from "./heavy-work";

/**
 * PDFs are drawn on pools of worker threads: pdfkit is synchronous, and 200 diaries drawn on the
 * main thread once stalled the server for minutes. The data is read on the main thread (the
 * database lives there); only the drawing moves. Each user may have a few PDFs in progress (429),
 * and everyone's PDFs in progress, waiting included, are bounded (503); a PDF that is not ready
 * in time is abandoned (503), its worker stopped. Every refusal says when to try again.
 *
 * Two lanes (docs/decisions/0053-pdf-preview-limits.md): the documents people send and file (orders,
 * diaries, carbon reports) and the template designer's previews, whose content is whatever the
 * designer sent. Previews have a worker and a queue of their own and one in progress per user, so
 * however many are asked for, a buyer's order is drawn as promptly as without them. Each worker's
 * heap is bounded (resourceLimits): a PDF that outgrows it stops its worker, not the server.
 */

export type PdfLimits = Pick<Config, "pdfWorkers" | "pdfQueueLimit" | "pdfUserLimit" | "pdfTimeoutMs" | "pdfWorkerMemoryMb">;

/**
 * The documents the workers draw, by kind. Platform knows no module (decision 0061): the server's
 * list of documents (modules/pdf-documents.ts) fills this in by declaration merging, and the app
 * hands the renderer the workers' entry file (modules/pdf-worker.ts), which draws them. An empty
 * registry types any kind.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by modules/pdf-documents.ts
export interface PdfRegistry {}
type Documents = PdfRegistry extends { documents: infer D } ? D : Record<string, (input: never) => unknown>;
export type PdfKind = keyof Documents & string;
export type PdfInput<K extends PdfKind> = Documents[K] extends (input: infer I) => unknown ? I : never;
export type PdfTask = { [K in PdfKind]: { kind: K; input: PdfInput<K> } }[PdfKind];
export type DrawPdf = <K extends PdfKind>(kind: K, input: PdfInput<K>) => Promise<Buffer>;
type Run = <T>(request: FastifyRequest, work: (draw: DrawPdf) => Promise<T>) => Promise<T>;
export type PdfRenderer = {
  /**
   * Takes a place for the caller (or refuses), then runs `work` with it: `work` reads what the
   * document needs and calls `draw`, which draws it on a worker. The place is held until `work` ends.
   */
  run: Run;
  /** The same for a template preview, on the previews' own worker and queue. */
  preview: Run;
  /** Stops the workers (app close): PDFs in progress are abandoned. */
  close(): Promise<void>;
};

export const PDF_MESSAGES = {
  userBusy: "You already have PDFs being prepared. Try again in a few seconds.",
  serverBusy: "The server is busy preparing PDFs. Try again in a few seconds.",
  tooSlow: "The PDF took too long to prepare. Try again, or choose a shorter date range.",
  tooBig: "The PDF needed more memory than the server allows. Try again, or choose a shorter date range.",
};
export const PREVIEW_MESSAGES = {
  userBusy: "Your last preview is still being prepared. Try again when it has opened.",
  serverBusy: "The server is busy preparing previews. Try again in a few seconds.",
  tooSlow: "The preview took too long to prepare. Use less text or smaller images.",
  tooBig: "The preview needed more memory than the server allows. Use less text or smaller images.",
};
/** Previews: one worker, a short queue, one per user; the documents' lane is the configured one. */
export const PREVIEW_LANE = { workers: 1, queue: 3, perUser: 1 };
const RETRY_AFTER_SECONDS = 5;

/** The workers' entry file (a file URL): its default export draws a task (platform/pdf-worker.ts `pdfWorker`). */
export type PdfWorkerFile = string;

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

type Lane = { workers: number; queue: number; perUser: number; timeoutMs: number; memoryMb: number };
type LaneMessages = typeof PDF_MESSAGES & { outgrown: (message: string) => HttpError };

/** Options of a lane's worker pool (exported for the test that proves the heap is bounded). */
export const poolOptions = (lane: Pick<Lane, "workers" | "memoryMb">, workerFile: PdfWorkerFile) => ({
  filename: workerFile,
  execArgv: workerExecArgv(),
  // Workers start on the first PDF (a test app or an instance that draws none pays nothing) and
  // stay a minute, so a burst does not pay each worker's start (tsx and pdfkit) again.
  minThreads: 0,
  maxThreads: lane.workers,
  idleTimeout: 60_000,
  // The young generation and code stay at V8's defaults; the old generation is where a document's
  // objects grow. Buffers (images, the PDF's bytes) live outside it: pixel limits bound those.
  resourceLimits: { maxOldGenerationSizeMb: lane.memoryMb },
});

const outOfMemory = (e: unknown) => (e as { code?: string } | null)?.code === "ERR_WORKER_OUT_OF_MEMORY";

function createLane(lane: Lane, messages: LaneMessages, workerFile: PdfWorkerFile) {
  const pool = new Piscina<PdfTask, Uint8Array>(poolOptions(lane, workerFile));
  // A worker that dies with no task (it cannot here, but piscina would emit an unheard 'error',
  // which ends the process) is replaced on the next task; the server goes on.
  pool.on("error", () => {});
  // Waiting for a worker counts as in progress: the bound is the workers plus the queue.
  const places = createHeavyWorkLimiter({
    perUser: lane.perUser,
    total: lane.workers + lane.queue,
    messages,
    retryAfterSeconds: RETRY_AFTER_SECONDS,
  });

  const draw: DrawPdf = async (kind, input) => {
    try {
      const bytes = await pool.run({ kind, input } as PdfTask, { signal: AbortSignal.timeout(lane.timeoutMs) });
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    } catch (e) {
      if (e instanceof Error && e.name === "AbortError") throw serviceUnavailable(messages.tooSlow, RETRY_AFTER_SECONDS);
      if (outOfMemory(e)) throw messages.outgrown(messages.tooBig);
      throw e;
    }
  };
  const run: Run = (request, work) => places.run(request, () => work(draw));
  return { run, close: () => pool.destroy() };
}

export function createPdfRenderer(limits: PdfLimits, workerFile: PdfWorkerFile): PdfRenderer {
  const common = { timeoutMs: limits.pdfTimeoutMs, memoryMb: limits.pdfWorkerMemoryMb };
  const documents = createLane(
    { workers: limits.pdfWorkers, queue: limits.pdfQueueLimit, perUser: limits.pdfUserLimit, ...common },
    // A document the server cannot draw is the server's limit, not the reader's mistake.
    { ...PDF_MESSAGES, outgrown: (m) => serviceUnavailable(m, RETRY_AFTER_SECONDS) },
    workerFile,
  );
  // A preview that outgrows its worker is its content's doing: the designer is told what to change.
  const previews = createLane({ ...PREVIEW_LANE, ...common }, { ...PREVIEW_MESSAGES, outgrown: (m) => badRequest(m) }, workerFile);
  return {
    run: documents.run,
    preview: previews.run,
    close: async () => {
      await Promise.all([documents.close(), previews.close()]);
    },
  };
}
