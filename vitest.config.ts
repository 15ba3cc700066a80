import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";
import { fileURLToPath } from "node:url";

const src = (p: string) => fileURLToPath(new URL(`./src/${p}`, import.meta.url));
const alias = { "@shared": src("shared"), "@web": src("web") };

/**
 * The files that take longest start first. Without a results cache (a clean clone, as in CI) Vitest
 * runs larger files first, so a short file with a long run (the input fuzz's parts are four lines
 * each) started last and kept one core busy while the other stood idle. Measured in the run of
 * docs/testing.md; a file that grows long joins the list.
 */
const LONG_FILES = /input-fuzz-\d|lock-out\.routes|durability\.test|pdf-renderer\.test|login\.routes|reset-password|demo\.test/;
class LongestFirst extends BaseSequencer {
  async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    const long = (f: TestSpecification) => LONG_FILES.test(f.moduleId);
    return [...sorted.filter(long), ...sorted.filter((f) => !long(f))];
  }
}

export default defineConfig({
  test: {
    sequence: { sequencer: LongestFirst },
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
