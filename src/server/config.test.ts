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

  it("reads BOT_CHECK=off and a PostgreSQL URL", () => {
    const c = loadConfig({ BOT_CHECK: "off", DATABASE_URL: "postgres://127.0.0.1:5432/test" });
    expect(c.botCheck).toBe(false);
    expect(c.databaseUrl).toBe("postgres://127.0.0.1:5432/test");
  });
});
