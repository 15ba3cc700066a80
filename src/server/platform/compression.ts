import zlib from "node:zlib";
import { promisify } from "node:util";
import type { FastifyInstance, FastifyReply } from "fastify";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * JSON answers of 1 KB or more are compressed (decision 0019): a 24-card contracts page goes from 25 kB to
 * under 1 kB for well under a millisecond of CPU. Below 1 KB the saving is a few hundred bytes, inside one packet.
 */
export const COMPRESS_FROM_BYTES = 1024;
/** Quality 5: most of quality 11's saving at about the cost of gzip 6 (quality 11 is 100 times slower). */
const BROTLI_QUALITY = 5;
const GZIP_LEVEL = 6;

export type Encoding = "br" | "gzip";

/** The encoding the client prefers among those we make, by q-value (brotli on a tie); undefined for the plain body. */
export function chooseEncoding(acceptEncoding: string | string[] | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const q = new Map<string, number>();
  for (const part of String(acceptEncoding).toLowerCase().split(",")) {
    const [name, ...params] = part.split(";").map((s) => s.trim());
    if (!name) continue;
    const weight = params.find((p) => p.startsWith("q="));
    const value = weight ? Number(weight.slice(2)) : 1;
    q.set(name, Number.isFinite(value) ? value : 0);
  }
  const weightOf = (name: Encoding) => q.get(name) ?? (name === "gzip" ? q.get("x-gzip") : undefined) ?? q.get("*") ?? 0;
  const br = weightOf("br");
  const gz = weightOf("gzip");
  if (br <= 0 && gz <= 0) return undefined;
  return br >= gz ? "br" : "gzip";
}

/** Text in the given encoding, off the event loop (zlib's thread pool). */
function compressText(body: Buffer, encoding: Encoding, { brotliQuality, gzipLevel }: { brotliQuality: number; gzipLevel: number }): Promise<Buffer> {
  if (encoding === "gzip") return gzip(body, { level: gzipLevel });
  return brotli(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

export function addVary(reply: FastifyReply) {
  const current = reply.getHeader("vary");
  const value = current === undefined ? "" : Array.isArray(current) ? current.join(", ") : String(current);
  if (/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(value)) return;
  reply.header("vary", value ? `${value}, accept-encoding` : "accept-encoding");
}

/**
 * Compresses JSON answers, and HTML such as the app's page (platform/app-page.ts), by Accept-Encoding
 * in onSend. Registered after the idempotency hook, so the stored answer is the plain JSON and a
 * replay is compressed for whoever asks again. Files, PDFs, CSV and
 * streams are left alone (their payload is not a JSON string), as is anything already encoded.
 */
export function registerCompression(app: FastifyInstance) {
  app.addHook("onSend", async (request, reply, payload) => {
    if (typeof payload !== "string" && !Buffer.isBuffer(payload)) return payload;
    if (reply.hasHeader("content-encoding") || !/^(application\/json|text\/html)\b/i.test(String(reply.getHeader("content-type") ?? ""))) return payload;
    const body = typeof payload === "string" ? Buffer.from(payload) : payload;
    if (body.length < COMPRESS_FROM_BYTES) return payload;
    addVary(reply);
    const encoding = chooseEncoding(request.headers["accept-encoding"]);
    if (!encoding) return payload;
    const compressed = await compressText(body, encoding, { brotliQuality: BROTLI_QUALITY, gzipLevel: GZIP_LEVEL });
    reply.header("content-encoding", encoding);
    reply.removeHeader("content-length");
    return compressed;
  });
}

/**
 * The app's page, compressed once per variant at the highest settings and kept: brotli 11 takes ~80 ms
 * for a 90 kB page (off the event loop) and makes it ~1.7 kB smaller than quality 5, which is what keeps
 * a diary's page, stylesheet inside, within the 14 kB a new connection sends in its first round trip.
 * A variant is one set of opening screens (app-page.ts), a few dozen in all.
 */
export function createPageCompressor(): (key: string, html: string, encoding: Encoding) => Promise<Buffer> {
  const cache = new Map<string, Promise<Buffer>>();
  return (key, html, encoding) => {
    const id = `${encoding} ${key}`;
    let compressed = cache.get(id);
    if (!compressed) {
      compressed = compressText(Buffer.from(html), encoding, {
        brotliQuality: zlib.constants.BROTLI_MAX_QUALITY,
        gzipLevel: zlib.constants.Z_BEST_COMPRESSION,
      });
      // A failure is not kept: the next request compresses again.
      compressed.catch(() => cache.delete(id));
      cache.set(id, compressed);
    }
    return compressed;
  };
}
