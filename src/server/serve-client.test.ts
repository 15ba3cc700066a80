import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./test/harness";

/** The built app's files are sent precompressed by Accept-Encoding, with their cache headers and the SPA fallback kept (decision 0019). */

let t: TestApp;
let webRoot: string;
const JS = "console.log('app');\n".repeat(100);
const BR = Buffer.from("brotli bytes of app.js");
const GZ = Buffer.from("gzip bytes of app.js");
// Over 1 KB, as a real page is, so that it is compressed.
const CSS = `body{margin:0}${".card{border:1px solid #e2e8f0}".repeat(40)}`;
// The build's page: the entry, its stylesheet, and the map of each screen's files (scripts/vite-screen-chunks.ts).
const SCREEN_MAP = {
  files: ["/assets/shell.js", "/assets/diary.js", "/assets/diary.css", "/assets/auth.js"],
  screens: { AppShell: [0], ProjectDiaryPage: [1, 2], AuthPage: [3] },
};
const INDEX = `<!doctype html><html><head><script type="module" crossorigin src="/assets/x.js"></script>
<link rel="stylesheet" crossorigin href="/assets/index.css">
<script type="application/json" id="sb-screen-chunks">${JSON.stringify(SCREEN_MAP)}</script></head><body><div id="root"></div></body></html>`;

beforeAll(async () => {
  webRoot = fs.mkdtempSync(path.join(os.tmpdir(), "sitebook-web-"));
  fs.mkdirSync(path.join(webRoot, "assets"));
  fs.writeFileSync(path.join(webRoot, "assets", "x.js"), JS);
  fs.writeFileSync(path.join(webRoot, "assets", "x.js.br"), BR);
  fs.writeFileSync(path.join(webRoot, "assets", "x.js.gz"), GZ);
  fs.writeFileSync(path.join(webRoot, "assets", "index.css"), CSS);
  fs.writeFileSync(path.join(webRoot, "index.html"), INDEX);
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

  const modulepreload = (file: string) => `<link rel="modulepreload" crossorigin href="${file}">`;

  it("answer every other path with the app page, compressed when accepted and never cached without a check", async () => {
    for (const url of ["/", "/contracts", "/project/a-site?tab=files"]) {
      const br = await get(url, "br, gzip");
      expect(br.statusCode, url).toBe(200);
      expect(br.headers["content-encoding"], url).toBe("br");
      expect(zlib.brotliDecompressSync(br.rawPayload).toString(), url).toContain('<div id="root">');
      expect(br.headers["content-type"], url).toMatch(/^text\/html/);
      expect(br.headers.vary, url).toMatch(/accept-encoding/i);
      expect(br.headers["cache-control"], url).toBe("no-cache");
      expect(br.headers["content-security-policy"], url).toContain("script-src 'self'");

      const gzip = await get(url, "gzip");
      expect(gzip.headers["content-encoding"], url).toBe("gzip");
      const plain = await get(url, "identity");
      expect(plain.headers["content-encoding"], url).toBeUndefined();
      expect(zlib.gunzipSync(gzip.rawPayload).toString(), url).toBe(plain.body);
      expect(plain.headers["cache-control"], url).toBe("no-cache");
    }
  });

  it("name the opening screen's files in the page, so the browser fetches them before any script runs (decision 0045)", async () => {
    const diary = (await get("/project/a-site", "identity")).body;
    expect(diary).toContain(modulepreload("/assets/shell.js"));
    expect(diary).toContain(modulepreload("/assets/diary.js"));
    // A screen's CSS is fetched early but does not hold up the first paint.
    expect(diary).toContain('<link rel="preload" as="style" crossorigin href="/assets/diary.css">');
    expect(diary).not.toContain(modulepreload("/assets/auth.js"));

    const signIn = (await get("/auth?email=a%40b.test", "identity")).body;
    expect(signIn).toContain(modulepreload("/assets/auth.js"));
    expect(signIn).not.toContain(modulepreload("/assets/shell.js"));

    // The contracts list has no files of its own in this map: the shell's only.
    const list = (await get("/contracts", "identity")).body;
    expect(list).toContain(modulepreload("/assets/shell.js"));
    expect(list).not.toContain(modulepreload("/assets/diary.js"));
  });

  it("name the reads the opening screen waits for, in a Link header, only for someone with a session", async () => {
    const fetchPreload = (url: string) => `<${url}>; rel=preload; as=fetch; crossorigin=use-credentials`;
    const signedIn = (url: string) => t.app.inject({ method: "GET", url, headers: { cookie: "sitebook_session=abc", "accept-encoding": "br" } });
    const diary = await signedIn("/project/a-site");
    expect(diary.headers.link).toBe(
      [
        "/api/role-permissions",
        "/api/company-profile",
        "/api/projects/by-slug/a-site",
        "/api/projects/by-slug/a-site/weather",
        "/api/projects/by-slug/a-site/diary-entries?days=7",
        "/api/projects/by-slug/a-site/summary",
        "/api/projects/by-slug/a-site/journal?page=1&pageSize=10",
        "/api/projects/by-slug/a-site/plant-entries?page=1&pageSize=5",
      ]
        .map(fetchPreload)
        .join(", "),
    );
    // The page itself is the same for everyone on that screen, so it is compressed once.
    expect(zlib.brotliDecompressSync(diary.rawPayload).toString()).toBe((await get("/project/a-site", "identity")).body);
    expect((await signedIn("/project/a-site?tab=files")).headers.link).not.toContain("diary-entries?days=7");
    expect((await signedIn("/contracts")).headers.link).toBe(
      ["/api/role-permissions", "/api/company-profile", "/api/projects?page=1&pageSize=12"].map(fetchPreload).join(", "),
    );
    expect((await signedIn("/contracts?q=leeds")).headers.link).toBe(["/api/role-permissions", "/api/company-profile"].map(fetchPreload).join(", "));
    expect((await get("/project/a-site", "identity")).headers.link).toBeUndefined();
    expect((await signedIn("/auth")).headers.link).toBeUndefined();
    // The screen's files come ahead of the inlined stylesheet, which fills the page's first round trip.
    const page = (await get("/project/a-site", "identity")).body;
    expect(page.lastIndexOf("modulepreload")).toBeLessThan(page.indexOf("<style>"));
  });

  it("name the screen map's address instead of carrying it, and serve it there", async () => {
    const page = (await get("/contracts", "identity")).body;
    expect(page).not.toContain('sb-screen-chunks">');
    const address = /<meta name="sb-screen-chunks" content="([^"]+)">/.exec(page)?.[1];
    expect(address).toMatch(/^\/app-screens\.json\?v=[0-9a-f]{12}$/);
    const map = await get(address!, "identity");
    expect(map.statusCode).toBe(200);
    expect(map.json()).toEqual(SCREEN_MAP);
    expect(map.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("carry the entry's stylesheet inside the page, and keep the entry script as a file", async () => {
    const page = (await get("/contracts", "identity")).body;
    expect(page).toContain(`<style>${CSS}</style>`);
    // Only a disabled link (never fetched), for Vite's loader to find: no lazy import fetches it again.
    expect(page.match(/<link rel="stylesheet"[^>]*>/g)).toEqual(['<link rel="stylesheet" href="/assets/index.css" disabled>']);
    expect(page).toContain('<script type="module" crossorigin src="/assets/x.js"></script>');
  });

  it("answer HEAD on an app address as GET would, without the page (uptime checks on /)", async () => {
    const head = await t.app.inject({ method: "HEAD", url: "/" });
    expect(head.statusCode).toBe(200);
    expect(head.headers["content-type"]).toMatch(/^text\/html/);
    expect(head.body).toBe("");
  });

  it("answer an unknown API path with a 404, and a missing asset with the app page like any other path", async () => {
    expect((await get("/api/nothing-here", "br")).statusCode).toBe(404);
    const missing = await get("/assets/gone.js", "identity");
    expect(missing.statusCode).toBe(200);
    expect(missing.body).toContain('<div id="root">');
    expect(missing.body).toContain(modulepreload("/assets/shell.js"));
  });
});
