import path from "node:path";
import { fileURLToPath } from "node:url";
import { loadConfig, type Config } from "../config";

export const goldenPgliteDir = fileURLToPath(new URL("../../../.tmp", import.meta.url));
export const TEST_ADMIN = { email: "admin@test.local", password: "Admin123!" } as const;

/** Connection for CREATE/DROP DATABASE: the same server, its postgres database. */
export function adminUrl(url: string) {
  const u = new URL(url);
  u.pathname = "/postgres";
  return u.toString();
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({
      DATA_DIR: path.join("/tmp", "unused"),
      ADMIN_EMAIL: TEST_ADMIN.email,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      COMPANY_NAME: "Test Construction Ltd",
      DEMO_DATA: "off",
      BOT_CHECK: "off",
      LOG_LEVEL: "silent",
      VALIDATE_RESPONSES: "on",
    }),
    ...overrides,
  };
}
