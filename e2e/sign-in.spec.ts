import { expect, test } from "@playwright/test";
import { ADMIN, COMPANY_NAME } from "./support/accounts";
import { AFTER_BOT_CHECK, signIn, signInAndWait, toastWithTitle, uniqueEmail } from "./support/helpers";

test("an admin signs in, sees the shell with the company's name, and logs out", async ({ page }) => {
  await signInAndWait(page, ADMIN.email, ADMIN.password);
  await expect(toastWithTitle(page, "Login successful")).toContainText("Welcome back, Administrator!");
  await expect(page.getByRole("banner")).toContainText(COMPANY_NAME);
  await expect(page.getByRole("heading", { name: "Contracts", level: 1 })).toBeVisible();

  await page.getByRole("complementary").getByRole("button", { name: "Logout" }).click();
  await expect(toastWithTitle(page, "Logged out")).toContainText("You have been successfully logged out.");
  await expect(page).toHaveURL(/\/auth/);
  // The session is gone on the server too: the app sends the visitor back to sign in.
  await page.goto("/company");
  await expect(page).toHaveURL(/\/auth/);
});

test("a wrong password is refused, and the fifth in a row locks the account", async ({ page }) => {
  // A person of our own, so locking them does not get in the way of other journeys.
  const email = uniqueEmail("locked");
  await signInAndWait(page, ADMIN.email, ADMIN.password);
  const created = await page.request.post("/api/users", { data: { name: "Lock Out", email, role: "Site Manager" } });
  expect(created.status()).toBe(201);
  await page.getByRole("complementary").getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/auth/);

  await signIn(page, email, "Wrong-password-1");
  await expect(toastWithTitle(page, "Login failed")).toContainText("401: Invalid email or password", AFTER_BOT_CHECK);
  for (let attempt = 2; attempt <= 5; attempt++) {
    await page.getByRole("form", { name: "Login" }).getByRole("button", { name: "Login" }).click();
    await expect(page.getByRole("form", { name: "Login" }).getByRole("button", { name: "Login" })).toBeEnabled(AFTER_BOT_CHECK);
  }
  await expect(toastWithTitle(page, "Login failed")).toContainText(
    "429: Too many failed sign-in attempts. This account is locked for 15 minutes.",
    AFTER_BOT_CHECK,
  );
  await expect(page).toHaveURL(/\/auth/);
});

test("the sign-in tabs work from the keyboard, and an empty login is refused with the spec's messages", async ({ page }) => {
  await page.goto("/auth");
  const login = page.getByRole("tab", { name: "Login" });
  await expect(login).toHaveAttribute("aria-selected", "true");
  await login.focus();
  await page.keyboard.press("ArrowRight");
  const request = page.getByRole("tab", { name: "Request Access" });
  await expect(request).toBeFocused();
  await expect(request).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel", { name: "Request Access" })).toBeVisible();
  await page.keyboard.press("Home");
  await expect(login).toHaveAttribute("aria-selected", "true");

  const form = page.getByRole("form", { name: "Login" });
  await form.getByRole("button", { name: "Login" }).click();
  await expect(form.getByRole("alert")).toHaveText(["Email is required", "Password is required"]);
  await expect(form.getByLabel("Email")).toBeFocused();
  // After a refused submit the messages follow what is typed.
  await form.getByLabel("Email").fill("site@example.co.uk");
  await expect(form.getByRole("alert")).toHaveText(["Password is required"]);
});
