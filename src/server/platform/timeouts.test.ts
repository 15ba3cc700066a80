import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AddressInfo } from "node:net";
import { createTestApp, type TestApp } from "../test/harness";
import { buildApp, TIMEOUTS } from "../app";

/** Slow-body connections (slowloris) are cut: before the fix requestTimeout was 0 and a trickle held a socket for ever. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Sends the headers of a POST, then one byte of its body every `everyMs`; resolves with what the server sent and when it closed. */
function trickle(port: number, everyMs: number, headers = true): Promise<{ answer: string; closedAfterMs: number }> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = net.connect(port, "127.0.0.1");
    let answer = "";
    let timer: NodeJS.Timeout;
    socket.on("connect", () => {
      socket.write("POST /api/error-reports HTTP/1.1\r\nHost: 127.0.0.1\r\n");
      if (headers) socket.write("Content-Type: application/json\r\nContent-Length: 10000\r\n\r\n{");
      timer = setInterval(() => socket.writable && socket.write(headers ? " " : "X-Slow: 1\r\n"), everyMs);
    });
    socket.on("data", (d) => (answer += d.toString()));
    socket.on("error", () => undefined);
    socket.on("close", () => {
      clearInterval(timer);
      resolve({ answer, closedAfterMs: Date.now() - started });
    });
  });
}

describe("request and connection timeouts", () => {
  it("are set on the server the app listens with", () => {
    expect(t.app.server.requestTimeout).toBe(TIMEOUTS.requestMs);
    expect(t.app.server.headersTimeout).toBe(TIMEOUTS.headersMs);
    expect(t.app.server.timeout).toBe(TIMEOUTS.idleMs);
    expect(TIMEOUTS.requestMs).toBeGreaterThan(0);
  });

  it("cut a body that trickles in, and headers that never end", async () => {
    const app = await buildApp({
      db: t.db,
      config: t.config,
      logger: false,
      timeouts: { headersMs: 600, requestMs: 1_000, idleMs: 5_000, checkEveryMs: 100 },
    });
    await app.listen({ port: 0, host: "127.0.0.1" });
    try {
      const { port } = app.server.address() as AddressInfo;
      const [body, head] = await Promise.all([trickle(port, 100), trickle(port, 100, false)]);
      // Both were still sending when they were cut, long before their bodies could have finished.
      expect(body.answer).toMatch(/^HTTP\/1\.1 408/);
      expect(body.closedAfterMs).toBeLessThan(4_000);
      expect(head.answer).toMatch(/^HTTP\/1\.1 408/);
      expect(head.closedAfterMs).toBeLessThan(4_000);
    } finally {
      await app.close();
    }
  });
});
