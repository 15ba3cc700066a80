import { eq, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Db } from "../db/client";
import { authThrottles } from "../db/schema/index";
import { tooMany } from "./errors";

/**
 * The one rate limiter: fixed-window counters in auth_throttles, keyed like "login:ip:1.2.3.4" or
 * "error-report:user:12". They live in the database so every app instance counts the same requests,
 * and housekeeping removes spent ones. A window starts at the first counted event and runs for the
 * limit's `windowMs`. Modules configure a `RateLimit` and call `spend` (count, then refuse past the
 * limit) or `refuseIfReached` (refuse, counting only failures later with `hit`); sign-in's lock-outs
 * use the counters directly (`peek`, `hit`, `countFailure`, `block`, `clear`).
 * (How many heavy pieces of work a user may have in progress at once is heavy-work.ts.)
 */

export type ThrottleState = { count: number; retryMs: number; blockedMs?: number };

/** At most `max` events per window; past it a 429 with `message` (given the time left) and Retry-After. */
export type RateLimit = {
  max: number;
  windowMs: number;
  message: string | ((retryMs: number) => string);
  /** Retry-After as a fixed number of seconds; by default the time left in the window. */
  retryAfterSeconds?: number;
};

/** Who is asking: the signed-in user, else the address. */
export const callerKey = (request: FastifyRequest) => (request.user ? `user:${request.user.id}` : `ip:${request.ip}`);

/** "in 1 minute", "in 40 minutes", "in 5 hours": the wait a 429's message names, rounded up. */
export function timeLeft(ms: number) {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  if (minutes <= 90) return `${minutes} minute${minutes === 1 ? "" : "s"}`;
  return `${Math.ceil(minutes / 60)} hours`;
}

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

/** Counts one event (or `amount` at once) atomically, starting a new window when the old one has passed. */
export async function hit(db: Db, key: string, windowMs: number, amount = 1): Promise<ThrottleState> {
  const now = new Date();
  const cutoff = new Date(now.getTime() - windowMs);
  const expired = sql`${authThrottles.windowStart} < ${ts(cutoff)}`;
  const [row] = await db
    .insert(authThrottles)
    .values({ key, count: amount, windowStart: now })
    .onConflictDoUpdate({
      target: authThrottles.key,
      set: {
        count: sql`case when ${expired} then ${amount}::int else ${authThrottles.count} + ${amount}::int end`,
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

const refusal = (limit: RateLimit, state: ThrottleState) =>
  tooMany(typeof limit.message === "string" ? limit.message : limit.message(state.retryMs), limit.retryAfterSeconds ?? state.retryMs / 1000);

/** Counts this request (or a batch of `amount`) against the limit and refuses it (429) when it goes past the limit. */
export async function spend(db: Db, key: string, limit: RateLimit, amount = 1): Promise<ThrottleState> {
  const state = await hit(db, key, limit.windowMs, amount);
  if (state.count > limit.max) throw refusal(limit, state);
  return state;
}

/** Takes a batch of `amount` events at once or, refused (429) because it would go past the limit, none of it. */
export async function reserve(db: Db, key: string, limit: RateLimit, amount: number): Promise<ThrottleState> {
  const state = await hit(db, key, limit.windowMs, amount);
  if (state.count <= limit.max) return state;
  await hit(db, key, limit.windowMs, -amount);
  throw refusal(limit, state);
}

/** Refuses (429) once `max` events have been counted in the window, without counting this one. */
export async function refuseIfReached(db: Db, key: string, limit: RateLimit): Promise<ThrottleState> {
  const state = await peek(db, key, limit.windowMs);
  if (state.count >= limit.max) throw refusal(limit, state);
  return state;
}
