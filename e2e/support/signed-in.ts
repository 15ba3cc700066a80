import { test as base, expect, type BrowserContext, type BrowserContextOptions, type Page } from "@playwright/test";
import { ADMIN_ROLE, type Role as AppRole } from "../../src/shared/identity/roles";
import { ADMIN } from "./accounts";
import { watchContentSecurityPolicy } from "./csp";
import { createUserViaApi, signInAndWait, uniqueEmail } from "./helpers";

/**
 * Signed in once per role, not once per test (docs/testing.md). Each worker signs in each role it
 * needs once, through the real form (the bot check is solved in the browser), keeps the cookies and
 * local storage, and starts every later page of that role from them. Two workers make two sign-ins
 * per role in a whole run: far below the sign-in throttles, which count failures, and the bot check.
 *
 *   import { expect, test } from "./support/signed-in";
 *   test.use({ signedInAs: "admin" });               // `page` starts signed in as the admin
 *   test("…", async ({ page, pageAs }) => {
 *     await page.goto("/contracts");
 *     const buyer = await pageAs("Buyer");           // another person, in a browser context of their own
 *     const visitor = await pageAs(null);            // nobody signed in
 *   });
 *
 * A role other than "admin" is one person per worker, made by the admin and signed in once (their
 * first password changed): use it where who they are does not matter. A journey about a named
 * person, or their first sign-in, makes its own (newColleague in users.ts). Never log out a page
 * that started from a kept state: that ends the session every later test of the worker reuses.
 */
export type Role = "admin" | Exclude<AppRole, typeof ADMIN_ROLE>;

type State = Awaited<ReturnType<BrowserContext["storageState"]>>;
/** Nobody signed in: given explicitly, as a context made in a test otherwise inherits the test's state. */
export const SIGNED_OUT: State = { cookies: [], origins: [] };

type TestFixtures = {
  /** Whose session `page` starts with (test.use); undefined: signed out. */
  signedInAs: Role | undefined;
  /** A page in a browser context of its own, signed in as `role` (null: signed out); closed after the test. */
  pageAs: (role: Role | null, options?: BrowserContextOptions) => Promise<Page>;
};
type WorkerFixtures = { roleState: (role: Role) => Promise<State> };

export const test = base.extend<TestFixtures, WorkerFixtures>({
  roleState: [
    async ({ browser }, use, workerInfo) => {
      // A worker's contexts do not get the tests' options: these are the ones the sign-in needs.
      const { baseURL, locale, timezoneId } = workerInfo.project.use;
      const open = (storageState: State) => browser.newContext({ baseURL, locale, timezoneId, storageState });
      const kept = new Map<Role, Promise<State>>();
      const stateOf = (role: Role): Promise<State> => {
        if (!kept.has(role)) kept.set(role, role === "admin" ? signInAdmin(open) : signInAs(open, role, stateOf("admin")));
        return kept.get(role)!;
      };
      // The admin's sign-in (the bot check solved in the browser) is made here, in the fixture's own
      // time, not in the first journey's minute: on a busy machine it took most of it.
      await stateOf("admin");
      await use(stateOf);
    },
    { scope: "worker", timeout: 120_000 },
  ],
  signedInAs: [undefined, { option: true }],
  // A worker's first sign-in of a role may take a while on a busy machine: it has its own minute.
  storageState: [
    async ({ signedInAs, roleState, storageState }, use) => {
      await use(signedInAs ? await roleState(signedInAs) : storageState);
    },
    { scope: "test", timeout: 60_000 },
  ],
  pageAs: async ({ browser, roleState }, use) => {
    const opened: { close(): Promise<void> }[] = [];
    await use(async (role, options = {}) => {
      const context = await browser.newContext({ ...options, storageState: role ? await roleState(role) : SIGNED_OUT });
      opened.push(context);
      return context.newPage();
    });
    for (const context of opened) await context.close();
  },
});

export { expect };

type Open = (storageState: State) => Promise<BrowserContext>;

async function signInAdmin(open: Open): Promise<State> {
  const context = await open(SIGNED_OUT);
  const page = await context.newPage();
  // The bot check's worker runs here now, not in each journey: what the policy refuses is checked here.
  const refused = watchContentSecurityPolicy(page);
  await signInAndWait(page, ADMIN.email, ADMIN.password);
  expect(refused, "refused by the Content-Security-Policy while signing in").toEqual([]);
  const state = await context.storageState();
  await context.close();
  return state;
}

/** A person of this role, made by the admin through the API, signed in once with their first password changed. */
async function signInAs(open: Open, role: Role, adminState: Promise<State>): Promise<State> {
  const admin = await open(await adminState);
  const email = uniqueEmail(role.toLowerCase().replace(/\s+/g, "."));
  await createUserViaApi(admin.request, { name: `Kept ${role}`, email, role });
  const listed = await admin.request.get(`/api/outbox?to=${encodeURIComponent(email)}`);
  expect(listed.status(), await listed.text()).toBe(200);
  const welcome = (await listed.json()).items.find((m: { subject: string }) => m.subject.includes("Your Sitebook account"));
  expect(welcome, `the welcome email to ${email}`).toBeTruthy();
  const text: string = (await (await admin.request.get(`/api/outbox/${welcome.id}`)).json()).text;
  const temporary = /Temporary password:\s*(\S+)/.exec(text)?.[1];
  expect(temporary, "the welcome email's temporary password").toBeTruthy();
  await admin.close();

  const context = await open(SIGNED_OUT);
  const page = await context.newPage();
  await signInAndWait(page, email, temporary!);
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("New Password", { exact: true }).fill("Journey2026x!");
  await dialog.getByLabel("Confirm New Password").fill("Journey2026x!");
  await dialog.getByRole("button", { name: "Change Password" }).click();
  await expect(dialog).toBeHidden();
  const state = await context.storageState();
  await context.close();
  return state;
}
