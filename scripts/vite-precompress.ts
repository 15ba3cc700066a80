import fs from "node:fs/promises";
import path from "node:path";
import zlib from "node:zlib";
import { promisify } from "node:util";
import type { Plugin } from "vite";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text formats worth compressing; images and fonts (png, woff2) are compressed already. */
const TEXT = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
/** Below this the saving is a few hundred bytes at most, less than a round trip's worth: the plain file is sent. */
export const MIN_BYTES = 1024;

/** Whether a built file gets `.br` and `.gz` siblings. */
export function shouldCompress(file: string, size: number): boolean {
  return TEXT.test(file) && size >= MIN_BYTES;
}

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

/** Writes `<file>.br` and `<file>.gz` beside one file; a sibling is kept only if smaller than the file. */
async function compressFile(file: string, content: Buffer) {
  const [br, gz] = await Promise.all([
    // Quality 11 costs seconds once per build and saves every visitor bytes; the size hint lets brotli size its window.
    brotli(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzip(content, { level: 9 }),
  ]);
  const written = [];
  if (br.length < content.length) written.push(fs.writeFile(`${file}.br`, br));
  if (gz.length < content.length) written.push(fs.writeFile(`${file}.gz`, gz));
  await Promise.all(written);
  return { raw: content.length, br: br.length, gz: gz.length };
}

/**
 * After the bundle is written, every text asset of the output folder above 1 KB gets brotli and gzip
 * siblings, which the server's @fastify/static sends by Accept-Encoding (decision 0019). Node's own zlib:
 * no dependency.
 */
export function precompress(): Plugin {
  let outDir = "";
  return {
    name: "sitebook:precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const started = performance.now();
      const jobs = [];
      for await (const file of filesUnder(outDir)) {
        const stat = await fs.stat(file);
        if (shouldCompress(file, stat.size)) jobs.push(fs.readFile(file).then((content) => compressFile(file, content)));
      }
      const sizes = await Promise.all(jobs);
      const sum = (key: "raw" | "br" | "gz") => Math.round(sizes.reduce((n, s) => n + s[key], 0) / 1024);
      const ms = Math.round(performance.now() - started);
      this.info(`${sizes.length} files precompressed in ${ms} ms: ${sum("raw")} kB → br ${sum("br")} kB, gzip ${sum("gz")} kB`);
    },
  };
}
