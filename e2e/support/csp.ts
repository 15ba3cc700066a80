import type { Page } from "@playwright/test";

/**
 * Collects what the browser refused under the app's Content-Security-Policy ("Refused to load …
 * because it violates the following Content Security Policy directive"). A journey that ends with an
 * empty list used nothing the policy forbids: the bot check's worker, previews, charts, dialogs.
 */
export function watchContentSecurityPolicy(page: Page): string[] {
  const refused: string[] = [];
  page.on("console", (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) refused.push(message.text());
  });
  return refused;
}
