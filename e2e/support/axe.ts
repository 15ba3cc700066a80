import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** WCAG 2.1 A and AA: the rules issue 11 item 24 holds every built screen to. */
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/**
 * Runs axe on what the page shows now and answers its serious and critical violations, one line
 * per element: the screen, the rule, the element and what axe says to fix, so a failure reads
 * without opening a trace.
 */
export async function seriousViolations(page: Page, screen: string): Promise<string[]> {
  // label-content-name-mismatch (WCAG 2.5.3) is marked experimental in axe and is off unless asked for.
  // Only violations are read, so only they are worked out in full (axe's resultTypes: passes and the
  // rest keep one node each, without their selectors, which is most of axe's time on a long page).
  // Legacy mode: axe runs in the page and its same-origin frames and gathers their results there, rather
  // than opening a blank page for every check to gather them in (the default since axe 4.3, which was
  // over half of each screen's check: 51 → 23 s over 28 screens). Cross-origin frames are not checked
  // in this mode; the app frames only its own documents (frame-src 'self'), so none are missed.
  const { violations } = await new AxeBuilder({ page })
    .withTags(TAGS)
    .setLegacyMode(true)
    .options({ resultTypes: ["violations"], rules: { "label-content-name-mismatch": { enabled: true } } })
    .analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .flatMap((v) =>
      v.nodes.map((n) => `${screen}: ${v.id} (${v.impact}) at ${n.target.join(" ")}: ${n.failureSummary?.replace(/\s+/g, " ").trim() ?? v.help}`),
    );
}
