import { and, isNull, lt, or } from "drizzle-orm";
import type { Db } from "../db/client";
import type { Config } from "../config";
import { authThrottles, passwordResetCodes, usedChallenges } from "../db/schema/index";
import { purgeExpiredSessions } from "./session";
import { purgeIdempotencyKeys } from "./idempotency";
import { purgeExpiredRecycleBin } from "./recycle-bin";
import type { Housekeeping } from "./module";

const DAY_MS = 24 * 3_600_000;

/**
 * Removes what has expired: sessions, spent throttle counters, old reset codes, redeemed challenges,
 * day-old idempotency keys, recycle-bin rows past their 30 days, then each module's own (`modules`: the
 * descriptors' `housekeeping`, e.g. sign-ins past the company's retention).
 */
export async function purgeExpired(db: Db, config: Config, now = Date.now(), modules: readonly Housekeeping[] = []) {
  const dayAgo = new Date(now - DAY_MS);
  await purgeExpiredSessions(db, config);
  await db
    .delete(authThrottles)
    .where(and(lt(authThrottles.windowStart, dayAgo), or(isNull(authThrottles.blockedUntil), lt(authThrottles.blockedUntil, new Date(now)))));
  await db.delete(passwordResetCodes).where(lt(passwordResetCodes.expiresAt, dayAgo));
  await db.delete(usedChallenges).where(lt(usedChallenges.expiresAt, new Date(now)));
  await purgeIdempotencyKeys(db, now);
  await purgeExpiredRecycleBin(db, new Date(now));
  for (const purge of modules) await purge(db, new Date(now));
}
