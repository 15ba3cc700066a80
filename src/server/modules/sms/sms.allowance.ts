import type { Db } from "../../db/client";
import { hit, reserve, timeLeft, type RateLimit } from "../../platform/rate-limit";

/**
 * How much one user may send (issue 33: sending is rate-limited per user): 10 sends an hour, and at
 * most 500 messages in them. Enough for a site's day of notices to a large contract's gang; not
 * enough for a stolen session to spend the company's credit or flood the workforce.
 */
export const SMS_SENDS: RateLimit = {
  max: 10,
  windowMs: 60 * 60_000,
  message: (ms) => `You have sent too many messages in the last hour. Please try again in ${timeLeft(ms)}.`,
};
export const SMS_RECIPIENTS: RateLimit = {
  max: 500,
  windowMs: 60 * 60_000,
  message: (ms) => `You have messaged too many workers in the last hour (at most 500). Please try again in ${timeLeft(ms)}, or send to fewer.`,
};
export const smsSendsKey = (userId: number) => `sms:user:${userId}`;
export const smsRecipientsKey = (userId: number) => `sms-recipients:user:${userId}`;

/** Takes one send and `recipients` messages of the user's allowance, both or neither (429 before anything is written). */
export async function reserveSmsAllowance(db: Db, userId: number, recipients: number) {
  await reserve(db, smsSendsKey(userId), SMS_SENDS, 1);
  try {
    await reserve(db, smsRecipientsKey(userId), SMS_RECIPIENTS, recipients);
  } catch (e) {
    await hit(db, smsSendsKey(userId), SMS_SENDS.windowMs, -1);
    throw e;
  }
}
