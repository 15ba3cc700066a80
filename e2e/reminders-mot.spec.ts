import { test, expect } from "./support/signed-in";
import { ADMIN } from "./support/accounts";
import { readEmail } from "./support/helpers";
import { daysAfter, ukDay, ukToday } from "../src/shared/common/uk-dates";

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
  // Set-up: the vehicle through the fleet register's API, its MOT due in 10 days.
  const made = await page.request.post("/api/fleet", {
    data: { vehicleName: name, vehicleType: "van", licensePlate: plate, motExpiry: daysAfter(ukToday(), 10) },
    headers,
  });
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

  // The bell: one notification for the MOT, linking to the vehicle, read through the bell's own API;
  // the header's bell counts it among the unread.
  const mot = (await allNotices(page)).filter((n) => n.link === `/fleet/${vehicle.id}/edit`);
  expect(mot).toHaveLength(1);
  expect(mot[0]).toMatchObject({ title: `MOT: ${shown}`, message: expect.stringMatching(/^Due in 10 days/), readAt: null });
  await page.goto("/reminders");
  await expect(page.getByRole("button", { name: /^Notifications/ })).toHaveAccessibleName(/^Notifications, [1-9]\d* unread$/);

  // The digest email in the outbox names the vehicle with its absolute link.
  const text = await readEmail(page, ADMIN.email, /Sitebook reminders for/);
  expect(text).toContain(`${shown}: MOT, ${ukDay(vehicle.motExpiry)} (Due in 10 days)`);
  expect(text).toMatch(new RegExp(`https?://[^\\s/]+/fleet/${vehicle.id}/edit`));

  // Run again (a second instance, a rerun): nothing is sent twice.
  await page.request.post(`/__e2e/daily-jobs/reminders_digest?email=${encodeURIComponent(ADMIN.email)}`, { headers });
  expect((await allNotices(page)).filter((n) => n.link === `/fleet/${vehicle.id}/edit`)).toHaveLength(1);
});

type Notice = { title: string; message: string; link: string | null; readAt: string | null };

/** Every notification of the signed-in user, newest first, through the bell's API (GET /api/notifications), all pages. */
async function allNotices(page: import("@playwright/test").Page): Promise<Notice[]> {
  const all: Notice[] = [];
  for (let n = 1; ; n++) {
    const res = await page.request.get(`/api/notifications?page=${n}&pageSize=100`);
    expect(res.status()).toBe(200);
    const body = (await res.json()) as { items: Notice[]; pageCount: number };
    all.push(...body.items);
    if (n >= body.pageCount) return all;
  }
}
