import type { FastifyRequest } from "fastify";
import type { Db } from "../../db/client";
import { tooMany } from "../../platform/errors";
import { LIMITS, MESSAGES, throttleKey } from "./auth.limits";
import { clear, countFailure, hit, peek } from "../../platform/rate-limit";
import type { AccountProof } from "../../platform/bot-check";
import { findUserByEmail, incrementFailedLogins, updateUser, type UserRow } from "./auth.repository";
import type { KnownDevice } from "./known-device";

/**
 * What may hold a sign-in back before or after its password is checked (decision 0013). The
 * limits slow guessing; none of them may keep the account's real user out, because an attacker can
 * trigger them at will: a known device has its own count, a correct password with a solved bot
 * check gets past an address block, and past a lock with a proof of work made for the account whose
 * cost rises with the guesses made during the lock (so guessing slows, and the owner pays once).
 */
export type Hold = { kind: "address" | "account" | "device"; retryMs: number };

export type Gate = {
  /** Answer this hold without checking the password; `proofLevel`: the account's proof of work at this level would get past it. */
  refuse?: Hold & { proofLevel?: number };
  /** Check the password: a wrong one is answered as this hold, a right one gets through. */
  passwordDecides?: Hold;
  /** Time left on the account's lock, however this sign-in gets past it. */
  lockedMs: number;
};

export const holdError = (hold: Hold & { proofLevel?: number }) => {
  const error = tooMany(hold.kind === "address" ? MESSAGES.ipLocked(hold.retryMs) : MESSAGES.accountLocked(hold.retryMs), hold.retryMs / 1000);
  // The sign-in form reads this, solves GET /api/bot-check/challenge?action=login&email=… and sends again.
  if (hold.proofLevel !== undefined) Object.assign(error.extra, { proofLevel: hold.proofLevel });
  return error;
};

export const holdReason = (hold: Hold) =>
  ({ address: "too many failures from this address", account: "account locked", device: "too many failures from this device" })[hold.kind];

/**
 * `humanChecked`: this request solved a fresh bot check; `proof`: the account its solved work was
 * made for, if any. Without the bot check (BOT_CHECK=off) an address block holds everyone but known
 * devices; a lock is passed, as with it on, by a known device or the account's proof of work.
 */
export async function gate(
  db: Db,
  request: FastifyRequest,
  email: string,
  user: UserRow | undefined,
  device: KnownDevice | null,
  humanChecked: boolean,
  proof: AccountProof | null,
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
    const level = await proofLevel(db, email);
    if (!proof || proof.email !== email || proof.level < level) return { refuse: { ...hold, proofLevel: level }, lockedMs };
    passwordDecides ??= hold;
  }
  return { passwordDecides, lockedMs };
}

/** The level of proof of work a locked account asks of a device it does not know: rises with the lock's guesses, capped, never a refusal. */
export const levelFor = (guesses: number) => Math.min(LIMITS.maxProofLevel, 1 + Math.floor(guesses / LIMITS.lockedGuessesPerLevel));

/** The account's level now; 0 when it is not locked (the usual bot check is enough). */
export async function proofLevel(db: Db, email: string): Promise<number> {
  const user = await findUserByEmail(db, email);
  if ((await lockRemaining(db, email, user)) === 0) return 0;
  return levelFor((await peek(db, throttleKey.loginLockedGuesses(email), LIMITS.accountLockMs)).count);
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
