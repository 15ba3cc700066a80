import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { ukToday } from "@shared/common/uk-dates";
import { createTestApp, TEST_ADMIN, type TestApp } from "../../test/harness";
import { buildUser } from "../../seed/factories";
import { digestDeliveries, jobRuns, notifications, notificationSettings, outboxEmails, users } from "../../db/schema/index";
import { createJobRunner, STALE_RUN_MS } from "../../platform/daily-jobs";
import { createMailer } from "../../platform/mail";
import { areas } from "../index";
import { deny } from "../../test/records";
import { DIGEST_JOB, runDigest } from "./reminders.digest";
import { seedDue } from "./reminders.test-support";

/**
 * The digest runs once per UK day across every instance, and a rerun sends nothing twice (issue 33's
 * "Done when"). Two instances are two job runners (each its own mailer and name, as two processes
 * have) on one database, started at the same moment.
 */

let t: TestApp;
// 07:00 UK time in winter: the 06:00 digest is due.
const now = new Date("2026-01-15T07:00:00Z");
const day = ukToday(now);
let seeded: Awaited<ReturnType<typeof seedDue>>;
let qs: { id: number; email: string };
let noMail: { id: number; email: string };

// The digest alone: other modules' jobs (the CVR's closing at 03:00) are their own tests'.
const digestOnly = () => areas.dailyJobs.filter((j) => j.name === DIGEST_JOB);
const instance = (name: string) =>
  createJobRunner({ db: t.db, config: t.config, mailer: createMailer(t.db, t.config, areas.mailKinds), reminders: areas.reminders }, digestOnly(), {
    instance: name,
    onError: (e) => {
      throw e;
    },
  });

const digestsTo = async (email: string) =>
  (
    await t.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.toAddress, email), eq(outboxEmails.kind, "reminder_digest")))
  ).length;
const notificationsOf = async (userId: number) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, "reminder")));

beforeAll(async () => {
  t = await createTestApp();
  seeded = await seedDue(t.db, day);
  // A QS who may not see the fleet, and a user who turned every email off.
  qs = await buildUser(t.db, { role: "QS", status: "active" });
  await deny(t.db, "QS", "Fleet Management");
  noMail = await buildUser(t.db, { role: "Director", status: "active" });
  await t.db
    .insert(notificationSettings)
    .values(["worker_compliance", "vehicle_compliance", "supplier_insurance"].map((category) => ({ userId: noMail.id, category, email: false })));
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(jobRuns);
  await t.db.delete(digestDeliveries);
  await t.db.delete(notifications);
  await t.db.delete(outboxEmails).where(eq(outboxEmails.kind, "reminder_digest"));
});

describe("the daily digest job", () => {
  it("run by two instances at the same moment: each user gets one digest and one notification per item", async () => {
    const ran = await Promise.all([instance("a").tick(now), instance("b").tick(now)]);
    expect(ran.flat()).toEqual([DIGEST_JOB]);
    const [admin] = await t.db.select().from(users).where(eq(users.email, TEST_ADMIN.email));
    expect(await digestsTo(admin.email)).toBe(1);
    expect(await digestsTo(qs.email)).toBe(1);
    const adminNotes = await notificationsOf(admin.id);
    expect(adminNotes.map((n) => n.dedupeKey).sort()).toEqual(
      [
        `reminder:supplier:${seeded.supplier.id}:insurance:${seeded.supplier.insuranceExpiry}`,
        `reminder:vehicle:${seeded.van.id}:mot:${seeded.van.motExpiry}`,
        `reminder:worker-card:${seeded.card.id}:expiry:${seeded.card.expiryDate}`,
      ].sort(),
    );
    expect(adminNotes.find((n) => n.category === "vehicle_compliance")).toMatchObject({
      title: "MOT: Transit Custom (AB12 CDE)",
      message: expect.stringMatching(/^Due in 10 days/),
      link: `/fleet/${seeded.van.id}/edit`,
    });
    // The email: grouped by category, each item with its absolute link.
    const [mail] = await t.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.toAddress, admin.email), eq(outboxEmails.kind, "reminder_digest")));
    expect(mail.textBody).toContain("Vehicles (1)");
    expect(mail.textBody).toContain("Transit Custom (AB12 CDE): MOT");
    expect(mail.textBody).toContain(`/fleet/${seeded.van.id}/edit`);
    expect(mail.textBody).toMatch(/https?:\/\/[^/\s]+\/fleet\//);
    const [delivery] = await t.db.select().from(digestDeliveries).where(eq(digestDeliveries.userId, admin.id));
    expect(delivery).toMatchObject({ day, emailId: mail.id, items: 3 });
  });

  it("tells a role only what it can act on, and emails only the categories a user keeps on", async () => {
    await instance("a").tick(now);
    const qsNotes = await notificationsOf(qs.id);
    expect(qsNotes.map((n) => n.category)).not.toContain("vehicle_compliance");
    const [mail] = await t.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, qs.email));
    expect(mail.textBody).not.toContain("Transit Custom");
    // Every due category's email off: in the bell, no email.
    expect((await notificationsOf(noMail.id)).length).toBe(3);
    expect(await digestsTo(noMail.email)).toBe(0);
  });

  it("does nothing before 06:00 UK time, and nothing again the same day", async () => {
    expect(await instance("a").tick(new Date("2026-01-15T05:59:00Z"))).toEqual([]);
    expect(await instance("a").tick(now)).toEqual([DIGEST_JOB]);
    expect(await instance("b").tick(new Date(now.getTime() + 3_600_000))).toEqual([]);
    expect((await t.db.select().from(jobRuns))[0]).toMatchObject({ job: DIGEST_JOB, period: day, instance: "a", finishedAt: expect.any(Date) });
  });

  it("resumes a run that crashed half way, and sends nothing twice", async () => {
    // The first run wrote the admin's notifications and email, then the process died: no finishedAt.
    await instance("a").tick(now);
    await t.db.update(jobRuns).set({ finishedAt: null, startedAt: new Date(now.getTime() - STALE_RUN_MS - 60_000) });
    // Half the users not yet reached: their deliveries gone, as if the crash came before them.
    await t.db.delete(digestDeliveries).where(eq(digestDeliveries.userId, qs.id));
    await t.db.delete(outboxEmails).where(eq(outboxEmails.toAddress, qs.email));
    const before = (await t.db.select({ n: sql<number>`count(*)::int` }).from(notifications))[0].n;
    // The next instance to look takes the stale run over and finishes it.
    expect(await instance("b").tick(new Date(now.getTime() + 60_000))).toEqual([DIGEST_JOB]);
    expect(await digestsTo(qs.email)).toBe(1);
    expect(await digestsTo(TEST_ADMIN.email)).toBe(1);
    expect((await t.db.select({ n: sql<number>`count(*)::int` }).from(notifications))[0].n).toBe(before);
    expect((await t.db.select().from(jobRuns))[0]).toMatchObject({ instance: "b", finishedAt: expect.any(Date) });
  });

  it("leaves a run started less than 30 minutes ago to its instance", async () => {
    await t.db.insert(jobRuns).values({ job: DIGEST_JOB, period: day, instance: "a", startedAt: new Date(now.getTime() - 60_000) });
    expect(await instance("b").tick(now)).toEqual([]);
    expect(await digestsTo(TEST_ADMIN.email)).toBe(0);
  });

  it("the digest itself, run twice at once (a takeover overlapping a slow run), still sends one email a user", async () => {
    const ctx = () => ({ db: t.db, config: t.config, mailer: createMailer(t.db, t.config, areas.mailKinds), reminders: areas.reminders, day, now });
    await Promise.all([runDigest(ctx()), runDigest(ctx())]);
    expect(await digestsTo(TEST_ADMIN.email)).toBe(1);
    expect(await digestsTo(qs.email)).toBe(1);
    const [admin] = await t.db.select().from(users).where(eq(users.email, TEST_ADMIN.email));
    expect((await notificationsOf(admin.id)).length).toBe(3);
  });

  it("sends nothing to anyone when nothing is due", async () => {
    const ctx = { db: t.db, config: t.config, mailer: createMailer(t.db, t.config, areas.mailKinds), reminders: [], day, now };
    expect(await runDigest(ctx)).toEqual({ notified: 0, emailed: 0 });
    expect(await digestsTo(TEST_ADMIN.email)).toBe(0);
  });
});
