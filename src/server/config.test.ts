import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("loadConfig", () => {
  it("uses the documented defaults", () => {
    const c = loadConfig({});
    expect(c.port).toBe(5000);
    expect(c.dataDir).toBe("./data");
    expect(c.botCheck).toBe(true);
    expect(c.databaseUrl).toBeUndefined();
  });

  it("names the variable that is wrong", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(ConfigError);
    expect(() => loadConfig({ BOT_CHECK: "maybe" })).toThrow(/BOT_CHECK must be "on" or "off"/);
    expect(() => loadConfig({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL must start with postgres/);
    expect(() => loadConfig({ ADMIN_EMAIL: "not-an-email" })).toThrow(/ADMIN_EMAIL/);
  });

  it("PDF limits: defaults, the variables, and a clear message for a bad value", () => {
    const d = loadConfig({});
    expect(d.pdfWorkers).toBeGreaterThanOrEqual(1);
    expect([d.pdfQueueLimit, d.pdfUserLimit, d.pdfTimeoutMs]).toEqual([20, 2, 30_000]);
    const c = loadConfig({ PDF_WORKERS: "3", PDF_QUEUE_LIMIT: "5", PDF_USER_LIMIT: "1", PDF_TIMEOUT_SECONDS: "10" });
    expect([c.pdfWorkers, c.pdfQueueLimit, c.pdfUserLimit, c.pdfTimeoutMs]).toEqual([3, 5, 1, 10_000]);
    expect(() => loadConfig({ PDF_WORKERS: "0" })).toThrow(/PDF_WORKERS must be greater than 0/);
    expect([d.pdfWorkerMemoryMb, loadConfig({ PDF_WORKER_MEMORY_MB: "512" }).pdfWorkerMemoryMb]).toEqual([256, 512]);
    expect(() => loadConfig({ PDF_WORKER_MEMORY_MB: "16" })).toThrow(/PDF_WORKER_MEMORY_MB must be 64 or more/);
  });

  it("CSV export limits: defaults, the variables, and a clear message for a bad value", () => {
    const d = loadConfig({});
    expect([d.exportUserLimit, d.exportLimit, d.exportMaxRows]).toEqual([2, 10, 200_000]);
    const c = loadConfig({ EXPORT_USER_LIMIT: "1", EXPORT_LIMIT: "4", EXPORT_MAX_ROWS: "500" });
    expect([c.exportUserLimit, c.exportLimit, c.exportMaxRows]).toEqual([1, 4, 500]);
    expect(() => loadConfig({ EXPORT_MAX_ROWS: "-1" })).toThrow(/EXPORT_MAX_ROWS must be greater than 0/);
  });

  it("reads BOT_CHECK=off and a PostgreSQL URL", () => {
    const c = loadConfig({ BOT_CHECK: "off", DATABASE_URL: "postgres://127.0.0.1:5432/test" });
    expect(c.botCheck).toBe(false);
    expect(c.databaseUrl).toBe("postgres://127.0.0.1:5432/test");
  });
});
