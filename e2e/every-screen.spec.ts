import type { Page } from "@playwright/test";
import { seriousViolations } from "./support/axe";
import { watchContentSecurityPolicy } from "./support/csp";
import { companyScreens, projectScreens, seedProject, signedOutScreens, visit, widths, type Screen } from "./support/screens";
import { expect, test } from "./support/signed-in";

/**
 * Every built screen of e2e/support/screens.ts at desktop and phone width: it renders its heading,
 * fits the width (no sideways scrolling), loads nothing the Content-Security-Policy refuses, and has
 * no serious or critical WCAG 2.1 A/AA violation under axe-core (issue 11 item 24). A screenshot of
 * each is kept in test-results/screens/ for a person to look at. The worker's kept admin session and
 * one page per width keep it quick, and the two widths run at once on the two workers; every screen is
 * checked before the test fails, so one run lists all that fail.
 */
test.describe.configure({ mode: "parallel" });
test.use({ signedInAs: "admin" });

for (const { name, viewport } of widths) {
  test.describe(`${name} width`, () => {
    test.use({ viewport, reducedMotion: "reduce" });

    test("every screen renders, fits the width and has no serious accessibility violation", async ({ page, pageAs }) => {
      test.setTimeout(300_000);
      const signedOut = await pageAs(null);
      const refused = watchContentSecurityPolicy(page);
      const refusedSignedOut = watchContentSecurityPolicy(signedOut);
      const found: string[] = [];
      const check = async (page: Page, screen: Screen) => {
        await visit(page, screen);
        const label = `${name} ${screen.name}`;
        found.push(...(await seriousViolations(page, label)));
        found.push(...(await sidewaysScroll(page, label)));
        await page.screenshot({ path: `test-results/screens/${viewport.width}-${screen.name}.png`, fullPage: !screen.open });
      };
      for (const screen of signedOutScreens) await check(signedOut, screen);
      const project = await seedProject(page);
      for (const screen of [...companyScreens, ...projectScreens(project)]) await check(page, screen);
      expect(found, found.join("\n")).toEqual([]);
      expect([...refusedSignedOut, ...refused], "refused by the Content-Security-Policy").toEqual([]);
    });
  });
}

async function sidewaysScroll(page: Page, label: string): Promise<string[]> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  return overflow > 0 ? [`${label}: the page scrolls sideways by ${overflow} px`] : [];
}
