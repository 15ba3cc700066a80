// usage: node shoot.mjs <base> <path> <name> [width] [actions-js]
import { chromium } from "@playwright/test";
const [base, path, name, width = "1280", actions = ""] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium-headless-shell" });
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
await page.goto(`${base}/auth`);
await page.getByLabel("Email").fill(process.env.EMAIL || "admin@demo.test");
await page.getByLabel("Password", { exact: true }).fill(process.env.PASSWORD || "Admin123!");
await page.getByRole("button", { name: "Login" }).click();
await page.waitForURL((u) => !u.pathname.startsWith("/auth"), { timeout: 30000 });
await page.goto(`${base}${path}`);
await page.waitForLoadState("networkidle");
if (actions) await eval(`(async () => { ${actions} })()`);
await page.waitForTimeout(500);
await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: process.env.FULL !== "0" });
await browser.close();
