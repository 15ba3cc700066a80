import { expect, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { ADMIN } from "./accounts";

/** Signs in through the real form (the bot check solves in the browser) and waits for the app. */
export async function signIn(page: Page, email: string, password: string) {
  await page.goto(`/auth?email=${encodeURIComponent(email)}`);
  const form = page.getByRole("form", { name: "Login" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password", { exact: true }).fill(password);
  await form.getByRole("button", { name: "Login" }).click();
}

/**
 * For the first expectation after a form that solves the invisible bot check (sign-in, access request,
 * reset code): the proof of work runs in the browser; on a busy machine it has taken over 10 s, and at a
 * load of 40 on two cores more than 30 s.
 */
export const AFTER_BOT_CHECK = { timeout: 60_000 };

export async function signInAndWait(page: Page, email: string, password: string) {
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/contracts$/, AFTER_BOT_CHECK);
}

/** A signed-in admin in a browser context of its own (another person at another desk). */
export async function adminPage(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAndWait(page, ADMIN.email, ADMIN.password);
  return page;
}

/** Test set-up through the admin's API session: a user who can sign in at once. */
export async function createUserViaApi(api: APIRequestContext, user: { name: string; email: string; role: string }) {
  const res = await api.post("/api/users", { data: user });
  expect(res.status(), await res.text()).toBe(201);
  return res.json();
}

export const uniqueEmail = (prefix: string) => `${prefix}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@e2e.test`;

/** The visible toast with this title. */
export const toastWithTitle = (page: Page, title: string) => page.getByRole("status").filter({ hasText: title });

/** Opens the newest email to an address in Team Management's outbox and returns its text. */
export async function readEmail(admin: Page, to: string, subject: string | RegExp): Promise<string> {
  await admin.goto("/team?tab=outbox");
  await admin.getByLabel("Filter by recipient").fill(to);
  // The email sent to `to`, found by its recipient: the list filters after a pause, and until then its
  // first row is the newest email to anyone (another journey's colleague, with another password).
  const inRow = admin.getByRole("row").filter({ hasText: to }).getByRole("button", { name: subject });
  const asCard = admin.getByRole("button", { name: subject }).filter({ hasText: to });
  await inRow.or(asCard).first().click();
  const dialog = admin.getByRole("dialog");
  await expect(dialog.locator("pre")).toBeVisible();
  await expect(dialog).toContainText(to);
  const text = (await dialog.locator("pre").textContent()) ?? "";
  await admin.keyboard.press("Escape");
  return text;
}
