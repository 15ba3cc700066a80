import type { Page } from "@playwright/test";
import { seriousViolations } from "./support/axe";
import { watchContentSecurityPolicy } from "./support/csp";
import { companyScreens, projectScreens, seedProject, signedOutScreens, visit, widths, type Screen, type SeededProject } from "./support/screens";
import { expect, test } from "./support/signed-in";

/**
 * Every built screen of e2e/support/screens.ts at desktop and phone width: it renders its heading,
 * fits the width (no sideways scrolling), loads nothing the Content-Security-Policy refuses, and has
 * no serious or critical WCAG 2.1 A/AA violation under axe-core (issue 11 item 24). With
 * `E2E_SCREENSHOTS=1` a screenshot of each is kept in test-results/screens/ for a person to look at
 * (off by default: a full-page shot was a fifth of each screen's time). The worker's kept admin
 * session, one page per part and in-app navigation after a part's first screen keep it quick, and the
 * parts of a few screens share the two workers; every screen of a part is checked before it fails,
 * so one run lists all that fail.
 */
const SCREENSHOTS = process.env.E2E_SCREENSHOTS === "1";
test.describe.configure({ mode: "parallel" });
test.use({ signedInAs: "admin" });

// Each width in parts of a few screens, so the two workers share them and a busy machine's slowness
// (axe took up to 12 s a screen under load) is spread over many time limits rather than eating one.
const PART = 7;
/** Only to count a contract's screens: the parts seed their own contracts. */
const placeholderProject: SeededProject = { id: 0, slug: "count", name: "count", issueId: 0 };
const slices = <T>(list: T[]) => Array.from({ length: Math.ceil(list.length / PART) }, (_, i) => list.slice(i * PART, (i + 1) * PART));
const parts: { title: string; screens: (page: Page) => Promise<Screen[]>; signedOut?: boolean }[] = [
  { title: "the signed-out screens", signedOut: true, screens: async () => [] },
  ...slices(companyScreens).map((list, i) => ({ title: `company screens, part ${i + 1}`, screens: async () => list })),
  // A contract's screens in parts too, each part on a contract of its own.
  ...slices(projectScreens(placeholderProject)).map((_, i) => ({
    title: `a contract's screens, part ${i + 1}`,
    screens: async (page: Page) => slices(projectScreens(await seedProject(page)))[i],
  })),
];

for (const { name, viewport } of widths) {
  test.describe(`${name} width`, () => {
    test.use({ viewport, reducedMotion: "reduce" });

    for (const part of parts) {
      test(`${part.title} render, fit the width and have no serious accessibility violation`, async ({ page, pageAs }) => {
        test.setTimeout(240_000);
        const signedOut = part.signedOut ? await pageAs(null) : null;
        const refused = watchContentSecurityPolicy(page);
        const refusedSignedOut = signedOut ? watchContentSecurityPolicy(signedOut) : [];
        const found: string[] = [];
        const visited = new Set<Page>();
        const check = async (page: Page, screen: Screen) => {
          // The first screen of a part arrives by a fresh load, the rest as the app's links go there.
          await visit(page, screen, { inApp: visited.has(page) && !screen.open });
          // A screen shown with a dialog open is left by a fresh load: the dialog would outlive a link.
          if (screen.open) visited.delete(page);
          else visited.add(page);
          const label = `${name} ${screen.name}`;
          found.push(...(await seriousViolations(page, label)));
          found.push(...(await sidewaysScroll(page, label)));
          if (SCREENSHOTS) await page.screenshot({ path: `test-results/screens/${viewport.width}-${screen.name}.png`, fullPage: !screen.open });
        };
        if (signedOut) for (const screen of signedOutScreens) await check(signedOut, screen);
        for (const screen of await part.screens(page)) await check(page, screen);
        expect(found, found.join("\n")).toEqual([]);
        expect([...refusedSignedOut, ...refused], "refused by the Content-Security-Policy").toEqual([]);
      });
    }
  });
}

async function sidewaysScroll(page: Page, label: string): Promise<string[]> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  return overflow > 0 ? [`${label}: the page scrolls sideways by ${overflow} px`] : [];
}
