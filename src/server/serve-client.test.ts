import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./test/harness";

/** The built app's files are sent precompressed by Accept-Encoding, with their cache headers and the SPA fallback kept (decision 0019). */

let t: TestApp;
let webRoot: string;
const JS = "console.log('app');\n".repeat(100);
const BR = Buffer.from("brotli bytes of app.js");
const GZ = Buffer.from("gzip bytes of app.js");
const INDEX = '<!doctype html><div id="root"></div><script type="module" src="/assets/x.js"></script>';
const INDEX_BR = Buffer.from("brotli bytes of index.html");

beforeAll(async () => {
  webRoot = fs.mkdtempSync(path.join(os.tmpdir(), "sitebook-web-"));
  fs.mkdirSync(path.join(webRoot, "assets"));
  fs.writeFileSync(path.join(webRoot, "assets", "x.js"), JS);
  fs.writeFileSync(path.join(webRoot, "assets", "x.js.br"), BR);
  fs.writeFileSync(path.join(webRoot, "assets", "x.js.gz"), GZ);
  fs.writeFileSync(path.join(webRoot, "index.html"), INDEX);
  fs.writeFileSync(path.join(webRoot, "index.html.br"), INDEX_BR);
  t = await createTestApp({ webRoot });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ method: "GET", url, headers: acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding } });

describe("the built app's files", () => {
  it("are sent as brotli when accepted, then gzip, else plain, each varying on Accept-Encoding and cached for a year", async () => {
    const cases: [string | undefined, string | undefined, Buffer | string][] = [
      ["br, gzip", "br", BR],
      ["gzip, deflate, br;q=0.5", "gzip", GZ],
      ["gzip", "gzip", GZ],
      ["identity", undefined, JS],
      [undefined, undefined, JS],
    ];
    for (const [accept, encoding, body] of cases) {
      const res = await get("/assets/x.js", accept);
      expect(res.statusCode, String(accept)).toBe(200);
      expect(res.headers["content-encoding"], String(accept)).toBe(encoding);
      expect(res.rawPayload.equals(Buffer.from(body)), String(accept)).toBe(true);
      expect(res.headers["content-type"], String(accept)).toMatch(/javascript; charset=utf-8/);
      expect(res.headers.vary, String(accept)).toMatch(/accept-encoding/i);
      expect(res.headers["cache-control"], String(accept)).toBe("public, max-age=31536000, immutable");
      expect(res.headers["content-security-policy"], String(accept)).toContain("default-src 'self'");
    }
  });

  it("answer every other path with index.html, precompressed where it can be and never cached without a check", async () => {
    for (const url of ["/", "/contracts", "/projects/a-site/diary"]) {
      const br = await get(url, "br, gzip");
      expect(br.statusCode, url).toBe(200);
      expect(br.headers["content-encoding"], url).toBe("br");
      expect(br.rawPayload.equals(INDEX_BR), url).toBe(true);
      expect(br.headers["content-type"], url).toMatch(/^text\/html/);
      expect(br.headers.vary, url).toMatch(/accept-encoding/i);
      expect(br.headers["cache-control"], url).toBe("no-cache");

      // No index.html.gz: the plain page.
      const plain = await get(url, "gzip");
      expect(plain.headers["content-encoding"], url).toBeUndefined();
      expect(plain.body, url).toBe(INDEX);
      expect(plain.headers["cache-control"], url).toBe("no-cache");
    }
  });

  it("answer an unknown API path with a 404, and a missing asset with index.html like any other path", async () => {
    expect((await get("/api/nothing-here", "br")).statusCode).toBe(404);
    const missing = await get("/assets/gone.js", "br, gzip");
    expect(missing.headers["content-encoding"]).toBe("br");
    expect(missing.rawPayload.equals(INDEX_BR)).toBe(true);
  });
});
