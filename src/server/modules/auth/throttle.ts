import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { authThrottles } from "../../db/schema/index";

/**
 * Fixed-window counters in auth_throttles, keyed like "login:ip:1.2.3.4". They live in the database
 * so every app instance counts the same attempts.
 */
export type ThrottleState = { count: number; retryMs: number; blockedMs?: number };

const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/** The current count in the window (0 when the window has passed) and the time until it ends. */
export async function peek(db: Db, key: string, windowMs: number): Promise<ThrottleState> {
  const [row] = await db.select().from(authThrottles).where(eq(authThrottles.key, key));
  if (!row) return { count: 0, retryMs: 0 };
  const now = Date.now();
  const retryMs = row.windowStart.getTime() + windowMs - now;
  const blockedMs = row.blockedUntil && row.blockedUntil.getTime() > now ? row.blockedUntil.getTime() - now : undefined;
  return retryMs > 0 ? { count: row.count, retryMs, blockedMs } : { count: 0, retryMs: 0, blockedMs };
}

/** Counts one event atomically, starting a new window when the old one has passed. */
export async function hit(db: Db, key: string, windowMs: number): Promise<ThrottleState> {
  const now = new Date();
  const cutoff = new Date(now.getTime() - windowMs);
  const expired = sql`${authThrottles.windowStart} < ${ts(cutoff)}`;
  const [row] = await db
    .insert(authThrottles)
    .values({ key, count: 1, windowStart: now })
    .onConflictDoUpdate({
      target: authThrottles.key,
      set: {
        count: sql`case when ${expired} then 1 else ${authThrottles.count} + 1 end`,
        windowStart: sql`case when ${expired} then ${ts(now)} else ${authThrottles.windowStart} end`,
      },
    })
    .returning();
  return { count: row.count, retryMs: row.windowStart.getTime() + windowMs - now.getTime() };
}

/** Blocks the key until the given time and starts its count again. */
export async function block(db: Db, key: string, until: Date) {
  await db.update(authThrottles).set({ blockedUntil: until, count: 0 }).where(eq(authThrottles.key, key));
}

/** Counts one failure; the limit-th blocks the key for lockMs and starts its count again. */
export async function countFailure(db: Db, key: string, windowMs: number, limit: number, lockMs: number): Promise<{ count: number; lockedMs?: number }> {
  const { count } = await hit(db, key, windowMs);
  if (count < limit) return { count };
  await block(db, key, new Date(Date.now() + lockMs));
  return { count, lockedMs: lockMs };
}

export async function clear(db: Db, key: string) {
  await db.delete(authThrottles).where(eq(authThrottles.key, key));
}

export const throttleKey = {
  loginIp: (ip: string) => `login:ip:${ip}`,
  /** Emails with no account fail and lock exactly like real ones, so the answers do not reveal which exist. */
  loginUnknownEmail: (email: string) => `login:email:${email}`,
  /** Failures on one account (or unknown email) from one address: the attacker's, not the user's. */
  loginAddressOnAccount: (email: string, ip: string) => `login:email-ip:${email}:${ip}`,
  /** Wrong passwords that reached the password check during a lock. */
  loginLockedGuesses: (email: string) => `login:locked:${email}`,
  loginDevice: (deviceId: string, userId: number) => `login:device:${deviceId}:${userId}`,
  forgotIp: (ip: string) => `forgot:ip:${ip}`,
  forgotEmail: (email: string) => `forgot:email:${email}`,
  resetIp: (ip: string) => `reset:ip:${ip}`,
  resetEmail: (email: string) => `reset:email:${email}`,
  accessIp: (ip: string) => `access:ip:${ip}`,
  accessEmail: (email: string) => `access:email:${email}`,
};
