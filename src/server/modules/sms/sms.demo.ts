import { and, asc, eq, isNull } from "drizzle-orm";
import { ukMobileE164 } from "@shared/common/fields";
import { ukInstant, ukToday } from "@shared/common/uk-dates";
import type { Db } from "../../db/client";
import { projects, siteAttendance, smsMessages, workers } from "../../db/schema/index";
import type { DemoStaff } from "../../platform/module";
import { workdaysBefore } from "../../seed/demo-calendar";

/**
 * The demo's messages (issue 33): a past "site closed" broadcast to everyone who signed in on the first
 * open contract that day, sent through Twilio, most delivered and one failed at an unreachable handset;
 * and a WhatsApp reminder to one worker, delivered. Dated from `now`, never later. The demo has no
 * provider, so nothing new leaves it: these show what a sent batch looks like.
 */

const CLOSED = "Site closed tomorrow: high winds forecast. Do not travel in; we will text you when it reopens.";
const REMINDER = "Please bring your CSCS card to the gate tomorrow: the one on file has expired.";
const UNREACHABLE = "Twilio 30003: Unreachable destination handset";

/** A made-up Twilio message id: SM and 32 hex digits, fixed by the row so a reseed gives the same demo. */
const sid = (n: number) => `SM${n.toString(16).padStart(32, "0")}`;

export async function seedDemoSms(db: Db, staff: DemoStaff[], now: Date) {
  const [contract] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.status, "Open"), isNull(projects.deletedAt)))
    .orderBy(asc(projects.id))
    .limit(1);
  const sender = staff.find((s) => s.role === "Site Manager") ?? staff[0];
  if (!contract || !sender) return;
  const day = workdaysBefore(ukToday(now), 3);
  const crew = await db
    .selectDistinct({ id: workers.id, firstName: workers.firstName, lastName: workers.lastName, mobilePhone: workers.mobilePhone })
    .from(siteAttendance)
    .innerJoin(workers, eq(workers.id, siteAttendance.workerId))
    .where(and(eq(siteAttendance.projectId, contract.id), eq(siteAttendance.date, day)))
    .orderBy(workers.id);
  const reachable = crew.flatMap((w) => {
    const phone = ukMobileE164(w.mobilePhone);
    return phone ? [{ ...w, phone }] : [];
  });
  if (reachable.length === 0) return;

  const sentAt = ukInstant(day, "15:30");
  const from = { sentBy: sender.id, sentByName: sender.name, provider: "twilio", sentAt, createdAt: sentAt };
  await db.insert(smsMessages).values(
    reachable.map((w, i) => {
      const failed = i === reachable.length - 1 && reachable.length > 2;
      return {
        ...from,
        projectId: contract.id,
        workerId: w.id,
        recipientName: `${w.firstName} ${w.lastName}`,
        recipientPhone: w.phone,
        message: CLOSED,
        messageType: "sms",
        status: failed ? "failed" : "delivered",
        providerMessageId: sid(1000 + i),
        errorMessage: failed ? UNREACHABLE : null,
        batchId: `demo-site-closed-${day}`,
        deliveredAt: failed ? null : new Date(sentAt.getTime() + (20 + i * 7) * 1000),
      };
    }),
  );

  const one = reachable[0];
  const remindedAt = ukInstant(workdaysBefore(ukToday(now), 1), "16:05");
  if (remindedAt > now) return;
  await db.insert(smsMessages).values({
    ...from,
    sentAt: remindedAt,
    createdAt: remindedAt,
    workerId: one.id,
    recipientName: `${one.firstName} ${one.lastName}`,
    recipientPhone: one.phone,
    message: REMINDER,
    messageType: "whatsapp",
    status: "delivered",
    providerMessageId: sid(2000),
    batchId: `demo-reminder-${one.id}`,
    deliveredAt: new Date(remindedAt.getTime() + 45_000),
  });
}
