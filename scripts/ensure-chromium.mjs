// Browser tests need Chromium. Debian's package is used (Playwright's own download cannot reach
// its servers here); on a fresh machine it is installed with apt-get when we are root.
import { execSync } from "node:child_process";
import fs from "node:fs";

const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].filter(Boolean);
if (candidates.some((p) => fs.existsSync(p))) process.exit(0);

const isRoot = process.getuid?.() === 0;
if (!isRoot || !fs.existsSync("/usr/bin/apt-get")) {
  console.error("Chromium is needed for the browser tests: install Debian's chromium package (apt-get install chromium) or set CHROMIUM_PATH.");
  process.exit(1);
}
console.log("Installing Chromium from Debian's packages for the browser tests…");
execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-dejavu-core >/dev/null", {
  stdio: "inherit",
  shell: "/bin/bash",
});
