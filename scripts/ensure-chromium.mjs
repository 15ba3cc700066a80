// Browser tests need Chromium: Debian's chromium-headless-shell (Playwright's own download cannot reach
// its servers here), the headless-only build, which took a third less CPU than the full browser for
// the same journeys (decision 0066). On a fresh machine it is installed with apt-get when we are root.
import { execSync } from "node:child_process";
import fs from "node:fs";

// The same order as playwright.config.ts: a browser of the user's choice, else the headless shell.
const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium-headless-shell"].filter(Boolean);
if (candidates.some((p) => fs.existsSync(p))) process.exit(0);

const isRoot = process.getuid?.() === 0;
if (!isRoot || !fs.existsSync("/usr/bin/apt-get")) {
  console.error(
    "Chromium is needed for the browser tests: install Debian's chromium-headless-shell package (apt-get install chromium-headless-shell) or set CHROMIUM_PATH.",
  );
  process.exit(1);
}
console.log("Installing Chromium's headless shell from Debian's packages for the browser tests…");
execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell fonts-dejavu-core >/dev/null", {
  stdio: "inherit",
  shell: "/bin/bash",
});
