import { expect, type Browser, type Page } from "@playwright/test";
import { AFTER_BOT_CHECK, createUserViaApi, readEmail, signIn, uniqueEmail } from "./helpers";
import { SIGNED_OUT } from "./signed-in";

/**
 * A new colleague at a desk (or a phone) of their own: the admin adds them through the API (set-up,
 * not the journey), and they sign in with the temporary password from the welcome email in the outbox
 * and choose their own, as a new user does (readEmail finds the welcome email by its recipient).
 */
export async function newColleague(
  browser: Browser,
  admin: Page,
  user: { role: string; name: string; viewport?: { width: number; height: number } },
): Promise<Page> {
  const email = uniqueEmail(user.role.toLowerCase().replace(/\s+/g, "."));
  await createUserViaApi(admin.request, { name: user.name, email, role: user.role });
  const temporary = /Temporary password:\s*(\S+)/.exec(await readEmail(admin, email, "Your Sitebook account"))?.[1];
  expect(temporary, "the welcome email's temporary password").toBeTruthy();
  const page = await (await browser.newContext({ viewport: user.viewport ?? { width: 1280, height: 900 }, storageState: SIGNED_OUT })).newPage();
  await signIn(page, email, temporary!);
  // The invisible bot check is solved in the browser: on a busy machine it takes a while.
  await expect(page).toHaveURL(/\/contracts$/, AFTER_BOT_CHECK);
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("New Password", { exact: true }).fill("Journey2026x!");
  await dialog.getByLabel("Confirm New Password").fill("Journey2026x!");
  await dialog.getByRole("button", { name: "Change Password" }).click();
  await expect(dialog).toBeHidden();
  return page;
}
