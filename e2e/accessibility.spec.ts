import { expect, test } from "@playwright/test";
import { ADMIN } from "./support/accounts";
import { seriousViolations } from "./support/axe";
import { signInAndWait } from "./support/helpers";
import { companyScreens, projectScreens, seedProject, signedOutScreens, visit, widths } from "./support/screens";

/**
 * axe-core on every built screen of e2e/support/screens.ts at desktop and phone width (issue 11
 * item 24): no serious or critical WCAG 2.1 A/AA violation. One sign-in and one page per width
 * keep it quick; every screen is checked before the test fails, so one run lists them all.
 */
for (const { name, viewport } of widths) {
  test.describe(`${name} width`, () => {
    test.use({ viewport, reducedMotion: "reduce" });

    test("no serious accessibility violation on any screen", async ({ page }) => {
      test.setTimeout(180_000);
      const found: string[] = [];
      for (const screen of signedOutScreens) {
        await visit(page, screen);
        found.push(...(await seriousViolations(page, `${name} ${screen.name}`)));
      }
      await signInAndWait(page, ADMIN.email, ADMIN.password);
      const project = await seedProject(page);
      for (const screen of [...companyScreens, ...projectScreens(project)]) {
        await visit(page, screen);
        found.push(...(await seriousViolations(page, `${name} ${screen.name}`)));
      }
      expect(found, found.join("\n")).toEqual([]);
    });
  });
}
