import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

const src = (p: string) => fileURLToPath(new URL(`./src/${p}`, import.meta.url));
const alias = { "@shared": src("shared"), "@web": src("web") };

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["src/shared/**/*.test.ts", "src/web/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
          environment: "node",
          // Pure functions with no module state: one module graph per worker, not per file.
          isolate: false,
          sequence: { groupOrder: 0 },
        },
      },
      {
        resolve: { alias },
        test: {
          name: "api",
          include: ["src/server/**/*.test.ts"],
          globalSetup: ["src/server/test/global-setup.ts"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Two cores: two test files at a time, each with its own database.
          pool: "forks",
          maxWorkers: 2,
          // The fixed cost of a file was its imports (the whole server, ~2 s, and far more with two
          // files importing at once). Without isolation a worker imports the server once and each file
          // pays only for its own database clone and app. Files share no module state: each builds its
          // app and database in beforeAll (harness.ts) and nothing mocks modules.
          isolate: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
