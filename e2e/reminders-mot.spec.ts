import { test, expect } from "./support/signed-in";
import { ADMIN } from "./support/accounts";
import { readEmail } from "./support/helpers";
import { ukDay } from "../src/shared/common/uk-dates";

test.use({ signedInAs: "admin" });

/** A current-format plate no other journey holds: two letters, two digits, three letters. */
const randomPlate = () => {
  const letter = () => String.fromCharCode(65 + Math.floor(Math.random() * 26));
  return `${letter()}${letter()}${String(10 + Math.floor(Math.random() * 90))}${letter()}${letter()}${letter()}`;
};

test("A vehicle whose MOT is due in 10 days appears on the reminders view, in the bell and in the digest email", async ({ page, baseURL }) => {
  const headers = { origin: baseURL! };
  const name = `Transit Custom ${Date.now().toString(36)}`;
  const plate = randomPlate();
  const shown = `${name} (${plate.slice(0, 4)} ${plate.slice(4)})`;
  // Set-up: the vehicle straight into the fleet (the tests' own route, e2e-hooks.ts).
  const made = await page.request.post("/__e2e/vehicles", { data: { vehicleName: name, licensePlate: plate, motInDays: 10 }, headers });
  expect(made.status(), await made.text()).toBe(201);
  const vehicle = (await made.json()) as { id: number; motExpiry: string };

  // The reminders view: under Vehicles, with its due day and "Due in 10 days", linking to the vehicle.
  await page.goto("/reminders?category=vehicle_compliance");
  await expect(page.getByRole("heading", { name: "Reminders", level: 1 })).toBeVisible();
  const item = page.getByRole("listitem").filter({ hasText: shown });
  await expect(item).toContainText("MOT");
  await expect(item).toContainText("Due in 10 days");
  await expect(item).toContainText(ukDay(vehicle.motExpiry));
  await expect(item.getByRole("link", { name: shown })).toHaveAttribute("href", `/fleet/${vehicle.id}/edit`);
  // The filter is in the address: "Expired" alone leaves it out.
  await page.getByLabel("State").selectOption("expired");
  await expect(page).toHaveURL(/state=expired/);
  await expect(page.getByRole("listitem").filter({ hasText: shown })).toHaveCount(0);

  // The day's digest, as the 06:00 job runs it.
  const ran = await page.request.post(`/__e2e/daily-jobs/reminders_digest?email=${encodeURIComponent(ADMIN.email)}`, { headers });
  expect(ran.status(), await ran.text()).toBe(200);

  // The bell: one notification for the MOT, linking to the vehicle (read from the database until the
  // bell's own API is on this branch).
  const notes = (await (await page.request.get(`/__e2e/notifications?email=${encodeURIComponent(ADMIN.email)}`)).json()) as {
    title: string;
    message: string;
    link: string;
  }[];
  const mot = notes.filter((n) => n.link === `/fleet/${vehicle.id}/edit`);
  expect(mot).toHaveLength(1);
  expect(mot[0]).toMatchObject({ title: `MOT: ${shown}`, message: expect.stringMatching(/^Due in 10 days/) });

  // The digest email in the outbox names the vehicle with its absolute link.
  const text = await readEmail(page, ADMIN.email, /Sitebook reminders for/);
  expect(text).toContain(`${shown}: MOT, ${ukDay(vehicle.motExpiry)} (Due in 10 days)`);
  expect(text).toMatch(new RegExp(`https?://[^\\s/]+/fleet/${vehicle.id}/edit`));

  // Run again (a second instance, a rerun): nothing is sent twice.
  await page.request.post(`/__e2e/daily-jobs/reminders_digest?email=${encodeURIComponent(ADMIN.email)}`, { headers });
  const again = (await (await page.request.get(`/__e2e/notifications?email=${encodeURIComponent(ADMIN.email)}`)).json()) as { link: string }[];
  expect(again.filter((n) => n.link === `/fleet/${vehicle.id}/edit`)).toHaveLength(1);
});
