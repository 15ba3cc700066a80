import { type Page } from "@playwright/test";
import { toastWithTitle } from "./support/helpers";
import { settled } from "./support/settled";
import { expect, test } from "./support/signed-in";

test.use({ signedInAs: "admin" });
test.use({ viewport: { width: 1280, height: 900 } });

/**
 * Issue 33's fleet register journey: a van added with its plate typed in lower case without a space
 * shows as "AB12 CDE"-style; its MOT date changed on its page flags it; a mileage reading lower than
 * the last is refused with the server's words; deleted, it is in Delete Records and comes back.
 */

const success = (page: Page, text: string | RegExp) => toastWithTitle(page, "Success").filter({ hasText: text });
const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** A current-format plate no other run has: "yx" + two digits + three letters from the clock. */
function freshPlate() {
  const letters = "ABCDEFGHJKLMNPRSTUVWXY";
  const n = Date.now();
  const pick = (k: number) => letters[Math.floor(n / 22 ** k) % 22];
  return { typed: `yx${String(10 + (n % 80))}${pick(1)}${pick(2)}${pick(3)}`.toLowerCase(), digits: String(10 + (n % 80)) };
}

test("add a van with its plate typed loosely, change its MOT, a lower mileage refused, delete it and restore it", async ({ page }) => {
  test.setTimeout(150_000);
  const tag = Date.now().toString(36);
  const name = `Transit Custom ${tag}`;
  const { typed } = freshPlate();
  const shown = `${typed.slice(0, 4)} ${typed.slice(4)}`.toUpperCase();

  await page.goto("/fleet");
  await expect(page.getByRole("heading", { name: "Fleet", level: 1 })).toBeVisible();
  await page.getByRole("link", { name: "Add vehicle" }).first().click();
  await expect(page).toHaveURL(/\/fleet\/new$/);
  const form = page.getByRole("form", { name: "Add vehicle" });
  await form.getByRole("button", { name: "Add vehicle" }).click();
  await expect(form.getByText("Vehicle name is required")).toBeVisible();
  await expect(form.getByText("Please select a valid vehicle type")).toBeVisible();

  await form.getByRole("textbox", { name: "Name", exact: true }).fill(name);
  await form.getByRole("combobox", { name: "Type", exact: true }).selectOption("van");
  await form.getByLabel("Registration").fill(typed);
  await form.getByLabel("Make").fill("Ford");
  await form.getByRole("textbox", { name: "Model", exact: true }).fill("Transit Custom 300");
  await form.getByLabel("Odometer (miles)").fill("45210");
  await form.getByRole("button", { name: "Add vehicle" }).click();
  await expect(success(page, `${name} added`)).toBeVisible();
  await expect(page).toHaveURL(/\/fleet\/\d+\/edit$/);
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  await expect(page.getByLabel(`Registration ${shown}`).first()).toBeVisible();
  await expect(page.getByText("MOT, tax, insurance and service in date")).toBeVisible();

  // Its MOT runs out in ten days: the page flags it in words.
  const edit = page.getByRole("form", { name: "Edit vehicle" });
  await expect(edit.getByLabel("Registration")).toHaveValue(shown);
  await edit.getByLabel("MOT expiry").fill(isoDay(10));
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(success(page, `${name} updated`)).toBeVisible();
  await expect(page.getByRole("list", { name: "Due or overdue" }).getByText(/^MOT due /)).toBeVisible();

  // A reading lower than the last is refused with the server's words.
  const reading = page.getByRole("form", { name: "Add a mileage reading" });
  await reading.getByLabel("Mileage").fill("45000");
  await reading.getByRole("button", { name: "Add reading" }).click();
  await expect(reading.getByText(/^Mileage cannot be lower than the last reading \(45,210 miles on \d\d\/\d\d\/\d{4}\)$/)).toBeVisible();
  await reading.getByLabel("Mileage").fill("45600");
  await reading.getByRole("button", { name: "Add reading" }).click();
  await expect(success(page, "45,600 miles recorded")).toBeVisible();
  await expect(page.getByRole("list", { name: "Mileage readings" }).getByText("45,600 miles")).toBeVisible();

  // In the register: found by its plate with a space, the plate in its format, the MOT flag in words.
  await page.goto("/fleet");
  await page.getByLabel("Search vehicles").fill(shown.toLowerCase());
  // The search has been applied (it reaches the address once the typing pauses) and the list has
  // settled: a row clicked while the list is being replaced by the search's answer can lose the click.
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(page.getByText(/^1 vehicle$/)).toBeVisible();
  await settled(page);
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row.getByLabel(`Registration ${shown}`)).toBeVisible();
  await expect(row.getByText(/^MOT due /)).toBeVisible();
  await row.getByRole("link", { name }).click();

  // Deleted: to Delete Records, then restored.
  await page.getByRole("form", { name: "Edit vehicle" }).getByRole("button", { name: "Delete", exact: true }).click();
  const dialog = page.getByRole("alertdialog").or(page.getByRole("dialog"));
  await expect(dialog).toContainText(`Delete ${name}?`);
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(success(page, `${name} deleted`)).toBeVisible();
  await expect(page).toHaveURL(/\/fleet$/);
  await page.goto("/delete-records");
  await expect(page.getByRole("heading", { name: "Delete Records", level: 1 })).toBeVisible();
  await page
    .getByRole("button", { name: new RegExp(`^Restore ${name}`) })
    .filter({ visible: true })
    .first()
    .click();
  await page.getByRole("alertdialog").or(page.getByRole("dialog")).getByRole("button", { name: "Restore" }).click();
  await expect(toastWithTitle(page, "Restored")).toBeVisible();
  await page.goto("/fleet");
  await page.getByLabel("Search vehicles").fill(name);
  await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(1);
});
