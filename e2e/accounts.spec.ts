import { AFTER_BOT_CHECK, createUserViaApi, readEmail, signInAndWait, toastWithTitle, uniqueEmail } from "./support/helpers";
import { expect, test } from "./support/signed-in";

// The first two journeys solve the bot check's proof of work in the browser twice each (a request or a
// reset, then a sign-in through the form): on a busy machine that alone has taken most of a minute.
const FORM_SIGN_IN_TIMEOUT = 150_000;

test("forgot password: the code from the outbox resets the password, and the new one signs in", async ({ page, pageAs }) => {
  test.setTimeout(FORM_SIGN_IN_TIMEOUT);
  const admin = await pageAs("admin");
  const email = uniqueEmail("forgot");
  await createUserViaApi(admin.request, { name: "Fay Forgetful", email, role: "Site Manager" });

  await page.goto(`/auth?email=${encodeURIComponent(email)}`);
  await page.getByRole("button", { name: "Forgot your password?" }).click();
  const request = page.getByRole("form", { name: "Request a reset code" });
  await request.getByLabel("Email").fill(email);
  await request.getByRole("button", { name: "Send Reset Code" }).click();
  await expect(toastWithTitle(page, "Password Reset Codes Sent")).toBeVisible(AFTER_BOT_CHECK);

  // The reset form follows three seconds later with the email filled in.
  const reset = page.getByRole("form", { name: "Reset your password" });
  await expect(reset).toBeVisible({ timeout: 8_000 });
  await expect(reset.getByLabel("Email")).toHaveValue(email);

  const code = /\b(\d{6})\b/.exec(await readEmail(admin, email, "Account Access Code"))?.[1];
  expect(code).toBeTruthy();
  await reset.getByLabel("Reset Code").fill(code!);
  await reset.getByLabel("New Password", { exact: true }).fill("Newpass123");
  await reset.getByLabel("Confirm New Password").fill("Newpass124");
  await reset.getByRole("button", { name: "Reset Password" }).click();
  await expect(reset.getByText("Passwords don't match")).toBeVisible();
  await reset.getByLabel("Confirm New Password").fill("Newpass123");
  await reset.getByRole("button", { name: "Reset Password" }).click();
  await expect(toastWithTitle(page, "Password Reset Successful")).toContainText("Your password has been reset successfully.", AFTER_BOT_CHECK);

  await signInAndWait(page, email, "Newpass123");
  await admin.context().close();
});

test("request access → an admin approves → the first sign-in forces a new password", async ({ page, pageAs }) => {
  test.setTimeout(FORM_SIGN_IN_TIMEOUT);
  const email = uniqueEmail("newstarter");
  await page.goto("/auth");
  await page.getByRole("tab", { name: /Request/ }).click();
  const form = page.getByRole("form", { name: "Request Access" });
  await form.getByRole("button", { name: "Request Access" }).click();
  await expect(form.getByText("Full name is required")).toBeVisible();
  await form.getByLabel("Full name").fill("Nia Newstarter");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Role").selectOption("Site Supervisor");
  await form.getByLabel("Message").fill("Starting on the Kirkstall Road site on Monday.");
  await form.getByRole("button", { name: "Request Access" }).click();
  await expect(toastWithTitle(page, "Request Submitted Successfully!")).toContainText(
    "We'll review your request and get back to you within 24 hours.",
    AFTER_BOT_CHECK,
  );
  // Two seconds later the screen returns to the Login tab.
  await expect(page.getByRole("form", { name: "Login" })).toBeVisible({ timeout: 6_000 });

  const admin = await pageAs("admin");
  await admin.goto("/team?tab=requests");
  const card = admin.getByRole("heading", { name: "Nia Newstarter" }).locator("xpath=ancestor::div[.//select][1]");
  await expect(card.getByLabel("Approve as")).toHaveValue("Site Supervisor");
  await card.getByRole("button", { name: "Approve" }).click();
  const mail = await readEmail(admin, email, "Your Sitebook access request has been approved");
  const temporary = /Temporary password:\s*(\S+)/.exec(mail)?.[1];
  expect(temporary).toBeTruthy();

  await signInAndWait(page, email, temporary!);
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeVisible(); // it cannot be dismissed
  await dialog.getByLabel("New Password", { exact: true }).fill("short");
  await dialog.getByRole("button", { name: "Change Password" }).click();
  await expect(dialog.getByText("Password must be at least 8 characters")).toBeVisible();
  await dialog.getByLabel("New Password", { exact: true }).fill("Supervisor2026");
  await dialog.getByLabel("Confirm New Password").fill("Supervisor2026");
  await dialog.getByRole("button", { name: "Change Password" }).click();
  await expect(toastWithTitle(page, "Password Changed Successfully")).toContainText("Your password has been updated. You can now use the application.");
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("complementary")).toContainText("Nia Newstarter");
  await admin.context().close();
});

test("a role without Suppliers view does not see the link and the API refuses it", async ({ page, pageAs }) => {
  const admin = await pageAs("admin");
  await admin.goto("/team?tab=permissions");
  await admin
    .getByRole("navigation", { name: "Roles" })
    .getByRole("button", { name: /^Viewer/ })
    .click();
  await admin.getByRole("checkbox", { name: "Viewer: View Suppliers" }).uncheck();
  await admin.getByRole("button", { name: "Save changes" }).click();
  await expect(toastWithTitle(admin, "Permissions saved")).toBeVisible();

  const email = uniqueEmail("viewer");
  await createUserViaApi(admin.request, { name: "Vic Viewer", email, role: "Viewer" });
  const temporary = /Temporary password:\s*(\S+)/.exec(await readEmail(admin, email, "Your Sitebook account"))?.[1];
  await signInAndWait(page, email, temporary!);
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("New Password", { exact: true }).fill("Viewer2026x");
  await dialog.getByLabel("Confirm New Password").fill("Viewer2026x");
  await dialog.getByRole("button", { name: "Change Password" }).click();
  await expect(dialog).toBeHidden();

  const nav = page.getByRole("complementary").getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Materials" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Suppliers" })).toHaveCount(0);
  expect((await page.request.get("/api/suppliers")).status()).toBe(403);
  expect((await admin.request.get("/api/suppliers")).status()).toBe(200);
  await admin.context().close();
});
