import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LightMyRequestResponse } from "fastify";
import { call, createTestApp, login, TEST_ADMIN, type TestApp } from "../test/harness";
import { validProject } from "../modules/projects/projects.test-support";
import { chooseEncoding, COMPRESS_FROM_BYTES } from "./compression";

/** JSON answers of 1 KB or more are compressed by Accept-Encoding; small answers, files and inject() without the header stay plain (decision 0019). */

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
});
afterAll(() => t.close());

const get = (url: string, acceptEncoding?: string) =>
  call(t.app, admin, { method: "GET", url, headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} });

function decoded(res: LightMyRequestResponse) {
  const encoding = res.headers["content-encoding"];
  if (encoding === "br") return zlib.brotliDecompressSync(res.rawPayload).toString();
  if (encoding === "gzip") return zlib.gunzipSync(res.rawPayload).toString();
  return res.body;
}

describe("chooseEncoding", () => {
  it("takes the client's preference among brotli and gzip, brotli on a tie, nothing when neither is accepted", () => {
    expect(chooseEncoding(undefined)).toBeUndefined();
    expect(chooseEncoding("")).toBeUndefined();
    expect(chooseEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(chooseEncoding("gzip")).toBe("gzip");
    expect(chooseEncoding("x-gzip")).toBe("gzip");
    expect(chooseEncoding("br;q=0.5, gzip")).toBe("gzip");
    expect(chooseEncoding("br;q=0, gzip;q=0")).toBeUndefined();
    expect(chooseEncoding("identity")).toBeUndefined();
    expect(chooseEncoding("*")).toBe("br");
    expect(chooseEncoding("*, br;q=0")).toBe("gzip");
    expect(chooseEncoding("deflate")).toBeUndefined();
  });
});

describe("JSON answers", () => {
  it("of 1 KB or more are sent as brotli, or gzip, by Accept-Encoding, and the same JSON once decoded", async () => {
    const plain = await get("/api/docs");
    expect(plain.statusCode).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_FROM_BYTES);

    for (const [accept, encoding] of [
      ["gzip, deflate, br", "br"],
      ["gzip", "gzip"],
    ]) {
      const res = await get("/api/docs", accept);
      expect(res.statusCode, accept).toBe(200);
      expect(res.headers["content-encoding"], accept).toBe(encoding);
      expect(res.headers["content-type"], accept).toBe(plain.headers["content-type"]);
      expect(res.headers.vary, accept).toMatch(/accept-encoding/i);
      expect(Number(res.headers["content-length"]), accept).toBe(res.rawPayload.length);
      expect(res.rawPayload.length, accept).toBeLessThan(plain.rawPayload.length / 5);
      expect(decoded(res), accept).toBe(plain.body);
    }
  });

  it("under 1 KB stay plain", async () => {
    const res = await call(t.app, undefined, { method: "GET", url: "/api/health", headers: { "accept-encoding": "br, gzip" } });
    expect(res.rawPayload.length).toBeLessThan(COMPRESS_FROM_BYTES);
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.json()).toBeTruthy();
  });

  it("replayed for a repeated Idempotency-Key are compressed like the first, from the plain answer kept", async () => {
    const body = validProject({ name: "Compressed Quay", code: "CQ-001", description: "Six storeys, 48 flats. ".repeat(40) });
    const send = (accept?: string) =>
      call(t.app, admin, {
        method: "POST",
        url: "/api/projects",
        payload: body,
        headers: { "idempotency-key": "compress-1", ...(accept ? { "accept-encoding": accept } : {}) },
      });
    const first = await send("br");
    expect(first.statusCode).toBe(201);
    expect(first.headers["content-encoding"]).toBe("br");
    const again = await send("gzip");
    expect(again.statusCode).toBe(201);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(decoded(again))).toEqual(JSON.parse(decoded(first)));
    const plain = await send();
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.json()).toEqual(JSON.parse(decoded(first)));
  });
});

describe("file answers", () => {
  it("are never compressed by the JSON hook (a CSV export)", async () => {
    const created = await call(t.app, admin, { method: "POST", url: "/api/projects", payload: validProject({ name: "Ledger Wharf", code: "LW-001" }) });
    expect(created.statusCode).toBe(201);
    const res = await get(`/api/projects/by-slug/${created.json().slug}/carbon-ledger.csv`, "br, gzip");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/csv/);
    expect(res.headers["content-encoding"]).toBeUndefined();
  });
});
