import { defineConfig, devices } from "@playwright/test";
import fs from "node:fs";

const PORT = Number(process.env.E2E_PORT ?? 5123);
// Debian's headless shell (scripts/ensure-chromium.mjs installs it): the same engine as the full browser
// without its window machinery, a third less CPU for the same journeys. The full browser if that is all there is.
const chromium = [process.env.CHROMIUM_PATH, "/usr/bin/chromium-headless-shell", "/usr/bin/chromium", "/usr/bin/chromium-browser"].find(
  (p) => p && fs.existsSync(p),
);

/** Browser journeys against the built app on a fresh embedded database, in Debian's Chromium. */
export default defineConfig({
  testDir: "e2e",
  // A journey's own limit: a minute and a half, as a busy CI host has taken over a minute for journeys
  // of 25 s (the longer ones set their own).
  timeout: 90_000,
  expect: { timeout: 15_000 },
  // Two workers against the one server and database: each test makes its own records (unique names)
  // and asserts within them; the tests that change company-wide settings share one file, whose tests
  // run in order on one worker. A file's tests run in order unless it says otherwise.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // A failing journey runs once more so the report can tell a flaky one from a broken one, but a
  // journey that passes only on its retry still fails the run: flakiness is a defect, not noise.
  retries: 1,
  failOnFlakyTests: true,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // A trace is recorded on the retry of a failing journey only: recording one for every journey (its
    // screencast and DOM snapshots) was a third of Chromium's and Playwright's CPU time in a run.
    trace: "on-first-retry",
    screenshot: "only-on-failure",
    locale: "en-GB",
    timezoneId: "Europe/London",
    // As a user who asks for less motion: the app's animations are motion-safe only (index.css), so
    // dialogs and toasts appear at once and no frame is drawn for a fade.
    reducedMotion: "reduce",
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: {
          executablePath: chromium,
          args: [
            "--no-sandbox",
            "--disable-gpu",
            "--disable-quic",
            "--no-first-run",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
          ],
        },
      },
    },
  ],
  webServer: {
    command: "node e2e/support/start-server.mjs",
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    // Starting is migrations on a fresh embedded database: seconds, but over two minutes on a machine at load 30.
    timeout: 300_000,
    env: { PORT: String(PORT) },
  },
});
