import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { precompress, shouldCompress } from "./vite-precompress";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sitebook-precompress-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("the precompress build plugin", () => {
  it("compresses text files of 1 KB or more, never images, fonts or the siblings themselves", () => {
    for (const name of ["a.js", "a.mjs", "a.css", "index.html", "logo.svg", "data.json", "robots.txt", "site.webmanifest"]) {
      expect(shouldCompress(name, 1024), name).toBe(true);
      expect(shouldCompress(name, 1023), name).toBe(false);
    }
    for (const name of ["photo.png", "font.woff2", "a.js.br", "a.js.gz", "a.js.map"]) expect(shouldCompress(name, 100_000), name).toBe(false);
  });

  it("writes .br and .gz beside each such file after the bundle, which decode to the file", async () => {
    fs.mkdirSync(path.join(dir, "assets"));
    const js = "export const answer = 42;\n".repeat(200);
    fs.writeFileSync(path.join(dir, "assets", "app.js"), js);
    fs.writeFileSync(path.join(dir, "assets", "tiny.js"), "export {};");
    fs.writeFileSync(path.join(dir, "photo.png"), Buffer.alloc(5000));
    const plugin = precompress() as unknown as { configResolved(c: object): void; closeBundle(this: object): Promise<void> };
    plugin.configResolved({ root: dir, build: { outDir: "." } });
    const lines: string[] = [];
    await plugin.closeBundle.call({ info: (line: string) => lines.push(line) });

    const app = path.join(dir, "assets", "app.js");
    expect(zlib.brotliDecompressSync(fs.readFileSync(`${app}.br`)).toString()).toBe(js);
    expect(zlib.gunzipSync(fs.readFileSync(`${app}.gz`)).toString()).toBe(js);
    expect(fs.existsSync(path.join(dir, "assets", "tiny.js.br"))).toBe(false);
    expect(fs.existsSync(path.join(dir, "photo.png.gz"))).toBe(false);
    expect(lines[0]).toMatch(/^1 files precompressed/);
  });
});
