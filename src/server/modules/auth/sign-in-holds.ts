import type { FastifyRequest } from "fastify";
import type { Db } from "../../db/client";
import { tooMany } from "../../platform/errors";
import { LIMITS, MESSAGES, throttleKey } from "./auth.limits";
import { clear, countFailure, hit, peek } from "../../platform/rate-limit";
import { incrementFailedLogins, updateUser, type UserRow } from "./auth.repository";
import type { KnownDevice } from "./known-device";

/**
 * What may hold a sign-in back before or after its password is checked (decision 0013). The
 * limits slow guessing; none of them may keep the account's real user out for good, because an
 * attacker can trigger them at will: a known device has its own count, and a correct password with
 * a solved bot check gets past an address block, and past a lock from an address the guesses did
 * not come from.
 */
export type Hold = { kind: "address" | "account" | "device"; retryMs: number };

export type Gate = {
  /** Answer this hold without checking the password. */
  refuse?: Hold;
  /** Check the password: a wrong one is answered as this hold, a right one gets through. */
  passwordDecides?: Hold;
  /** Time left on the account's lock, however this sign-in gets past it. */
  lockedMs: number;
};

export const holdError = (hold: Hold) =>
  tooMany(hold.kind === "address" ? MESSAGES.ipLocked(hold.retryMs) : MESSAGES.accountLocked(hold.retryMs), hold.retryMs / 1000);

export const holdReason = (hold: Hold) =>
  ({ address: "too many failures from this address", account: "account locked", device: "too many failures from this device" })[hold.kind];

/**
 * `humanChecked`: this request solved a fresh bot check. Without one (BOT_CHECK=off) only a known
 * device gets past a hold, else the lock would be no brake on guessing at all.
 */
export async function gate(
  db: Db,
  request: FastifyRequest,
  email: string,
  user: UserRow | undefined,
  device: KnownDevice | null,
  humanChecked: boolean,
): Promise<Gate> {
  const lockedMs = await lockRemaining(db, email, user);
  if (device && user) {
    const own = await peek(db, throttleKey.loginDevice(device.id, user.id), LIMITS.deviceLockMs);
    return own.blockedMs ? { refuse: { kind: "device", retryMs: own.blockedMs }, lockedMs } : { lockedMs };
  }
  let passwordDecides: Hold | undefined;
  const ip = await peek(db, throttleKey.loginIp(request.ip), LIMITS.ipLoginWindowMs);
  if (ip.count >= LIMITS.ipLoginFailures) {
    passwordDecides = { kind: "address", retryMs: ip.retryMs };
    if (!humanChecked) return { refuse: passwordDecides, lockedMs };
  }
  if (lockedMs > 0) {
    const hold: Hold = { kind: "account", retryMs: lockedMs };
    if (!humanChecked || !(await mayPassLock(db, email, request.ip))) return { refuse: hold, lockedMs };
    passwordDecides ??= hold;
  }
  return { passwordDecides, lockedMs };
}

async function mayPassLock(db: Db, email: string, ip: string) {
  const fromHere = await peek(db, throttleKey.loginAddressOnAccount(email, ip), LIMITS.accountLockMs);
  if (fromHere.count >= LIMITS.addressFailuresPastLock) return false;
  const guesses = await peek(db, throttleKey.loginLockedGuesses(email), LIMITS.accountLockMs);
  return guesses.count < LIMITS.lockedAccountGuesses;
}

async function lockRemaining(db: Db, email: string, user: UserRow | undefined): Promise<number> {
  if (user) return user.lockedUntil ? Math.max(0, user.lockedUntil.getTime() - Date.now()) : 0;
  return (await peek(db, throttleKey.loginUnknownEmail(email), LIMITS.accountLockMs)).blockedMs ?? 0;
}

export type Failure = { count: number; lockedMs?: number; deviceLockedMs?: number };

/** A wrong password counts everywhere it could matter: the address, the account from that address, the device, the lock. */
export async function recordWrongPassword(
  db: Db,
  request: FastifyRequest,
  email: string,
  user: UserRow | undefined,
  device: KnownDevice | null,
  g: Gate,
): Promise<Failure> {
  await hit(db, throttleKey.loginIp(request.ip), LIMITS.ipLoginWindowMs);
  await hit(db, throttleKey.loginAddressOnAccount(email, request.ip), LIMITS.accountLockMs);
  if (g.lockedMs > 0 && !device) await hit(db, throttleKey.loginLockedGuesses(email), LIMITS.accountLockMs);
  const deviceLockedMs =
    device && user
      ? (await countFailure(db, throttleKey.loginDevice(device.id, user.id), LIMITS.deviceLockMs, LIMITS.deviceFailures, LIMITS.deviceLockMs)).lockedMs
      : undefined;
  return { ...(await countAccountFailure(db, email, user)), deviceLockedMs };
}

/** Counts a consecutive failure; the fifth locks the account (or the unknown email) and starts the count again. */
async function countAccountFailure(db: Db, email: string, user: UserRow | undefined): Promise<{ count: number; lockedMs?: number }> {
  if (!user) return countFailure(db, throttleKey.loginUnknownEmail(email), 24 * 60 * 60_000, LIMITS.accountFailures, LIMITS.accountLockMs);
  const count = await incrementFailedLogins(db, user.id);
  if (count < LIMITS.accountFailures) return { count };
  await updateUser(db, user.id, { failedLoginCount: 0, lockedUntil: new Date(Date.now() + LIMITS.accountLockMs) });
  return { count, lockedMs: LIMITS.accountLockMs };
}

/** A right password: this address and device start clean on the account. */
export async function clearAfterSignIn(db: Db, request: FastifyRequest, email: string, user: UserRow, device: KnownDevice | null) {
  await clear(db, throttleKey.loginAddressOnAccount(email, request.ip));
  if (device) await clear(db, throttleKey.loginDevice(device.id, user.id));
}
